// Turns the items of an events or ETAs batch into use-case input one by one: an item whose shape is wrong is
// refused with JSON:API error objects at its own pointer, and the others go on. The item schemas decode the ids
// (decision 0222): one that names nothing is UNKNOWN_ID, found nowhere, so it reads as unknown.
import { normaliseEventName } from '@cargolens/domain/events';
import { errorObject } from '../../http/errors';
import { type BatchError, issueErrors } from '../positions';
import { type EtaItem, etaItem, eventItem, type HandlingUnitEventItem, type OrderEventItem } from './schemas';
import type { EtaInput, EventInput } from './service';

const idOf = (relationship: { data: { id: number } } | undefined) => relationship?.data.id;

function toEventInput(item: OrderEventItem | HandlingUnitEventItem): EventInput {
  const a = item.attributes;
  const r = item.relationships;
  return {
    kind: item.type === 'orderEvents' ? 'order' : 'handlingUnit',
    senderEventId: a.eventId,
    code: normaliseEventName(a.code),
    occurredAt: Date.parse(a.occurredAt),
    orderId: idOf(r?.order),
    stopId: idOf(r?.stop),
    handlingUnitId: r && 'handlingUnit' in r ? idOf(r.handlingUnit) : undefined,
    trackingBarcode: 'trackingBarcode' in a ? a.trackingBarcode : undefined,
    comment: a.comment ?? null,
    position: a.position ?? null,
    properties: a.properties ?? {},
  };
}

/** One entry per event: the input, or why its shape was refused. */
export function readEvents(items: readonly unknown[]): Array<EventInput | BatchError[]> {
  return items.map((raw, index) => {
    const parsed = eventItem.safeParse(raw, { reportInput: true });
    if (!parsed.success) return issueErrors(index, parsed.error.issues);
    const item = parsed.data;
    if (item.type === 'handlingUnitEvents') {
      const byId = item.relationships?.handlingUnit !== undefined;
      if (byId === (item.attributes.trackingBarcode !== undefined))
        return [
          errorObject('validation.missing_field', {
            detail: 'Name the unit with relationships.handlingUnit or attributes.trackingBarcode, not both',
            source: { pointer: `/data/${index}/relationships/handlingUnit` },
          }),
        ];
    }
    return toEventInput(item);
  });
}

function toEtaInput(item: EtaItem, now: number): EtaInput {
  const a = item.attributes;
  return {
    senderEventId: a.eventId,
    stopId: idOf(item.relationships.stop)!,
    eta: Date.parse(a.eta),
    slot: a.etaSlot ? { start: Date.parse(a.etaSlot.start), end: Date.parse(a.etaSlot.end) } : null,
    source: a.source ?? 'external',
    recordedOn: a.recordedOn ? Date.parse(a.recordedOn) : now,
  };
}

/** One entry per ETA: the input, or why its shape was refused. */
export function readEtas(items: readonly unknown[], now: number): Array<EtaInput | BatchError[]> {
  return items.map((raw, index) => {
    const parsed = etaItem.safeParse(raw, { reportInput: true });
    if (!parsed.success) return issueErrors(index, parsed.error.issues);
    const slot = parsed.data.attributes.etaSlot;
    if (slot && Date.parse(slot.end) < Date.parse(slot.start))
      return [
        errorObject('validation.end_before_start', {
          source: { pointer: `/data/${index}/attributes/etaSlot/end` },
        }),
      ];
    return toEtaInput(parsed.data, now);
  });
}
