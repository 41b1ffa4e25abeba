// The only SQL of events and ETAs in: which orders, stops and handling units a batch names (those the sender's
// organization owns or carries), and storing a batch with its tracking jobs in one transaction, committed
// before the caller answers (decisions 0100-0101).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueTourFactsReceived } from '../tracking';

export interface OrderTarget {
  id: number;
  tourId: number | null;
  /** The order's stops in tour order, with what the order does there. */
  stops: Array<{ id: number; activity: 'LOADING' | 'UNLOADING' }>;
}

export interface UnitTarget {
  id: number;
  orderId: number;
  trackingBarcode: string | null;
}

export interface StopTarget {
  id: number;
  tourId: number;
}

export interface StoredEvent {
  organizationId: number;
  senderEventId: string;
  kind: 'order' | 'handlingUnit';
  code: string;
  orderId: number;
  tourId: number | null;
  stopId: number | null;
  handlingUnitId: number | null;
  occurredAt: Date;
  comment: string | null;
  position: { lat: number; lng: number } | null;
  properties: Record<string, unknown>;
}

export interface StoredEta {
  organizationId: number;
  senderEventId: string;
  stopId: number;
  tourId: number;
  source: 'external' | 'externalDeclared';
  eta: Date;
  slot: { start: Date; end: Date } | null;
  recordedOn: Date;
}

/** Sender event id → the id it is stored under, for the ids this batch sent (new or sent before). */
export type StoredIds = Map<string, { id: string; isNew: boolean }>;

export function createEventsRepository(db: Kysely<Database>) {
  return {
    /** The orders among these ids that the organization owns or carries. */
    async ordersOf(organizationId: number, ids: number[]): Promise<OrderTarget[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('orders as o')
        .leftJoin('order_stops as os', 'os.order_id', 'o.id')
        .leftJoin('stops as s', 's.id', 'os.stop_id')
        .select(['o.id', 'o.tour_id', 'os.stop_id', 'os.activity', 's.sequence'])
        .where('o.id', 'in', ids)
        .where((eb) =>
          eb.or([
            eb('o.organization_id', '=', organizationId),
            eb('o.carrier_organization_id', '=', organizationId),
          ]),
        )
        .orderBy('o.id')
        .orderBy('s.sequence')
        .execute();
      const byId = new Map<number, OrderTarget>();
      for (const row of rows) {
        const order = byId.get(row.id) ?? { id: row.id, tourId: row.tour_id, stops: [] };
        byId.set(row.id, order);
        if (row.stop_id !== null && row.activity !== null)
          order.stops.push({ id: row.stop_id, activity: row.activity as 'LOADING' | 'UNLOADING' });
      }
      return [...byId.values()];
    },

    /**
     * The handling units among these ids or tracking barcodes whose order the organization owns or carries.
     * A barcode found on several units names the newest.
     */
    async unitsOf(organizationId: number, ids: number[], barcodes: string[]): Promise<UnitTarget[]> {
      if (ids.length === 0 && barcodes.length === 0) return [];
      return db
        .selectFrom('handling_units as h')
        .innerJoin('orders as o', 'o.id', 'h.order_id')
        .select(['h.id', 'h.order_id as orderId', 'h.tracking_barcode as trackingBarcode'])
        .where((eb) =>
          eb.or([
            eb('o.organization_id', '=', organizationId),
            eb('o.carrier_organization_id', '=', organizationId),
          ]),
        )
        .where((eb) =>
          eb.or([
            ...(ids.length ? [eb('h.id', 'in', ids)] : []),
            ...(barcodes.length ? [eb('h.tracking_barcode', 'in', barcodes)] : []),
          ]),
        )
        .orderBy('h.id')
        .execute();
    },

    /** The stops among these ids on a tour the organization owns or carries. */
    async stopsOf(organizationId: number, ids: number[]): Promise<StopTarget[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('stops as s')
        .innerJoin('tours as t', 't.id', 's.tour_id')
        .select(['s.id', 's.tour_id as tourId'])
        .where('s.id', 'in', ids)
        .where((eb) =>
          eb.or([
            eb('t.organization_id', '=', organizationId),
            eb('t.carrier_organization_id', '=', organizationId),
          ]),
        )
        .execute();
    },

    /** Stores the events not stored before (same organization, same sender id) and their tours' jobs. */
    async storeEvents(events: readonly StoredEvent[]): Promise<StoredIds> {
      if (events.length === 0) return new Map();
      const organizationId = events[0]!.organizationId;
      return db.transaction().execute(async (tx) => {
        const inserted = await tx
          .insertInto('inbound_events')
          .values(
            events.map((e) => ({
              organization_id: e.organizationId,
              sender_event_id: e.senderEventId,
              kind: e.kind,
              code: e.code,
              order_id: e.orderId,
              tour_id: e.tourId,
              stop_id: e.stopId,
              handling_unit_id: e.handlingUnitId,
              occurred_at: e.occurredAt,
              comment: e.comment,
              lat: e.position?.lat ?? null,
              lng: e.position?.lng ?? null,
              properties: JSON.stringify(e.properties),
            })),
          )
          .onConflict((conflict) => conflict.columns(['organization_id', 'sender_event_id']).doNothing())
          .returning(['id', 'sender_event_id', 'tour_id'])
          .execute();
        const stored = await idsOf(tx, 'inbound_events', organizationId, events, inserted);
        await enqueueTourFactsReceived(
          tx,
          inserted.flatMap((row) => (row.tour_id === null ? [] : [{ organizationId, tourId: row.tour_id }])),
        );
        return stored;
      });
    },

    /**
     * Stores the ETAs not stored before, moves each stop's external ETA to the newest recorded one (an older
     * one arriving late never replaces it), and enqueues their tours' jobs.
     */
    async storeEtas(etas: readonly StoredEta[]): Promise<StoredIds> {
      if (etas.length === 0) return new Map();
      const organizationId = etas[0]!.organizationId;
      return db.transaction().execute(async (tx) => {
        const inserted = await tx
          .insertInto('external_etas')
          .values(
            etas.map((e) => ({
              organization_id: e.organizationId,
              sender_event_id: e.senderEventId,
              stop_id: e.stopId,
              tour_id: e.tourId,
              source: e.source,
              eta: e.eta,
              slot_start: e.slot?.start ?? null,
              slot_end: e.slot?.end ?? null,
              recorded_on: e.recordedOn,
            })),
          )
          .onConflict((conflict) => conflict.columns(['organization_id', 'sender_event_id']).doNothing())
          .returning(['id', 'sender_event_id', 'tour_id', 'stop_id'])
          .execute();
        const fresh = new Set(inserted.map((row) => row.sender_event_id));
        // Stops in one order for every writer, so two batches for the same stops never wait in a cycle.
        const newest = new Map<number, StoredEta>();
        for (const eta of etas) {
          if (!fresh.has(eta.senderEventId)) continue;
          const held = newest.get(eta.stopId);
          if (!held || held.recordedOn < eta.recordedOn) newest.set(eta.stopId, eta);
        }
        for (const eta of [...newest.values()].sort((a, b) => a.stopId - b.stopId))
          await tx
            .updateTable('stops')
            .set({
              external_eta: eta.eta,
              external_eta_source: eta.source,
              external_eta_slot_start: eta.slot?.start ?? null,
              external_eta_slot_end: eta.slot?.end ?? null,
              external_eta_recorded_on: eta.recordedOn,
              // A newer ETA is current again (the time rules deprecate it 60 minutes on, decision 0152).
              external_eta_deprecated: false,
            })
            .where('id', '=', eta.stopId)
            .where((eb) =>
              eb.or([
                eb('external_eta_recorded_on', 'is', null),
                eb('external_eta_recorded_on', '<=', eta.recordedOn),
              ]),
            )
            .execute();
        const stored = await idsOf(tx, 'external_etas', organizationId, etas, inserted);
        await enqueueTourFactsReceived(
          tx,
          inserted.map((row) => ({ organizationId, tourId: row.tour_id })),
        );
        return stored;
      });
    },
  };
}

/** The stored id of every sender id of the batch: new ones from the insert, the others read back. */
async function idsOf(
  tx: Kysely<Database>,
  table: 'inbound_events' | 'external_etas',
  organizationId: number,
  items: ReadonlyArray<{ senderEventId: string }>,
  inserted: ReadonlyArray<{ id: string; sender_event_id: string }>,
): Promise<StoredIds> {
  const stored: StoredIds = new Map(
    inserted.map((row) => [row.sender_event_id, { id: String(row.id), isNew: true }]),
  );
  const repeated = [...new Set(items.map((i) => i.senderEventId).filter((id) => !stored.has(id)))];
  if (repeated.length > 0) {
    const rows = await tx
      .selectFrom(table)
      .select(['id', 'sender_event_id'])
      .where('organization_id', '=', organizationId)
      .where('sender_event_id', 'in', repeated)
      .execute();
    for (const row of rows) stored.set(row.sender_event_id, { id: String(row.id), isNew: false });
  }
  return stored;
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
