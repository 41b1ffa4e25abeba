import type { IconName } from '../../ui/Icon';

type NavLabel =
  | 'homepage'
  | 'orders'
  | 'tours'
  | 'globalMap'
  | 'insights'
  | 'notificationCenter'
  | 'messageCenter'
  | 'preferences'
  | 'agencies'
  | 'users'
  | 'resources'
  | 'telematics'
  | 'addresses'
  | 'tags'
  | 'geofences'
  | 'imports';

export interface NavItem {
  path: string;
  label: NavLabel;
  icon: IconName;
  /** false: the route exists and says plainly that the page is not built yet. */
  built: boolean;
}

// The screens shipment-domain.txt §2 names, in the order a user meets them.
export const MAIN_NAV: readonly NavItem[] = [
  { path: '/homepage', label: 'homepage', icon: 'home', built: true },
  { path: '/orders', label: 'orders', icon: 'orders', built: true },
  { path: '/tours', label: 'tours', icon: 'tours', built: true },
  { path: '/map', label: 'globalMap', icon: 'map', built: true },
  { path: '/insights', label: 'insights', icon: 'insights', built: false },
  { path: '/notification-center', label: 'notificationCenter', icon: 'bell', built: false },
  { path: '/message-center', label: 'messageCenter', icon: 'chat', built: false },
  { path: '/preferences', label: 'preferences', icon: 'settings', built: true },
];

export const ADMIN_NAV: readonly NavItem[] = [
  { path: '/admin/agencies', label: 'agencies', icon: 'agencies', built: true },
  { path: '/admin/users', label: 'users', icon: 'users', built: true },
  { path: '/admin/resources', label: 'resources', icon: 'truck', built: true },
  { path: '/admin/telematics', label: 'telematics', icon: 'signal', built: false },
  { path: '/admin/addresses', label: 'addresses', icon: 'pin', built: true },
  { path: '/admin/tags', label: 'tags', icon: 'tag', built: true },
  { path: '/admin/geofences', label: 'geofences', icon: 'fence', built: true },
  { path: '/admin/imports', label: 'imports', icon: 'upload', built: true },
];

export const NOT_BUILT = [...MAIN_NAV, ...ADMIN_NAV].filter((item) => !item.built);
