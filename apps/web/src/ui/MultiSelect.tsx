import { useEffect, useState } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { Icon } from './Icon';

export interface Option {
  id: string;
  label: string;
}

interface MultiSelectProps {
  label: string;
  options: readonly Option[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Shown when nothing is chosen, meaning "no filter". */
  placeholder: string;
  /** How to summarise a choice of several, e.g. "3 selected". */
  countLabel: (count: number) => string;
}

/** A dropdown of checkable options, keyboard operable (arrows, space, typeahead) via react-aria. */
export function MultiSelect({ label, options, value, onChange, placeholder, countLabel }: MultiSelectProps) {
  // The owner may store the value asynchronously (the address bar): keep the latest choice here so quick
  // successive toggles build on each other instead of on a value that has not come back yet.
  const [current, setCurrent] = useState<readonly string[]>(value);
  const external = value.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the owner only when its value really changes
  useEffect(() => setCurrent(value), [external]);
  return (
    <Select
      className="select"
      selectionMode="multiple"
      value={current}
      onChange={(keys) => {
        const next = keys.map(String);
        setCurrent(next);
        onChange(next);
      }}
      placeholder={placeholder}
    >
      <Label className="select__label">{label}</Label>
      <Button className="select__button">
        <SelectValue className="select__value">
          {({ selectedItems, isPlaceholder }) => {
            if (isPlaceholder) return placeholder;
            if (selectedItems.length === 1)
              return options.find((o) => o.id === current[0])?.label ?? current[0];
            return countLabel(selectedItems.length);
          }}
        </SelectValue>
        <Icon name="chevronDown" size={16} />
      </Button>
      <Popover className="popover">
        <ListBox className="listbox" items={options}>
          {(option) => (
            <ListBoxItem
              id={option.id}
              className="listbox__item listbox__item--check"
              textValue={option.label}
            >
              <span className="listbox__check" aria-hidden="true" />
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
