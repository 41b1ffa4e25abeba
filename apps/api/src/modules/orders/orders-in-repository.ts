// The SQL of orders-in. What a write decides on is read first, each read a statement of its own; the writes
// then run inside the transaction the use case opens, so a request that fails half-way writes nothing — or,
// for a new order that is one statement, as that statement alone (decision 0206).
import { CompiledQuery, type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { Database, OrdersTable, StopsTable } from '../../db/schema';
import {
  insertChildrenStatement,
  newOrderStatement,
  type OrderChildren,
  type Statement,
} from './order-write-statements';
import { readWriteContext } from './orders-in-write-context';

export type Tx = Transaction<Database>;
/** Either a transaction or the pool, where each statement commits on its own: the reads take both. */
export type Reader = Kysely<Database>;
export type { OrderChildren } from './order-write-statements';
export type { ExistingOrder, WriteContext, WriteTarget } from './orders-in-write-context';

/** A statement whose text is already written: Kysely sends it as it is (no query building per call). */
async function run(tx: Reader, statement: Statement): Promise<void> {
  await tx.executeQuery(CompiledQuery.raw(statement.sql, statement.parameters));
}

/** A new order's rows, its own tour's when it comes with one: written by insertNewOrder in one statement. */
export interface NewOrderRows {
  tour: Insertable<Database['tours']> | undefined;
  stops: Insertable<StopsTable>[];
  order: Insertable<OrdersTable>;
  children: OrderChildren;
}

export interface ExistingStop {
  id: number;
  tour_id: number;
  sequence: number;
  /** How many orders use this stop: an order rewrites in place only the stops it does not share. */
  links: number;
}

const CHILD_TABLES = [
  'order_stops',
  'goods',
  'handling_units',
  'purchase_orders',
  'returnable_packings',
  'order_prices',
] as const;

export function createOrdersInRepository(db: Kysely<Database>) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** Outside any transaction: a statement here commits on its own when it ends. */
    standalone: db as Reader,

    writeContext: readWriteContext,

    findOrderById(tx: Tx, id: number) {
      return tx
        .selectFrom('orders')
        .select(['id', 'organization_id', 'carrier_organization_id', 'tour_id', 'version', 'cancelled_at'])
        .select('input_fingerprint')
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Moves the version on only from the one the caller read: a concurrent writer finds no row and loses. */
    async claimVersion(tx: Tx, orderId: number, readVersion: number): Promise<boolean> {
      const result = await tx
        .updateTable('orders')
        .set({ version: readVersion + 1, updated_at: new Date() })
        .where('id', '=', orderId)
        .where('version', '=', readVersion)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    findPlaces(tx: Reader, organizationId: number, ids: number[], externalIds: string[]) {
      if (ids.length === 0 && externalIds.length === 0) return Promise.resolve([]);
      return tx
        .selectFrom('places')
        .selectAll()
        .where('organization_id', '=', organizationId)
        .where('deactivated_at', 'is', null)
        .where((eb) =>
          eb.or([
            ...(ids.length ? [eb('id', 'in', ids)] : []),
            ...(externalIds.length ? [eb('external_id', 'in', externalIds)] : []),
          ]),
        )
        .execute();
    },

    updatePlaceAddress(
      tx: Tx,
      placeId: number,
      changes: Updateable<Database['places']>,
      userId: number,
    ): Promise<unknown> {
      return tx
        .updateTable('places')
        .set({ ...changes, update_method: 'api', updated_by_user_id: userId, updated_at: new Date() })
        .where('id', '=', placeId)
        .execute();
    },

    tagIdsByLabel(tx: Reader, organizationId: number, labels: string[]) {
      if (labels.length === 0) return Promise.resolve([]);
      return tx
        .selectFrom('tags')
        .select(['id', 'label'])
        .where('organization_id', '=', organizationId)
        .where('label', 'in', labels)
        .execute();
    },

    findCarrierAgency(tx: Tx, agencyId: number) {
      return tx
        .selectFrom('agencies as a')
        .innerJoin('organizations as o', 'o.id', 'a.organization_id')
        .select(['a.id', 'a.organization_id', 'o.profile', 'o.name'])
        .where('a.id', '=', agencyId)
        .executeTakeFirst();
    },

    findResourceByLabel(tx: Tx, organizationIds: number[], label: string) {
      return tx
        .selectFrom('resources')
        .select(['id', 'organization_id', 'label'])
        .where('organization_id', 'in', organizationIds)
        .where('label', '=', label)
        .where('deactivated_at', 'is', null)
        .orderBy('id')
        .executeTakeFirst();
    },

    findTour(tx: Tx, id: number) {
      return tx.selectFrom('tours').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insertTour(tx: Tx, row: Insertable<Database['tours']>): Promise<number> {
      const { id } = await tx.insertInto('tours').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    updateTour(tx: Tx, id: number, changes: Updateable<Database['tours']>): Promise<unknown> {
      return tx
        .updateTable('tours')
        .set({ ...changes, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },

    /** The order's stops in their tour's order, with how many orders share each. */
    orderStops(tx: Tx, orderId: number): Promise<ExistingStop[]> {
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
    },

    async maxSequence(tx: Tx, tourId: number): Promise<number> {
      const row = await tx
        .selectFrom('stops')
        .select((eb) => eb.fn.max('sequence').as('max'))
        .where('tour_id', '=', tourId)
        .executeTakeFirst();
      return Number(row?.max ?? 0);
    },

    /** Inserts stops in one statement; their ids come back in the order of the rows. */
    async insertStops(tx: Tx, rows: Insertable<StopsTable>[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const inserted = await tx.insertInto('stops').values(rows).returning(['id', 'sequence']).execute();
      return inserted.sort((a, b) => a.sequence - b.sequence).map((row) => row.id);
    },

    updateStop(tx: Tx, id: number, changes: Updateable<StopsTable>): Promise<unknown> {
      return tx.updateTable('stops').set(changes).where('id', '=', id).execute();
    },

    deleteStops(tx: Tx, ids: number[]): Promise<unknown> {
      if (ids.length === 0) return Promise.resolve();
      return tx.deleteFrom('stops').where('id', 'in', ids).execute();
    },

    /** Renumbers a tour's stops 1..n in the given order; the offset keeps (tour_id, sequence) unique meanwhile. */
    async resequence(tx: Tx, tourId: number, stopIds: number[]): Promise<void> {
      await tx
        .updateTable('stops')
        .set((eb) => ({ sequence: eb('sequence', '+', 100_000) }))
        .where('tour_id', '=', tourId)
        .execute();
      await sql`UPDATE stops SET sequence = numbered.sequence::int
        FROM unnest(${stopIds}::int[]) WITH ORDINALITY AS numbered (id, sequence)
        WHERE stops.id = numbered.id`.execute(tx);
    },

    tourStopIds(tx: Tx, tourId: number): Promise<number[]> {
      return tx
        .selectFrom('stops')
        .select('id')
        .where('tour_id', '=', tourId)
        .orderBy('sequence')
        .execute()
        .then((rows) => rows.map((r) => r.id));
    },

    async insertOrder(tx: Tx, row: Insertable<OrdersTable>): Promise<number> {
      const { id } = await tx.insertInto('orders').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    updateOrder(tx: Tx, id: number, changes: Updateable<OrdersTable>): Promise<unknown> {
      return tx.updateTable('orders').set(changes).where('id', '=', id).execute();
    },

    /**
     * A new order with its own tour (when it has no other), its stops and children, on the ids writeContext
     * drew, in one statement of constant text (decisions 0161, 0170): foreign keys are checked at its end,
     * when the tour and stops are there. The order's BEFORE INSERT trigger cannot see a tour inserted by the
     * same statement, so the order carries its new tour's status itself (migration 0131: the trigger keeps it
     * when it finds no tour).
     */
    async insertNewOrder(tx: Reader, rows: NewOrderRows): Promise<void> {
      const order = { ...rows.order, tour_status: rows.tour ? (rows.tour.status ?? 'NOT_STARTED') : null };
      await run(tx, newOrderStatement({ ...rows, order }));
    },

    /** The order's children are replaced whole: what the sender sends now is the order's truth. */
    async replaceChildren(tx: Tx, orderId: number, children: OrderChildren): Promise<void> {
      // Deleted before the inserts, in a statement of its own: the (order_id, position) keys come back.
      await sql`WITH ${sql.join(
        CHILD_TABLES.map(
          (table) =>
            sql`${sql.id(`deleted_${table}`)} AS (DELETE FROM ${sql.table(table)} WHERE order_id = ${orderId})`,
        ),
        sql`, `,
      )} SELECT 1`.execute(tx);
      await run(tx, insertChildrenStatement(children));
    },

    async tourReferenceTaken(tx: Reader, organizationId: number, reference: string): Promise<boolean> {
      const row = await tx
        .selectFrom('tours')
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('reference', '=', reference)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type OrdersInRepository = ReturnType<typeof createOrdersInRepository>;
