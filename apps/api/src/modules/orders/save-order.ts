// Orders-in: create or replace an order with its stops, goods, references and prices in one transaction.
// Idempotent on the organization's order reference; a stale or concurrent write answers 409.
import { AppError, assertNoIssues, type FieldIssue } from '@cargolens/domain/errors';
import { orderEndpoints, ordersInPolicy, validateOrderStops } from '@cargolens/domain/orders';
import { canWriteOrders } from '@cargolens/domain/permissions';
import { activityOfStopType } from '@cargolens/domain/stops';
import { isTourFinished } from '@cargolens/domain/tours';
import type { Session } from '../../kernel/session';
import type { GeoService } from '../geo/service';
import { assignCarrierAndResource } from './assign-carrier-and-resource';
import type { OrderInput } from './order-input';
import { childRows, fingerprintOf, orderColumns, stopColumns } from './order-rows';
import type { OrdersInRepository, Tx } from './orders-in-repository';
import { resolveStopLocations } from './resolve-stop-locations';

export interface SaveOrderOptions {
  /** PUT /orders/{id}: the order to replace; absent for POST, which finds the order by its reference. */
  orderId?: number;
  /** The version the caller read (If-Match or meta.version); a different current version answers 409. */
  expectedVersion?: number;
  organizationId: number;
}

export interface SavedOrder {
  orderId: number;
  created: boolean;
  /** What orders-in left unchanged on purpose, e.g. a pairing blocked by BLOCK_PAIRING_MODIFICATION. */
  warnings: string[];
}

const ATTR = '/data/attributes';

export function createSaveOrder(repository: OrdersInRepository, geo: GeoService) {
  async function tagIds(tx: Tx, organizationId: number, labels: string[], issues: FieldIssue[]) {
    const found = await repository.tagIdsByLabel(tx, organizationId, labels);
    labels.forEach((label, index) => {
      if (!found.some((tag) => tag.label === label))
        issues.push({
          code: 'validation.unknown_identifier',
          pointer: `${ATTR}/tags/${index}`,
          detail: label,
        });
    });
    return found.map((tag) => tag.id);
  }

  /** A tour of the order's own, named after it (suffixed when that reference is taken). */
  async function newTourReference(tx: Tx, organizationId: number, orderReference: string) {
    for (let attempt = 1; ; attempt++) {
      const reference = attempt === 1 ? orderReference : `${orderReference}-${attempt}`;
      if (!(await repository.tourReferenceTaken(tx, organizationId, reference))) return reference;
    }
  }

  async function resolveTour(
    tx: Tx,
    session: Session,
    organizationId: number,
    input: OrderInput,
    currentTourId: number | null,
  ): Promise<number> {
    if (input.tour) {
      const tour = await repository.findTourByReference(tx, organizationId, input.tour.reference);
      if (tour) {
        if (isTourFinished(tour.status))
          throw new AppError('tour.finished_error', { source: { pointer: `${ATTR}/tour` } });
        return tour.id;
      }
      return repository.insertTour(tx, {
        organization_id: organizationId,
        reference: input.tour.reference,
        created_by_user_id: session.userId,
      });
    }
    if (currentTourId !== null) {
      const tour = await repository.findTour(tx, currentTourId);
      if (tour && isTourFinished(tour.status))
        throw new AppError('tour.finished_error', { detail: 'The order is on a finished tour' });
      return currentTourId;
    }
    return repository.insertTour(tx, {
      organization_id: organizationId,
      reference: await newTourReference(tx, organizationId, input.reference),
      created_by_user_id: session.userId,
    });
  }

  return async function saveOrder(
    session: Session,
    input: OrderInput,
    options: SaveOrderOptions,
  ): Promise<SavedOrder> {
    if (!canWriteOrders(session.roles)) throw new AppError('http.access_denied_error');
    const stopIssues = validateOrderStops(input.stops, `${ATTR}/stops`);
    assertNoIssues(stopIssues);
    const { organizationId } = options;
    const features = await repository.features(organizationId, session.userId);
    const policy = ordersInPolicy(features.organization, features.agencies);
    const fingerprint = fingerprintOf(input);

    return repository.transaction(async (tx) => {
      const existing = options.orderId
        ? await repository.findOrderById(tx, options.orderId)
        : await repository.findOrderByReference(tx, organizationId, input.reference);
      if (options.orderId && (!existing || existing.organization_id !== organizationId))
        throw new AppError('http.not_found', { detail: 'Order not found' });
      if (existing?.cancelled_at) throw new AppError('order.cancelled_error');
      if (existing && options.expectedVersion !== undefined && existing.version !== options.expectedVersion)
        throw new AppError('http.conflict_error', { detail: `The order is at version ${existing.version}` });
      // The same order sent again: nothing changes, not even its version.
      if (existing && existing.input_fingerprint === fingerprint)
        return { orderId: existing.id, created: false, warnings: [] };
      if (existing && !(await repository.claimVersion(tx, existing.id, existing.version)))
        throw new AppError('http.conflict_error', { detail: 'The order was changed by another request' });

      const issues: FieldIssue[] = [];
      const resolved = await resolveStopLocations(repository, geo, tx, organizationId, input.stops);
      issues.push(...resolved.issues);
      const tags = await tagIds(tx, organizationId, input.tags, issues);
      assertNoIssues(issues);

      if (policy.updatePlacesFromOrders) {
        for (const { placeId, address } of resolved.placeUpdates) {
          await repository.updatePlaceAddress(
            tx,
            placeId,
            {
              name: address.name,
              street: address.street ?? null,
              postal_code: address.postalCode ?? null,
              town: address.town,
              country: address.country,
              ...(address.lat !== undefined && address.lng !== undefined
                ? { lat: address.lat, lng: address.lng }
                : {}),
            },
            session.userId,
          );
        }
      }

      const tourId = await resolveTour(tx, session, organizationId, input, existing?.tour_id ?? null);
      const activities = input.stops.map((stop) => activityOfStopType(stop.stopType));
      const stopIds = await writeStops(repository, tx, {
        organizationId,
        tourId,
        orderId: existing?.id ?? null,
        rows: input.stops.map((stop, i) => stopColumns(stop, resolved.locations[i]!)),
      });
      const { loadingIndex, deliveryIndex } = orderEndpoints(activities);
      const columns = {
        ...orderColumns(input),
        tour_id: tourId,
        tag_ids: tags,
        loading_stop_id: stopIds[loadingIndex] ?? null,
        delivery_stop_id: stopIds[deliveryIndex] ?? null,
        departure_date: input.stops[loadingIndex]?.plannedStart ?? null,
        arrival_date: input.stops[deliveryIndex]?.plannedStart ?? null,
        input_fingerprint: fingerprint,
        updated_at: new Date(),
      };
      let orderId: number;
      if (existing) {
        await repository.updateOrder(tx, existing.id, columns);
        orderId = existing.id;
      } else {
        orderId = await repository.insertOrder(tx, {
          ...columns,
          organization_id: organizationId,
          created_by_user_id: session.userId,
        });
      }
      await repository.replaceChildren(tx, orderId, !existing, {
        orderStops: stopIds.map((stopId, i) => ({
          order_id: orderId,
          stop_id: stopId,
          activity: activities[i] ?? null,
        })),
        ...childRows(input, organizationId, orderId),
      });
      const warnings = await assignCarrierAndResource(repository, tx, {
        session,
        organizationId,
        tourId,
        input,
        policy,
      });
      return { orderId, created: !existing, warnings };
    });
  };
}

/**
 * Writes the order's stops on its tour: stops only this order uses are rewritten in place (their tracking
 * survives an update), shared ones are left to the other orders, and the tour is renumbered in driving order.
 */
async function writeStops(
  repository: OrdersInRepository,
  tx: Tx,
  target: {
    organizationId: number;
    tourId: number;
    orderId: number | null;
    rows: ReturnType<typeof stopColumns>[];
  },
): Promise<number[]> {
  const previous = target.orderId ? await repository.orderStops(tx, target.orderId) : [];
  const reusable = previous.filter((stop) => stop.links === 1 && stop.tour_id === target.tourId);
  const firstNew = (await repository.maxSequence(tx, target.tourId)) + 1;
  const ids: number[] = [];
  for (const [index, row] of target.rows.entries()) {
    const reuse = reusable[index];
    if (!reuse) break;
    await repository.updateStop(tx, reuse.id, row);
    ids.push(reuse.id);
  }
  // The stops beyond the reusable ones are new: one statement, appended after the tour's last stop.
  const added = target.rows.slice(ids.length).map((row, i) => ({
    ...(row as Required<typeof row>),
    organization_id: target.organizationId,
    tour_id: target.tourId,
    sequence: firstNew + i,
  }));
  ids.push(...(await repository.insertStops(tx, added)));
  const dropped = previous.filter((stop) => stop.links === 1 && !ids.includes(stop.id)).map((s) => s.id);
  await repository.deleteStops(tx, dropped);
  // A new order's stops were appended in driving order: the tour's numbering is already right.
  if (previous.length === 0) return ids;
  const others = (await repository.tourStopIds(tx, target.tourId)).filter((id) => !ids.includes(id));
  await repository.resequence(tx, target.tourId, [...others, ...ids]);
  return ids;
}
