// What an orders-in write decides on, read in the one statement that opens its transaction.
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, ToursTable } from '../../db/schema';

/** A statement of its own or one inside a transaction: the write reads its context before it opens one. */
type Reader = Kysely<Database>;

type TourStatus = Selectable<ToursTable>['status'];

export interface WriteTarget {
  organizationId: number;
  userId: number;
  /** PUT /orders/{id}; POST finds the order by its reference. */
  orderId?: number;
  reference: string;
  /** The tour the order names, else its own reference (the name its own tour takes). */
  tourReference: string;
  stopCount: number;
}

export interface WriteContext {
  features: { organization: string[]; agencies: string[] };
  existing: ExistingOrder | undefined;
  currentTourStatus: TourStatus | null;
  /** The organization's tour called WriteTarget.tourReference, if there is one. */
  namedTour: { id: number; status: TourStatus; lastSequence: number } | undefined;
  /** Ids drawn for a new order, its own tour and its stops (absent when the order exists). */
  newIds: { orderId: number; tourId: number; stopIds: number[] } | undefined;
}

export interface ExistingOrder {
  id: number;
  organization_id: number;
  tour_id: number | null;
  version: number;
  cancelled_at: Date | null;
  input_fingerprint: string | null;
}

/**
 * Everything a write decides on, read in one statement: the organization's features and those of the
 * caller's agencies (shipment-domain §6), the order as it stands (by id, else by reference), the tour the
 * order names (or the one named after it) with its last stop, and — for a new order only — the ids its
 * rows will take, drawn from their sequences so that the order is then written in one statement.
 * Undefined when the organization does not exist.
 */
export async function readWriteContext(tx: Reader, target: WriteTarget): Promise<WriteContext | undefined> {
  const row = await tx
    .selectFrom('organizations as org')
    .leftJoin('orders as o', (join) =>
      target.orderId !== undefined
        ? join.on('o.id', '=', target.orderId)
        : join.onRef('o.organization_id', '=', 'org.id').on('o.reference', '=', target.reference),
    )
    .leftJoin('tours as current', 'current.id', 'o.tour_id')
    .leftJoin('tours as named', (join) =>
      join.onRef('named.organization_id', '=', 'org.id').on('named.reference', '=', target.tourReference),
    )
    .select([
      'org.features as organization_features',
      sql<string[]>`array(
        SELECT DISTINCT unnest(a.features) FROM user_agencies ua JOIN agencies a ON a.id = ua.agency_id
        WHERE ua.user_id = ${target.userId})`.as('agency_features'),
      'o.id',
      'o.organization_id',
      'o.tour_id',
      'o.version',
      'o.cancelled_at',
      'o.input_fingerprint',
      'current.status as current_tour_status',
      'named.id as named_tour_id',
      'named.status as named_tour_status',
      sql<number | null>`(SELECT max(sequence) FROM stops WHERE tour_id = named.id)`.as(
        'named_tour_last_sequence',
      ),
      // Drawn only when no order matched: a re-sent or updated order burns no ids.
      sql<number | null>`CASE WHEN o.id IS NULL THEN nextval('orders_id_seq')::int END`.as('new_order_id'),
      sql<number | null>`CASE WHEN o.id IS NULL THEN nextval('tours_id_seq')::int END`.as('new_tour_id'),
      sql<number[] | null>`CASE WHEN o.id IS NULL THEN
        array(SELECT nextval('stops_id_seq')::int FROM generate_series(1, ${target.stopCount})) END`.as(
        'new_stop_ids',
      ),
    ])
    .where('org.id', '=', target.organizationId)
    .executeTakeFirst();
  if (!row) return undefined;
  // The order's columns are all null when no order matched (left join), and all set when one did.
  const existing: ExistingOrder | undefined =
    row.id === null || row.organization_id === null || row.version === null
      ? undefined
      : {
          id: row.id,
          organization_id: row.organization_id,
          tour_id: row.tour_id,
          version: row.version,
          cancelled_at: row.cancelled_at,
          input_fingerprint: row.input_fingerprint,
        };
  return {
    features: { organization: row.organization_features, agencies: row.agency_features },
    existing,
    currentTourStatus: row.current_tour_status,
    namedTour:
      row.named_tour_id === null
        ? undefined
        : {
            id: row.named_tour_id,
            status: row.named_tour_status ?? 'NOT_STARTED',
            lastSequence: Number(row.named_tour_last_sequence ?? 0),
          },
    newIds:
      row.new_order_id === null || row.new_tour_id === null || row.new_stop_ids === null
        ? undefined
        : { orderId: row.new_order_id, tourId: row.new_tour_id, stopIds: row.new_stop_ids },
  };
}
