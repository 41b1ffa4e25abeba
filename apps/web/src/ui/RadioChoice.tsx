import { Label, Radio, RadioGroup } from 'react-aria-components';

/** A labelled choice of one among a few options, side by side. */
export function RadioChoice<V extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: V;
  options: readonly { id: V; label: string }[];
  onChange: (value: V) => void;
  /** Added to the group's own class. */
  className?: string;
}) {
  return (
    <RadioGroup
      className={className ? `radio-group ${className}` : 'radio-group'}
      orientation="horizontal"
      value={value}
      onChange={(next) => onChange(next as V)}
    >
      <Label className="field__label">{label}</Label>
      <div className="radio-group__options">
        {options.map((option) => (
          <Radio key={option.id} className="radio" value={option.id}>
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
