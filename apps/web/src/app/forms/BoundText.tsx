// A text value of a form bound to the ui kit's text field, with its check's message; a field that may stay
// empty says so beside its label.
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput, type TextInputProps } from '../../ui/TextInput';
import { Bound, type BoundField, type BoundForm } from './Bound';

export function BoundText<V extends FieldValues>({
  form,
  name,
  error,
  isRequired = false,
  ...input
}: {
  form: BoundForm<V>;
  name: FieldPath<V>;
  error: string | undefined;
  /** Required, or else marked "optional". */
  isRequired?: boolean | undefined;
} & Pick<TextInputProps, 'label' | 'autoFocus' | 'type' | 'autoComplete' | 'description' | 'inputMode'>) {
  const { t } = useTranslation();
  return (
    <Bound form={form} name={name}>
      {(field) => (
        <TextInput
          {...input}
          {...(field as unknown as BoundField<string>)}
          error={error}
          {...(isRequired ? { isRequired: true } : { optionalLabel: t('admin.optional') })}
        />
      )}
    </Bound>
  );
}
