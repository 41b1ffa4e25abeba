import { useRef } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Icon } from '../../ui/Icon';
import { useLiveUpdates } from '../live/use-live-updates';
import { NotificationBell } from '../notifications/NotificationBell';
import { OrganizationPicker } from '../organizations/OrganizationPicker';
import { LanguageSwitch } from '../preferences/LanguageSwitch';
import { ImpersonationBanner } from '../sessions/ImpersonationBanner';
import { ScreenGate } from './ScreenGate';
import { SideNav } from './SideNav';
import { UserMenu } from './UserMenu';
import { useDrawer } from './use-drawer';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import './layout.css';

export function AppLayout() {
  const { t } = useTranslation();
  const { open: menuOpen, setOpen: setMenuOpen, drawer, toggle } = useDrawer();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  // One event stream for the whole signed-in app: every page's queries stay current without a reload.
  useLiveUpdates();
  return (
    <div className={`shell${menuOpen ? ' shell--menu-open' : ''}`}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <aside className="shell__sidebar" id="sidebar" ref={drawer}>
        <Link to="/orders" className="brand">
          <span className="brand__mark" aria-hidden="true" />
          {t('app.name')}
        </Link>
        <SideNav onNavigate={() => setMenuOpen(false)} />
      </aside>
      <div className="shell__backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />
      <div className="shell__body">
        <ImpersonationBanner />
        <header className="topbar">
          <Button
            ref={toggle}
            className="button button--icon topbar__menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="sidebar"
            onPress={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
          </Button>
          <div className="topbar__spacer" />
          <OrganizationPicker />
          <LanguageSwitch />
          <NotificationBell />
          <UserMenu />
        </header>
        <main className="shell__main" id="main" tabIndex={-1} ref={main}>
          <ScreenGate>
            <Outlet />
          </ScreenGate>
        </main>
      </div>
    </div>
  );
}
