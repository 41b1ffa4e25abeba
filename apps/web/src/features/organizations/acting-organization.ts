// Acting on behalf (shipment-domain §1, §2; decision 0132): a back-office session that picked an organization
// works under `/organizations/{organization}/entities/...`, and the screens that list or create tenant data
// send that organization to the API (`filter[organization]`, or the organization relationship of a create).
import { useLocation } from 'react-router';

const PREFIX = /^\/organizations\/([^/]+)\/entities(?=\/|$)/;

/** The organization of an on-behalf path, or undefined. */
export function organizationOfPath(pathname: string): string | undefined {
  const match = PREFIX.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/** The screen's own path, without the on-behalf prefix: `/organizations/x/entities/orders` → `/orders`. */
export function screenPath(pathname: string): string {
  return pathname.replace(PREFIX, '') || '/';
}

/** The path of a screen for an organization (or the back office's own view when there is none). */
export function onBehalfPath(organization: string | undefined, path: string): string {
  const screen = screenPath(path);
  return organization ? `/organizations/${encodeURIComponent(organization)}/entities${screen}` : screen;
}

/** The organization the back office acts on behalf of on this screen, if any. */
export function useActingOrganization(): string | undefined {
  return organizationOfPath(useLocation().pathname);
}

/** The list filter for it: nothing when the back office looks at every organization. */
export function organizationFilter(organization: string | undefined): { 'filter[organization]'?: string } {
  return organization ? { 'filter[organization]': organization } : {};
}

/** The relationship a create sends to make the item for that organization. */
export function organizationRelationship(organization: string | undefined) {
  return organization
    ? { relationships: { organization: { data: { type: 'organizations' as const, id: organization } } } }
    : {};
}
