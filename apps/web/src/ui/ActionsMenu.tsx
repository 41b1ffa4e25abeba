import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Icon } from './Icon';

export interface Action {
  id: string;
  label: string;
  danger?: boolean;
}

interface ActionsMenuProps {
  /** Names the button for assistive technology, e.g. "Actions for AB-123-CD". */
  label: string;
  actions: readonly Action[];
  onAction: (id: string) => void;
}

/** The actions of one row behind one button, so a table stays one tab stop per row. */
export function ActionsMenu({ label, actions, onAction }: ActionsMenuProps) {
  return (
    <MenuTrigger>
      <Button className="button button--icon" aria-label={label}>
        <Icon name="more" />
      </Button>
      <Popover className="popover" placement="bottom end">
        <Menu className="menu" items={actions} onAction={(key) => onAction(String(key))}>
          {(action) => (
            <MenuItem id={action.id} className={`menu__item${action.danger ? ' menu__item--danger' : ''}`}>
              {action.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
