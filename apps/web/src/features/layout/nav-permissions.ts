// Which menu items and routes a session may use: each nav item's label is the domain's screen of the same
// name (decision 0080), so the menu and the route gate read the same list the API computes from.
import type { Screen } from '@cargolens/domain/permissions';
import type { HomepageChoice } from '@cargolens/domain/settings';
import { ADMIN_NAV, MAIN_NAV, type NavItem } from './nav-items';

// Every nav label is a screen: this fails to compile when a menu item has no screen to be allowed by.
const screenOf = (item: NavItem): Screen => item.label;

/** The items of a menu the session may open, in the menu's order. */
export function visibleNav(items: readonly NavItem[], screens: readonly Screen[]): NavItem[] {
  return items.filter((item) => screens.includes(screenOf(item)));
}

/** The screen a path belongs to; undefined for paths no screen owns (they answer not found). */
export function screenOfPath(pathname: string): Screen | undefined {
  if (pathname === '/orders/new' || /^\/orders\/[^/]+\/edit$/.test(pathname)) return 'orderCreation';
  const item = [...MAIN_NAV, ...ADMIN_NAV].find(
    (candidate) => pathname === candidate.path || pathname.startsWith(`${candidate.path}/`),
  );
  return item && screenOf(item);
}

const HOME_PATHS: Record<HomepageChoice, string> = {
  homepage: '/homepage',
  map: '/map',
  orders: '/orders',
  tours: '/tours',
};

/**
 * Where the session lands: the home page the user chose (orders by default, shipment-domain §9) when allowed,
 * else the first screen of the menu it may open.
 */
export function homePath(screens: readonly Screen[], preferred: HomepageChoice = 'orders'): string {
  const path = HOME_PATHS[preferred];
  const [first] = visibleNav(
    [...MAIN_NAV].sort((a, b) => Number(b.path === path) - Number(a.path === path)),
    screens,
  );
  return first?.path ?? '/preferences';
}
