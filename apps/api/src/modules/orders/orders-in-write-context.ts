// What an orders-in write decides on, read in one statement before anything is written.
import { CompiledQuery, type Selectable } from 'kysely';
import type { ToursTable } from '../../db/schema';
import type { Reader } from './orders-in-repository';

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
 * The context's text, with the order matched by id ($3 an int) or by the organization's reference ($3 text).
 * The ids are drawn only when no order matched: a re-sent or updated order burns none.
 */
function contextSql(orderMatch: string): string {
  return `SELECT org.features AS organization_features,
    array(SELECT DISTINCT unnest(a.features) FROM user_agencies ua JOIN agencies a ON a.id = ua.agency_id
          WHERE ua.user_id = $1) AS agency_features,
    o.id, o.organization_id, o.tour_id, o.version, o.cancelled_at, o.input_fingerprint,
    current.status AS current_tour_status,
    named.id AS named_tour_id, named.status AS named_tour_status,
    (SELECT max(sequence) FROM stops WHERE tour_id = named.id) AS named_tour_last_sequence,
    CASE WHEN o.id IS NULL THEN nextval('orders_id_seq')::int END AS new_order_id,
    CASE WHEN o.id IS NULL THEN nextval('tours_id_seq')::int END AS new_tour_id,
    CASE WHEN o.id IS NULL THEN array(SELECT nextval('stops_id_seq')::int FROM generate_series(1, $2::int)) END
      AS new_stop_ids
  FROM organizations org
  LEFT JOIN orders o ON ${orderMatch}
  LEFT JOIN tours current ON current.id = o.tour_id
  LEFT JOIN tours named ON named.organization_id = org.id AND named.reference = $4::text
  WHERE org.id = $5::int`;
}

// Constant texts (decision 0206): the statement is prepared once per connection and never built again.
const BY_ID = contextSql('o.id = $3::int');
const BY_REFERENCE = contextSql('o.organization_id = org.id AND o.reference = $3::text');

interface ContextRow {
  organization_features: string[];
  agency_features: string[];
  id: number | null;
  organization_id: number | null;
  tour_id: number | null;
  version: number | null;
  cancelled_at: Date | null;
  input_fingerprint: string | null;
  current_tour_status: TourStatus | null;
  named_tour_id: number | null;
  named_tour_status: TourStatus | null;
  named_tour_last_sequence: number | null;
  new_order_id: number | null;
  new_tour_id: number | null;
  new_stop_ids: number[] | null;
}

/**
 * Everything a write decides on, read in one statement: the organization's features and those of the
 * caller's agencies (shipment-domain §6), the order as it stands (by id, else by reference), the tour the
 * order names (or the one named after it) with its last stop, and — for a new order only — the ids its
 * rows will take, drawn from their sequences so that the order is then written in one statement.
 * Undefined when the organization does not exist.
 */
export async function readWriteContext(tx: Reader, target: WriteTarget): Promise<WriteContext | undefined> {
  const byId = target.orderId !== undefined;
  const { rows } = await tx.executeQuery<ContextRow>(
    CompiledQuery.raw(byId ? BY_ID : BY_REFERENCE, [
      target.userId,
      target.stopCount,
      byId ? target.orderId : target.reference,
      target.tourReference,
      target.organizationId,
    ]),
  );
  const row = rows[0];
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
