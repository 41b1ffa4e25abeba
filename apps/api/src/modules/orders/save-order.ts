// Orders-in: create or replace an order with its stops, goods, references and prices in one transaction.
// Idempotent on the organization's order reference; a stale or concurrent write answers 409.
import { AppError, assertNoIssues, type FieldIssue } from '@cargolens/domain/errors';
import { ordersInPolicy, validateOrderStops } from '@cargolens/domain/orders';
import { may } from '@cargolens/domain/permissions';
import { uniqueViolation } from '../../db/constraint-violation';
import type { Session } from '../../kernel/session';
import type { GeoService } from '../geo/service';
import { refreshStopStates } from '../tours/refresh-stop-states';
import { assignCarrierAndResource } from './assign-carrier-and-resource';
import type { OrderInput } from './order-input';
import { fingerprintOf } from './order-rows';
import type { OrderWrite } from './order-tour';
import type { OrdersInRepository, Tx } from './orders-in-repository';
import { resolveStopLocations } from './resolve-stop-locations';
import { rewriteOrder } from './rewrite-order';
import { writeNewOrder } from './write-new-order';

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

  async function save(session: Session, input: OrderInput, options: SaveOrderOptions): Promise<SavedOrder> {
    const { organizationId } = options;
    const fingerprint = fingerprintOf(input);
    return repository.transaction(async (tx) => {
      const context = await repository.writeContext(tx, {
        organizationId,
        userId: session.userId,
        orderId: options.orderId,
        reference: input.reference,
        tourReference: input.tour?.reference ?? input.reference,
        stopCount: input.stops.length,
      });
      if (!context)
        throw new AppError('organization.not_found_error', { source: { parameter: 'organization' } });
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
      if (existing && !(await repository.claimVersion(tx, existing.id, existing.version)))
        throw new AppError('http.conflict_error', { detail: 'The order was changed by another request' });

      const issues: FieldIssue[] = [];
      const resolved = await resolveStopLocations(repository, geo, tx, organizationId, input.stops);
      issues.push(...resolved.issues);
      const tags = await tagIds(tx, organizationId, input.tags, issues);
      assertNoIssues(issues);

      const policy = ordersInPolicy(context.features.organization, context.features.agencies);
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

      const write: OrderWrite = {
        session,
        organizationId,
        input,
        context,
        locations: resolved.locations,
        tagIds: tags,
        fingerprint,
      };
      const written = existing
        ? await rewriteOrder(repository, tx, { ...write, existing })
        : await writeNewOrder(repository, tx, write);
      // Stops added, moved or dropped change which stop is next on this tour, and on the one the order left.
      if (!('statesWritten' in written && written.statesWritten))
        await refreshStopStates(tx, [written.tourId, ...(existing?.tour_id ? [existing.tour_id] : [])]);
      const warnings = await assignCarrierAndResource(repository, tx, {
        session,
        organizationId,
        tourId: written.tourId,
        input,
        policy,
      });
      return {
        orderId: written.orderId,
        reference: input.reference,
        // claimVersion moved an existing order one version on; a new one starts at the column's default, 1.
        version: existing ? existing.version + 1 : 1,
        created: !existing,
        warnings,
      };
    });
  }

  return async function saveOrder(
    session: Session,
    input: OrderInput,
    options: SaveOrderOptions,
  ): Promise<SavedOrder> {
    if (!may(session, 'orders.write')) throw new AppError('http.access_denied_error');
    const stopIssues = validateOrderStops(input.stops, `${ATTR}/stops`);
    assertNoIssues(stopIssues);
    try {
      return await save(session, input, options);
    } catch (error) {
      // Two requests wrote the same order, or the same tour, at once: the one that lost may simply retry.
      const key = uniqueViolation(error);
      if (key && RACED_KEYS.has(key))
        throw new AppError('http.conflict_error', { detail: 'The order was changed by another request' });
      throw error;
    }
  };
}
