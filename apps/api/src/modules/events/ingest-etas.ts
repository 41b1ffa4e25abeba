// External ETAs per stop of the sender's organization's tours (owned or carried), decision 0101: an unknown
// stop is refused alone, the others are stored with their tours' tracking jobs.

import { type ItemOutcome, outcomesOf } from './item-outcomes';
import type { EventsRepository, StoredEta } from './repository';

export interface EtaInput {
  senderEventId: string;
  stopId: number;
  eta: number;
  slot: { start: number; end: number } | null;
  source: 'external' | 'externalDeclared';
  recordedOn: number;
}

export async function ingestEtas(
  repository: EventsRepository,
  organizationId: number,
  inputs: ReadonlyArray<EtaInput | undefined>,
): Promise<ItemOutcome[]> {
  const ids = [...new Set(inputs.flatMap((input) => (input ? [input.stopId] : [])))];
  const stops = new Map((await repository.stopsOf(organizationId, ids)).map((stop) => [stop.id, stop]));
  const outcomes: ItemOutcome[] = [];
  const candidates: Array<{ index: number; item: StoredEta }> = [];
  inputs.forEach((input, index) => {
    if (!input) return;
    const stop = stops.get(input.stopId);
    if (!stop) {
      outcomes[index] = { outcome: 'rejected', problems: [{ code: 'event.unknown_stop', field: 'stop' }] };
      return;
    }
    candidates.push({
      index,
      item: {
        organizationId,
        senderEventId: input.senderEventId,
        stopId: stop.id,
        tourId: stop.tourId,
        source: input.source,
        eta: new Date(input.eta),
        slot: input.slot ? { start: new Date(input.slot.start), end: new Date(input.slot.end) } : null,
        recordedOn: new Date(input.recordedOn),
      },
    });
  });
  const stored = await repository.storeEtas(candidates.map((c) => c.item));
  outcomesOf(candidates, stored, outcomes);
  return outcomes;
}
