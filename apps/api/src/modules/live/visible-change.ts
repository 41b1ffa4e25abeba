// What one session may learn of a tracking change (decision 0110): the tour if its organization owns it or the
// tour is chartered to it, and those of the tour's orders it owns or carries, the same scope as the tours and
// orders read APIs (decision 0004). A change that shows it nothing is not sent at all.

import { canSeeOrder } from '@cargolens/domain/orders';
import { encodeId } from '../../kernel/public-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { TrackingChange } from '../tracking';
import type { VisibleChange } from './live-events';

export interface OrderParties {
  id: number;
  organizationId: number;
  carrierOrganizationId: number | null;
}

export function visibleChange(
  change: TrackingChange,
  parties: ReadonlyMap<number, OrderParties>,
  scope: TenantScope,
): VisibleChange | null {
  // The tour's owner and carrier are the parties of every order on it: the same rule decides (canSeeOrder).
  const seesTour = canSeeOrder(scope, change);
  const orders = change.orderIds.filter((id) => {
    if (scope.allOrganizations) return true;
    const order = parties.get(id);
    return order !== undefined && canSeeOrder(scope, order);
  });
  if (!seesTour && orders.length === 0) return null;
  return {
    tour: seesTour ? encodeId(change.tourId) : null,
    orders: orders.map(encodeId),
    status: seesTour ? change.status : null,
  };
}
