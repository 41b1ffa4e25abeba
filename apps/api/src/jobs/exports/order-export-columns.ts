// What each column of an export holds: the orders list's columns (shipment-domain §2) filled from the same
// presented order the list API answers with, so a file and the list say the same thing. Labels come from the
// user's catalogue; dates stay instants (each writer formats them); lengths follow the user's unit system.
import { stopDelayState } from '@cargolens/domain/delay';
import { goodsMeasureCount } from '@cargolens/domain/goods';
import { timelineStepOf } from '@cargolens/domain/timeline';
import { convertLength, type UnitSystem } from '@cargolens/domain/units';
import type { Messages } from '@cargolens/i18n';
import type { ExportColumn } from '../../modules/exports/schemas';
import type { GoodsResource, OrderResource } from '../../modules/orders/resources';

export type Cell = string | number | { instant: Date } | null;

export interface ColumnContext {
  messages: Messages;
  unitSystem: UnitSystem;
  /** The order's goods lines (included with the page). */
  goodsOf: (order: OrderResource) => GoodsResource['attributes'][];
}

type Order = OrderResource['attributes'];
type Place = Order['departure'];

const lookup = (table: Record<string, string>, key: string | null | undefined) =>
  key ? (table[key] ?? key) : null;

/** Legacy and sub-modes (ftl_legacy, ocean_booking) read as their family, as the list shows them. */
function transportModeLabel(messages: Messages, mode: string | null): string | null {
  if (!mode) return null;
  const modes = messages.transportMode as Record<string, string>;
  return modes[mode] ?? modes[mode.split('_')[0]!] ?? modes.unknown!;
}

/** The ETA state's wording from the domain's delay state, as the list's badge words it. */
function etaLabel(messages: Messages, state: string | null): string | null {
  if (!state) return null;
  if (state === 'Early') return messages.eta.early;
  const wording = {
    'On time': messages.eta.onTime,
    'Tolerable delay': messages.eta.tolerable,
    Late: messages.eta.risky,
    'ETA not available': messages.eta.unknown,
  } as const;
  return wording[stopDelayState(state)];
}

function placeText(place: Place): string | null {
  if (!place) return null;
  return [place.name, place.town, place.country].filter(Boolean).join(', ');
}

function progressLabel(messages: Messages, status: string): string | null {
  const step = timelineStepOf(status);
  if (!step || status === 'CANCEL_ORDER') return null;
  return (messages.orderList.timeline as Record<string, string>)[step] ?? null;
}

/** Goods as the list sums them up; a linear-metre length in the user's unit (m or ft). */
function goodsText(goods: GoodsResource['attributes'][], context: ColumnContext): string | null {
  const types = context.messages.goodsType as Record<string, string>;
  const lines = goods.map((item) => {
    const type = types[item.goodsType] ?? item.goodsType;
    const count = goodsMeasureCount({ type: item.goodsType, quantity: item.quantity, size: item.size });
    if (count === null) return type;
    if (item.goodsType === 'LINEAR_METERS') {
      const [value, unit] =
        context.unitSystem === 'imperial' ? [convertLength(count, 'm', 'ft'), 'ft'] : [count, 'm'];
      return `${Number(value.toFixed(2))} ${unit} ${type}`;
    }
    return `${count} × ${type}`;
  });
  return lines.length ? lines.join(' · ') : null;
}

export function columnHeader(column: ExportColumn, messages: Messages): string {
  return (messages.orderList.columns as Record<string, string>)[column] ?? column;
}

/** Departure and arrival take two cells: the place, then its planned date. */
export function columnCells(column: ExportColumn, order: OrderResource, context: ColumnContext): Cell[] {
  const a = order.attributes;
  const { messages } = context;
  const planned = (place: Place) => (place?.plannedStart ? { instant: new Date(place.plannedStart) } : null);
  switch (column) {
    case 'reference':
      return [a.reference];
    case 'clientReference':
      return [a.clientReference];
    case 'status':
      return [lookup(messages.orderStatus as Record<string, string>, a.currentStatus)];
    case 'transportMode':
      return [transportModeLabel(messages, a.transportMode)];
    case 'departure':
      return [placeText(a.departure), planned(a.departure)];
    case 'arrival':
      return [placeText(a.arrival), planned(a.arrival)];
    case 'nextStopPoint':
      return [placeText(a.nextStopPoint ? a[a.nextStopPoint] : null)];
    case 'nextStopPointIssue':
      return [etaLabel(messages, a.nextStopPointEtaState)];
    case 'timeline':
      return [progressLabel(messages, a.currentStatus)];
    case 'tags':
      return [a.tags.map((tag) => tag.label).join(', ') || null];
    case 'ownerName':
      return [a.ownerName];
    case 'charteringName':
      return [a.charteredName];
    case 'tourReference':
      return [a.tourReference];
    case 'mean':
      return [lookup(messages.resourceMode as Record<string, string>, a.mean?.mode)];
    case 'meanName':
      return [a.mean?.label ?? null];
    case 'goods':
      return [goodsText(context.goodsOf(order), context)];
    case 'consignmentReference':
      return [a.consignmentReference];
    case 'bookingReferences':
      return [a.bookingReference];
    case 'billOfLading':
      return [a.billOfLadingReference];
    case 'containerReference':
      return [a.containerReference];
    case 'createdAt':
      return [{ instant: new Date(a.createdAt) }];
  }
}

/** The header cells: a place column is followed by its planned date's. */
export function headerCells(
  columns: readonly ExportColumn[],
  messages: Messages,
  plannedLabel: string,
): string[] {
  return columns.flatMap((column) => {
    const header = columnHeader(column, messages);
    return column === 'departure' || column === 'arrival'
      ? [header, `${header} – ${plannedLabel}`]
      : [header];
  });
}
