import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextField, type TextFieldProps } from 'react-aria-components';

interface TextInputProps extends Omit<TextFieldProps, 'children' | 'isInvalid' | 'className'> {
  label: string;
  /** The message to show under the field; the field is invalid while there is one. */
  error?: string | undefined;
  description?: ReactNode;
  /** Shown beside the label of a field that may stay empty ("Optional"). */
  optionalLabel?: string;
}

/** A labelled text field whose error is announced with it (react-aria ties label, hint and error). */
export function TextInput({ label, error, description, optionalLabel, ...props }: TextInputProps) {
  return (
    <TextField {...props} className="field" isInvalid={Boolean(error)} validationBehavior="aria">
      <Label className="field__label">
        {label}
        {optionalLabel && <span className="field__optional"> · {optionalLabel}</span>}
      </Label>
      <Input className="field__input" />
      {description && (
        <Text slot="description" className="field__hint">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{error}</FieldError>
    </TextField>
  );
}
