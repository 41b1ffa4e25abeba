import { describe, expect, it } from 'vitest';
import {
  activeFeatures,
  DEFAULT_ORGANIZATION_FEATURES,
  may,
  organizationFeaturesOnCreation,
  permissionsOf,
  type Screen,
} from './index';

// The demo profiles (apps/api/src/seed/people-data.ts) as the spec's features.
const OPERATIONS = ['ORDERS', 'ORDER_CREATION', 'TOURS', 'GLOBAL_MAP', 'PREFERENCES_NOTIFICATIONS'];
const ADMINISTRATION = [
  'ORDER_CHARTERING',
  'ADMINISTRATION_DISCUSSION',
  'ADMINISTRATION_USERS',
  'ADMINISTRATION_RESOURCES',
  'ADMINISTRATION_TELEMATICS',
  'ADMINISTRATION_PLACES',
  'ADMINISTRATION_TAGS',
];
const ALL_ADMIN_TABS: Screen[] = [
  'agencies',
  'users',
  'resources',
  'telematics',
  'addresses',
  'tags',
  'geofences',
  'imports',
];
const OPERATOR_SCREENS: Screen[] = [
  'homepage',
  'orders',
  'orderCreation',
  'tours',
  'globalMap',
  'notificationCenter',
  'messageCenter',
  'preferences',
];

describe('screens by role and features (shipment-domain §6, decision 0080)', () => {
  it.each<[string, string[], string[], Screen[]]>([
    [
      'client admin with the administrator profile',
      ['ROLE_CLIENT_ADMIN'],
      [...OPERATIONS, ...ADMINISTRATION],
      [...OPERATOR_SCREENS.slice(0, 3), 'chartering', ...OPERATOR_SCREENS.slice(3), ...ALL_ADMIN_TABS],
    ],
    ['operator with the operator profile', ['ROLE_CLIENT_EXPLOITANT'], OPERATIONS, OPERATOR_SCREENS],
    [
      'read-only operator',
      ['ROLE_CLIENT_EXPLOITANT'],
      ['ORDERS', 'TOURS', 'GLOBAL_MAP'],
      ['homepage', 'orders', 'tours', 'globalMap', 'messageCenter', 'preferences'],
    ],
    [
      'operator with only the tags administration',
      ['ROLE_CLIENT_EXPLOITANT'],
      ['ADMINISTRATION_TAGS'],
      ['homepage', 'messageCenter', 'preferences', 'tags'],
    ],
    [
      'operator administrating places',
      ['ROLE_CLIENT_EXPLOITANT'],
      ['ADMINISTRATION_PLACES'],
      ['homepage', 'messageCenter', 'preferences', 'addresses', 'geofences', 'imports'],
    ],
    ['API user without a profile', ['ROLE_CLIENT_API'], [], ['homepage', 'messageCenter', 'preferences']],
    ['driver', ['ROLE_CLIENT_DRIVER'], OPERATIONS, []],
    ['nobody', [], OPERATIONS, []],
  ])('%s', (_name, roles, features, screens) => {
    expect(permissionsOf({ roles, features, organizationFeatures: [] }).screens).toEqual(screens);
  });

  it.each([['ROLE_ADMIN'], ['ROLE_SUPER_ADMIN'], ['ROLE_SUPER_ADMIN_NOTIFICATION']])(
    '%s sees every screen without any feature',
    (role) => {
      const { screens } = permissionsOf({ roles: [role], features: [], organizationFeatures: [] });
      expect(screens).toEqual(
        expect.arrayContaining([...OPERATOR_SCREENS, 'chartering', 'insights', ...ALL_ADMIN_TABS]),
      );
    },
  );
});

describe('capabilities the API checks', () => {
  const operator = { roles: ['ROLE_CLIENT_EXPLOITANT'], features: OPERATIONS, organizationFeatures: [] };
  const admin = { ...operator, roles: ['ROLE_CLIENT_ADMIN'], features: [...OPERATIONS, ...ADMINISTRATION] };
  const withRoles = (...roles: string[]) => ({ roles, features: [], organizationFeatures: [] });
  const backOffice = withRoles('ROLE_ADMIN');
  const notificationOnly = withRoles('ROLE_SUPER_ADMIN_NOTIFICATION');
  const api = (...children: string[]) => withRoles('ROLE_CLIENT_API', ...children);
  it.each([
    ['operator', operator, 'orders.write', true],
    ['operator', operator, 'tours.assign', true],
    ['operator', operator, 'tours.charter', false],
    ['operator', operator, 'tags.read', true],
    ['operator', operator, 'tags.administrate', false],
    ['operator', operator, 'means.read', true],
    ['operator', operator, 'means.administrate', false],
    ['operator', operator, 'places.administrate', false],
    ['client admin', admin, 'tours.charter', true],
    ['client admin', admin, 'places.administrate', true],
    ['client admin', admin, 'places.regeocode', false],
    [
      'client admin of a REGEOCODE organization',
      { ...admin, organizationFeatures: ['REGEOCODE'] },
      'places.regeocode',
      true,
    ],
    ['client admin', admin, 'organizations.actOnBehalf', false],
    ['operator', operator, 'agencies.read', true],
    ['operator', operator, 'agencies.administrate', false],
    ['client admin', admin, 'agencies.administrate', true],
    ['operator', operator, 'organizations.read', true],
    ['operator', operator, 'organizations.administrate', false],
    ['client admin', admin, 'organizations.administrate', true],
    ['client admin', admin, 'portfolios.read', false],
    ['client admin', admin, 'portfolios.administrate', false],
    ['back office', backOffice, 'portfolios.administrate', true],
    ['notification-only back office', notificationOnly, 'portfolios.administrate', false],
    ['notification-only back office', notificationOnly, 'portfolios.read', true],
    ['bare API user', api(), 'orders.read', true],
    ['bare API user', api(), 'orders.write', false],
    ['orders-in API user', api('ROLE_CLIENT_API_ORDERS_IN'), 'orders.write', true],
    ['orders-in API user', api('ROLE_CLIENT_API_ORDERS_IN'), 'positions.ingest', false],
    ['operator', operator, 'orders.share', true],
    ['bare API user', api(), 'orders.share', false],
    ['orders-in API user', api('ROLE_CLIENT_API_ORDERS_IN'), 'orders.share', true],
    ['API admin', api('ROLE_CLIENT_API_ADMIN'), 'positions.ingest', true],
    [
      'a child without ROLE_CLIENT_API',
      { ...api(), roles: ['ROLE_CLIENT_API_ORDERS_IN'] },
      'orders.write',
      false,
    ],
    ['API user', api('ROLE_CLIENT_API_ADMIN'), 'tags.administrate', false],
    ['back office', backOffice, 'tours.charter', true],
    ['back office', backOffice, 'organizations.actOnBehalf', true],
    ['back office', backOffice, 'notifications.administrate', false],
    [
      'notification admin',
      withRoles('ROLE_SUPER_ADMIN', 'ROLE_SUPER_ADMIN_NOTIFICATION'),
      'notifications.administrate',
      true,
    ],
    [
      'driver',
      { roles: ['ROLE_CLIENT_DRIVER'], features: OPERATIONS, organizationFeatures: [] },
      'orders.write',
      false,
    ],
  ] as const)('%s: %s is %s', (_name, subject, capability, expected) => {
    expect(may(subject, capability)).toBe(expected);
    expect(permissionsOf(subject).capabilities.includes(capability)).toBe(expected);
  });
});

describe('organization-feature permissions', () => {
  it('follow the organization features', () => {
    const { organization } = permissionsOf({
      roles: ['ROLE_CLIENT_EXPLOITANT'],
      features: [],
      organizationFeatures: ['COST_VISIBILITY', 'OCEAN', 'BLOCK_TOUR_DETAILS_ACCESS', 'TOURS_ON_GLOBAL_MAP'],
    });
    expect(organization).toEqual({
      costVisibility: true,
      viewSelectionTours: false,
      demoMode: false,
      externalEta: false,
      ocean: true,
      sequencingWaypoints: false,
      blockTourDetailsAccess: true,
      positionsAsPolyline: false,
      toursOnGlobalMap: true,
      blackSwanOrderTagging: false,
    });
  });

  it('grant admin access cost visibility, tour selection, demo mode and external ETA, never a block', () => {
    const { organization } = permissionsOf({
      roles: ['ROLE_ADMIN'],
      features: [],
      organizationFeatures: ['BLOCK_TOUR_DETAILS_ACCESS'],
    });
    expect(organization).toMatchObject({
      costVisibility: true,
      viewSelectionTours: true,
      demoMode: true,
      externalEta: true,
      ocean: false,
      blockTourDetailsAccess: false,
    });
  });
});

describe('active features', () => {
  it('are the union of the profile’s active features and the agency’s', () => {
    expect(
      activeFeatures(
        [
          { name: 'ORDERS', isActive: true },
          { name: 'TOURS', isActive: false },
        ],
        ['PUBLIC_LINK', 'ORDERS'],
      ),
    ).toEqual(['ORDERS', 'PUBLIC_LINK']);
  });

  it('give a blank organization the default organization features', () => {
    expect(organizationFeaturesOnCreation(undefined)).toEqual([...DEFAULT_ORGANIZATION_FEATURES]);
    expect(organizationFeaturesOnCreation([])).toEqual([...DEFAULT_ORGANIZATION_FEATURES]);
    expect(organizationFeaturesOnCreation(['OCEAN', 'OCEAN'])).toEqual(['OCEAN']);
  });
});
