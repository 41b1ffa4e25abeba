// External ETAs in, stored (decision 0101): the ETAs not stored before, each stop's external ETA moved to the
// newest recorded one (an older one arriving late never replaces it), and their tours' tracking jobs, in one
// transaction committed before the caller answers.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueTourFactsReceived } from '../tracking';
import { readStoredIds, type StoredIds } from './read-stored-ids';

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

/** The newest of the fresh ETAs per stop, written on the stop unless it already holds a newer one. */
async function moveStopsToNewest(tx: Transaction<Database>, etas: readonly StoredEta[], fresh: Set<string>) {
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
}

export async function storeEtas(db: Kysely<Database>, etas: readonly StoredEta[]): Promise<StoredIds> {
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
    await moveStopsToNewest(tx, etas, new Set(inserted.map((row) => row.sender_event_id)));
    const stored = await readStoredIds(tx, 'external_etas', organizationId, etas, inserted);
    await enqueueTourFactsReceived(
      tx,
      inserted.map((row) => ({ organizationId, tourId: row.tour_id })),
    );
    return stored;
  });
}
