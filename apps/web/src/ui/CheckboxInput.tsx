import { Checkbox } from 'react-aria-components';

/** A labelled checkbox (react-aria), Space toggles it. */
export function CheckboxInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <Checkbox className="checkbox" isSelected={value} onChange={onChange}>
      <span className="checkbox__box" aria-hidden="true" />
      {label}
    </Checkbox>
  );
}
