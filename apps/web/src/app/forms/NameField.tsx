// The required name (or label) that opens an administration form: its message, and "checking…" while the
// name's uniqueness is being asked.
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../ui/TextInput';
import { Bound, type BoundField, type BoundForm } from './Bound';

export function NameField<V extends FieldValues>({
  form,
  name,
  label,
  error,
  checking = false,
  autoFocus = true,
}: {
  form: BoundForm<V>;
  name: FieldPath<V>;
  label: string;
  error: string | undefined;
  checking?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Bound form={form} name={name}>
      {(bound) => {
        // Leaving the name shows nothing of itself: its message follows the form (edited, uniqueness, a save tried).
        const { onBlur: _leave, ...field } = bound as unknown as BoundField<string>;
        return (
          <TextInput
            {...field}
            label={label}
            isRequired
            autoFocus={autoFocus}
            error={error}
            description={checking ? t('admin.checking') : undefined}
          />
        );
      }}
    </Bound>
  );
}
