import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { Icon } from './Icon';
import type { Option } from './MultiSelect';

interface SelectFieldProps {
  label: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  isDisabled?: boolean;
}

/** A single choice from a short list, keyboard operable (arrows, typeahead) via react-aria. */
export function SelectField({ label, options, value, onChange, isDisabled }: SelectFieldProps) {
  return (
    <Select
      className="select"
      value={value}
      onChange={(key) => key !== null && onChange(String(key))}
      isDisabled={isDisabled ?? false}
    >
      <Label className="select__label">{label}</Label>
      <Button className="select__button">
        <SelectValue className="select__value" />
        <Icon name="chevronDown" size={16} />
      </Button>
      <Popover className="popover">
        <ListBox className="listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className="listbox__item" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
