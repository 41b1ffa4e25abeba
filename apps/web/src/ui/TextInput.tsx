import type { ReactNode, Ref } from 'react';
import { FieldError, Input, Label, TextArea, TextField, type TextFieldProps } from 'react-aria-components';
import { FieldHint } from './FieldHint';

export interface TextInputProps
  extends Omit<TextFieldProps, 'children' | 'isInvalid' | 'className' | 'type'> {
  label: string;
  /** The message to show under the field, already translated; the field is invalid while there is one. */
  error?: string | undefined;
  description?: ReactNode;
  /** Shown beside the label of a field that may stay empty ("Optional"). */
  optionalLabel?: string;
  type?: 'text' | 'email' | 'tel' | 'datetime-local' | 'number' | 'password' | 'search' | 'url';
  inputMode?: 'decimal' | 'numeric' | 'text' | 'email' | 'tel';
  multiline?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

/** A labelled text field whose error is announced with it (react-aria ties label, hint and error). */
export function TextInput({
  label,
  error,
  description,
  optionalLabel,
  multiline,
  className,
  ref,
  type = 'text',
  inputMode,
  ...props
}: TextInputProps) {
  return (
    <TextField
      {...props}
      // A numeric field stays a text field: the browser's number input rejects the decimal comma.
      type={type === 'number' ? 'text' : type}
      className={`field ${className ?? ''}`}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label className="field__label">
        {label}
        {optionalLabel && <span className="field__optional"> · {optionalLabel}</span>}
      </Label>
      {multiline ? (
        <TextArea className="field__input field__input--multiline" ref={ref as Ref<HTMLTextAreaElement>} />
      ) : (
        <Input
          className="field__input"
          ref={ref as Ref<HTMLInputElement>}
          inputMode={inputMode ?? (type === 'number' ? 'decimal' : undefined)}
        />
      )}
      <FieldHint>{description}</FieldHint>
      <FieldError className="field__error">{error}</FieldError>
    </TextField>
  );
}
