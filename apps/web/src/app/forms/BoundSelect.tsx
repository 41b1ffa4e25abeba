// A choice among fixed options of a form bound to the ui kit's dropdown: it follows the value and writes the
// chosen option's id back.
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { Option } from '../../ui/MultiSelect';
import { SelectInput } from '../../ui/SelectInput';
import { Bound, type BoundField, type BoundForm } from './Bound';

export function BoundSelect<V extends FieldValues>({
  form,
  name,
  label,
  options,
}: {
  form: BoundForm<V>;
  name: FieldPath<V>;
  label: string;
  options: readonly Option[];
}) {
  return (
    <Bound form={form} name={name}>
      {(field) => {
        const { value, onChange } = field as unknown as BoundField<string>;
        return <SelectInput label={label} options={options} value={value} onChange={onChange} />;
      }}
    </Bound>
  );
}
