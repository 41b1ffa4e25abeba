import { useEffect, useRef, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { Icon } from './Icon';

const SEARCH_DELAY_MS = 350;

/**
 * A labelled search field that reports its trimmed text once the user pauses typing, and follows `value`
 * when the owner changes it (back button, reset) without fighting the user's typing.
 */
export function SearchInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => report.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <SearchField className="field field--search" value={text} onChange={setText}>
      <Label className="field__label">{label}</Label>
      <div className="field__input-wrap">
        <Icon name="search" size={16} className="field__icon" />
        <Input className="field__input" />
      </div>
    </SearchField>
  );
}
