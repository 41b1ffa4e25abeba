// One action on the orders selected in the list: tag, untag or cancel each. Every order is its own
// transaction and has its own result, so one refused order (another organization's, cancelled, changed
// meanwhile) does not hold back the others. Cancelling is the orders-in use case itself (cancel-order.ts).
// Internal ids and field paths (decision 0222).
import { AppError, type FieldPath, isAppError, messageOf } from '@cargolens/domain/errors';
import { may } from '@cargolens/domain/permissions';
import { orderTaggingRefusal, tagActionPermissions } from '@cargolens/domain/tags';
import type { Session } from '../../kernel/session';
import { scopeOf } from '../../kernel/tenant-scope';
import type { createCancelOrder, OrdersInRepository, OrdersService } from '../orders';
import type { OrderTaggingRepository } from './repository';
import type { BulkAction } from './schemas';

export interface BulkOutcome {
  orderId: number;
  outcome: 'done' | 'unchanged' | 'failed';
  error?: { status: string; code: string; title: string; detail?: string };
}

interface Dependencies {
  orders: OrdersService;
  ordersIn: OrdersInRepository;
  cancelOrder: ReturnType<typeof createCancelOrder>;
  tagging: OrderTaggingRepository;
}

const TAG: FieldPath = ['relationships', 'tag', 'id'];

function failure(orderId: number, error: AppError): BulkOutcome {
  return {
    orderId,
    outcome: 'failed',
    error: {
      status: String(error.status),
      code: error.code,
      title: messageOf(error.code),
      ...(error.detail ? { detail: error.detail } : {}),
    },
  };
}

export function createOrderBulkActions({ orders, ordersIn, cancelOrder, tagging }: Dependencies) {
  /** The organization a write on this order acts for: the caller's, or the owner's for the back office. */
  async function actingFor(session: Session, orderId: number): Promise<number> {
    const scope = scopeOf(session);
    return scope.allOrganizations ? orders.ownerOf(scope, orderId) : session.organizationId;
  }

  /** The tag of a tag action, if the caller may apply that action with it. */
  async function tagFor(session: Session, action: 'addTag' | 'removeTag', id: number | undefined) {
    if (id === undefined)
      throw new AppError('validation.missing_field', {
        detail: 'addTag and removeTag need the tag',
        field: ['relationships', 'tag'],
      });
    const tag = await tagging.findTag(id);
    const scope = scopeOf(session);
    // Another organization's tag is reported exactly like a missing one.
    if (!tag || (!scope.allOrganizations && tag.organization_id !== session.organizationId))
      throw new AppError('validation.unknown_identifier', { detail: 'No such tag', field: TAG });
    const refusal = orderTaggingRefusal(action, {
      isAutomaticallyAssigned: tag.is_automatically_assigned,
      actionPermissions: tagActionPermissions(may(session, 'tags.administrate')),
    });
    if (refusal) throw new AppError('http.access_denied_error', { detail: refusal, field: TAG });
    return tag;
  }

  async function tagOrder(
    action: 'addTag' | 'removeTag',
    tag: { id: number; organization_id: number },
    target: { orderId: number; organizationId: number },
  ): Promise<'done' | 'unchanged'> {
    return ordersIn.transaction(async (tx) => {
      const order = await tagging.findOrder(tx, target.orderId);
      if (!order || order.organization_id !== target.organizationId)
        throw new AppError('http.not_found', { detail: 'Order not found' });
      if (order.cancelled_at) throw new AppError('order.cancelled_error');
      // Tags are the owner's: a back-office caller cannot put one organization's tag on another's order.
      if (tag.organization_id !== order.organization_id)
        throw new AppError('validation.unknown_identifier', {
          detail: 'The tag belongs to another organization',
        });
      const has = order.tag_ids.includes(tag.id);
      if (has === (action === 'addTag')) return 'unchanged';
      if (!(await ordersIn.claimVersion(tx, order.id, order.version)))
        throw new AppError('http.conflict_error', { detail: 'The order was changed by another request' });
      await tagging.setTags(
        tx,
        order.id,
        action === 'addTag' ? [...order.tag_ids, tag.id] : order.tag_ids.filter((id) => id !== tag.id),
      );
      return 'done';
    });
  }

  /** One outcome per id given, in the same order; an id given twice is worked once and has that outcome twice. */
  return async function runBulkAction(
    session: Session,
    input: { action: BulkAction; orderIds: number[]; tag?: number | undefined },
  ): Promise<BulkOutcome[]> {
    if (!may(session, 'orders.write')) throw new AppError('http.access_denied_error');
    const { action } = input;
    const tag = action === 'cancel' ? undefined : await tagFor(session, action, input.tag);
    const outcomes = new Map<number, BulkOutcome>();
    for (const orderId of input.orderIds) {
      if (outcomes.has(orderId)) continue;
      try {
        const target = { orderId, organizationId: await actingFor(session, orderId) };
        if (action === 'cancel') {
          await cancelOrder(session, target);
          outcomes.set(orderId, { orderId, outcome: 'done' });
        } else {
          outcomes.set(orderId, { orderId, outcome: await tagOrder(action, tag!, target) });
        }
      } catch (error) {
        if (!isAppError(error)) throw error;
        outcomes.set(orderId, failure(orderId, error));
      }
    }
    return input.orderIds.map((orderId) => outcomes.get(orderId)!);
  };
}

export type RunBulkAction = ReturnType<typeof createOrderBulkActions>;
