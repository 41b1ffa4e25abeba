import { useCallback, useRef } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { FieldHint } from './FieldHint';
import { Icon } from './Icon';
import { useDebouncedInput } from './use-debounced-input';

/**
 * A labelled search field that reports its trimmed text once the user pauses typing, and follows `value`
 * when the owner changes it (back button, reset) without fighting the user's typing.
 */
export function SearchInput({
  label,
  value,
  onChange,
  description,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A line under the field saying what it searches. */
  description?: string;
}) {
  const report = useRef(onChange);
  report.current = onChange;
  const [text, setText] = useDebouncedInput(
    value,
    useCallback((next: string) => report.current(next), []),
  );
  return (
    <SearchField className="field field--search" value={text} onChange={setText}>
      <Label className="field__label">{label}</Label>
      <div className="field__input-wrap">
        <Icon name="search" size={16} className="field__icon" />
        <Input className="field__input" />
      </div>
      <FieldHint className="field__description">{description}</FieldHint>
    </SearchField>
  );
}
