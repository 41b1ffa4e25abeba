// The only SQL of events and ETAs in: which orders, stops and handling units a batch names (those the sender's
// organization owns or carries), and storing a batch with its tracking jobs in one transaction, committed
// before the caller answers (decisions 0100-0101). Each query is a file of its own; this hands them the database.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findOrderTargets, findStopTargets, findUnitTargets } from './find-event-targets';
import { type StoredEta, storeEtas } from './store-etas';
import { type StoredEvent, storeEvents } from './store-events';

export type { OrderTarget, StopTarget, UnitTarget } from './find-event-targets';
export type { StoredIds } from './read-stored-ids';
export type { StoredEta } from './store-etas';
export type { StoredEvent } from './store-events';

export function createEventsRepository(db: Kysely<Database>) {
  return {
    /** The orders among these ids that the organization owns or carries. */
    ordersOf: (organizationId: number, ids: number[]) => findOrderTargets(db, organizationId, ids),
    /**
     * The handling units among these ids or tracking barcodes whose order the organization owns or carries.
     * A barcode found on several units names the newest.
     */
    unitsOf: (organizationId: number, ids: number[], barcodes: string[]) =>
      findUnitTargets(db, organizationId, ids, barcodes),
    /** The stops among these ids on a tour the organization owns or carries. */
    stopsOf: (organizationId: number, ids: number[]) => findStopTargets(db, organizationId, ids),
    /** Stores the events not stored before (same organization, same sender id) and their tours' jobs. */
    storeEvents: (events: readonly StoredEvent[]) => storeEvents(db, events),
    /** Stores the ETAs not stored before, moves each stop's external ETA to the newest recorded one, and
     * enqueues their tours' jobs. */
    storeEtas: (etas: readonly StoredEta[]) => storeEtas(db, etas),
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
