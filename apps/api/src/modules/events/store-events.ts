// Events in, stored: the events not stored before (same organization, same sender id) and their tours'
// tracking jobs, in one transaction committed before the caller answers (decision 0100).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueTourFactsReceived } from '../tracking';
import { readStoredIds, type StoredIds } from './read-stored-ids';

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

export async function storeEvents(db: Kysely<Database>, events: readonly StoredEvent[]): Promise<StoredIds> {
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
    const stored = await readStoredIds(tx, 'inbound_events', organizationId, events, inserted);
    await enqueueTourFactsReceived(
      tx,
      inserted.flatMap((row) => (row.tour_id === null ? [] : [{ organizationId, tourId: row.tour_id }])),
    );
    return stored;
  });
}
