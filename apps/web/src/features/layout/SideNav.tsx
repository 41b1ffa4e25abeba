import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '../../ui/Icon';
import { ADMIN_NAV, MAIN_NAV, type NavItem } from './nav-items';

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <NavLink to={item.path} className="nav__link" onClick={onNavigate}>
        <Icon name={item.icon} />
        <span>{t(`nav.${item.label}`)}</span>
      </NavLink>
    </li>
  );
}

export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <nav className="nav" aria-label={t('nav.main')}>
      <ul className="nav__list">
        {MAIN_NAV.map((item) => (
          <NavEntry key={item.path} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
      <h2 className="nav__heading" id="nav-admin">
        {t('nav.administration')}
      </h2>
      <ul className="nav__list" aria-labelledby="nav-admin">
        {ADMIN_NAV.map((item) => (
          <NavEntry key={item.path} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}
