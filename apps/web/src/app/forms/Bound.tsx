// One form value bound to any input of the ui kit: react-hook-form's controller gives it its value, and an edit
// goes back to the form (and tells it the field was edited); leaving it shows its checks.
import type { ReactNode } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
  useController,
} from 'react-hook-form';

export interface BoundField<T> {
  name: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
}

/** The form's control, and what it tracks of edits and left fields (useDomainForm), if it does. */
export interface BoundForm<V extends FieldValues> {
  control: Control<V>;
  edit?: (field: string) => void;
  checks?: { blur: (field: string) => () => void };
}

export function Bound<V extends FieldValues, N extends FieldPath<V>>({
  form,
  name,
  check,
  children,
}: {
  form: BoundForm<V>;
  name: N;
  /** The field whose check shows once this input is left, when it is not named like the value. */
  check?: string;
  children: (field: BoundField<PathValue<V, N>>) => ReactNode;
}) {
  const { field } = useController({ control: form.control, name });
  return children({
    name,
    value: field.value,
    onChange: (value) => {
      field.onChange(value);
      form.edit?.(name);
    },
    onBlur: () => {
      field.onBlur();
      form.checks?.blur(check ?? name)();
    },
  });
}
