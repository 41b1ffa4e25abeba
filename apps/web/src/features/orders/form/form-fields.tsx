// Order form fields bound to react-hook-form, each showing the error found for its path (domain rules or API).
import { type Control, type FieldPath, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Option } from '../../../ui/MultiSelect';
import { SelectInput } from '../../../ui/SelectInput';
import { TextInput, type TextInputProps } from '../../../ui/TextInput';
import type { OrderFormValues } from './order-form-values';
import type { FormErrors } from './validate-order-form';

type TextPath = FieldPath<OrderFormValues>;

interface BoundProps {
  control: Control<OrderFormValues>;
  name: TextPath;
  label: string;
  errors: FormErrors;
}

function useError(errors: FormErrors, name: string): string | undefined {
  const { t } = useTranslation();
  const error = errors[name];
  return error ? t(error.key as never, error.values) : undefined;
}

export function FormText({
  control,
  name,
  label,
  errors,
  ...rest
}: BoundProps & Pick<TextInputProps, 'type' | 'description' | 'multiline' | 'isRequired' | 'className'>) {
  const { field } = useController({ control, name });
  return (
    <TextInput
      {...rest}
      label={label}
      name={field.name}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      error={useError(errors, name)}
    />
  );
}

export function FormSelect({
  control,
  name,
  label,
  errors,
  options,
}: BoundProps & { options: readonly Option[] }) {
  const { field } = useController({ control, name });
  return (
    <SelectInput
      label={label}
      name={field.name}
      options={options}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      error={useError(errors, name)}
    />
  );
}
