// Tenant isolation across the whole route table: every route the OpenAPI document lists must be classified
// here, so a new route cannot ship without saying how it is scoped, and each class is checked for every
// organization of the demo data.
import { describe, expect, it } from 'vitest';
import { decodeId, encodeId } from '../kernel/public-id';
import { ORDER_INPUT_EXAMPLE } from '../modules/orders/order-input-example';
import { DEMO_CARRIER_AGENCY_ID, DEMO_SHIPPER_RESOURCE_ID } from '../openapi/example-ids';
import { DEMO_ORGANIZATIONS } from '../seed/demo-users';
import { useCargolens } from '../test-support/cargolens';
import { engines } from '../test-support/engines';
import { PLACE_HEADER, upload } from '../test-support/import-fixtures';
import { capabilitiesOf, documentedRoutes } from '../test-support/route-permissions';

type Resource = { id: string; attributes: Record<string, unknown> };

type Scope =
  | { kind: 'public' }
  | { kind: 'self' }
  /** Shared reference answers (geocoding, time zones): no tenant data, but a signed-in caller. */
  | { kind: 'reference' }
  | { kind: 'list'; type: string }
  /** `{reference}` in the path is the item's reference, `{id}` its id. */
  | { kind: 'item'; type: string; list: string }
  /**
   * A create: naming another organization (in the body, or with `query` for routes that take it there) is
   * refused to everyone but the back office; naming one's own creates there.
   */
  | {
      kind: 'create';
      type: string;
      list: string;
      body: (organizationId: string) => unknown;
      query?: (organizationId: string) => string;
    }
  /**
   * A create only the back office may make (organizations): every tenant user, administrators included, is
   * refused and nothing is created; the back office creates.
   */
  | { kind: 'back-office-create'; list: string; body: () => unknown }
  /** A write on one item: another organization's id answers 404 and changes nothing. */
  | { kind: 'item-write'; type: string; list: string; body?: (item: Resource) => unknown }
  /** HEAD uniqueness check under /organizations/{id}: another organization's id reads as free (404). */
  | { kind: 'organization-check'; type: string; list: string; value: (item: Resource) => string }
  /**
   * Under /users/{userId}: the caller's own only. Any other user's id (a colleague's, the back office's)
   * answers 404 and changes nothing, and so does another user's {settingId} under the caller's own id.
   */
  | { kind: 'user'; body?: () => unknown }
  /**
   * A copy of one user's settings to another (decision 0186): a source or a target of another organization
   * answers 404 to tenant administrators and copies nothing; the back office copies only inside one organization.
   */
  | { kind: 'user-copy'; body: (targetId: string) => unknown }
  /**
   * A write on several items at once: it answers 200 with one result per item, and every item of another
   * organization fails with 404 and stays as it was.
   */
  | { kind: 'bulk-write'; type: string; list: string; body: (items: Resource[]) => unknown }
  /** HEAD check of a value in the caller's own organization: another organization's value reads as free. */
  | { kind: 'own-check'; type: string; list: string; value: (item: Resource) => string }
  /**
   * Data in for the caller's own resources (positions): another organization's resource, by id or by
   * telematic unit, is an unknown device, refused item by item, and nothing is stored for it.
   */
  | { kind: 'device-data-in'; username: string; body: (resource: Resource, asUnit: boolean) => unknown }
  /**
   * Data in about orders (events, external ETAs): an order, or a stop, the caller neither owns nor carries is
   * unknown (404) and nothing is stored (decision 0100).
   */
  | {
      kind: 'order-data-in';
      username: string;
      table: 'inbound_events' | 'external_etas';
      body: (order: Resource & { stopIds: string[] }) => unknown;
    }
  /**
   * A live stream of changes, filtered per session: modules/live/live-stream.test.ts shows that another
   * organization's stream hears nothing of a tour it may not see (a stream never ends, so not tested here).
   */
  | { kind: 'live-stream' }
  /**
   * A user's record under /users/{id} (browser logs, decision 0140): the user's own, their organization's
   * users for its users administrators, anyone's for the back office. Any other reader, of another
   * organization or a colleague without users administration, gets 404, as if the user did not exist.
   */
  | { kind: 'user-record' }
  /** Back office only (admin access, e.g. impersonation): every tenant user is refused with 403, whatever id. */
  | { kind: 'back-office' }
  /**
   * A back-office record that no organization owns (portfolios, decision 0190): every tenant user is refused
   * with 403 on an existing item (`{id}`, `{value}` its name) and the list stays as it was.
   */
  | { kind: 'back-office-item'; list: string; body?: () => unknown }
  /**
   * A uniqueness check over the whole platform (usernames sign in, emails receive links): every caller who may
   * use it hears the same answer, another organization's value included, and learns nothing else.
   */
  | { kind: 'platform-check'; type: string; list: string; value: (item: Resource) => string };

let created = 0;

/** A place of the caller's address book, named after the test's reference. */
function placeBody(reference: string) {
  return {
    data: {
      type: 'places',
      attributes: { name: reference, address: { town: 'Lyon', country: 'FR' }, externalId: reference },
    },
  };
}

/** The documented orders-in example under a reference of the test's choosing. */
function orderBody(reference: string) {
  const body = structuredClone(ORDER_INPUT_EXAMPLE) as unknown as {
    data: { attributes: { reference: string } };
  };
  body.data.attributes.reference = reference;
  return body;
}

const TOURS = { type: 'tours', list: '/api/tours' } as const;

const IMPORTS = { type: 'import-tasks', list: '/api/imports' } as const;

const ROUTE_TABLE: Record<string, Scope> = {
  'GET /api/health': { kind: 'public' },
  'GET /api/ready': { kind: 'public' },
  'POST /api/tokens': { kind: 'public' },
  'POST /api/tokens/refresh': { kind: 'public' },
  'DELETE /api/tokens/refresh': { kind: 'public' },
  'POST /api/password-resets': { kind: 'public' },
  'POST /api/passwords': { kind: 'public' },
  // Single sign-on (decision 0135): the login hint names the organization; sso.test.ts checks that a
  // company account reaches no user of another organization.
  'GET /api/sso/{loginHint}': { kind: 'public' },
  'GET /api/sso/{loginHint}/authorization': { kind: 'public' },
  'POST /api/sso/tokens': { kind: 'public' },
  'GET /api/me': { kind: 'self' },
  'PUT /api/me/display-preferences': { kind: 'self' },
  'GET /api/me/permissions': { kind: 'self' },
  'GET /api/orders': { kind: 'list', type: 'orders' },
  'GET /api/orders/{id}': { kind: 'item', type: 'orders', list: '/api/orders' },
  'GET /api/orders/{id}/timeline': { kind: 'item', type: 'orders', list: '/api/orders' },
  'GET /api/tags': { kind: 'list', type: 'tags' },
  'GET /api/agencies': { kind: 'list', type: 'agencies' },
  'GET /api/agencies/{id}': { kind: 'item', type: 'agencies', list: '/api/agencies' },
  'POST /api/agencies': {
    kind: 'create',
    type: 'agencies',
    list: '/api/agencies',
    body: (organizationId) => ({
      data: {
        type: 'agencies',
        attributes: { name: `Isolation ${++created}` },
        relationships: { organization: { data: { type: 'organizations', id: organizationId } } },
      },
    }),
  },
  'PUT /api/agencies/{id}': {
    kind: 'item-write',
    type: 'agencies',
    list: '/api/agencies',
    body: () => ({ data: { type: 'agencies', attributes: { riskyDelayMinutes: 999 } } }),
  },
  'DELETE /api/agencies/{id}': { kind: 'item-write', type: 'agencies', list: '/api/agencies' },
  'HEAD /api/agencies/name/{value}': {
    kind: 'own-check',
    type: 'agencies',
    list: '/api/agencies',
    value: (agency) => String(agency.attributes.name),
  },
  'GET /api/organizations': { kind: 'list', type: 'organizations' },
  'GET /api/organizations/{id}': { kind: 'item', type: 'organizations', list: '/api/organizations' },
  'POST /api/organizations': {
    kind: 'back-office-create',
    list: '/api/organizations',
    body: () => ({ data: { type: 'organizations', attributes: { name: `Isolation ${++created}` } } }),
  },
  'PUT /api/organizations/{id}': {
    kind: 'item-write',
    type: 'organizations',
    list: '/api/organizations',
    body: () => ({ data: { type: 'organizations', attributes: { phone: '+33 4 72 00 00 99' } } }),
  },
  'HEAD /api/organizations/name/{value}': {
    kind: 'own-check',
    type: 'organizations',
    list: '/api/organizations',
    value: (organization) => String(organization.attributes.name),
  },
  'GET /api/user-profiles': { kind: 'list', type: 'userProfiles' },
  'GET /api/user-profiles/{id}': { kind: 'item', type: 'userProfiles', list: '/api/user-profiles' },
  'POST /api/user-profiles': {
    kind: 'create',
    type: 'userProfiles',
    list: '/api/user-profiles',
    body: (organizationId) => ({
      data: {
        type: 'userProfiles',
        attributes: { name: `Isolation ${++created}`, features: ['ORDERS'] },
        relationships: { organization: { data: { type: 'organizations', id: organizationId } } },
      },
    }),
  },
  'PUT /api/user-profiles/{id}': {
    kind: 'item-write',
    type: 'userProfiles',
    list: '/api/user-profiles',
    body: () => ({ data: { type: 'userProfiles', attributes: { features: [] } } }),
  },
  'DELETE /api/user-profiles/{id}': { kind: 'item-write', type: 'userProfiles', list: '/api/user-profiles' },
  'POST /api/orders': {
    kind: 'create',
    type: 'orders',
    list: '/api/orders',
    body: () => orderBody(`ISOLATION-${++created}`),
    query: (organizationId) => `?organization=${organizationId}`,
  },
  'PUT /api/orders/{id}': {
    kind: 'item-write',
    type: 'orders',
    list: '/api/orders',
    body: (order) => orderBody(String(order.attributes.reference)),
  },
  'POST /api/orders/{id}/cancel': { kind: 'item-write', type: 'orders', list: '/api/orders' },
  'POST /api/tags': {
    kind: 'create',
    type: 'tags',
    list: '/api/tags',
    body: (organizationId) => ({
      data: {
        type: 'tags',
        attributes: { label: 'Isolation', color: 'red' },
        relationships: { organization: { data: { type: 'organizations', id: organizationId } } },
      },
    }),
  },
  'PATCH /api/tags/{id}': {
    kind: 'item-write',
    type: 'tags',
    list: '/api/tags',
    body: () => ({ data: { type: 'tags', attributes: { label: 'Pris', color: 'red' } } }),
  },
  'DELETE /api/tags/{id}': { kind: 'item-write', type: 'tags', list: '/api/tags' },
  'GET /api/means': { kind: 'list', type: 'means' },
  'GET /api/means/{id}': { kind: 'item', type: 'means', list: '/api/means' },
  'POST /api/means': {
    kind: 'create',
    type: 'means',
    list: '/api/means',
    body: (organizationId) => ({
      data: {
        type: 'means',
        attributes: { label: 'Isolation' },
        relationships: { organization: { data: { type: 'organizations', id: organizationId } } },
      },
    }),
  },
  'PATCH /api/means/{id}': {
    kind: 'item-write',
    type: 'means',
    list: '/api/means',
    body: () => ({ data: { type: 'means', attributes: { fuelType: 'LNG' } } }),
  },
  'PUT /api/means/{id}/deactivate': { kind: 'item-write', type: 'means', list: '/api/means' },
  'PUT /api/means/{id}/activate': { kind: 'item-write', type: 'means', list: '/api/means' },
  'DELETE /api/means/{id}': { kind: 'item-write', type: 'means', list: '/api/means' },
  'HEAD /api/organizations/{id}/tags/name/{value}': {
    kind: 'organization-check',
    type: 'tags',
    list: '/api/tags',
    value: (tag) => String(tag.attributes.label),
  },
  'GET /api/imports': { kind: 'list', type: 'import-tasks' },
  'GET /api/imports/{id}': { kind: 'item', ...IMPORTS },
  'GET /api/imports/{id}/rejected-lines': { kind: 'item', ...IMPORTS },
  // The same columns and example for every organization.
  'GET /api/imports/templates/{type}': { kind: 'reference' },
  // A CSV upload, not a JSON:API create: in the caller's own organization, or with `?organization=` for the
  // back office only ('lets only the back office act on behalf…' below); imports.test.ts checks another
  // organization's task answers 404.
  'POST /api/imports': { kind: 'self' },
  'GET /api/places': { kind: 'list', type: 'places' },
  'GET /api/places/{id}': { kind: 'item', type: 'places', list: '/api/places' },
  'POST /api/places': {
    kind: 'create',
    type: 'places',
    list: '/api/places',
    body: () => placeBody(`ISOLATION-PLACE-${++created}`),
    query: (organizationId) => `?organization=${organizationId}`,
  },
  'PATCH /api/places/{id}': {
    kind: 'item-write',
    type: 'places',
    list: '/api/places',
    body: () => ({ data: { type: 'places', attributes: { details: 'changed by another organization' } } }),
  },
  'DELETE /api/places/{id}': { kind: 'item-write', type: 'places', list: '/api/places' },
  'GET /api/geocode': { kind: 'reference' },
  'GET /api/timezone': { kind: 'reference' },
  'GET /api/map-config': { kind: 'public' },
  'GET /api/my-settings': { kind: 'self' },
  // An export is the caller's own task over the orders list (walked above as a list); another user's or
  // organization's task or file answers 404 (modules/exports/exports.test.ts).
  'POST /api/orders/export': { kind: 'self' },
  'GET /api/export-tasks/{id}': { kind: 'self' },
  'GET /api/users/{userId}/settings': { kind: 'user' },
  'POST /api/users/{userId}/settings': { kind: 'user', body: () => settingBody({ search: 'isolation' }) },
  'PUT /api/users/{userId}/settings/{settingId}': {
    kind: 'user',
    body: () => ({ data: { type: 'userSettings', attributes: { data: { filters: {} } } } }),
  },
  'DELETE /api/users/{userId}/settings/{settingId}': { kind: 'user' },
  'GET /api/users/{userId}/widgets': { kind: 'user' },
  'POST /api/users/{userId}/widgets': {
    kind: 'user',
    body: () => ({ data: { type: 'homepageWidgets', attributes: { kind: 'arrivals' } } }),
  },
  'PUT /api/users/{userId}/widgets/{widgetId}': {
    kind: 'user',
    body: () => ({ data: { type: 'homepageWidgets', attributes: { title: 'changed by someone else' } } }),
  },
  'DELETE /api/users/{userId}/widgets/{widgetId}': { kind: 'user' },
  'POST /api/users/{userId}/settings/duplicate': {
    kind: 'user-copy',
    body: (targetId) => ({
      data: { type: 'settingsCopies', relationships: { target: { data: { type: 'users', id: targetId } } } },
    }),
  },
  'POST /api/orders/bulk-actions': {
    kind: 'bulk-write',
    type: 'orders',
    list: '/api/orders',
    body: (orders) => ({
      data: {
        type: 'orderBulkActions',
        attributes: { action: 'cancel' },
        relationships: { orders: { data: orders.map((o) => ({ type: 'orders', id: o.id })) } },
      },
    }),
  },
  'GET /api/tours': { kind: 'list', type: 'tours' },
  'GET /api/tours/{id}': { kind: 'item', type: 'tours', list: '/api/tours' },
  'GET /api/tours/reference/{reference}/details': { kind: 'item', type: 'tours', list: '/api/tours' },
  'HEAD /api/organization/tours/reference/{reference}': {
    kind: 'own-check',
    type: 'tours',
    list: '/api/tours',
    value: (tour) => String(tour.attributes.reference),
  },
  // The directory of public carriers' agencies, the same for every shipper.
  'GET /api/carrier-agencies': { kind: 'reference' },
  'GET /api/tours/{id}/assignment': { kind: 'item', ...TOURS },
  'PUT /api/tours/{id}/chartering': {
    kind: 'item-write',
    ...TOURS,
    body: () => ({
      data: {
        type: 'charterings',
        relationships: { agency: { data: { type: 'agencies', id: DEMO_CARRIER_AGENCY_ID } } },
      },
    }),
  },
  'PATCH /api/tours/{id}/chartering': {
    kind: 'item-write',
    ...TOURS,
    body: () => ({ data: { type: 'charterings', attributes: { status: 'REFUSED' } } }),
  },
  'DELETE /api/tours/{id}/chartering': { kind: 'item-write', ...TOURS },
  'PUT /api/tours/{id}/pairing': {
    kind: 'item-write',
    ...TOURS,
    body: () => ({
      data: {
        type: 'pairings',
        relationships: { resource: { data: { type: 'means', id: DEMO_SHIPPER_RESOURCE_ID } } },
      },
    }),
  },
  'DELETE /api/tours/{id}/pairing': { kind: 'item-write', ...TOURS },
  // An order's tracking link is its owner's (decision 0105): another organization's order answers 404 and its
  // link stays as it was; public-links.test.ts also checks the order's own carrier gets 404.
  'GET /api/orders/{id}/public-link': { kind: 'item', type: 'orders', list: '/api/orders' },
  'POST /api/orders/{id}/public-link': {
    kind: 'item-write',
    type: 'orders',
    list: '/api/orders',
    body: () => ({ data: { type: 'publicLinks', attributes: {} } }),
  },
  'PATCH /api/orders/{id}/public-link': {
    kind: 'item-write',
    type: 'orders',
    list: '/api/orders',
    body: () => ({ data: { type: 'publicLinks', attributes: { expiresAt: null } } }),
  },
  'DELETE /api/orders/{id}/public-link': { kind: 'item-write', type: 'orders', list: '/api/orders' },
  // The token is the scope: it reads one order and nothing of its organization (public-links.test.ts).
  'GET /api/public/orders/eta': { kind: 'public' },
  'GET /api/events/stream': { kind: 'live-stream' },
  'GET /api/users/{id}/browser-logs': { kind: 'user-record' },
  'GET /api/tokens/impersonation/{id}': { kind: 'back-office' },
  'GET /api/homepage/late-stops': { kind: 'list', type: 'homepageStops' },
  'GET /api/homepage/arrivals': { kind: 'list', type: 'homepageStops' },
  'GET /api/homepage/silent-tours': { kind: 'list', type: 'silentTours' },
  'GET /api/map/tours': { kind: 'list', type: 'mapTours' },
  'GET /api/orders/{id}/track': { kind: 'item', type: 'orders', list: '/api/orders' },
  'GET /api/means/{id}/positions': { kind: 'item', type: 'means', list: '/api/means' },
  'GET /api/means/{id}/latest-position': { kind: 'item', type: 'means', list: '/api/means' },
  'POST /api/positions': {
    kind: 'device-data-in',
    username: 'api.client',
    body: (resource, asUnit) => ({
      data: [
        {
          type: 'positions',
          attributes: {
            date: new Date(Date.now() - 60_000).toISOString(),
            lat: 45.75,
            lng: 4.85,
            ...(asUnit ? { telematicUnitId: resource.attributes.telematicUnitId } : {}),
          },
          ...(asUnit ? {} : { relationships: { resource: { data: { type: 'means', id: resource.id } } } }),
        },
      ],
    }),
  },
  'POST /api/events': {
    kind: 'order-data-in',
    username: 'api.client',
    table: 'inbound_events',
    body: (order) => ({
      data: [
        {
          type: 'orderEvents',
          attributes: {
            eventId: `isolation-${++created}`,
            code: 'ARR_LOAD',
            occurredAt: new Date().toISOString(),
          },
          relationships: { order: { data: { type: 'orders', id: order.id } } },
        },
      ],
    }),
  },
  'GET /api/users': { kind: 'list', type: 'users' },
  'GET /api/users/{id}': { kind: 'item', type: 'users', list: '/api/users' },
  'GET /api/users/{id}/agencies': { kind: 'item', type: 'users', list: '/api/users' },
  'POST /api/users': {
    kind: 'create',
    type: 'users',
    list: '/api/users',
    body: (organizationId) => ({
      data: {
        type: 'users',
        attributes: {
          username: `isolation.${++created}`,
          email: `isolation.${created}@example.com`,
          firstname: 'Iso',
          lastname: 'Lation',
          roles: ['ROLE_CLIENT_EXPLOITANT'],
        },
        relationships: { organization: { data: { type: 'organizations', id: organizationId } } },
      },
    }),
  },
  'PUT /api/users/{id}': {
    kind: 'item-write',
    type: 'users',
    list: '/api/users',
    body: () => ({ data: { type: 'users', attributes: { firstname: 'Pris' } } }),
  },
  'PUT /api/users/{id}/activate': { kind: 'item-write', type: 'users', list: '/api/users' },
  'PUT /api/users/{id}/deactivate': { kind: 'item-write', type: 'users', list: '/api/users' },
  'DELETE /api/users/{id}': { kind: 'item-write', type: 'users', list: '/api/users' },
  'GET /api/my-agencies': { kind: 'self' },
  'GET /api/portfolios': { kind: 'back-office' },
  'GET /api/my-portfolios': { kind: 'self' },
  'POST /api/portfolios': {
    kind: 'back-office-create',
    list: '/api/portfolios',
    body: () => ({ data: { type: 'portfolios', attributes: { name: `Isolation ${++created}` } } }),
  },
  'PUT /api/portfolios/{id}': {
    kind: 'back-office-item',
    list: '/api/portfolios',
    body: () => ({ data: { type: 'portfolios', attributes: { name: `Pris ${++created}` } } }),
  },
  'DELETE /api/portfolios/{id}': { kind: 'back-office-item', list: '/api/portfolios' },
  'HEAD /api/portfolios/name/{value}': { kind: 'back-office-item', list: '/api/portfolios' },
  // The caller's own notification inbox (decision 0180): bounded by the session's user; a colleague's or
  // another organization's notification id answers 404 and stays unread (my-notifications.test.ts).
  'GET /api/my-notifications': { kind: 'self' },
  'POST /api/my-notifications/read': { kind: 'self' },
  'HEAD /api/users/username/{value}': {
    kind: 'platform-check',
    type: 'users',
    list: '/api/users',
    value: (user) => String(user.attributes.username),
  },
  'HEAD /api/users/email/{value}': {
    kind: 'platform-check',
    type: 'users',
    list: '/api/users',
    value: (user) => String(user.attributes.email),
  },
  'POST /api/etas': {
    kind: 'order-data-in',
    username: 'api.client',
    table: 'external_etas',
    body: (order) => ({
      data: [
        {
          type: 'externalEtas',
          attributes: { eventId: `isolation-${++created}`, eta: new Date().toISOString() },
          relationships: { stop: { data: { type: 'stops', id: order.stopIds[0] } } },
        },
      ],
    }),
  },
};

/** A saved filter set of the orders list, named after a test counter. */

function settingBody(filters: Record<string, string>) {
  return {
    data: {
      type: 'userSettings',
      attributes: { settingType: 'orderBookmarks', label: `Isolation ${++created}`, data: { filters } },
    },
  };
}

const TENANT_USERS = [
  { username: 'shipper.admin', organization: DEMO_ORGANIZATIONS.shipper },
  { username: 'carrier.operator', organization: DEMO_ORGANIZATIONS.carrier },
  { username: 'carrier2.operator', organization: DEMO_ORGANIZATIONS.carrier2 },
  { username: 'lsp.operator', organization: DEMO_ORGANIZATIONS.lsp },
];

/** Tenants' administrators (ADMINISTRATION_* features): a refused write must be refused for its scope. */
const TENANT_ADMINS = [
  { username: 'shipper.admin', organization: DEMO_ORGANIZATIONS.shipper },
  { username: 'carrier.admin', organization: DEMO_ORGANIZATIONS.carrier },
];

/** Which organizations a resource belongs to, as the API tells it. */
const PARTIES: Record<string, (resource: { attributes: Record<string, unknown> }) => unknown[]> = {
  orders: (r) => [r.attributes.ownerName, r.attributes.charteredName],
  tags: (r) => [r.attributes.organizationName],
  agencies: (r) => [r.attributes.organizationName],
  userProfiles: (r) => [r.attributes.organizationName],
  organizations: (r) => [r.attributes.name],
  means: (r) => [r.attributes.organizationName],
  places: (r) => [r.attributes.organizationName],
  'import-tasks': (r) => [r.attributes.organizationName],
  // A tour belongs to its owner and to the carrier it is chartered to.
  tours: (r) => [r.attributes.ownerName, r.attributes.charteredName],
  // Homepage widget rows belong to their tour's parties.
  homepageStops: (r) => [r.attributes.ownerName, r.attributes.charteredName],
  silentTours: (r) => [r.attributes.ownerName, r.attributes.charteredName],
  users: (r) => [r.attributes.organizationName],
  mapTours: (r) => [r.attributes.ownerName, r.attributes.charteredName],
};

/** A route template with an item's id and reference in it. */
function pathOf(template: string, item: Resource): string {
  return template
    .replace('{id}', item.id)
    .replace('{reference}', encodeURIComponent(String(item.attributes.reference)));
}

describe.each(engines())('tenant isolation on $name', (engine) => {
  const app = useCargolens(engine);

  const everything = (path: string, token: string) =>
    app.api.collect<{ id: string; attributes: Record<string, unknown> }>(`${path}?page[size]=100`, token);

  async function routes() {
    const openapi = await app.api.get('/api/openapi.json');
    return Object.entries(openapi.body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
  }

  it('classifies every route of the API', async () => {
    const unclassified = (await routes()).filter((route) => !(route in ROUTE_TABLE));
    expect(unclassified, 'add these routes to ROUTE_TABLE with their tenant scope').toEqual([]);
  });

  it('refuses every non-public route without a token', async () => {
    for (const [route, scope] of Object.entries(ROUTE_TABLE)) {
      if (scope.kind === 'public') continue;
      const [method, path] = route.split(' ') as [string, string];
      const response = await app.api.request(
        method,
        path.replace(/\{(value|reference)\}/g, 'x').replace(/\{\w+\}/g, 'k3G7QAe5'),
        method === 'GET' || method === 'HEAD' ? {} : { body: {} },
      );
      expect(response.status, route).toBe(401);
    }
  });

  it('lists only what belongs to or is carried by the caller, for every organization', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    for (const [route, scope] of Object.entries(ROUTE_TABLE)) {
      if (scope.kind !== 'list') continue;
      const path = route.split(' ')[1]!;
      const universe = await everything(path, backOffice);
      for (const user of TENANT_USERS) {
        // A user the route refuses altogether (e.g. an operator on the imports) reads nothing of anyone's.
        if (!(await mayUse(user.username, route))) {
          const refused = await app.api.get(path, await app.tokenOf(user.username));
          expect(refused.status, `${route} as ${user.username}`).toBe(403);
          continue;
        }
        const seen = await everything(path, await app.tokenOf(user.username));
        const expected = universe
          .filter((r) => PARTIES[scope.type]!(r).includes(user.organization))
          .map((r) => r.id);
        expect(seen.map((r) => r.id).sort(), `${route} as ${user.username}`).toEqual(expected.sort());
        expect(universe.length, 'the back office sees more than any one tenant').toBeGreaterThan(seen.length);
      }
    }
  });

  it('answers 404 for another organization’s item, for every pair of organizations', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    for (const [route, scope] of Object.entries(ROUTE_TABLE)) {
      if (scope.kind !== 'item') continue;
      const universe = await everything(scope.list, backOffice);
      for (const reader of TENANT_USERS) {
        const token = await app.tokenOf(reader.username);
        for (const owner of TENANT_USERS) {
          if (owner === reader) continue;
          const foreign = universe.find((r) => {
            const parties = PARTIES[scope.type]!(r);
            return parties.includes(owner.organization) && !parties.includes(reader.organization);
          });
          if (!foreign) continue;
          const path = pathOf(route.split(' ')[1]!, foreign);
          const denied = await app.api.get(path, token);
          const expected = (await mayUse(reader.username, route)) ? 404 : 403;
          expect(denied.status, `${reader.username} reading ${owner.organization}'s ${path}`).toBe(expected);
          expect(JSON.stringify(denied.body)).not.toContain(
            String(foreign.attributes.reference ?? foreign.id),
          );
          expect((await app.api.get(path, backOffice)).status).toBe(200);
        }
      }
    }
  });

  /** For every reader and every other organization: one item the other owns and the reader cannot see. */
  async function foreignItems(list: string, type: string) {
    const universe = await everything(list, await app.tokenOf('backoffice.admin'));
    return TENANT_USERS.flatMap((reader) =>
      TENANT_USERS.filter((owner) => owner !== reader).flatMap((owner) => {
        const item = universe.find((r) => {
          const parties = PARTIES[type]!(r);
          return parties.includes(owner.organization) && !parties.includes(reader.organization);
        });
        return item ? [{ reader, owner, item }] : [];
      }),
    );
  }

  /** Whether the user's session holds the capability the route declares (each asked once per file). */
  const asked = new Map<string, Promise<boolean>>();
  function mayUse(username: string, route: string): Promise<boolean> {
    const key = `${username} ${route}`;
    if (!asked.has(key))
      asked.set(
        key,
        (async () => {
          const permission = (await documentedRoutes(app)).find((r) => r.route === route)?.permission;
          return permission !== undefined && (await capabilitiesOf(app, username)).has(permission);
        })(),
      );
    return asked.get(key)!;
  }

  it('answers 404 to a write on another organization’s item and changes nothing, for every pair', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    for (const [route, scope] of Object.entries(ROUTE_TABLE)) {
      if (scope.kind !== 'item-write') continue;
      const [method, template] = route.split(' ') as [string, string];
      const pairs = await foreignItems(scope.list, scope.type);
      expect(pairs.length, route).toBeGreaterThan(0);
      for (const { reader, owner, item } of pairs) {
        const path = template.replace('{id}', item.id);
        const response = await app.api.request(method, path, {
          token: await app.tokenOf(reader.username),
          ...(scope.body ? { body: scope.body(item) } : {}),
        });
        // Who may not use the route at all is refused before any id is looked at (403, decision 0080).
        const expected = (await mayUse(reader.username, route)) ? 404 : 403;
        expect(response.status, `${reader.username} ${method} ${owner.organization}'s ${path}`).toBe(
          expected,
        );
      }
      // One read of the list after every refused write (not one per pair): the suite runs on loaded machines.
      const after = await everything(scope.list, backOffice);
      for (const { owner, item } of pairs)
        expect(
          after.find((r) => r.id === item.id)?.attributes,
          `${route} left ${owner.organization}'s item as it was`,
        ).toEqual(item.attributes);
    }
  });

  it('refuses a create for another organization to every tenant administrator', async () => {
    const organizationIds = new Map<string, string>();
    for (const user of [...TENANT_USERS, ...TENANT_ADMINS]) {
      const me = await app.api.get('/api/me', await app.tokenOf(user.username));
      organizationIds.set(user.organization, me.body.data.relationships.organization.data.id);
    }
    const backOffice = await app.tokenOf('backoffice.admin');
    for (const [route, scope] of Object.entries(ROUTE_TABLE)) {
      if (scope.kind !== 'create') continue;
      const [method, path] = route.split(' ') as [string, string];
      const before = (await everything(scope.list, backOffice)).length;
      for (const writer of TENANT_ADMINS) {
        for (const owner of TENANT_USERS) {
          if (owner.organization === writer.organization) continue;
          const organizationId = organizationIds.get(owner.organization)!;
          const response = await app.api.request(method, `${path}${scope.query?.(organizationId) ?? ''}`, {
            token: await app.tokenOf(writer.username),
            body: scope.body(organizationId),
          });
          expect(response.status, `${writer.username} ${route} for ${owner.organization}`).toBe(403);
        }
      }
      expect((await everything(scope.list, backOffice)).length, `${route} created nothing`).toBe(before);
    }
  });

  it('refuses a back-office create to every tenant user and lets the back office make it', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    for (const [route, scope] of Object.entries(ROUTE_TABLE)) {
      if (scope.kind !== 'back-office-create') continue;
      const [method, path] = route.split(' ') as [string, string];
      const before = (await everything(scope.list, backOffice)).length;
      for (const user of [...TENANT_USERS, ...TENANT_ADMINS]) {
        const response = await app.api.request(method, path, {
          token: await app.tokenOf(user.username),
          body: scope.body(),
        });
        expect(response.status, `${user.username} ${route}`).toBe(403);
      }
      expect((await everything(scope.list, backOffice)).length, `${route} created nothing`).toBe(before);
      const made = await app.api.request(method, path, { token: backOffice, body: scope.body() });
      expect(made.status, `backoffice.admin ${route}`).toBe(201);
    }
  });

  it('creates in the caller’s own organization', async () => {
    for (const [route, scope] of Object.entries(ROUTE_TABLE)) {
      if (scope.kind !== 'create') continue;
      const [method, path] = route.split(' ') as [string, string];
      for (const writer of TENANT_ADMINS) {
        const token = await app.tokenOf(writer.username);
        const me = await app.api.get('/api/me', token);
        const own = me.body.data.relationships.organization.data.id as string;
        const response = await app.api.request(method, path, { token, body: scope.body(own) });
        expect(response.status, `${writer.username} ${route}`).toBe(201);
        expect(PARTIES[scope.type]!(response.body.data), route).toContain(writer.organization);
        const listed = await everything(scope.list, token);
        expect(
          listed.map((r) => r.id),
          `${route}: the creator lists it`,
        ).toContain(response.body.data.id);
      }
    }
  });

  it('answers uniqueness checks under another organization’s id as free (404), for every pair', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    for (const [route, scope] of Object.entries(ROUTE_TABLE)) {
      if (scope.kind !== 'organization-check') continue;
      const [method, template] = route.split(' ') as [string, string];
      for (const { reader, owner, item } of await foreignItems(scope.list, scope.type)) {
        const ownerOrganization = (item as { relationships?: any }).relationships?.organization?.data?.id;
        const path = template
          .replace('{id}', ownerOrganization)
          .replace('{value}', encodeURIComponent(scope.value(item)));
        const asReader = await app.api.request(method, path, { token: await app.tokenOf(reader.username) });
        expect(asReader.status, `${reader.username} ${method} ${owner.organization}'s ${path}`).toBe(404);
        const asOwner = await app.api.request(method, path, { token: await app.tokenOf(owner.username) });
        expect(asOwner.status, `${owner.username} ${method} ${path}`).toBe(200);
        expect((await app.api.request(method, path, { token: backOffice })).status).toBe(200);
      }
    }
  });

  it('answers 404 under another user’s id, and for another user’s setting, to every other user', async () => {
    const users = [...TENANT_USERS.map((u) => u.username), 'shipper.operator', 'backoffice.admin'];
    const idOf = new Map<string, string>();
    for (const username of users)
      idOf.set(username, (await app.api.get('/api/me', await app.tokenOf(username))).body.data.id);
    const settingOf = new Map<string, Resource>();
    const widgetOf = new Map<string, Resource>();
    for (const username of users) {
      const created = await app.api.request('POST', `/api/users/${idOf.get(username)}/settings`, {
        token: await app.tokenOf(username),
        body: settingBody({ status: 'ARR_LOAD' }),
      });
      expect(created.status).toBe(201);
      settingOf.set(username, created.body.data);
      const widget = await app.api.request('POST', `/api/users/${idOf.get(username)}/widgets`, {
        token: await app.tokenOf(username),
        body: { data: { type: 'homepageWidgets', attributes: { kind: 'lateStops' } } },
      });
      expect(widget.status).toBe(201);
      widgetOf.set(username, widget.body.data);
    }
    const routes = Object.entries(ROUTE_TABLE).filter(([, scope]) => scope.kind === 'user');
    expect(routes.length).toBeGreaterThan(0);
    for (const [route, scope] of routes) {
      if (scope.kind !== 'user') continue;
      const [method, template] = route.split(' ') as [string, string];
      for (const reader of users) {
        const token = await app.tokenOf(reader);
        for (const owner of users) {
          if (owner === reader) continue;
          const paths = [
            template.replace('{userId}', idOf.get(owner)!),
            // The caller's own id does not reach someone else's setting either.
            ...(/\{(setting|widget)Id\}/.test(template)
              ? [template.replace('{userId}', idOf.get(reader)!)]
              : []),
          ].map((path) =>
            path
              .replace('{settingId}', settingOf.get(owner)!.id)
              .replace('{widgetId}', widgetOf.get(owner)!.id),
          );
          for (const path of paths) {
            const response = await app.api.request(method, path, {
              token,
              ...(scope.body ? { body: scope.body() } : {}),
            });
            expect(response.status, `${reader} ${method} ${owner}'s ${path}`).toBe(404);
          }
        }
      }
    }
    for (const username of users) {
      const own = await app.api.get(
        `/api/users/${idOf.get(username)}/settings?page[size]=100`,
        await app.tokenOf(username),
      );
      expect(own.body.data, `${username}'s settings are as they were`).toEqual([settingOf.get(username)]);
      const widgets = await app.api.get(
        `/api/users/${idOf.get(username)}/widgets`,
        await app.tokenOf(username),
      );
      expect(widgets.body.data, `${username}'s widgets are as they were`).toEqual([widgetOf.get(username)]);
    }
  });

  it('copies settings only between users of one organization the caller administrates', async () => {
    const everyone = [
      ...TENANT_USERS,
      ...TENANT_ADMINS,
      { username: 'shipper.operator', organization: DEMO_ORGANIZATIONS.shipper },
    ];
    const idOf = new Map<string, string>();
    for (const { username } of everyone)
      idOf.set(username, (await app.api.get('/api/me', await app.tokenOf(username))).body.data.id);
    const widgetsOf = async (username: string) =>
      (await app.api.get(`/api/users/${idOf.get(username)}/widgets`, await app.tokenOf(username))).body.data;
    const before = new Map<string, unknown>();
    for (const { username } of everyone) before.set(username, await widgetsOf(username));
    const routes = Object.entries(ROUTE_TABLE).filter(([, scope]) => scope.kind === 'user-copy');
    expect(routes.length).toBeGreaterThan(0);
    for (const [route, scope] of routes) {
      if (scope.kind !== 'user-copy') continue;
      const [method, template] = route.split(' ') as [string, string];
      for (const admin of TENANT_ADMINS) {
        const token = await app.tokenOf(admin.username);
        const colleague = everyone.find(
          (u) => u.organization === admin.organization && u.username !== admin.username,
        );
        for (const foreign of everyone.filter((u) => u.organization !== admin.organization)) {
          const fromForeign = await app.api.request(
            method,
            template.replace('{userId}', idOf.get(foreign.username)!),
            {
              token,
              body: scope.body(idOf.get(colleague?.username ?? admin.username)!),
            },
          );
          expect(fromForeign.status, `${admin.username} copies ${foreign.username}'s`).toBe(404);
          const toForeign = await app.api.request(
            method,
            template.replace('{userId}', idOf.get(admin.username)!),
            {
              token,
              body: scope.body(idOf.get(foreign.username)!),
            },
          );
          expect(toForeign.status, `${admin.username} copies to ${foreign.username}`).toBe(404);
        }
      }
      const across = await app.api.request(method, template.replace('{userId}', idOf.get('shipper.admin')!), {
        token: await app.tokenOf('backoffice.admin'),
        body: scope.body(idOf.get('carrier.admin')!),
      });
      expect(across.status, 'the back office across organizations').toBe(400);
    }
    for (const { username } of everyone)
      expect(await widgetsOf(username), `${username}'s widgets are as they were`).toEqual(
        before.get(username),
      );
  });

  it('answers a bulk write on another organization’s items with a 404 per item, changing nothing', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    for (const [route, scope] of Object.entries(ROUTE_TABLE)) {
      if (scope.kind !== 'bulk-write') continue;
      const [method, path] = route.split(' ') as [string, string];
      for (const reader of TENANT_USERS) {
        const pairs = (await foreignItems(scope.list, scope.type)).filter((pair) => pair.reader === reader);
        // An order owned by one and carried by another is found for both: name it once.
        const foreign = [...new Map(pairs.map(({ item }) => [item.id, item])).values()];
        expect(foreign.length, `${route} as ${reader.username}`).toBeGreaterThan(0);
        const response = await app.api.request(method, path, {
          token: await app.tokenOf(reader.username),
          body: scope.body(foreign),
        });
        expect(response.status, `${route} as ${reader.username}`).toBe(200);
        const results = response.body.data.attributes.results as Array<{ outcome: string; error: any }>;
        expect(results.map((r) => [r.outcome, r.error?.status])).toEqual(
          foreign.map(() => ['failed', '404']),
        );
        const after = await everything(scope.list, backOffice);
        for (const item of foreign)
          expect(
            after.find((r) => r.id === item.id)?.attributes,
            `${route} left ${item.id} as it was`,
          ).toEqual(item.attributes);
      }
    }
  });

  it('answers checks in the caller’s own organization as free (404) for another organization’s value', async () => {
    for (const [route, scope] of Object.entries(ROUTE_TABLE)) {
      if (scope.kind !== 'own-check') continue;
      const [method, template] = route.split(' ') as [string, string];
      const pairs = await foreignItems(scope.list, scope.type);
      expect(pairs.length, route).toBeGreaterThan(0);
      for (const { reader, item } of pairs) {
        const path = template.replace(/\{\w+\}/, encodeURIComponent(scope.value(item)));
        const asReader = await app.api.request(method, path, { token: await app.tokenOf(reader.username) });
        expect(asReader.status, `${reader.username} ${method} ${path}`).toBe(404);
        const owner = TENANT_USERS.find((user) => user.organization === item.attributes.ownerName);
        if (!owner) continue;
        const asOwner = await app.api.request(method, path, { token: await app.tokenOf(owner.username) });
        expect(asOwner.status, `${owner.username} ${method} ${path}`).toBe(200);
      }
    }
  });

  it('refuses data in for another organization’s resource as an unknown device, storing nothing', async () => {
    const means = await everything('/api/means', await app.tokenOf('backoffice.admin'));
    for (const [route, scope] of Object.entries(ROUTE_TABLE)) {
      if (scope.kind !== 'device-data-in') continue;
      const [method, path] = route.split(' ') as [string, string];
      const token = await app.tokenOf(scope.username);
      const me = await app.api.get('/api/me?include=organization', token);
      const own = me.body.included[0].attributes.name as string;
      const foreign = means.filter(
        (m) => m.attributes.organizationName !== own && m.attributes.telematicUnitId,
      );
      const organizations = new Set(foreign.map((m) => m.attributes.organizationName));
      expect(organizations.size, route).toBeGreaterThan(1);
      for (const organization of organizations) {
        const resource = foreign.find((m) => m.attributes.organizationName === organization)!;
        for (const asUnit of [false, true]) {
          const response = await app.api.request(method, path, { token, body: scope.body(resource, asUnit) });
          expect(response.status, `${route} for ${organization}`).toBe(200);
          const [result] = response.body.data.attributes.results;
          expect(result.outcome, `${route} for ${organization}'s ${resource.id}`).toBe('rejected');
          expect(result.errors[0]).toMatchObject({ status: '404', code: 'position.unknown_device' });
        }
      }
      const stored = await app.running.store.db
        .selectFrom('positions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(
          'resource_id',
          'in',
          foreign.map((m) => decodeId(m.id)!),
        )
        .executeTakeFirstOrThrow();
      expect(Number(stored.n), `${route} stored nothing`).toBe(0);
    }
  });

  it('refuses data in about another organization’s orders and stops with 404, storing nothing', async () => {
    const orders = await app.api.collect<Resource & { relationships?: any }>(
      '/api/orders?include=stops&page[size]=100',
      await app.tokenOf('backoffice.admin'),
    );
    for (const [route, scope] of Object.entries(ROUTE_TABLE)) {
      if (scope.kind !== 'order-data-in') continue;
      const [method, path] = route.split(' ') as [string, string];
      const token = await app.tokenOf(scope.username);
      const me = await app.api.get('/api/me?include=organization', token);
      const own = me.body.included[0].attributes.name as string;
      const foreign = orders.filter((order) => !PARTIES.orders!(order).includes(own));
      const organizations = new Set(foreign.map((order) => order.attributes.ownerName));
      expect(organizations.size, route).toBeGreaterThan(1);
      for (const organization of organizations) {
        const stopIdsOf = (o: (typeof foreign)[number]): string[] =>
          (o.relationships?.stops?.data ?? []).map((stop: { id: string }) => stop.id);
        const order = foreign.find(
          (o) => o.attributes.ownerName === organization && stopIdsOf(o).length > 0,
        )!;
        const stopIds = stopIdsOf(order);
        const response = await app.api.request(method, path, {
          token,
          body: scope.body({ ...order, stopIds }),
        });
        expect(response.status, `${route} for ${organization}'s ${order.id}`).toBe(404);
        expect(response.body.errors[0].status).toBe('404');
      }
      const stored = await app.running.store.db
        .selectFrom(scope.table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(stored.n), `${route} stored nothing`).toBe(0);
    }
  });

  it('shows a user’s record to them, their organization’s administrators and the back office only', async () => {
    const readers = [...TENANT_USERS.map((u) => u.username), 'shipper.operator', 'carrier.admin'];
    const idOf = new Map<string, { id: string; organization: string }>();
    for (const username of readers) {
      const me = await app.api.get('/api/me', await app.tokenOf(username));
      idOf.set(username, {
        id: me.body.data.id,
        organization: me.body.data.relationships.organization.data.id,
      });
    }
    const backOffice = await app.tokenOf('backoffice.admin');
    const routes = Object.entries(ROUTE_TABLE).filter(([, scope]) => scope.kind === 'user-record');
    expect(routes.length).toBeGreaterThan(0);
    for (const [route] of routes) {
      const [method, template] = route.split(' ') as [string, string];
      for (const reader of readers) {
        const administrates = (await capabilitiesOf(app, reader)).has('users.administrate');
        for (const owner of readers) {
          const { id, organization } = idOf.get(owner)!;
          const path = template.replace('{id}', id);
          const visible =
            owner === reader || (administrates && organization === idOf.get(reader)!.organization);
          const response = await app.api.request(method, path, { token: await app.tokenOf(reader) });
          expect(response.status, `${reader} ${method} ${owner}'s ${path}`).toBe(visible ? 200 : 404);
          expect((await app.api.request(method, path, { token: backOffice })).status).toBe(200);
        }
      }
    }
  });

  it('answers platform-wide uniqueness checks alike for every caller, another organization’s value included', async () => {
    for (const [route, scope] of Object.entries(ROUTE_TABLE)) {
      if (scope.kind !== 'platform-check') continue;
      const [method, template] = route.split(' ') as [string, string];
      const pairs = await foreignItems(scope.list, scope.type);
      expect(pairs.length, route).toBeGreaterThan(0);
      for (const { reader, item } of pairs) {
        const path = template.replace('{value}', encodeURIComponent(scope.value(item)));
        const response = await app.api.request(method, path, { token: await app.tokenOf(reader.username) });
        const expected = (await mayUse(reader.username, route)) ? 200 : 403;
        expect(response.status, `${reader.username} ${method} ${path}`).toBe(expected);
      }
    }
  });

  it('refuses back-office routes to every tenant user, whichever user they name', async () => {
    const usernames = [...TENANT_USERS, ...TENANT_ADMINS].map((u) => u.username);
    const ids = await Promise.all(
      usernames.map(async (u) => (await app.api.get('/api/me', await app.tokenOf(u))).body.data.id as string),
    );
    for (const [route, scope] of Object.entries(ROUTE_TABLE)) {
      if (scope.kind !== 'back-office') continue;
      const [method, template] = route.split(' ') as [string, string];
      for (const reader of usernames)
        for (const id of ids) {
          const response = await app.api.request(method, template.replace('{id}', id), {
            token: await app.tokenOf(reader),
          });
          expect(response.status, `${reader} ${route} for ${id}`).toBe(403);
        }
      const allowed = await app.api.request(method, template.replace('{id}', ids[0]!), {
        token: await app.tokenOf('backoffice.admin'),
      });
      expect(allowed.status, `backoffice.admin ${route}`).toBe(200);
    }
  });

  it('refuses back-office records to every tenant user and changes nothing', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    for (const [route, scope] of Object.entries(ROUTE_TABLE)) {
      if (scope.kind !== 'back-office-item') continue;
      const [method, template] = route.split(' ') as [string, string];
      const before = await everything(scope.list, backOffice);
      const item = before[0]!;
      const path = template
        .replace('{id}', item.id)
        .replace('{value}', encodeURIComponent(String(item.attributes.name)));
      for (const user of [...TENANT_USERS, ...TENANT_ADMINS]) {
        const response = await app.api.request(method, path, {
          token: await app.tokenOf(user.username),
          ...(scope.body ? { body: scope.body() } : {}),
        });
        expect(response.status, `${user.username} ${route}`).toBe(403);
      }
      expect(await everything(scope.list, backOffice), `${route} changed nothing`).toEqual(before);
    }
  });

  it('answers self routes with the caller only', async () => {
    for (const user of TENANT_USERS) {
      const me = await app.api.get('/api/me?include=organization', await app.tokenOf(user.username));
      expect(me.body.data.attributes.username).toBe(user.username);
      expect(me.body.included[0].attributes.name).toBe(user.organization);
    }
  });

  it('lets only the back office act on behalf of another organization', async () => {
    const shipperMe = await app.api.get('/api/me?include=organization', await app.tokenOf('shipper.admin'));
    const shipperOrg = shipperMe.body.included[0].id as string;
    const denied = await app.api.get(
      `/api/orders?filter[organization]=${shipperOrg}`,
      await app.tokenOf('carrier.operator'),
    );
    expect(denied.status).toBe(403);
    expect(denied.body.errors[0]).toMatchObject({
      code: 'http.access_denied_error',
      source: { parameter: 'filter[organization]' },
    });
    const onBehalf = await everything(`/api/orders`, await app.tokenOf('backoffice.admin'));
    const filtered = await app.api.get(
      `/api/orders?filter[organization]=${shipperOrg}&page[size]=100`,
      await app.tokenOf('backoffice.admin'),
    );
    expect(filtered.status).toBe(200);
    expect(
      filtered.body.data.every(
        (o: { attributes: { ownerName: string } }) => o.attributes.ownerName === DEMO_ORGANIZATIONS.shipper,
      ),
    ).toBe(true);
    expect(filtered.body.meta.totalItems).toBe(
      onBehalf.filter((o) => o.attributes.ownerName === DEMO_ORGANIZATIONS.shipper).length,
    );
  });

  // Every administration screen's list narrows to the organization the back office acts for (decision 0132).
  const ADMINISTRATION_LISTS = [
    ['/api/places', 'places'],
    ['/api/means', 'means'],
    ['/api/tags', 'tags'],
    ['/api/imports', 'import-tasks'],
    ['/api/users', 'users'],
    ['/api/agencies', 'agencies'],
    ['/api/user-profiles', 'userProfiles'],
  ] as const;

  it('narrows every administration list on behalf of an organization, and refuses the filter to clients', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    const carrierAdmin = await app.tokenOf('carrier.admin');
    const shipperMe = await app.api.get('/api/me', await app.tokenOf('shipper.admin'));
    const shipperOrg = shipperMe.body.data.relationships.organization.data.id as string;
    // Give the shipper an import task so the imports list has something to narrow.
    const imported = await upload(
      app,
      `${PLACE_HEADER}\nON-BEHALF-LIST,Quai,,69002,Lyon,FR,45.75,4.83,300\n`,
      {
        query: `?type=place&dryRun=true&name=on-behalf.csv&organization=${shipperOrg}`,
        username: 'backoffice.admin',
      },
    );
    expect(imported.status).toBe(202);
    for (const [list, type] of ADMINISTRATION_LISTS) {
      const filtered = await app.api.collect<{ id: string; attributes: Record<string, unknown> }>(
        `${list}?filter[organization]=${shipperOrg}&page[size]=100`,
        backOffice,
      );
      const all = await everything(list, backOffice);
      const shippers = all.filter((r) => PARTIES[type]!(r).includes(DEMO_ORGANIZATIONS.shipper));
      expect(filtered.length, `${list} on behalf of the shipper`).toBeGreaterThan(0);
      expect(filtered.map((r) => r.id).sort(), `${list} lists the shipper's items only, all of them`).toEqual(
        shippers.map((r) => r.id).sort(),
      );
      const denied = await app.api.get(`${list}?filter[organization]=${shipperOrg}`, carrierAdmin);
      expect(denied.status, `carrier.admin ${list} on behalf`).toBe(403);
    }
  });

  it('creates a place, a tag and an import on behalf for the back office only', async () => {
    const backOffice = await app.tokenOf('backoffice.admin');
    const shipperMe = await app.api.get('/api/me', await app.tokenOf('shipper.admin'));
    const shipperOrg = shipperMe.body.data.relationships.organization.data.id as string;
    const place = await app.api.request('POST', `/api/places?organization=${shipperOrg}`, {
      token: backOffice,
      body: placeBody('ON-BEHALF-PLACE'),
    });
    expect(place.status, JSON.stringify(place.body)).toBe(201);
    expect(place.body.data.attributes.organizationName).toBe(DEMO_ORGANIZATIONS.shipper);
    const tag = await app.api.request('POST', '/api/tags', {
      token: backOffice,
      body: {
        data: {
          type: 'tags',
          attributes: { label: 'On behalf', color: 'red' },
          relationships: { organization: { data: { type: 'organizations', id: shipperOrg } } },
        },
      },
    });
    expect(tag.status, JSON.stringify(tag.body)).toBe(201);
    expect(tag.body.data.attributes.organizationName).toBe(DEMO_ORGANIZATIONS.shipper);
    const csv = `${PLACE_HEADER}\nON-BEHALF-CSV,Quai,,69002,Lyon,FR,45.75,4.83,300\n`;
    const task = await upload(app, csv, {
      query: `?type=place&dryRun=true&organization=${shipperOrg}`,
      username: 'backoffice.admin',
    });
    expect(task.status, JSON.stringify(task.body)).toBe(202);
    expect(task.body.data.attributes.organizationName).toBe(DEMO_ORGANIZATIONS.shipper);
    const shippersTasks = await everything('/api/imports', await app.tokenOf('shipper.admin'));
    expect(shippersTasks.map((t) => t.id)).toContain(task.body.data.id);

    // A client administrator naming another organization is refused, and nothing is stored.
    const refused = await upload(app, csv, {
      query: `?type=place&dryRun=true&organization=${shipperOrg}`,
      username: 'carrier.admin',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toMatchObject({
      code: 'http.access_denied_error',
      source: { parameter: 'organization' },
    });
    const unknown = await upload(app, csv, {
      query: '?type=place&dryRun=true&organization=zzzzzzzz',
      username: 'backoffice.admin',
    });
    expect(unknown.status).toBe(404);
    // A well-formed id of no organization: 404 too, never a broken foreign key.
    const missing = encodeId(99_999_999);
    const noPlace = await app.api.request('POST', `/api/places?organization=${missing}`, {
      token: backOffice,
      body: placeBody('ON-BEHALF-NOWHERE'),
    });
    expect(noPlace.status).toBe(404);
    const noTask = await upload(app, csv, {
      query: `?type=place&dryRun=true&organization=${missing}`,
      username: 'backoffice.admin',
    });
    expect(noTask.status).toBe(404);
  });
});
