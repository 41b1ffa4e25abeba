// The only place with SQL for orders. Every query takes the tenant scope.
import type { GoodsType } from '@cargolens/domain/goods';
import type { ResourceMode } from '@cargolens/domain/resources';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../db/text-search';
import type { TenantScope } from '../../kernel/tenant-scope';
import { afterPosition, type KeysetPosition, sortKeySelections } from './order-keyset';

/** What the list can ask of the order's departure (loading) or arrival (delivery) stop. */
export interface PlaceFilter {
  name?: string;
  town?: string;
  postalCode?: string;
  countries?: string[];
  from?: Date;
  before?: Date;
}

export interface OrderFilters {
  statuses?: string[];
  transportModes?: string[];
  tourStatuses?: Array<'NOT_STARTED' | 'TOWARDS_FIRST_STOP' | 'IN_PROGRESS' | 'FINISHED'>;
  tagLabels?: string[];
  search?: string;
  organizationId?: number;
  departure?: PlaceFilter;
  arrival?: PlaceFilter;
  meanLabel?: string;
  meanModes?: ResourceMode[];
  cargoTypes?: GoodsType[];
  charteredName?: string;
  ownerName?: string;
  contractNumber?: string;
  consignmentReference?: string;
  cargoDescription?: string;
  etaStates?: string[];
}

export interface OrderTag {
  id: number;
  label: string;
  color: string;
}

export interface OrderSort {
  field: 'createdAt' | 'reference' | 'clientReference' | 'departureDate' | 'arrivalDate';
  direction: 'asc' | 'desc';
}

const SORT_COLUMNS = {
  createdAt: { column: 'o.created_at', nullable: false },
  reference: { column: 'o.reference', nullable: false },
  clientReference: { column: 'o.client_reference', nullable: true },
  departureDate: { column: 'o.departure_date', nullable: true },
  arrivalDate: { column: 'o.arrival_date', nullable: true },
} as const;

type OrdersEb = ExpressionBuilder<Database & { o: Database['orders'] }, 'o'>;

/**
 * Which of a tenant's two disjoint shares to read: what it owns, what it carries for others, or both. The
 * domain's canSeeOrder written for the database (its test walks both against the same orders).
 */
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

/** What order_counts is keyed on (migrations 0003, 0016): any other filter needs the rows. */
const COUNTED_FILTERS: ReadonlySet<string> = new Set([
  'statuses',
  'transportModes',
  'tourStatuses',
  'organizationId',
]);

/** The ordering party is the counters' organization, once its name resolved to a list of ids. */
function countableFromSummary(
  filters: OrderFilters,
  tagIdGroups: number[][],
  resolved: ResolvedIds,
): boolean {
  return (
    tagIdGroups.length === 0 &&
    Object.entries(filters).every(
      ([name, value]) =>
        value === undefined ||
        COUNTED_FILTERS.has(name) ||
        (name === 'ownerName' && Array.isArray(resolved.ownerIds)),
    )
  );
}

/** A prefix matched literally, like containsPattern's fragments (`%` and `_` are not wildcards). */
const startsWithPattern = (prefix: string) => containsPattern(prefix).slice(1);

/** Ids that names of the filters resolved to (see resolveNames), or 'many' past MAX_RESOLVED_IDS. */
type Resolved = number[] | 'many';
interface ResolvedIds {
  meanResourceIds?: Resolved | undefined;
  charteredIds?: Resolved | undefined;
  ownerIds?: Resolved | undefined;
}
const MAX_RESOLVED_IDS = 1_000;

/** What a tour of an order shows (presentTour), with the name of its carrier. */
function tourColumns<QB extends SelectQueryBuilder<Database & { t: Database['tours'] }, 't', object>>(
  query: QB,
) {
  return query
    .leftJoin('organizations as carrier', 'carrier.id', 't.carrier_organization_id')
    .select(['t.id', 't.reference', 't.status', 't.vehicle', 't.trailer', 't.driver', 't.start_at'])
    .select('carrier.name as carrier_name');
}

type FilteredQuery = SelectQueryBuilder<Database & { o: Database['orders'] }, 'o', object>;

export function createOrdersRepository(db: Kysely<Database>) {
  function joined() {
    return db
      .selectFrom('orders as o')
      .leftJoin('tours as t', 't.id', 'o.tour_id')
      .innerJoin('organizations as owner', 'owner.id', 'o.organization_id')
      .leftJoin('organizations as carrier', 'carrier.id', 'o.carrier_organization_id')
      .leftJoin('stops as ls', 'ls.id', 'o.loading_stop_id')
      .leftJoin('stops as ds', 'ds.id', 'o.delivery_stop_id')
      .leftJoin('resources as mean', 'mean.id', 't.resource_id');
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

  function organizationsNamed(pattern: string) {
    return db.selectFrom('organizations').select('id').where('name', 'ilike', pattern);
  }

  /**
   * The departure or arrival stop's place as a set of stop ids (trigram and country indexes of migration 0020),
   * its planned date on the order itself (the sort columns of 0002).
   */
  function placeFiltered(query: FilteredQuery, which: 'departure' | 'arrival', place: PlaceFilter) {
    const stopColumn = which === 'departure' ? 'o.loading_stop_id' : 'o.delivery_stop_id';
    const dateColumn = which === 'departure' ? 'o.departure_date' : 'o.arrival_date';
    let stops = db.selectFrom('stops').select('id');
    let onStop = false;
    if (place.name) [stops, onStop] = [stops.where('name', 'ilike', containsPattern(place.name)), true];
    if (place.town) [stops, onStop] = [stops.where('town', 'ilike', containsPattern(place.town)), true];
    if (place.postalCode)
      [stops, onStop] = [stops.where('postal_code', 'ilike', startsWithPattern(place.postalCode)), true];
    if (place.countries) [stops, onStop] = [stops.where('country', 'in', place.countries), true];
    let filteredQuery = onStop ? query.where(stopColumn, 'in', stops) : query;
    if (place.from) filteredQuery = filteredQuery.where(dateColumn, '>=', place.from);
    if (place.before) filteredQuery = filteredQuery.where(dateColumn, '<', place.before);
    return filteredQuery;
  }

  function resourcesMatching(filters: OrderFilters) {
    let resources = db.selectFrom('resources').select('id');
    if (filters.meanLabel) resources = resources.where('label', 'ilike', containsPattern(filters.meanLabel));
    if (filters.meanModes) resources = resources.where('mode', 'in', filters.meanModes);
    return resources;
  }

  /**
   * Names in small tables (resources, organizations) become ids before the list query: with the ids spelled out,
   * PostgreSQL estimates how rare the matching orders are and starts from them, where a subquery over those
   * tables made it walk the whole sort index for a handful of orders (4 s at 1,000,000 orders, bench/api/explain.ts).
   * Past MAX_RESOLVED_IDS matches the subquery stays: a list that long says the filter is not rare anyway.
   */
  async function resolveNames(filters: OrderFilters): Promise<ResolvedIds> {
    const resolve = async (
      query: SelectQueryBuilder<Database, 'resources' | 'organizations', { id: number }>,
    ) => {
      const rows = await query.limit(MAX_RESOLVED_IDS + 1).execute();
      return rows.length > MAX_RESOLVED_IDS ? 'many' : rows.map((r) => r.id);
    };
    const [meanResourceIds, charteredIds, ownerIds] = await Promise.all([
      filters.meanLabel || filters.meanModes ? resolve(resourcesMatching(filters)) : undefined,
      filters.charteredName ? resolve(organizationsNamed(containsPattern(filters.charteredName))) : undefined,
      filters.ownerName ? resolve(organizationsNamed(containsPattern(filters.ownerName))) : undefined,
    ]);
    return { meanResourceIds, charteredIds, ownerIds };
  }

  /** Whether resolved names already say that nothing matches. */
  function matchesNothing(filters: OrderFilters, resolved: ResolvedIds): boolean {
    // A truck kept by name only has no mode: with a mode asked for, only known resources can match.
    const unknownTrucksMatch = filters.meanLabel !== undefined && filters.meanModes === undefined;
    return (resolved.meanResourceIds?.length === 0 && !unknownTrucksMatch) || resolved.ownerIds?.length === 0;
  }

  /** The tour's paired resource by label and mode, or its truck kept by name only (which has no mode). */
  function meanFiltered(query: FilteredQuery, filters: OrderFilters, resourceIds: Resolved) {
    const label = filters.meanLabel;
    const tours = db
      .selectFrom('tours')
      .select('id')
      .where((eb) =>
        eb.or([
          ...(resourceIds === 'many'
            ? [eb('resource_id', 'in', resourcesMatching(filters))]
            : resourceIds.length
              ? [eb('resource_id', 'in', resourceIds)]
              : []),
          ...(label && !filters.meanModes
            ? [
                eb.and([
                  eb('resource_id', 'is', null),
                  eb('vehicle', 'is not', null),
                  eb('vehicle', 'ilike', containsPattern(label)),
                ]),
              ]
            : []),
        ]),
      );
    return query.where('o.tour_id', 'in', tours);
  }

  /** The list's order: the sorts asked for, then the id. Undated orders go last both ways (indexes of 0002). */
  function ordered<Q extends SelectQueryBuilder<Database & { o: Database['orders'] }, 'o', { id: number }>>(
    query: Q,
    sort: OrderSort[],
  ): Q {
    let sortedQuery = query;
    for (const s of sort) {
      const { column, nullable } = SORT_COLUMNS[s.field];
      sortedQuery = sortedQuery.orderBy(column, (ob) => {
        const directed = s.direction === 'desc' ? ob.desc() : ob.asc();
        return nullable ? directed.nullsLast() : directed;
      }) as Q;
    }
    return sortedQuery.orderBy('o.id', sort[0]?.direction ?? 'desc') as Q;
  }

  /**
   * Orders' details (tags included) by key, in the order given, in one statement whose text is the same for every
   * page: a prepared plan is reused (the page query folded in made PostgreSQL plan the joins afresh each time).
   */
  async function detailsOf(order: number[]) {
    const details = order.length
      ? await withDetails(joined().where(sql<boolean>`o.id = ANY(${order}::int[])`)).execute()
      : [];
    const byId = new Map(details.map((row) => [row.id, row]));
    return order.flatMap((id) => byId.get(id) ?? []);
  }

  // Filters touch the orders table only, so the count and the page can each run from one index.
  function filtered(
    scope: TenantScope,
    filters: OrderFilters,
    tagIdGroups: number[][],
    resolved: ResolvedIds,
    share: Share = 'both',
  ) {
    let query = db.selectFrom('orders as o').where((eb) => scoped(eb, scope, filters.organizationId, share));
    if (filters.statuses) query = query.where('o.current_status', 'in', filters.statuses);
    if (filters.transportModes) query = query.where('o.transport_mode', 'in', filters.transportModes);
    if (filters.tourStatuses) query = query.where('o.tour_status', 'in', filters.tourStatuses);
    for (const ids of tagIdGroups) query = query.where(sql<boolean>`o.tag_ids && ${sql.val(ids)}::int[]`);
    if (filters.departure) query = placeFiltered(query, 'departure', filters.departure);
    if (filters.arrival) query = placeFiltered(query, 'arrival', filters.arrival);
    if (resolved.meanResourceIds) query = meanFiltered(query, filters, resolved.meanResourceIds);
    if (filters.cargoTypes) {
      const types = filters.cargoTypes;
      query = query.where(
        'o.id',
        'in',
        db.selectFrom('goods').select('order_id').where('goods_type', 'in', types),
      );
    }
    if (filters.charteredName && resolved.charteredIds) {
      // As the list shows it: the carrier on Cargolens, else the name the shipper sent (ALLOW_UNKNOWN_CARRIER).
      const pattern = containsPattern(filters.charteredName);
      const carriers = resolved.charteredIds;
      query = query.where((eb) =>
        eb.or([
          ...(carriers === 'many'
            ? [eb('o.carrier_organization_id', 'in', organizationsNamed(pattern))]
            : carriers.length
              ? [eb('o.carrier_organization_id', 'in', carriers)]
              : []),
          eb(
            'o.tour_id',
            'in',
            db
              .selectFrom('tours')
              .select('id')
              .where('unknown_carrier_name', 'is not', null)
              .where('unknown_carrier_name', 'ilike', pattern),
          ),
        ]),
      );
    }
    const owners = resolved.ownerIds;
    if (owners === 'many')
      query = query.where('o.organization_id', 'in', organizationsNamed(containsPattern(filters.ownerName!)));
    else if (owners?.length) query = query.where('o.organization_id', 'in', owners);
    if (filters.contractNumber)
      query = query.where('o.contract_number', 'ilike', containsPattern(filters.contractNumber));
    if (filters.consignmentReference)
      query = query.where('o.consignment_reference', 'ilike', containsPattern(filters.consignmentReference));
    if (filters.cargoDescription)
      query = query.where('o.cargo_description', 'ilike', containsPattern(filters.cargoDescription));
    if (filters.etaStates) query = query.where('o.next_stop_eta_state', 'in', filters.etaStates);
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
    resolved: ResolvedIds,
  ): Promise<number> {
    const countOf = (share: Share) =>
      filtered(scope, filters, tagIdGroups, resolved, share).select((eb) => eb.fn.countAll<number>().as('n'));
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
  async function countFromSummary(
    scope: TenantScope,
    filters: OrderFilters,
    resolved: ResolvedIds,
  ): Promise<number> {
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
    if (Array.isArray(resolved.ownerIds)) query = query.where('c.organization_id', 'in', resolved.ownerIds);
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
      const resolved = await resolveNames(filters);
      if (matchesNothing(filters, resolved)) return { rows: [], total: 0 };
      const idsQuery = ordered(filtered(scope, filters, tagIdGroups, resolved).select('o.id'), sort);
      const offset = (page.number - 1) * page.size;
      const pageQuery = idsQuery.limit(page.size).offset(offset);
      let ids: { id: number }[];
      let total: number;
      if (countableFromSummary(filters, tagIdGroups, resolved)) {
        [ids, total] = await Promise.all([pageQuery.execute(), countFromSummary(scope, filters, resolved)]);
      } else {
        // Counting a search or a tag filter reads every match again (a trigram scan costs tens of milliseconds
        // at a million orders); a page that is not full is the last one, and its rows already give the total.
        ids = await pageQuery.execute();
        const lastPage = ids.length < page.size && (ids.length > 0 || offset === 0);
        total = lastPage ? offset + ids.length : await countMatches(scope, filters, tagIdGroups, resolved);
      }
      return { rows: await detailsOf(ids.map((r) => r.id)), total };
    },

    /** Every match in the list's order, a page at a time, each after the last (keyset): what an export reads. */
    async *pagesOf(
      scope: TenantScope,
      filters: OrderFilters,
      tagIdGroups: number[][],
      sort: OrderSort[],
      size: number,
    ) {
      if (tagIdGroups.some((ids) => ids.length === 0)) return;
      const resolved = await resolveNames(filters);
      if (matchesNothing(filters, resolved)) return;
      let after: KeysetPosition | undefined;
      for (;;) {
        let query = filtered(scope, filters, tagIdGroups, resolved);
        if (after) query = query.where(afterPosition(sort, after));
        const ids = (await ordered(query.select('o.id').select(sortKeySelections(sort)), sort)
          .limit(size)
          .execute()) as Array<{ id: number } & Record<string, string | null>>;
        if (ids.length > 0) yield await detailsOf(ids.map((r) => r.id));
        const last = ids.at(-1);
        if (!last || ids.length < size) return;
        after = { id: last.id, keys: sort.map((_, i) => last[`k${i}`] ?? null) };
      }
    },

    /** One order with what the list shows of its tour, parties and first and last stops, if the scope sees it. */
    findDetails(scope: TenantScope, id: number) {
      return withDetails(
        joined()
          .where((eb) => scoped(eb, scope, undefined))
          .where('o.id', '=', id),
      ).executeTakeFirst();
    },

    /** The orders' stops; with `geofences`, the fence drawn on each stop's place too (one order's map). */
    findStops(orderIds: number[], options: { geofences?: boolean } = {}) {
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
        .$if(options.geofences === true, (query) =>
          query.leftJoin('places as p', 'p.id', 's.place_id').select('p.geofence as place_geofence'),
        )
        .where('os.order_id', 'in', orderIds)
        .orderBy('os.order_id')
        .orderBy('s.sequence')
        .execute();
    },

    /** The events integrations sent in for one order (decision 0100), oldest first. */
    findReceivedEvents(orderId: number) {
      return db
        .selectFrom('inbound_events')
        .select(['id', 'code', 'stop_id', 'occurred_at', 'received_at'])
        .where('order_id', '=', orderId)
        .orderBy('occurred_at')
        .orderBy('id')
        .execute();
    },

    findTours(tourIds: number[]) {
      if (tourIds.length === 0) return Promise.resolve([]);
      return tourColumns(db.selectFrom('tours as t')).where('t.id', 'in', tourIds).execute();
    },

    /**
     * Everything one order shows besides its details and stops, in one round trip: its goods, its tour, the
     * rest of its goods aggregate and its prices (as JSON; the tour's start comes back a Date, as findTours').
     */
    async findAggregate(orderId: number) {
      const { goods, tours, ...aggregate } = await db
        .selectNoFrom((eb) => [
          jsonArrayFrom(
            eb
              .selectFrom('goods')
              .selectAll()
              .where('order_id', '=', orderId)
              .orderBy('position')
              .orderBy('id'),
          ).as('goods'),
          jsonArrayFrom(
            tourColumns(eb.selectFrom('tours as t')).where('t.id', '=', (inner) =>
              inner.selectFrom('orders').select('tour_id').where('id', '=', orderId),
            ),
          ).as('tours'),
          jsonArrayFrom(
            eb.selectFrom('order_prices').selectAll().where('order_id', '=', orderId).orderBy('position'),
          ).as('prices'),
          jsonArrayFrom(
            eb.selectFrom('handling_units').selectAll().where('order_id', '=', orderId).orderBy('position'),
          ).as('handlingUnits'),
          jsonArrayFrom(
            eb.selectFrom('purchase_orders').selectAll().where('order_id', '=', orderId).orderBy('position'),
          ).as('purchaseOrders'),
          jsonArrayFrom(
            eb
              .selectFrom('returnable_packings')
              .selectAll()
              .where('order_id', '=', orderId)
              .orderBy('position'),
          ).as('returnablePackings'),
        ])
        .executeTakeFirstOrThrow();
      return {
        goods,
        // JSON carries the timestamp as text; Kysely's type says Date, which is what this makes it.
        tours: tours.map((tour) => ({
          ...tour,
          start_at: tour.start_at === null ? null : new Date(tour.start_at),
        })),
        aggregate,
      };
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
export type ReceivedEventRow = Awaited<ReturnType<OrdersRepository['findReceivedEvents']>>[number];
export type TourRow = Awaited<ReturnType<OrdersRepository['findTours']>>[number];
export type GoodsRow = Awaited<ReturnType<OrdersRepository['findGoods']>>[number];
