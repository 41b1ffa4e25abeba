// What each column of an export holds: the orders list's columns (shipment-domain §2), read from the very rows
// the list API presents (its query, its keyset order), worded as the list words them (decision 0095: cells come
// from the rows, not from the JSON:API resources, which cost more to build than the file). Labels come from the
// user's catalogue; dates stay instants (each writer writes them in the user's zone and format); lengths follow
// the user's unit system. Every function here is built once per export: nothing is allocated per cell but the
// cell itself.
import { etaWording } from '@cargolens/domain/delay';
import { goodsMeasureCount } from '@cargolens/domain/goods';
import { transportModeFamily } from '@cargolens/domain/orders';
import { timelineStepOf } from '@cargolens/domain/timeline';
import { convertLength, type UnitSystem } from '@cargolens/domain/units';
import type { Messages } from '@cargolens/i18n';
import type { GoodsRow, OrderDetailsRow } from '../orders';
import type { ExportColumn } from './schemas';

/** A cell: text, a number, an instant (a Date, written in the user's zone and format), or empty. */
export type Cell = string | number | Date | null;

export interface ColumnContext {
  messages: Messages;
  unitSystem: UnitSystem;
}

type Extract = (order: OrderDetailsRow, goods: readonly GoodsRow[], context: ColumnContext) => Cell;

const lookup = (table: Record<string, string>, key: string | null | undefined) =>
  key ? (table[key] ?? key) : null;

/** A mode as the list labels it: legacy and sub-modes read as their family (the domain's table). */
function transportModeLabel(messages: Messages, mode: string | null): string | null {
  return mode ? messages.transportMode[transportModeFamily(mode)] : null;
}

/** The ETA state's wording, as the list's badge words it (the domain's table). */
function etaLabel(messages: Messages, state: string | null): string | null {
  return state ? messages.eta[etaWording(state)] : null;
}

/** A stop as the list names it: "name, town, country", or nothing when the order has no such stop. */
function placeText(name: string | null, town: string | null, country: string | null): string | null {
  if (name === null) return null;
  let text = name;
  if (town) text = text ? `${text}, ${town}` : town;
  if (country) text = text ? `${text}, ${country}` : country;
  return text;
}

const departureText = (o: OrderDetailsRow) => placeText(o.ls_name, o.ls_town, o.ls_country);
const arrivalText = (o: OrderDetailsRow) => placeText(o.ds_name, o.ds_town, o.ds_country);

function progressLabel(messages: Messages, status: string): string | null {
  const step = timelineStepOf(status);
  if (!step || status === 'CANCEL_ORDER') return null;
  return (messages.orderList.timeline as Record<string, string>)[step] ?? null;
}

/** One goods line as the list sums it up; a linear-metre length in the user's unit (m or ft). */
function goodsLine(item: GoodsRow, context: ColumnContext): string {
  const types = context.messages.goodsType as Record<string, string>;
  const type = types[item.goods_type] ?? item.goods_type;
  const count = goodsMeasureCount({
    type: item.goods_type,
    quantity: item.quantity,
    size: { length: item.length_cm },
  });
  if (count === null) return type;
  if (item.goods_type === 'LINEAR_METERS') {
    const [value, unit] =
      context.unitSystem === 'imperial' ? [convertLength(count, 'm', 'ft'), 'ft'] : [count, 'm'];
    return `${Number(value.toFixed(2))} ${unit} ${type}`;
  }
  return `${count} × ${type}`;
}

function goodsText(goods: readonly GoodsRow[], context: ColumnContext): string | null {
  if (goods.length === 0) return null;
  let text = goodsLine(goods[0]!, context);
  for (let i = 1; i < goods.length; i++) text += ` · ${goodsLine(goods[i]!, context)}`;
  return text;
}

/** The order's tags in the order the order lists them (tag_ids), by label. */
function tagsText(order: OrderDetailsRow): string | null {
  let text = '';
  for (const id of order.tag_ids) {
    const tag = order.tag_list.find((t) => t.id === id);
    if (tag) text = text ? `${text}, ${tag.label}` : tag.label;
  }
  return text || null;
}

/** What the list shows of each column; departure and arrival take two cells: the place, then its planned date. */
const EXTRACTS: Record<ExportColumn, readonly Extract[]> = {
  reference: [(o) => o.reference],
  clientReference: [(o) => o.client_reference],
  status: [(o, _, c) => lookup(c.messages.orderStatus as Record<string, string>, o.current_status)],
  transportMode: [(o, _, c) => transportModeLabel(c.messages, o.transport_mode)],
  departure: [departureText, (o) => (o.ls_name === null ? null : o.ls_planned_start)],
  arrival: [arrivalText, (o) => (o.ds_name === null ? null : o.ds_planned_start)],
  nextStopPoint: [
    (o) =>
      o.next_stop_point === 'departure'
        ? departureText(o)
        : o.next_stop_point === 'arrival'
          ? arrivalText(o)
          : null,
  ],
  nextStopPointIssue: [(o, _, c) => etaLabel(c.messages, o.next_stop_eta_state)],
  timeline: [(o, _, c) => progressLabel(c.messages, o.current_status)],
  tags: [tagsText],
  ownerName: [(o) => o.owner_name],
  charteringName: [(o) => o.carrier_name],
  tourReference: [(o) => o.tour_reference],
  mean: [
    (o, _, c) =>
      o.mean_label === null ? null : lookup(c.messages.resourceMode as Record<string, string>, o.mean_mode),
  ],
  meanName: [(o) => o.mean_label],
  goods: [(_, goods, c) => goodsText(goods, c)],
  consignmentReference: [(o) => o.consignment_reference],
  bookingReferences: [(o) => o.booking_reference],
  billOfLading: [(o) => o.bill_of_lading_reference],
  containerReference: [(o) => o.container_reference],
  createdAt: [(o) => o.created_at],
};

export type RowCells = (order: OrderDetailsRow, goods: readonly GoodsRow[]) => Cell[];

/** The cells of one order for the chosen columns, in their order. */
export function rowCells(columns: readonly ExportColumn[], context: ColumnContext): RowCells {
  const extracts = columns.flatMap((column) => EXTRACTS[column]);
  const count = extracts.length;
  return (order, goods) => {
    const cells = new Array<Cell>(count);
    for (let i = 0; i < count; i++) cells[i] = extracts[i]!(order, goods, context);
    return cells;
  };
}

export function columnHeader(column: ExportColumn, messages: Messages): string {
  return (messages.orderList.columns as Record<string, string>)[column] ?? column;
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
