import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { Icon } from './Icon';
import type { Option } from './MultiSelect';

export interface SelectInputProps {
  label: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  name?: string;
}

/** A labelled single-choice dropdown (react-aria): arrows, typeahead and Enter work as in a native select. */
export function SelectInput({ label, options, value, onChange, error, name }: SelectInputProps) {
  return (
    <Select
      className="select"
      name={name}
      value={value}
      onChange={(key) => key !== null && onChange(String(key))}
      isInvalid={error !== undefined}
      validationBehavior="aria"
    >
      <Label className="select__label">{label}</Label>
      <Button className="select__button">
        <SelectValue className="select__value" />
        <Icon name="chevronDown" size={14} />
      </Button>
      <FieldError className="field__error">{error}</FieldError>
      <Popover className="popover">
        <ListBox className="listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className="listbox__item">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
