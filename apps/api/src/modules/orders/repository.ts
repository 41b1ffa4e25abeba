// The only place with SQL for orders. Every query takes the tenant scope.
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../db/text-search';
import type { TenantScope } from '../../kernel/tenant-scope';

export interface OrderFilters {
  statuses?: string[];
  transportModes?: string[];
  tourStatuses?: Array<'NOT_STARTED' | 'TOWARDS_FIRST_STOP' | 'IN_PROGRESS' | 'FINISHED'>;
  tagLabels?: string[];
  search?: string;
  organizationId?: number;
}

export interface OrderTag {
  id: number;
  label: string;
  color: string;
}

export interface OrderSort {
  field: 'createdAt' | 'reference' | 'departureDate' | 'arrivalDate';
  direction: 'asc' | 'desc';
}

const SORT_COLUMNS = {
  createdAt: { column: 'o.created_at', nullable: false },
  reference: { column: 'o.reference', nullable: false },
  departureDate: { column: 'o.departure_date', nullable: true },
  arrivalDate: { column: 'o.arrival_date', nullable: true },
} as const;

type OrdersEb = ExpressionBuilder<Database & { o: Database['orders'] }, 'o'>;

/** Which of a tenant's two disjoint shares to read: what it owns, what it carries for others, or both. */
type Share = 'owned' | 'carried' | 'both';

function scoped(eb: OrdersEb, scope: TenantScope, organizationId: number | undefined, share: Share = 'both') {
  if (scope.allOrganizations)
    return organizationId === undefined ? eb.lit(true) : eb('o.organization_id', '=', organizationId);
  const owned = eb('o.organization_id', '=', scope.organizationId);
  if (share === 'owned') return owned;
  const carried = eb.and([
    eb('o.carrier_organization_id', '=', scope.organizationId),
    eb('o.organization_id', '<>', scope.organizationId),
  ]);
  // A carrier sees the orders it carries as well as its own.
  return share === 'carried' ? carried : eb.or([owned, carried]);
}

/** The order's tags (its owner's) as JSON, so that presenting a page needs no further query. */
const TAG_LIST = sql<OrderTag[]>`(
  SELECT coalesce(json_agg(json_build_object('id', tg.id, 'label', tg.label, 'color', tg.color)), '[]'::json)
  FROM tags tg WHERE tg.id = ANY(o.tag_ids)
)`;

/** Filters order_counts can answer: status, transport mode and tour status (tags and search need the rows). */
function countableFromSummary(filters: OrderFilters, tagIdGroups: number[][]): boolean {
  return !filters.search && tagIdGroups.length === 0;
}

export function createOrdersRepository(db: Kysely<Database>) {
  function joined() {
    return db
      .selectFrom('orders as o')
      .leftJoin('tours as t', 't.id', 'o.tour_id')
      .innerJoin('organizations as owner', 'owner.id', 'o.organization_id')
      .leftJoin('organizations as carrier', 'carrier.id', 'o.carrier_organization_id')
      .leftJoin('stops as ls', 'ls.id', 'o.loading_stop_id')
      .leftJoin('stops as ds', 'ds.id', 'o.delivery_stop_id');
  }

  function withDetails(query: ReturnType<typeof joined>) {
    return query.selectAll('o').select([
      't.reference as tour_reference',
      't.status as tour_status',
      'owner.name as owner_name',
      // A carrier not on Cargolens (ALLOW_UNKNOWN_CARRIER) is shown by the name the shipper sent.
      sql<string | null>`coalesce(carrier.name, t.unknown_carrier_name)`.as('carrier_name'),
      'ls.name as ls_name',
      'ls.town as ls_town',
      'ls.country as ls_country',
      'ls.timezone as ls_timezone',
      'ls.planned_start as ls_planned_start',
      'ls.planned_end as ls_planned_end',
      'ls.arrived_at as ls_arrived_at',
      'ls.left_at as ls_left_at',
      'ds.name as ds_name',
      'ds.town as ds_town',
      'ds.country as ds_country',
      'ds.timezone as ds_timezone',
      'ds.planned_start as ds_planned_start',
      'ds.planned_end as ds_planned_end',
      'ds.arrived_at as ds_arrived_at',
      'ds.left_at as ds_left_at',
      TAG_LIST.as('tag_list'),
    ]);
  }

  // Filters touch the orders table only, so the count and the page can each run from one index.
  function filtered(
    scope: TenantScope,
    filters: OrderFilters,
    tagIdGroups: number[][],
    share: Share = 'both',
  ) {
    let query = db.selectFrom('orders as o').where((eb) => scoped(eb, scope, filters.organizationId, share));
    if (filters.statuses) query = query.where('o.current_status', 'in', filters.statuses);
    if (filters.transportModes) query = query.where('o.transport_mode', 'in', filters.transportModes);
    if (filters.tourStatuses) query = query.where('o.tour_status', 'in', filters.tourStatuses);
    for (const ids of tagIdGroups) query = query.where(sql<boolean>`o.tag_ids && ${sql.val(ids)}::int[]`);
    if (filters.search) {
      const pattern = containsPattern(filters.search);
      query = query.where((eb) =>
        eb.or([
          eb('o.reference', 'ilike', pattern),
          eb('o.client_reference', 'ilike', pattern),
          eb('o.consignment_reference', 'ilike', pattern),
          eb('o.booking_reference', 'ilike', pattern),
        ]),
      );
    }
    return query;
  }

  // Counting the owned and the carried shares apart lets each count walk its own composite index (often
  // index-only), where "owner OR carrier" would visit every matching row of the table.
  async function countMatches(
    scope: TenantScope,
    filters: OrderFilters,
    tagIdGroups: number[][],
  ): Promise<number> {
    const countOf = (share: Share) =>
      filtered(scope, filters, tagIdGroups, share).select((eb) => eb.fn.countAll<number>().as('n'));
    // One round trip for both shares.
    const row = await db
      .selectNoFrom([
        countOf(scope.allOrganizations ? 'both' : 'owned').as('owned'),
        (scope.allOrganizations ? sql<number>`0` : countOf('carried')).as('carried'),
      ])
      .executeTakeFirstOrThrow();
    return Number(row.owned ?? 0) + Number(row.carried ?? 0);
  }

  /**
   * The same count from order_counts (migration 0003, kept by triggers in the writing transaction): a few
   * rows per tenant instead of every matching order. Same scope rules as `scoped`.
   */
  async function countFromSummary(scope: TenantScope, filters: OrderFilters): Promise<number> {
    let query = db.selectFrom('order_counts as c').select((eb) => eb.fn.sum<number>('c.n').as('n'));
    if (scope.allOrganizations) {
      if (filters.organizationId !== undefined)
        query = query.where('c.organization_id', '=', filters.organizationId);
    } else {
      const own = scope.organizationId;
      query = query.where((eb) =>
        eb.or([
          eb('c.organization_id', '=', own),
          eb.and([eb('c.carrier_organization_id', '=', own), eb('c.organization_id', '<>', own)]),
        ]),
      );
    }
    if (filters.statuses) query = query.where('c.current_status', 'in', filters.statuses);
    if (filters.transportModes) query = query.where('c.transport_mode', 'in', filters.transportModes);
    if (filters.tourStatuses) query = query.where('c.tour_status', 'in', filters.tourStatuses);
    const row = await query.executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  return {
    /** Tag ids per requested label within what the caller may see; an unknown label yields an empty group. */
    async tagIdGroups(scope: TenantScope, labels: string[]): Promise<number[][]> {
      let query = db.selectFrom('tags').select(['id', 'label']).where('label', 'in', labels);
      if (!scope.allOrganizations) query = query.where('organization_id', '=', scope.organizationId);
      const rows = await query.execute();
      return labels.map((label) => rows.filter((r) => r.label === label).map((r) => r.id));
    },

    async listPage(
      scope: TenantScope,
      filters: OrderFilters,
      tagIdGroups: number[][],
      sort: OrderSort[],
      page: { number: number; size: number },
    ) {
      if (tagIdGroups.some((ids) => ids.length === 0)) return { rows: [], total: 0 };
      const base = filtered(scope, filters, tagIdGroups);
      let idsQuery = base.select('o.id');
      for (const s of sort) {
        const { column, nullable } = SORT_COLUMNS[s.field];
        // Undated orders go last both ways, as the sort indexes of migration 0002 are built.
        idsQuery = idsQuery.orderBy(column, (ob) => {
          const directed = s.direction === 'desc' ? ob.desc() : ob.asc();
          return nullable ? directed.nullsLast() : directed;
        });
      }
      idsQuery = idsQuery.orderBy('o.id', sort[0]?.direction ?? 'desc');
      const offset = (page.number - 1) * page.size;
      const pageQuery = idsQuery.limit(page.size).offset(offset);
      let ids: { id: number }[];
      let total: number;
      if (countableFromSummary(filters, tagIdGroups)) {
        [ids, total] = await Promise.all([pageQuery.execute(), countFromSummary(scope, filters)]);
      } else {
        // Counting a search or a tag filter reads every match again (a trigram scan costs tens of milliseconds
        // at a million orders); a page that is not full is the last one, and its rows already give the total.
        ids = await pageQuery.execute();
        const lastPage = ids.length < page.size && (ids.length > 0 || offset === 0);
        total = lastPage ? offset + ids.length : await countMatches(scope, filters, tagIdGroups);
      }
      // The page's details (tags included) by key, in one statement whose text is the same for every page:
      // a prepared plan is reused (the page query folded in made PostgreSQL plan the joins afresh each time).
      const order = ids.map((r) => r.id);
      const details = order.length
        ? await withDetails(joined().where(sql<boolean>`o.id = ANY(${order}::int[])`)).execute()
        : [];
      const byId = new Map(details.map((row) => [row.id, row]));
      const rows = order.flatMap((id) => byId.get(id) ?? []);
      return { rows, total };
    },

    /** One order with what the list shows of its tour, parties and first and last stops, if the scope sees it. */
    findDetails(scope: TenantScope, id: number) {
      return withDetails(
        joined()
          .where((eb) => scoped(eb, scope, undefined))
          .where('o.id', '=', id),
      ).executeTakeFirst();
    },

    findStops(orderIds: number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('order_stops as os')
        .innerJoin('stops as s', 's.id', 'os.stop_id')
        .innerJoin('tours as t', 't.id', 's.tour_id')
        .selectAll('s')
        .select([
          'os.order_id',
          'os.activity',
          'os.goods_status as order_goods_status',
          't.status as tour_status',
        ])
        .where('os.order_id', 'in', orderIds)
        .orderBy('os.order_id')
        .orderBy('s.sequence')
        .execute();
    },

    /** The first stop of each tour not yet left nor skipped: the tour's next stop. */
    async nextStopIds(tourIds: number[]) {
      if (tourIds.length === 0) return new Set<number>();
      const rows = await db
        .selectFrom('stops')
        .select(['tour_id', (eb) => eb.fn.min('sequence').as('sequence')])
        .where('tour_id', 'in', tourIds)
        .where('left_at', 'is', null)
        .where('is_skipped', '=', false)
        .groupBy('tour_id')
        .execute();
      if (rows.length === 0) return new Set<number>();
      const stops = await db
        .selectFrom('stops')
        .select('id')
        .where((eb) =>
          eb.or(rows.map((r) => eb.and([eb('tour_id', '=', r.tour_id), eb('sequence', '=', r.sequence)]))),
        )
        .execute();
      return new Set(stops.map((s) => s.id));
    },

    findTours(tourIds: number[]) {
      if (tourIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('tours as t')
        .leftJoin('organizations as carrier', 'carrier.id', 't.carrier_organization_id')
        .selectAll('t')
        .select('carrier.name as carrier_name')
        .where('t.id', 'in', tourIds)
        .execute();
    },

    /** The rest of one order's goods aggregate, and its prices. */
    async findAggregate(orderId: number) {
      const [prices, handlingUnits, purchaseOrders, returnablePackings] = await Promise.all([
        db
          .selectFrom('order_prices')
          .selectAll()
          .where('order_id', '=', orderId)
          .orderBy('position')
          .execute(),
        db
          .selectFrom('handling_units')
          .selectAll()
          .where('order_id', '=', orderId)
          .orderBy('position')
          .execute(),
        db
          .selectFrom('purchase_orders')
          .selectAll()
          .where('order_id', '=', orderId)
          .orderBy('position')
          .execute(),
        db
          .selectFrom('returnable_packings')
          .selectAll()
          .where('order_id', '=', orderId)
          .orderBy('position')
          .execute(),
      ]);
      return { prices, handlingUnits, purchaseOrders, returnablePackings };
    },

    findGoods(orderIds: number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('goods')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('order_id')
        .orderBy('position')
        .orderBy('id')
        .execute();
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
export type OrderDetailsRow = NonNullable<Awaited<ReturnType<OrdersRepository['findDetails']>>>;
export type OrderStopRow = Awaited<ReturnType<OrdersRepository['findStops']>>[number];
export type TourRow = Awaited<ReturnType<OrdersRepository['findTours']>>[number];
export type GoodsRow = Awaited<ReturnType<OrdersRepository['findGoods']>>[number];
