// ROLE_CLIENT_API and its children (shipment-domain §6: "children Admin, Orders in, Events in, Positions in,
// ETAs in; API operator if any write child present"). A child is held as a role of its own next to
// ROLE_CLIENT_API; the spec does not name them, decision 0080 does.
export const API_CHILD_ROLES = [
  'ROLE_CLIENT_API_ADMIN',
  'ROLE_CLIENT_API_ORDERS_IN',
  'ROLE_CLIENT_API_EVENTS_IN',
  'ROLE_CLIENT_API_POSITIONS_IN',
  'ROLE_CLIENT_API_ETAS_IN',
] as const;
export type ApiChildRole = (typeof API_CHILD_ROLES)[number];

export function isApiUser(roles: readonly string[]): boolean {
  return roles.includes('ROLE_CLIENT_API');
}

/** An API child counts only next to ROLE_CLIENT_API; the API admin child holds every write child. */
export function hasApiChild(roles: readonly string[], child: ApiChildRole): boolean {
  if (!isApiUser(roles)) return false;
  return roles.includes(child) || roles.includes('ROLE_CLIENT_API_ADMIN');
}
