import { Input, Label, TextField } from 'react-aria-components';
import { FieldHint } from './FieldHint';
import { useDebouncedInput } from './use-debounced-input';

interface DebouncedTextFieldProps {
  label: string;
  value: string;
  /** Called once typing pauses, with the trimmed text. */
  onChange: (value: string) => void;
  type?: 'text' | 'date';
  description?: string;
}

/** A filter field: labelled, and changing what it filters only when the user stops typing. */
export function DebouncedTextField({
  label,
  value,
  onChange,
  type = 'text',
  description,
}: DebouncedTextFieldProps) {
  const [text, setText] = useDebouncedInput(value, onChange);
  return (
    <TextField className="field" type={type} value={text} onChange={setText}>
      <Label className="field__label">{label}</Label>
      <Input className="field__input" />
      <FieldHint>{description}</FieldHint>
    </TextField>
  );
}
