import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '../../ui/Icon';
import { usePermissions } from '../account/use-permissions';
import { onBehalfPath, useActingOrganization } from '../organizations/acting-organization';
import { ADMIN_NAV, MAIN_NAV, type NavItem } from './nav-items';
import { visibleNav } from './nav-permissions';

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { t } = useTranslation();
  // On behalf of an organization, the menu keeps the back office in that organization (decision 0132).
  const acting = useActingOrganization();
  return (
    <li>
      <NavLink to={onBehalfPath(acting, item.path)} className="nav__link" onClick={onNavigate}>
        <Icon name={item.icon} />
        <span>{t(`nav.${item.label}`)}</span>
      </NavLink>
    </li>
  );
}

export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  // Only what the session may open (decision 0080); nothing while its permissions load.
  const screens = usePermissions().data?.screens ?? [];
  const main = visibleNav(MAIN_NAV, screens);
  const admin = visibleNav(ADMIN_NAV, screens);
  return (
    <nav className="nav" aria-label={t('nav.main')}>
      <ul className="nav__list">
        {main.map((item) => (
          <NavEntry key={item.path} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
      {admin.length > 0 && (
        <>
          <h2 className="nav__heading" id="nav-admin">
            {t('nav.administration')}
          </h2>
          <ul className="nav__list" aria-labelledby="nav-admin">
            {admin.map((item) => (
              <NavEntry key={item.path} item={item} onNavigate={onNavigate} />
            ))}
          </ul>
        </>
      )}
    </nav>
  );
}
