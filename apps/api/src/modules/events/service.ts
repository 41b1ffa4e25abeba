// Events and ETAs in (issue 7 §2, decisions 0100-0101): each item is checked alone against the catalogue and
// the sender's orders, stops and handling units; the good ones are stored with their tours' tracking jobs in
// one transaction, and each item is told what became of it. Routes and tests call this; it knows no HTTP.
import type { ErrorCode } from '@cargolens/domain/errors';
import { declaredEventMeaning, type InboundEventKind, isKnownEventCode } from '@cargolens/domain/events';
import { FUTURE_TOLERANCE_MS } from '@cargolens/domain/positions';
import type {
  EventsRepository,
  OrderTarget,
  StoredEta,
  StoredEvent,
  StoredIds,
  UnitTarget,
} from './repository';

export interface EventInput {
  kind: InboundEventKind;
  senderEventId: string;
  code: string;
  occurredAt: number;
  orderId: number | undefined;
  stopId: number | undefined;
  handlingUnitId: number | undefined;
  trackingBarcode: string | undefined;
  comment: string | null;
  position: { lat: number; lng: number } | null;
  properties: Record<string, unknown>;
}

export interface EtaInput {
  senderEventId: string;
  stopId: number;
  eta: number;
  slot: { start: number; end: number } | null;
  source: 'external' | 'externalDeclared';
  recordedOn: number;
}

export interface ItemProblem {
  code: ErrorCode;
  /** The attribute or relationship at fault. */
  field: string;
  detail?: string;
}

export type ItemOutcome =
  | { outcome: 'accepted' | 'duplicate'; id: string }
  | { outcome: 'rejected'; problems: ItemProblem[] };

/** The order's stop an event happened at: the one named, else the one its code's activity points to. */
function stopFor(order: OrderTarget, input: EventInput): number | null | 'unknown' {
  if (input.stopId !== undefined)
    return order.stops.some((stop) => stop.id === input.stopId) ? input.stopId : 'unknown';
  const { activity } = declaredEventMeaning(input.kind, input.code);
  if (activity === null) return null;
  const matching = order.stops.filter((stop) => stop.activity === activity);
  // Goods are loaded where they are first picked up and delivered where they finally arrive.
  const stop = activity === 'LOADING' ? matching[0] : matching[matching.length - 1];
  return stop?.id ?? null;
}

function outcomesOf<T extends { senderEventId: string }>(
  candidates: ReadonlyArray<{ index: number; item: T }>,
  stored: StoredIds,
  outcomes: ItemOutcome[],
) {
  // An id sent twice within the batch is new only the first time.
  const claimed = new Set<string>();
  for (const { index, item } of candidates) {
    const found = stored.get(item.senderEventId)!;
    const isNew = found.isNew && !claimed.has(item.senderEventId);
    claimed.add(item.senderEventId);
    outcomes[index] = { outcome: isNew ? 'accepted' : 'duplicate', id: found.id };
  }
}

export function createEventsService(repository: EventsRepository, clock: () => number = Date.now) {
  return {
    /** Order and handling-unit events of the sender's organization (owned or carried orders). */
    async ingestEvents(
      organizationId: number,
      inputs: ReadonlyArray<EventInput | undefined>,
    ): Promise<ItemOutcome[]> {
      const unitIds = new Set<number>();
      const barcodes = new Set<string>();
      for (const input of inputs) {
        if (input?.handlingUnitId !== undefined) unitIds.add(input.handlingUnitId);
        if (input?.trackingBarcode !== undefined) barcodes.add(input.trackingBarcode);
      }
      const units = await repository.unitsOf(organizationId, [...unitIds], [...barcodes]);
      const unitById = new Map(units.map((unit) => [unit.id, unit]));
      const unitByBarcode = new Map<string, UnitTarget>();
      for (const unit of units) if (unit.trackingBarcode) unitByBarcode.set(unit.trackingBarcode, unit);
      const unitOf = (input: EventInput) =>
        input.handlingUnitId !== undefined
          ? unitById.get(input.handlingUnitId)
          : input.trackingBarcode !== undefined
            ? unitByBarcode.get(input.trackingBarcode)
            : undefined;
      const orderIds = new Set<number>();
      for (const input of inputs) {
        if (!input) continue;
        const orderId = input.orderId ?? unitOf(input)?.orderId;
        if (orderId !== undefined) orderIds.add(orderId);
      }
      const orders = new Map(
        (await repository.ordersOf(organizationId, [...orderIds])).map((order) => [order.id, order]),
      );
      const now = clock();
      const outcomes: ItemOutcome[] = [];
      const candidates: Array<{ index: number; item: StoredEvent }> = [];
      inputs.forEach((input, index) => {
        // undefined: the caller already refused this one (its shape); it keeps its place in the answer.
        if (!input) return;
        const problems: ItemProblem[] = [];
        if (!isKnownEventCode(input.kind, input.code))
          problems.push({
            code: 'event.unknown_code',
            field: 'code',
            detail: `Unknown ${input.kind === 'order' ? 'order' : 'handling-unit'} event code "${input.code}"`,
          });
        if (input.occurredAt > now + FUTURE_TOLERANCE_MS)
          problems.push({ code: 'event.date_in_future', field: 'occurredAt' });
        let unit: UnitTarget | undefined;
        if (input.kind === 'handlingUnit') {
          unit = unitOf(input);
          if (!unit || (input.orderId !== undefined && unit.orderId !== input.orderId))
            problems.push({
              code: 'event.unknown_handling_unit',
              field: input.handlingUnitId !== undefined ? 'handlingUnit' : 'trackingBarcode',
            });
        }
        const order = orders.get(input.orderId ?? unit?.orderId ?? -1);
        if (!order && (input.kind === 'order' || input.orderId !== undefined))
          problems.push({ code: 'event.unknown_order', field: 'order' });
        const stopId = order ? stopFor(order, input) : null;
        if (stopId === 'unknown') problems.push({ code: 'event.unknown_stop', field: 'stop' });
        if (problems.length > 0 || !order || stopId === 'unknown') {
          outcomes[index] = { outcome: 'rejected', problems };
          return;
        }
        candidates.push({
          index,
          item: {
            organizationId,
            senderEventId: input.senderEventId,
            kind: input.kind,
            code: input.code,
            orderId: order.id,
            tourId: order.tourId,
            stopId,
            handlingUnitId: unit?.id ?? null,
            occurredAt: new Date(input.occurredAt),
            comment: input.comment,
            position: input.position,
            properties: input.properties,
          },
        });
      });
      const stored = await repository.storeEvents(candidates.map((c) => c.item));
      outcomesOf(candidates, stored, outcomes);
      return outcomes;
    },

    /** External ETAs per stop of the sender's organization's tours (owned or carried). */
    async ingestEtas(
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
          outcomes[index] = {
            outcome: 'rejected',
            problems: [{ code: 'event.unknown_stop', field: 'stop' }],
          };
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
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
