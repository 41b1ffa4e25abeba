import { CheckboxInput } from '../../ui/CheckboxInput';

/**
 * Feature flags as checkboxes in a named group. Flags are shown by their code, as the spec names them: they
 * are identifiers an administrator looks up, not prose. A stored flag the list does not know stays checked.
 */
export function FeatureChecklist({
  legend,
  features,
  value,
  onChange,
}: {
  legend: string;
  features: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  const shown = [...new Set([...features, ...value])];
  return (
    <fieldset className="feature-checklist">
      <legend className="field__label">{legend}</legend>
      <div className="feature-checklist__grid">
        {shown.map((feature) => (
          <CheckboxInput
            key={feature}
            label={feature}
            value={value.includes(feature)}
            onChange={(on) => onChange(on ? [...value, feature] : value.filter((f) => f !== feature))}
          />
        ))}
      </div>
    </fieldset>
  );
}
