import { permissionsOf } from '@cargolens/domain/permissions';
import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, MAIN_NAV } from './nav-items';
import { homePath, screenOfPath, visibleNav } from './nav-permissions';

// The demo accounts' roles and profile features (apps/api/src/seed/people-data.ts).
const OPERATIONS = ['ORDERS', 'ORDER_CREATION', 'TOURS', 'GLOBAL_MAP', 'PREFERENCES_NOTIFICATIONS'];
const ADMINISTRATION = [
  'ORDER_CHARTERING',
  'ADMINISTRATION_DISCUSSION',
  'ADMINISTRATION_USERS',
  'ADMINISTRATION_RESOURCES',
  'ADMINISTRATION_TELEMATICS',
  'ADMINISTRATION_PLACES',
  'ADMINISTRATION_TAGS',
  'ADMINISTRATE_ORGANIZATION_NOTIFICATION',
  'REGEOCODE',
];
const AGENCY = ['AUTO_CONFIRM', 'PUBLIC_LINK', 'TRACKING_LINK'];
const ALL_ADMIN = [
  'agencies',
  'users',
  'resources',
  'telematics',
  'addresses',
  'tags',
  'geofences',
  'imports',
];
const OPERATOR_MAIN = [
  'homepage',
  'orders',
  'tours',
  'globalMap',
  'notificationCenter',
  'messageCenter',
  'preferences',
];

const menuOf = (roles: string[], features: string[]) => {
  const { screens } = permissionsOf({ roles, features, organizationFeatures: [] });
  return {
    main: visibleNav(MAIN_NAV, screens).map((item) => item.label),
    admin: visibleNav(ADMIN_NAV, screens).map((item) => item.label),
    home: homePath(screens),
  };
};

describe('the menu shows exactly what each demo role may open', () => {
  it.each([
    [
      'shipper.admin / carrier.admin',
      ['ROLE_CLIENT_ADMIN'],
      [...OPERATIONS, ...ADMINISTRATION, ...AGENCY],
      OPERATOR_MAIN,
      ALL_ADMIN,
      '/orders',
    ],
    ['operators', ['ROLE_CLIENT_EXPLOITANT'], [...OPERATIONS, ...AGENCY], OPERATOR_MAIN, [], '/orders'],
    [
      'read-only profile',
      ['ROLE_CLIENT_EXPLOITANT'],
      ['ORDERS', 'TOURS', 'GLOBAL_MAP'],
      ['homepage', 'orders', 'tours', 'globalMap', 'messageCenter', 'preferences'],
      [],
      '/orders',
    ],
    [
      'tours only',
      ['ROLE_CLIENT_EXPLOITANT'],
      ['TOURS'],
      ['homepage', 'tours', 'messageCenter', 'preferences'],
      [],
      '/homepage',
    ],
    [
      'api.client',
      ['ROLE_CLIENT_API', 'ROLE_CLIENT_API_ADMIN'],
      [],
      ['homepage', 'messageCenter', 'preferences'],
      [],
      '/homepage',
    ],
    ['backoffice.admin', ['ROLE_ADMIN'], [], MAIN_NAV.map((i) => i.label), ALL_ADMIN, '/orders'],
    ['super.admin', ['ROLE_SUPER_ADMIN'], [], MAIN_NAV.map((i) => i.label), ALL_ADMIN, '/orders'],
    ['driver.martin', ['ROLE_CLIENT_DRIVER'], OPERATIONS, [], [], '/preferences'],
  ])('%s', (_who, roles, features, main, admin, home) => {
    expect(menuOf(roles, features)).toEqual({ main, admin, home });
  });
});

describe('routes belong to their screen', () => {
  it.each([
    ['/orders', 'orders'],
    ['/orders/abc', 'orders'],
    ['/orders/new', 'orderCreation'],
    ['/orders/abc/edit', 'orderCreation'],
    ['/tours/reference/T-1/details', 'tours'],
    ['/admin/addresses/new', 'addresses'],
    ['/admin/imports', 'imports'],
    ['/somewhere', undefined],
  ])('%s is %s', (path, screen) => {
    expect(screenOfPath(path)).toBe(screen);
  });
});

describe('the home page the user chose', () => {
  const screensOf = (features: string[]) =>
    permissionsOf({ roles: ['ROLE_CLIENT_EXPLOITANT'], features, organizationFeatures: [] }).screens;

  it('is where the session lands when it may open it', () => {
    const screens = screensOf(OPERATIONS);
    expect(homePath(screens, 'tours')).toBe('/tours');
    expect(homePath(screens, 'homepage')).toBe('/homepage');
    expect(homePath(screens, 'map')).toBe('/map');
  });

  it('gives way to the first screen allowed when it may not', () => {
    expect(homePath(screensOf(['TOURS']), 'orders')).toBe('/homepage');
    expect(homePath(screensOf(['ORDERS']), 'tours')).toBe('/homepage');
  });
});
