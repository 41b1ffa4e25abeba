// The statements that write a new order and replace an order's children, with a constant text: every table's
// rows travel as one JSON parameter (decision 0170), so each connection prepares them once, whatever the
// order's shape — how many stops, goods lines, prices, whether it has handling units.

import type { Insertable } from 'kysely';
import { type ColumnList, insertFromJsonSql, jsonRows } from '../../db/insert-json-rows';
import type {
  GoodsTable,
  HandlingUnitsTable,
  OrderPricesTable,
  OrderStopsTable,
  OrdersTable,
  PurchaseOrdersTable,
  ReturnablePackingsTable,
  StopsTable,
  ToursTable,
} from '../../db/schema';
import { STOP_STATE_COLUMNS } from '../tracking';

const TOUR_COLUMNS: ColumnList<ToursTable> = ['id', 'organization_id', 'reference', 'created_by_user_id'];

const STOP_COLUMNS: ColumnList<StopsTable> = [
  'id',
  'organization_id',
  'tour_id',
  'sequence',
  'place_id',
  'stop_type',
  'name',
  'street',
  'postal_code',
  'town',
  'country',
  'lat',
  'lng',
  'timezone',
  'geofencing_radius',
  'activity_time_minutes',
  'planned_start',
  'planned_end',
  'appointment_start',
  'appointment_end',
  'appointment_state',
  'instruction',
  'contact_name',
  'contact_phone',
  'contact_email',
  'siret',
  'unlocode',
  'iata_code',
];

/** A tour of the order's own starts with stop states known without reading (decision 0065); a named tour's
 * stops take the columns' defaults until refreshStopStates writes them. */
const STOP_WITH_STATE_COLUMNS = [...STOP_COLUMNS, ...STOP_STATE_COLUMNS];

const ORDER_COLUMNS: ColumnList<OrdersTable> = [
  'id',
  'organization_id',
  'created_by_user_id',
  'tour_id',
  // NULL unless the order comes with its new tour: the tour row decides (migrations 0016, 0131).
  'tour_status',
  'tag_ids',
  'loading_stop_id',
  'delivery_stop_id',
  'departure_date',
  'arrival_date',
  'next_stop_point',
  'next_stop_eta_state',
  'input_fingerprint',
  'updated_at',
  'reference',
  'client_reference',
  'consignment_reference',
  'contract_number',
  'cargo_description',
  'comments',
  'transport_mode',
  'transport_type',
  'trip_type',
  'booking_reference',
  'bill_of_lading_reference',
  'container_reference',
  'measure_full_load',
  'measure_linear_meters',
  'measure_pallet_ground',
  'measure_gross_volume_m3',
  'measure_gross_weight_kg',
];

/** The children of an order: each a table replaced whole on every write, and the columns written into it. */
const CHILDREN = [
  ['orderStops', 'order_stops', ['order_id', 'stop_id', 'activity'] satisfies ColumnList<OrderStopsTable>],
  [
    'goods',
    'goods',
    [
      'organization_id',
      'order_id',
      'position',
      'goods_type',
      'quantity',
      'weight_kg',
      'length_cm',
      'width_cm',
      'height_cm',
      'is_stackable',
      'description',
    ] satisfies ColumnList<GoodsTable>,
  ],
  [
    'handlingUnits',
    'handling_units',
    [
      'organization_id',
      'order_id',
      'position',
      'type',
      'label',
      'tracking_barcode',
      'consolidation_id',
      'length_cm',
      'width_cm',
      'height_cm',
      'weight_kg',
      'planned_quantity',
      'content_references',
    ] satisfies ColumnList<HandlingUnitsTable>,
  ],
  [
    'purchaseOrders',
    'purchase_orders',
    [
      'organization_id',
      'order_id',
      'position',
      'reference',
      'items',
    ] satisfies ColumnList<PurchaseOrdersTable>,
  ],
  [
    'returnablePackings',
    'returnable_packings',
    [
      'organization_id',
      'order_id',
      'position',
      'type',
      'custom_type',
      'planned_quantity',
    ] satisfies ColumnList<ReturnablePackingsTable>,
  ],
  [
    'prices',
    'order_prices',
    [
      'organization_id',
      'order_id',
      'position',
      'type',
      'amount',
      'currency',
    ] satisfies ColumnList<OrderPricesTable>,
  ],
] as const satisfies ReadonlyArray<readonly [keyof OrderChildren, string, readonly string[]]>;

/** The children of an order, replaced whole on every write. */
export interface OrderChildren {
  orderStops: Insertable<OrderStopsTable>[];
  goods: Insertable<GoodsTable>[];
  handlingUnits: Insertable<HandlingUnitsTable>[];
  purchaseOrders: Insertable<PurchaseOrdersTable>[];
  returnablePackings: Insertable<ReturnablePackingsTable>[];
  prices: Insertable<OrderPricesTable>[];
}

/** Data-modifying parts of one statement: PostgreSQL checks foreign keys at its end, so their order does not matter. */
function oneStatement(parts: string[]): string {
  return `WITH ${parts.map((part, i) => `written_${i} AS (${part})`).join(', ')} SELECT 1`;
}

const childParts = (firstParam: number) =>
  CHILDREN.map(([, table, columns], i) => insertFromJsonSql(table, columns, `$${firstParam + i}`));

function childParameters(children: OrderChildren): string[] {
  return CHILDREN.map(([key, table, columns]) => jsonRows(table, columns, children[key]));
}

function newOrderSql(stopColumns: readonly string[]) {
  return oneStatement([
    insertFromJsonSql('tours', TOUR_COLUMNS, '$1'),
    insertFromJsonSql('stops', stopColumns, '$2'),
    insertFromJsonSql('orders', ORDER_COLUMNS, '$3'),
    ...childParts(4),
  ]);
}

const NEW_ORDER_SQL = newOrderSql(STOP_COLUMNS);
const NEW_ORDER_WITH_STOP_STATES_SQL = newOrderSql(STOP_WITH_STATE_COLUMNS);
const INSERT_CHILDREN_SQL = oneStatement(childParts(1));

export interface Statement {
  sql: string;
  parameters: string[];
}

/**
 * A new order, its tour (when new: zero or one row) and its stops in one statement (decision 0161). Two texts
 * in all: stops with their states (a tour of the order's own) or without (a named tour, refreshed after).
 */
export function newOrderStatement(rows: {
  tour: Insertable<ToursTable> | undefined;
  stops: Insertable<StopsTable>[];
  order: Insertable<OrdersTable>;
  children: OrderChildren;
}): Statement {
  const withStopStates = rows.stops.some((stop) => stop.summary_state !== undefined);
  const stopColumns = withStopStates ? STOP_WITH_STATE_COLUMNS : STOP_COLUMNS;
  return {
    sql: withStopStates ? NEW_ORDER_WITH_STOP_STATES_SQL : NEW_ORDER_SQL,
    parameters: [
      jsonRows('tours', TOUR_COLUMNS, rows.tour ? [rows.tour] : []),
      jsonRows('stops', stopColumns, rows.stops),
      jsonRows('orders', ORDER_COLUMNS, [rows.order]),
      ...childParameters(rows.children),
    ],
  };
}

/** An order's children, after the old ones were deleted. */
export function insertChildrenStatement(children: OrderChildren): Statement {
  return { sql: INSERT_CHILDREN_SQL, parameters: childParameters(children) };
}
