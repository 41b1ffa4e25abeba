// Who may see an order and what they may do with it (shipment-domain §1 and §3 permissions, decision 0004): the
// back office sees every order; an organization sees the orders it owns and those chartered to it as carrier.
// The owner (and the back office, acting on its behalf) may modify an order; its carrier only reads it. The
// orders repository's SQL filter is this rule written for the database; the live stream, the presenters and
// the services ask these functions.

export interface OrderViewer {
  organizationId: number;
  /** Back-office users act on behalf of every organization. */
  allOrganizations: boolean;
}

export interface OrderParties {
  organizationId: number;
  carrierOrganizationId: number | null;
}

export type OrderPermission = 'READ' | 'MODIFY';

/** The owner, the carrier it is chartered to, or the back office. Tours follow the same rule. */
export function canSeeOrder(viewer: OrderViewer, order: OrderParties): boolean {
  return (
    viewer.allOrganizations ||
    order.organizationId === viewer.organizationId ||
    order.carrierOrganizationId === viewer.organizationId
  );
}

/** What the spec's Order `permissions` lists for a viewer who sees the order. */
export function orderPermissions(viewer: OrderViewer, order: OrderParties): OrderPermission[] {
  return viewer.allOrganizations || order.organizationId === viewer.organizationId
    ? ['READ', 'MODIFY']
    : ['READ'];
}
