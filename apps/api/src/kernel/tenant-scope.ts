// What a caller may read and change. Every service and repository call takes one, whether a route, a worker
// or a scheduled job makes it, so tenant isolation never depends on the HTTP layer.
import { canActOnBehalfOfOrganizations } from '@cargolens/domain/permissions';
import type { Session } from './session';

/** One organization, or every organization for back-office users. */
export interface TenantScope {
  organizationId: number;
  /** Back-office users act on behalf of organizations (shipment-domain §1). */
  allOrganizations: boolean;
}

export function scopeOf(session: Session): TenantScope {
  return {
    organizationId: session.organizationId,
    allOrganizations: canActOnBehalfOfOrganizations(session.roles),
  };
}
