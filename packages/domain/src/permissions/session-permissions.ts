// What a session may do, computed in one place for the API (which enforces it on every route) and the web app
// (which shows only the menu items, tabs and buttons it allows). Inputs are the session's roles, its active
// features (user profile ∪ agency) and its organization's features (shipment-domain §6); the matrix by role is
// not shown in the spec, decision 0080 designs it.
import { hasApiChild, isApiUser } from './api-roles';
import { canImpersonate } from './impersonation';
import { canUseWebPlatform, hasAdminAccess, hasNotificationAccess } from './roles';

export interface PermissionSubject {
  readonly roles: readonly string[];
  /** Active user features: the user-profile's active features ∪ the agency's (see activeFeatures). */
  readonly features: readonly string[];
  readonly organizationFeatures: readonly string[];
}

interface Context {
  admin: boolean;
  web: boolean;
  /** Back office, or the user feature. */
  has(feature: string): boolean;
  api: boolean;
  apiChild: (child: Parameters<typeof hasApiChild>[1]) => boolean;
  roles: readonly string[];
  organization: ReadonlySet<string>;
}

type Rule = (c: Context) => boolean;

const administer =
  (...features: string[]): Rule =>
  (c) =>
    c.web && features.some((f) => c.has(f));

/** Screens and menu items of shipment-domain §2, each with who sees it. */
const SCREEN_RULES = {
  homepage: (c) => c.web,
  orders: (c) => c.web && c.has('ORDERS'),
  orderCreation: (c) => c.web && c.has('ORDER_CREATION'),
  chartering: (c) => c.web && c.has('ORDER_CHARTERING'),
  tours: (c) => c.web && c.has('TOURS'),
  globalMap: (c) => c.web && c.has('GLOBAL_MAP'),
  insights: (c) => c.web && (c.admin || [...c.organization].some((f) => f.startsWith('INSIGHTS_'))),
  notificationCenter: (c) => c.web && c.has('PREFERENCES_NOTIFICATIONS'),
  messageCenter: (c) => c.web,
  preferences: (c) => c.web,
  agencies: administer('ADMINISTRATION_USERS'),
  users: administer('ADMINISTRATION_USERS'),
  resources: administer('ADMINISTRATION_RESOURCES'),
  telematics: administer('ADMINISTRATION_TELEMATICS'),
  addresses: administer('ADMINISTRATION_PLACES'),
  tags: administer('ADMINISTRATION_TAGS'),
  geofences: administer('ADMINISTRATION_PLACES'),
  // Import types are places, users, mobile and telematic resources (§9): any of their administrations.
  imports: administer(
    'ADMINISTRATION_PLACES',
    'ADMINISTRATION_USERS',
    'ADMINISTRATION_RESOURCES',
    'ADMINISTRATION_TELEMATICS',
  ),
} satisfies Record<string, Rule>;

export type Screen = keyof typeof SCREEN_RULES;
export const SCREENS = Object.keys(SCREEN_RULES) as Screen[];

const ordersRead: Rule = (c) => c.has('ORDERS') || c.api;
const toursRead: Rule = (c) => c.has('TOURS') || c.has('ORDERS') || c.api;

/** What the API checks, route by route (each route declares one of these). */
const CAPABILITY_RULES = {
  /** Any signed-in user: their own account, settings and preferences, shared reference answers. */
  session: (c) => c.roles.length > 0,
  'orders.read': ordersRead,
  'orders.write': (c) => (c.web && c.has('ORDER_CREATION')) || c.apiChild('ROLE_CLIENT_API_ORDERS_IN'),
  /**
   * Share an order's public tracking link (create, expire, revoke; decision 0105): whoever follows the orders
   * on the web, or an integration that sends them (it mails the consignee the link).
   */
  'orders.share': (c) => (c.web && c.has('ORDERS')) || c.apiChild('ROLE_CLIENT_API_ORDERS_IN'),
  'tours.read': toursRead,
  /** Pair a resource, answer a chartering request: the tours' operators. */
  'tours.assign': (c) => c.web && c.has('TOURS'),
  /** Charter a tour to a carrier. */
  'tours.charter': (c) => c.web && c.has('ORDER_CHARTERING'),
  'tags.read': (c) => ordersRead(c) || toursRead(c) || c.has('ADMINISTRATION_TAGS'),
  'tags.administrate': (c) => c.web && c.has('ADMINISTRATION_TAGS'),
  /** The fleet, read to pair a tour or to administrate it. */
  'means.read': (c) => c.has('ADMINISTRATION_RESOURCES') || c.has('TOURS') || c.api,
  'means.administrate': (c) => c.web && c.has('ADMINISTRATION_RESOURCES'),
  'places.read': (c) => c.has('ADMINISTRATION_PLACES') || ordersRead(c) || toursRead(c),
  'places.administrate': (c) => c.web && c.has('ADMINISTRATION_PLACES'),
  /** "Re-geocode needs admin, or the places administration feature plus the organization feature." */
  'places.regeocode': (c) => c.admin || (c.has('ADMINISTRATION_PLACES') && c.organization.has('REGEOCODE')),
  'users.administrate': (c) => c.web && c.has('ADMINISTRATION_USERS'),
  /** The organization's agencies, read by its web users (user forms, preferences, filters). */
  'agencies.read': (c) => c.web,
  /** Create, change and delete agencies (the agencies tab of §2 goes with ADMINISTRATION_USERS). */
  'agencies.administrate': (c) => c.web && c.has('ADMINISTRATION_USERS'),
  /** Their own organization for everyone on the web; every organization for the back office. */
  'organizations.read': (c) => c.web,
  /**
   * Change an organization: the back office any (and only it creates them), a client administrator their own,
   * features and profile excepted (decision 0130).
   */
  'organizations.administrate': (c) => c.web && (c.admin || c.roles.includes('ROLE_CLIENT_ADMIN')),
  'telematics.administrate': (c) => c.web && c.has('ADMINISTRATION_TELEMATICS'),
  'imports.run': SCREEN_RULES.imports,
  'events.ingest': (c) => c.apiChild('ROLE_CLIENT_API_EVENTS_IN'),
  'positions.ingest': (c) => c.apiChild('ROLE_CLIENT_API_POSITIONS_IN'),
  'etas.ingest': (c) => c.apiChild('ROLE_CLIENT_API_ETAS_IN'),
  /** Delete other people's comments (ADMINISTRATION_DISCUSSION). */
  'discussion.moderate': (c) => c.web && c.has('ADMINISTRATION_DISCUSSION'),
  'notifications.administrate': (c) => hasNotificationAccess(c.roles),
  'organizations.actOnBehalf': (c) => c.admin,
  /**
   * Portfolios (decision 0190): every back-office user reads them all (account managers, support); only the
   * back office's administrators (admin, super admin) create, rename, fill and delete them.
   */
  'portfolios.read': (c) => c.admin,
  'portfolios.administrate': (c) =>
    c.web && (c.roles.includes('ROLE_ADMIN') || c.roles.includes('ROLE_SUPER_ADMIN')),
  /** Sign in as another user (connect-as, decision 0142): admin access only, not tenant administrators. */
  'users.impersonate': (c) => canImpersonate(c.roles),
} satisfies Record<string, Rule>;

export type Capability = keyof typeof CAPABILITY_RULES;
export const CAPABILITIES = Object.keys(CAPABILITY_RULES) as Capability[];

/**
 * Organization-feature permissions (§6). "Admin access grants cost visibility, tour selection, demo mode and
 * external ETA automatically"; the back office is never blocked from tour details (tours/tour-details-access).
 */
const ORGANIZATION_RULES = {
  costVisibility: (c) => c.admin || c.organization.has('COST_VISIBILITY'),
  viewSelectionTours: (c) => c.admin || c.organization.has('VIEW_SELECTION_TOURS'),
  demoMode: (c) => c.admin || c.organization.has('DEMO_MODE'),
  externalEta: (c) => c.admin || c.organization.has('EXTERNAL_ETA'),
  ocean: (c) => c.organization.has('OCEAN'),
  sequencingWaypoints: (c) => c.organization.has('SEQUENCING_WAYPOINTS'),
  blockTourDetailsAccess: (c) => !c.admin && c.organization.has('BLOCK_TOUR_DETAILS_ACCESS'),
  positionsAsPolyline: (c) => c.organization.has('POSITIONS_AS_POLYLINE'),
  toursOnGlobalMap: (c) => c.organization.has('TOURS_ON_GLOBAL_MAP'),
  blackSwanOrderTagging: (c) => c.organization.has('BLACK_SWAN_ORDER_TAGGING'),
} satisfies Record<string, Rule>;

export type OrganizationPermission = keyof typeof ORGANIZATION_RULES;
export const ORGANIZATION_PERMISSIONS = Object.keys(ORGANIZATION_RULES) as OrganizationPermission[];

export interface SessionPermissions {
  screens: Screen[];
  capabilities: Capability[];
  organization: Record<OrganizationPermission, boolean>;
}

function contextOf(subject: PermissionSubject): Context {
  const admin = hasAdminAccess(subject.roles);
  const features = new Set(subject.features);
  return {
    admin,
    web: canUseWebPlatform(subject.roles),
    has: (feature) => admin || features.has(feature),
    api: isApiUser(subject.roles),
    apiChild: (child) => hasApiChild(subject.roles, child),
    roles: subject.roles,
    organization: new Set(subject.organizationFeatures),
  };
}

/** The one function: what a session may see and do. */
export function permissionsOf(subject: PermissionSubject): SessionPermissions {
  const context = contextOf(subject);
  const allowed = <K extends string>(rules: Record<K, Rule>) =>
    (Object.keys(rules) as K[]).filter((key) => rules[key](context));
  return {
    screens: allowed<Screen>(SCREEN_RULES),
    capabilities: allowed<Capability>(CAPABILITY_RULES),
    organization: Object.fromEntries(
      ORGANIZATION_PERMISSIONS.map((name) => [name, ORGANIZATION_RULES[name](context)]),
    ) as Record<OrganizationPermission, boolean>,
  };
}

export function isCapability(name: string): name is Capability {
  return Object.hasOwn(CAPABILITY_RULES, name);
}

/** Whether a session holds one capability: the API's per-route check and its services' finer ones. */
export function may(subject: PermissionSubject, capability: Capability): boolean {
  return CAPABILITY_RULES[capability](contextOf(subject));
}
