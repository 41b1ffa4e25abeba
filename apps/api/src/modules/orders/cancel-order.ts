// Cancelling an order keeps it, its stops and its history; it leaves lists' active statuses and can no longer
// be changed. Cancelling twice is harmless.
import { AppError } from '@cargolens/domain/errors';
import { may } from '@cargolens/domain/permissions';
import type { Session } from '../../kernel/session';
import { refreshStopStates } from '../tracking';
import type { OrdersInRepository } from './orders-in-repository';

export function createCancelOrder(repository: OrdersInRepository) {
  return async function cancelOrder(
    session: Session,
    target: { orderId: number; organizationId: number; expectedVersion?: number },
  ): Promise<void> {
    if (!may(session, 'orders.write')) throw new AppError('http.access_denied_error');
    await repository.transaction(async (tx) => {
      const order = await repository.findOrderById(tx, target.orderId);
      if (!order || order.organization_id !== target.organizationId)
        throw new AppError('http.not_found', { detail: 'Order not found' });
      if (order.cancelled_at) return;
      if (target.expectedVersion !== undefined && order.version !== target.expectedVersion)
        throw new AppError('http.conflict_error', { detail: `The order is at version ${order.version}` });
      if (!(await repository.claimVersion(tx, order.id, order.version)))
        throw new AppError('http.conflict_error', { detail: 'The order was changed by another request' });
      await repository.updateOrder(tx, order.id, {
        current_status: 'CANCEL_ORDER',
        cancelled_at: new Date(),
      });
      // A cancelled order has no next stop point any more (decision 0065).
      if (order.tour_id !== null) await refreshStopStates(tx, [order.tour_id]);
    });
  };
}
