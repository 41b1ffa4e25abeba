import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
  VisuallyHidden,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { displayName, useMe } from '../account/use-me';
import { signOut } from '../auth/sign-in';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function UserMenu() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const name = me ? displayName(me) : '…';
  const organization = me?.organization?.name ?? '';
  return (
    <MenuTrigger>
      {/* No aria-label: the accessible name is the visible name and organization (WCAG 2.5.3 label in name),
          followed by a hidden hint of what the button opens. */}
      <Button className="menu-button user-menu__button">
        <span className="user-menu__avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <span className="user-menu__identity">
          <span className="user-menu__name">{name}</span>
          <span className="user-menu__org">{organization}</span>
        </span>
        <VisuallyHidden>{t('user.menu')}</VisuallyHidden>
        <Icon name="chevronDown" size={14} />
      </Button>
      <Popover className="popover" placement="bottom end">
        <Menu className="menu" onAction={(key) => key === 'logout' && void signOut()}>
          <MenuSection>
            <Header className="menu__header">
              <span className="menu__name">{name}</span>
              {organization && (
                <span className="menu__org">
                  {t('user.organization')} : {organization}
                </span>
              )}
            </Header>
          </MenuSection>
          <Separator className="menu__separator" />
          <MenuItem id="logout" className="menu__item">
            <Icon name="logout" size={16} />
            {t('auth.logout')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
