// The SQL of orders-in. What a write decides on is read first, each read a statement of its own; the writes
// then run inside the transaction the use case opens, so a request that fails half-way writes nothing — or,
// for a new order that is one statement, as that statement alone (decision 0206). The statements are in files
// of their own by the rows they touch (orders-in-order-rows, -stop-rows, -tour-rows, -lookups).
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, OrdersTable, StopsTable } from '../../db/schema';
import type { OrderChildren } from './order-write-statements';
import {
  findCarrierAgency,
  findPlaces,
  findResourceByLabel,
  tagIdsByLabel,
  updatePlaceAddress,
} from './orders-in-lookups';
import {
  claimVersion,
  findOrderById,
  insertNewOrder,
  insertOrder,
  replaceChildren,
  updateOrder,
} from './orders-in-order-rows';
import {
  deleteStops,
  insertStops,
  maxSequence,
  orderStops,
  resequence,
  tourStopIds,
  updateStop,
} from './orders-in-stop-rows';
import { findTour, insertTour, tourReferenceTaken, updateTour } from './orders-in-tour-rows';
import { readWriteContext } from './orders-in-write-context';

export type Tx = Transaction<Database>;
/** Either a transaction or the pool, where each statement commits on its own: the reads take both. */
export type Reader = Kysely<Database>;
export type { OrderChildren } from './order-write-statements';
export type { ExistingOrder, WriteContext, WriteTarget } from './orders-in-write-context';

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

export function createOrdersInRepository(db: Kysely<Database>) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** Outside any transaction: a statement here commits on its own when it ends. */
    standalone: db as Reader,

    writeContext: readWriteContext,
    findOrderById,
    claimVersion,
    findPlaces,
    updatePlaceAddress,
    tagIdsByLabel,
    findCarrierAgency,
    findResourceByLabel,
    findTour,
    insertTour,
    updateTour,
    orderStops,
    maxSequence,
    insertStops,
    updateStop,
    deleteStops,
    resequence,
    tourStopIds,
    insertOrder,
    updateOrder,
    insertNewOrder,
    replaceChildren,
    tourReferenceTaken,
  };
}

export type OrdersInRepository = ReturnType<typeof createOrdersInRepository>;
