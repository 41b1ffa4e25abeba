// A yes/no value of a form bound to the ui kit's checkbox: it follows the value and writes an edit back (a
// checkbox has no check of its own to show when left).
import type { FieldPath, FieldValues } from 'react-hook-form';
import { CheckboxInput } from '../../ui/CheckboxInput';
import { Bound, type BoundField, type BoundForm } from './Bound';

export function BoundCheckbox<V extends FieldValues>({
  form,
  name,
  label,
}: {
  form: BoundForm<V>;
  name: FieldPath<V>;
  label: string;
}) {
  return (
    <Bound form={form} name={name}>
      {(field) => {
        const { value, onChange } = field as unknown as BoundField<boolean>;
        return <CheckboxInput label={label} value={value} onChange={onChange} />;
      }}
    </Bound>
  );
}
