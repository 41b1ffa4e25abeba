// Order and handling-unit events of the sender's organization (owned or carried orders), decision 0100: each
// is checked alone against the catalogue and the sender's orders, stops and handling units; the good ones are
// stored with their tours' tracking jobs.
import { declaredEventMeaning, type InboundEventKind, isKnownEventCode } from '@cargolens/domain/events';
import { FUTURE_TOLERANCE_MS } from '@cargolens/domain/positions';
import { type ItemOutcome, type ItemProblem, outcomesOf } from './item-outcomes';
import type { EventsRepository, OrderTarget, StoredEvent, UnitTarget } from './repository';

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

/** What a batch's events name: their handling units (by id or barcode) and their orders. */
interface EventTargets {
  unitOf(input: EventInput): UnitTarget | undefined;
  orders: Map<number, OrderTarget>;
}

async function findTargets(
  repository: EventsRepository,
  organizationId: number,
  inputs: ReadonlyArray<EventInput | undefined>,
): Promise<EventTargets> {
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
  return { unitOf, orders };
}

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

/** One event checked: the row to store, or its problems. */
function checkEvent(
  organizationId: number,
  input: EventInput,
  targets: EventTargets,
  now: number,
): StoredEvent | ItemProblem[] {
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
    unit = targets.unitOf(input);
    if (!unit || (input.orderId !== undefined && unit.orderId !== input.orderId))
      problems.push({
        code: 'event.unknown_handling_unit',
        field: input.handlingUnitId !== undefined ? 'handlingUnit' : 'trackingBarcode',
      });
  }
  const order = targets.orders.get(input.orderId ?? unit?.orderId ?? -1);
  if (!order && (input.kind === 'order' || input.orderId !== undefined))
    problems.push({ code: 'event.unknown_order', field: 'order' });
  const stopId = order ? stopFor(order, input) : null;
  if (stopId === 'unknown') problems.push({ code: 'event.unknown_stop', field: 'stop' });
  if (problems.length > 0 || !order || stopId === 'unknown') return problems;
  return {
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
  };
}

export async function ingestEvents(
  repository: EventsRepository,
  clock: () => number,
  organizationId: number,
  inputs: ReadonlyArray<EventInput | undefined>,
): Promise<ItemOutcome[]> {
  const targets = await findTargets(repository, organizationId, inputs);
  const now = clock();
  const outcomes: ItemOutcome[] = [];
  const candidates: Array<{ index: number; item: StoredEvent }> = [];
  inputs.forEach((input, index) => {
    // undefined: the caller already refused this one (its shape); it keeps its place in the answer.
    if (!input) return;
    const checked = checkEvent(organizationId, input, targets, now);
    if (Array.isArray(checked)) outcomes[index] = { outcome: 'rejected', problems: checked };
    else candidates.push({ index, item: checked });
  });
  const stored = await repository.storeEvents(candidates.map((c) => c.item));
  outcomesOf(candidates, stored, outcomes);
  return outcomes;
}
