// The fields and the submit button of the signed-out screens (sign-in, forgotten and new password). Light on
// purpose: the sign-in page is in the entry chunk (decision 0030).
import type { ReactNode } from 'react';
import { Button, FieldError, Input, Label, TextField, type TextFieldProps } from 'react-aria-components';
import { FieldHint } from '../../ui/FieldHint';

/** A text field with its label, an optional hint, and the message it shows when its check fails. */
export function AuthField({
  label,
  error,
  description,
  ...field
}: Omit<TextFieldProps, 'className' | 'children'> & {
  label: string;
  error: ReactNode;
  description?: string;
}) {
  return (
    <TextField {...field} className="field">
      <Label className="field__label">{label}</Label>
      <Input className="field__input" />
      <FieldHint>{description}</FieldHint>
      <FieldError className="field__error">{error}</FieldError>
    </TextField>
  );
}

/**
 * The form's one wide submit button, saying what it does or that it is doing it. Busy through `aria-busy`, not
 * `isPending`: its live announcement outlives the page and leaves an unnamed node behind.
 */
export function AuthSubmit({
  isPending,
  label,
  pendingLabel,
}: {
  isPending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <Button type="submit" className="button button--primary button--block" aria-busy={isPending}>
      {isPending ? pendingLabel : label}
    </Button>
  );
}
