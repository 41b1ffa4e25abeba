// The tour an order rides on, as orders-in reads and writes it.
import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { valueTaken } from '../../db/value-taken';
import type { Reader, Tx } from './orders-in-repository';

export function findTour(tx: Tx, id: number) {
  return tx.selectFrom('tours').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertTour(tx: Tx, row: Insertable<Database['tours']>): Promise<number> {
  const { id } = await tx.insertInto('tours').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function updateTour(tx: Tx, id: number, changes: Updateable<Database['tours']>): Promise<unknown> {
  return tx
    .updateTable('tours')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export function tourReferenceTaken(tx: Reader, organizationId: number, reference: string): Promise<boolean> {
  return valueTaken(tx, { table: 'tours', column: 'reference', value: reference }, { organizationId });
}
