// The order row and its children as orders-in writes them: read and claimed by version, inserted whole or
// updated, its children replaced whole.
import { CompiledQuery, type Insertable, sql, type Updateable } from 'kysely';
import type { OrdersTable } from '../../db/schema';
import {
  insertChildrenStatement,
  newOrderStatement,
  type OrderChildren,
  type Statement,
} from './order-write-statements';
import type { NewOrderRows, Reader, Tx } from './orders-in-repository';

const CHILD_TABLES = [
  'order_stops',
  'goods',
  'handling_units',
  'purchase_orders',
  'returnable_packings',
  'order_prices',
] as const;

/** A statement whose text is already written: Kysely sends it as it is (no query building per call). */
async function run(tx: Reader, statement: Statement): Promise<void> {
  await tx.executeQuery(CompiledQuery.raw(statement.sql, statement.parameters));
}

export function findOrderById(tx: Tx, id: number) {
  return tx
    .selectFrom('orders')
    .select(['id', 'organization_id', 'carrier_organization_id', 'tour_id', 'version', 'cancelled_at'])
    .select('input_fingerprint')
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Moves the version on only from the one the caller read: a concurrent writer finds no row and loses. */
export async function claimVersion(tx: Tx, orderId: number, readVersion: number): Promise<boolean> {
  const result = await tx
    .updateTable('orders')
    .set({ version: readVersion + 1, updated_at: new Date() })
    .where('id', '=', orderId)
    .where('version', '=', readVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertOrder(tx: Tx, row: Insertable<OrdersTable>): Promise<number> {
  const { id } = await tx.insertInto('orders').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function updateOrder(tx: Tx, id: number, changes: Updateable<OrdersTable>): Promise<unknown> {
  return tx.updateTable('orders').set(changes).where('id', '=', id).execute();
}

/**
 * A new order with its own tour (when it has no other), its stops and children, on the ids writeContext
 * drew, in one statement of constant text (decisions 0161, 0170): foreign keys are checked at its end,
 * when the tour and stops are there. The order's BEFORE INSERT trigger cannot see a tour inserted by the
 * same statement, so the order carries its new tour's status itself (migration 0131: the trigger keeps it
 * when it finds no tour).
 */
export async function insertNewOrder(tx: Reader, rows: NewOrderRows): Promise<void> {
  const order = { ...rows.order, tour_status: rows.tour ? (rows.tour.status ?? 'NOT_STARTED') : null };
  await run(tx, newOrderStatement({ ...rows, order }));
}

/** The order's children are replaced whole: what the sender sends now is the order's truth. */
export async function replaceChildren(tx: Tx, orderId: number, children: OrderChildren): Promise<void> {
  // Deleted before the inserts, in a statement of its own: the (order_id, position) keys come back.
  await sql`WITH ${sql.join(
    CHILD_TABLES.map(
      (table) =>
        sql`${sql.id(`deleted_${table}`)} AS (DELETE FROM ${sql.table(table)} WHERE order_id = ${orderId})`,
    ),
    sql`, `,
  )} SELECT 1`.execute(tx);
  await run(tx, insertChildrenStatement(children));
}
