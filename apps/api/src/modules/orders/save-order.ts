// Orders-in: create or replace an order with its stops, goods, references and prices, all of it or nothing.
// Idempotent on the organization's order reference; a stale or concurrent write answers 409.
import { AppError, assertNoIssues, type FieldPathIssue } from '@cargolens/domain/errors';
import { ordersInPolicy, validateOrderStops } from '@cargolens/domain/orders';
import { may } from '@cargolens/domain/permissions';
import { uniqueViolation } from '../../db/constraint-violation';
import type { Session } from '../../kernel/session';
import type { GeoService } from '../geo';
import type { OrderInput } from './order-input';
import { fingerprintOf } from './order-rows';
import type { OrderWrite } from './order-tour';
import type { OrdersInRepository } from './orders-in-repository';
import { planNewOrder } from './plan-new-order';
import { resolveOrderTags } from './resolve-order-tags';
import { resolveStopLocations } from './resolve-stop-locations';
import { writeOrderInTransaction } from './write-order-in-transaction';

export interface SaveOrderOptions {
  /** PUT /orders/{id}: the order to replace; absent for POST, which finds the order by its reference. */
  orderId?: number;
  /** The version the caller read (If-Match or meta.version); a different current version answers 409. */
  expectedVersion?: number;
  organizationId: number;
}

export interface SavedOrder {
  orderId: number;
  reference: string;
  /** The order's version after the write, as its ETag gives it. */
  version: number;
  created: boolean;
  /** What orders-in left unchanged on purpose, e.g. a pairing blocked by BLOCK_PAIRING_MODIFICATION. */
  warnings: string[];
}

const ATTR = '/data/attributes';

/** Keys another request can take between our read and our write: the order's reference, a tour's, a stop's place in its tour. */
const RACED_KEYS = new Set([
  'orders_organization_id_reference_key',
  'tours_organization_id_reference_key',
  'stops_tour_id_sequence_key',
]);

async function save(
  repository: OrdersInRepository,
  geo: GeoService,
  session: Session,
  input: OrderInput,
  options: SaveOrderOptions,
): Promise<SavedOrder> {
  const { organizationId } = options;
  const fingerprint = fingerprintOf(input);
  // What the write decides on is read first, each read a statement of its own: under READ COMMITTED a
  // transaction would give these reads no more, since a write that races them still loses on a key or on
  // the order's version (409). The writes then share one transaction, or are one statement (decision 0206).
  const reader = repository.standalone;
  const context = await repository.writeContext(reader, {
    organizationId,
    userId: session.userId,
    orderId: options.orderId,
    reference: input.reference,
    tourReference: input.tour?.reference ?? input.reference,
    stopCount: input.stops.length,
  });
  if (!context) throw new AppError('organization.not_found_error', { field: ['parameter', 'organization'] });
  const { existing } = context;
  if (options.orderId && (!existing || existing.organization_id !== organizationId))
    throw new AppError('http.not_found', { detail: 'Order not found' });
  if (existing?.cancelled_at) throw new AppError('order.cancelled_error');
  if (existing && options.expectedVersion !== undefined && existing.version !== options.expectedVersion)
    throw new AppError('http.conflict_error', { detail: `The order is at version ${existing.version}` });
  // The same order sent again: nothing changes, not even its version.
  if (existing && existing.input_fingerprint === fingerprint)
    return {
      orderId: existing.id,
      reference: input.reference,
      version: existing.version,
      created: false,
      warnings: [],
    };

  const issues: FieldPathIssue[] = [];
  const resolved = await resolveStopLocations(repository, geo, reader, organizationId, input.stops);
  issues.push(...resolved.issues);
  const tags = await resolveOrderTags(repository, reader, organizationId, input.tags, issues);
  assertNoIssues(issues);

  const policy = ordersInPolicy(context.features.organization, context.features.agencies);
  const placeUpdates = policy.updatePlacesFromOrders ? resolved.placeUpdates : [];
  const write: OrderWrite = {
    session,
    organizationId,
    input,
    context,
    locations: resolved.locations,
    tagIds: tags,
    fingerprint,
  };
  const plan = existing ? undefined : await planNewOrder(repository, reader, write);
  const saved = (orderId: number, warnings: string[]): SavedOrder => ({
    orderId,
    reference: input.reference,
    // claimVersion moves an existing order one version on; a new one starts at the column's default, 1.
    version: existing ? existing.version + 1 : 1,
    created: !existing,
    warnings,
  });
  // A new order on a tour of its own, with no place to update and no carrier or truck to assign, is the one
  // statement that writes it: it commits on its own, with no BEGIN and COMMIT around it.
  if (plan?.statesWritten && placeUpdates.length === 0 && !input.carrier && !input.resource) {
    await repository.insertNewOrder(reader, plan.rows);
    return saved(plan.orderId, []);
  }

  return repository.transaction(async (tx) => {
    const { orderId, warnings } = await writeOrderInTransaction(repository, tx, {
      write,
      existing,
      plan,
      placeUpdates,
      policy,
    });
    return saved(orderId, warnings);
  });
}

export function createSaveOrder(repository: OrdersInRepository, geo: GeoService) {
  return async function saveOrder(
    session: Session,
    input: OrderInput,
    options: SaveOrderOptions,
  ): Promise<SavedOrder> {
    if (!may(session, 'orders.write')) throw new AppError('http.access_denied_error');
    const stopIssues = validateOrderStops(input.stops, `${ATTR}/stops`);
    assertNoIssues(stopIssues);
    try {
      return await save(repository, geo, session, input, options);
    } catch (error) {
      // Two requests wrote the same order, or the same tour, at once: the one that lost may simply retry.
      const key = uniqueViolation(error);
      if (key && RACED_KEYS.has(key))
        throw new AppError('http.conflict_error', { detail: 'The order was changed by another request' });
      throw error;
    }
  };
}
