import { FieldError, Group, Input, Label, NumberField } from 'react-aria-components';
import { FieldHint } from './FieldHint';

export interface NumberInputProps {
  label: string;
  /** NaN while empty. */
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  name?: string;
  /** The message of a failed check, already translated; the field is marked invalid while it is set. */
  error?: string | undefined;
  description?: string;
  minValue?: number;
  maxValue?: number;
  className?: string;
}

/** A labelled number field (react-aria): typed in the reader's locale, kept within its bounds on blur. */
export function NumberInput({ label, error, description, className, ...field }: NumberInputProps) {
  return (
    <NumberField
      {...field}
      className={`field ${className ?? ''}`}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      formatOptions={{ maximumFractionDigits: 6, useGrouping: false }}
    >
      <Label className="field__label">{label}</Label>
      <Group className="field__input-wrap">
        <Input className="field__input" />
      </Group>
      <FieldHint className="field__description">{description}</FieldHint>
      <FieldError className="field__error">{error}</FieldError>
    </NumberField>
  );
}
