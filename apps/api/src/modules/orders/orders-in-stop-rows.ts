// A tour's stops as orders-in rewrites them: read with how many orders share each, inserted, updated, deleted
// and renumbered.
import { type Insertable, sql, type Updateable } from 'kysely';
import type { StopsTable } from '../../db/schema';
import type { ExistingStop, Tx } from './orders-in-repository';

/** The order's stops in their tour's order, with how many orders share each. */
export function orderStops(tx: Tx, orderId: number): Promise<ExistingStop[]> {
  return tx
    .selectFrom('order_stops as os')
    .innerJoin('stops as s', 's.id', 'os.stop_id')
    .select(['s.id', 's.tour_id', 's.sequence'])
    .select((eb) =>
      eb
        .selectFrom('order_stops as other')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('other.stop_id', '=', 's.id')
        .as('links'),
    )
    .where('os.order_id', '=', orderId)
    .orderBy('s.sequence')
    .execute() as Promise<ExistingStop[]>;
}

export async function maxSequence(tx: Tx, tourId: number): Promise<number> {
  const row = await tx
    .selectFrom('stops')
    .select((eb) => eb.fn.max('sequence').as('max'))
    .where('tour_id', '=', tourId)
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

/** Inserts stops in one statement; their ids come back in the order of the rows. */
export async function insertStops(tx: Tx, rows: Insertable<StopsTable>[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insertInto('stops').values(rows).returning(['id', 'sequence']).execute();
  return inserted.sort((a, b) => a.sequence - b.sequence).map((row) => row.id);
}

export function updateStop(tx: Tx, id: number, changes: Updateable<StopsTable>): Promise<unknown> {
  return tx.updateTable('stops').set(changes).where('id', '=', id).execute();
}

export function deleteStops(tx: Tx, ids: number[]): Promise<unknown> {
  if (ids.length === 0) return Promise.resolve();
  return tx.deleteFrom('stops').where('id', 'in', ids).execute();
}

/** Renumbers a tour's stops 1..n in the given order; the offset keeps (tour_id, sequence) unique meanwhile. */
export async function resequence(tx: Tx, tourId: number, stopIds: number[]): Promise<void> {
  await tx
    .updateTable('stops')
    .set((eb) => ({ sequence: eb('sequence', '+', 100_000) }))
    .where('tour_id', '=', tourId)
    .execute();
  await sql`UPDATE stops SET sequence = numbered.sequence::int
    FROM unnest(${stopIds}::int[]) WITH ORDINALITY AS numbered (id, sequence)
    WHERE stops.id = numbered.id`.execute(tx);
}

export function tourStopIds(tx: Tx, tourId: number): Promise<number[]> {
  return tx
    .selectFrom('stops')
    .select('id')
    .where('tour_id', '=', tourId)
    .orderBy('sequence')
    .execute()
    .then((rows) => rows.map((r) => r.id));
}
