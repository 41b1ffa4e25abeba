// Stores what the domain decides about a tour's stops (done, next, driving, on site, late, summary) and its
// orders' next stop point, after anything changed them: orders-in, a cancellation, tracking (decision 0065).
// Run it in the transaction of that change, so a reader never sees the new facts with the old states.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import {
  orderNextStopColumns,
  STOP_STATE_COLUMNS,
  type StopFactsRow,
  stopStateColumns,
} from './stop-state-columns';

type Db = Kysely<Database> | Transaction<Database>;

export async function refreshStopStates(db: Db, tourIds: readonly number[]): Promise<void> {
  const ids = [...new Set(tourIds)];
  if (ids.length === 0) return;
  // Two reads: the stops with their tour's status, and the orders on these tours.
  const [stops, orders] = await Promise.all([
    db
      .selectFrom('stops as s')
      .innerJoin('tours as t', 't.id', 's.tour_id')
      .select([
        's.id',
        's.tour_id',
        't.status as tour_status',
        's.arrived_at',
        's.left_at',
        's.is_skipped',
        's.planned_start',
        's.planned_end',
        's.appointment_start',
        's.appointment_end',
        's.eta_status',
        ...STOP_STATE_COLUMNS.map((column) => `s.${column}` as const),
      ])
      .where('s.tour_id', 'in', ids)
      .orderBy('s.tour_id')
      .orderBy('s.sequence')
      .execute(),
    db
      .selectFrom('orders')
      .select([
        'id',
        'tour_id',
        'loading_stop_id',
        'delivery_stop_id',
        'cancelled_at',
        'next_stop_point',
        'next_stop_eta_state',
      ])
      .where('tour_id', 'in', ids)
      .execute(),
  ]);
  // A tour without stops gives its orders no next stop point, whatever its status.
  const statusOf = new Map(stops.map((stop) => [stop.tour_id, stop.tour_status]));
  const computed = new Map<number, StopFactsRow & ReturnType<typeof stopStateColumns>[number]>();
  const changedStops: Array<{ id: number } & ReturnType<typeof stopStateColumns>[number]> = [];
  const stopsOfTour = new Map<number, typeof stops>();
  for (const stop of stops) stopsOfTour.set(stop.tour_id, [...(stopsOfTour.get(stop.tour_id) ?? []), stop]);
  for (const [tourId, tourStops] of stopsOfTour) {
    const columns = stopStateColumns(tourStops, statusOf.get(tourId) ?? 'NOT_STARTED');
    tourStops.forEach((stop, i) => {
      const next = columns[i]!;
      computed.set(stop.id, { ...stop, ...next });
      if (STOP_STATE_COLUMNS.some((column) => stop[column] !== next[column]))
        changedStops.push({ id: stop.id, ...next });
    });
  }
  const changedOrders = orders.flatMap((order) => {
    const next = orderNextStopColumns(order, computed, statusOf.get(order.tour_id ?? -1) ?? null);
    return next.next_stop_point === order.next_stop_point &&
      next.next_stop_eta_state === order.next_stop_eta_state
      ? []
      : [{ id: order.id, ...next }];
  });
  await Promise.all([writeStops(db, changedStops), writeOrders(db, changedOrders)]);
}

// Bind parameters per statement stay well under PGlite's signed 16-bit count.
const CHUNK = 1_000;

/** Only the rows whose state changed, a thousand per statement. */
async function writeStops(
  db: Db,
  rows: Array<{ id: number } & Record<(typeof STOP_STATE_COLUMNS)[number], string | boolean>>,
) {
  for (let start = 0; start < rows.length; start += CHUNK)
    await writeStopChunk(db, rows.slice(start, start + CHUNK));
}

async function writeStopChunk(
  db: Db,
  rows: Array<{ id: number } & Record<(typeof STOP_STATE_COLUMNS)[number], string | boolean>>,
) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::int, ${r.summary_state}::text, ${r.is_done}::boolean, ${r.is_next_stop}::boolean,
          ${r.is_driving}::boolean, ${r.is_on_site}::boolean, ${r.is_on_site_late}::boolean,
          ${r.is_completion_late}::boolean)`,
    ),
  );
  await sql`UPDATE stops SET summary_state = v.summary_state, is_done = v.is_done, is_next_stop = v.is_next_stop,
      is_driving = v.is_driving, is_on_site = v.is_on_site, is_on_site_late = v.is_on_site_late,
      is_completion_late = v.is_completion_late
    FROM (VALUES ${values}) AS v(id, summary_state, is_done, is_next_stop, is_driving, is_on_site,
      is_on_site_late, is_completion_late)
    WHERE stops.id = v.id`.execute(db);
}

type OrderColumns = { id: number; next_stop_point: string | null; next_stop_eta_state: string | null };

async function writeOrders(db: Db, rows: OrderColumns[]) {
  for (let start = 0; start < rows.length; start += CHUNK)
    await writeOrderChunk(db, rows.slice(start, start + CHUNK));
}

async function writeOrderChunk(db: Db, rows: OrderColumns[]) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::int, ${r.next_stop_point}::text, ${r.next_stop_eta_state}::text)`),
  );
  await sql`UPDATE orders SET next_stop_point = v.next_stop_point, next_stop_eta_state = v.next_stop_eta_state
    FROM (VALUES ${values}) AS v(id, next_stop_point, next_stop_eta_state)
    WHERE orders.id = v.id`.execute(db);
}
