// Events and ETAs in (issue 7 §2, decisions 0100-0101): each item is checked alone against the catalogue and
// the sender's orders, stops and handling units; the good ones are stored with their tours' tracking jobs in
// one transaction, and each item is told what became of it. Routes and tests call this; it knows no HTTP.
// Each use case is a file of its own.
import { type EtaInput, ingestEtas } from './ingest-etas';
import { type EventInput, ingestEvents } from './ingest-events';
import type { ItemOutcome } from './item-outcomes';
import type { EventsRepository } from './repository';

export type { EtaInput } from './ingest-etas';
export type { EventInput } from './ingest-events';
export type { ItemOutcome, ItemProblem } from './item-outcomes';

export function createEventsService(repository: EventsRepository, clock: () => number = Date.now) {
  return {
    /** Order and handling-unit events of the sender's organization (owned or carried orders). */
    ingestEvents: (
      organizationId: number,
      inputs: ReadonlyArray<EventInput | undefined>,
    ): Promise<ItemOutcome[]> => ingestEvents(repository, clock, organizationId, inputs),
    /** External ETAs per stop of the sender's organization's tours (owned or carried). */
    ingestEtas: (
      organizationId: number,
      inputs: ReadonlyArray<EtaInput | undefined>,
    ): Promise<ItemOutcome[]> => ingestEtas(repository, organizationId, inputs),
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
