// What the list and one order show of an order: its own columns, its tour, parties and first and last stops,
// its resource and its tags, in one row per order.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';
import { scopeOrders } from './scope-orders';

export interface OrderTag {
  id: number;
  label: string;
  color: string;
}

/** The order's tags (its owner's) as JSON, so that presenting a page needs no further query. */
const TAG_LIST = sql<OrderTag[]>`(
  SELECT coalesce(json_agg(json_build_object('id', tg.id, 'label', tg.label, 'color', tg.color)), '[]'::json)
  FROM tags tg WHERE tg.id = ANY(o.tag_ids)
)`;

function joinedOrders(db: Kysely<Database>) {
  return db
    .selectFrom('orders as o')
    .leftJoin('tours as t', 't.id', 'o.tour_id')
    .innerJoin('organizations as owner', 'owner.id', 'o.organization_id')
    .leftJoin('organizations as carrier', 'carrier.id', 'o.carrier_organization_id')
    .leftJoin('stops as ls', 'ls.id', 'o.loading_stop_id')
    .leftJoin('stops as ds', 'ds.id', 'o.delivery_stop_id')
    .leftJoin('resources as mean', 'mean.id', 't.resource_id');
}

function withDetails(query: ReturnType<typeof joinedOrders>) {
  return query.selectAll('o').select([
    't.reference as tour_reference',
    't.status as tour_status',
    'owner.name as owner_name',
    // A carrier not on Cargolens (ALLOW_UNKNOWN_CARRIER) is shown by the name the shipper sent.
    sql<string | null>`coalesce(carrier.name, t.unknown_carrier_name)`.as('carrier_name'),
    'ls.name as ls_name',
    'ls.town as ls_town',
    'ls.postal_code as ls_postal_code',
    'ls.country as ls_country',
    'ls.timezone as ls_timezone',
    'ls.planned_start as ls_planned_start',
    'ls.planned_end as ls_planned_end',
    'ls.arrived_at as ls_arrived_at',
    'ls.left_at as ls_left_at',
    'ds.name as ds_name',
    'ds.town as ds_town',
    'ds.postal_code as ds_postal_code',
    'ds.country as ds_country',
    'ds.timezone as ds_timezone',
    'ds.planned_start as ds_planned_start',
    'ds.planned_end as ds_planned_end',
    'ds.arrived_at as ds_arrived_at',
    'ds.left_at as ds_left_at',
    // The paired resource, or a truck kept by name only (ALLOW_UNKNOWN_MEAN).
    sql<string | null>`coalesce(mean.label, t.vehicle)`.as('mean_label'),
    'mean.mode as mean_mode',
    TAG_LIST.as('tag_list'),
  ]);
}

/** One order with what the list shows of its tour, parties and first and last stops, if the scope sees it. */
export function findOrderDetails(db: Kysely<Database>, scope: TenantScope, id: number) {
  return withDetails(
    joinedOrders(db)
      .where((eb) => scopeOrders(eb, scope, undefined))
      .where('o.id', '=', id),
  ).executeTakeFirst();
}

/**
 * Orders' details (tags included) by key, in the order given, in one statement whose text is the same for every
 * page: a prepared plan is reused (the page query folded in made PostgreSQL plan the joins afresh each time).
 */
export async function findOrderDetailsInOrder(db: Kysely<Database>, order: number[]) {
  const details = order.length
    ? await withDetails(joinedOrders(db).where(sql<boolean>`o.id = ANY(${order}::int[])`)).execute()
    : [];
  const byId = new Map(details.map((row) => [row.id, row]));
  return order.flatMap((id) => byId.get(id) ?? []);
}
