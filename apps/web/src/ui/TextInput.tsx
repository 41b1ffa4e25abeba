import type { Ref } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components';

export interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** The message of a failed check, already translated; the field is marked invalid while it is set. */
  error?: string;
  description?: string;
  type?: 'text' | 'email' | 'tel' | 'datetime-local' | 'number';
  inputMode?: 'decimal' | 'numeric' | 'text' | 'email' | 'tel';
  isRequired?: boolean;
  multiline?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

/** A labelled text field (react-aria) that shows the error it is given under the input. */
export function TextInput({
  label,
  error,
  description,
  multiline,
  className,
  ref,
  type = 'text',
  inputMode,
  ...field
}: TextInputProps) {
  return (
    <TextField
      {...field}
      type={type === 'number' ? 'text' : type}
      className={`field ${className ?? ''}`}
      isInvalid={error !== undefined}
      validationBehavior="aria"
    >
      <Label className="field__label">{label}</Label>
      {multiline ? (
        <TextArea className="field__input field__input--multiline" ref={ref as Ref<HTMLTextAreaElement>} />
      ) : (
        <Input
          className="field__input"
          ref={ref as Ref<HTMLInputElement>}
          inputMode={inputMode ?? (type === 'number' ? 'decimal' : undefined)}
        />
      )}
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{error}</FieldError>
    </TextField>
  );
}
