// Orders as a caller may see them: scoped, filtered, sorted, paged, with the related resources asked for.
// Internal ids and field paths (decision 0222).
import { AppError } from '@cargolens/domain/errors';
import { organizationFilterId } from '../../kernel/acting-organization-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import type {
  GoodsRow,
  OrderDetailsRow,
  OrderFilters,
  OrderSort,
  OrderStopRow,
  OrdersRepository,
  TourRow,
} from './repository';

export interface ListOrdersInput {
  filters: Omit<OrderFilters, 'organizationId'> & { organization?: number | undefined };
  sort: OrderSort[];
  page: { number: number; size: number };
  include: Set<string>;
}

/** Orders with the related records asked for: what a route presents, or a job works on. */
export interface OrdersWithRelated {
  orders: OrderDetailsRow[];
  stops?: OrderStopRow[];
  goods?: GoodsRow[];
  tours?: TourRow[];
  /** The goods aggregate and prices of a single order (detail and writes). */
  aggregate?: OrderAggregate;
  /** Stops come with the geofence they are watched with (a single order, shown with its map). */
  stopGeofences?: boolean;
}

export type OrderAggregate = Awaited<ReturnType<OrdersRepository['findAggregate']>>['aggregate'];

export function createOrdersService(repository: OrdersRepository) {
  async function withRelated(
    orders: OrderDetailsRow[],
    include: Set<string>,
    options: { geofences?: boolean } = {},
  ): Promise<OrdersWithRelated> {
    const orderIds = orders.map((r) => r.id);
    const tourIds = [...new Set(orders.flatMap((r) => (r.tour_id ? [r.tour_id] : [])))];
    const [stops, goods, tours] = await Promise.all([
      include.has('stops') ? repository.findStops(orderIds, options) : undefined,
      include.has('goods') ? repository.findGoods(orderIds) : undefined,
      include.has('tour') ? repository.findTours(tourIds) : undefined,
    ]);
    return { orders, stops, goods, tours, stopGeofences: options.geofences };
  }

  /** The list's filters as the repository takes them: the organization filter checked, tags as id groups. */
  async function resolveFilters(scope: TenantScope, input: ListOrdersInput['filters']) {
    const { organization, ...filters } = input;
    const organizationId = organizationFilterId(scope, organization);
    const tagIdGroups = filters.tagLabels ? await repository.tagIdGroups(scope, filters.tagLabels) : [];
    return { filters: { ...filters, organizationId }, tagIdGroups };
  }

  return {
    async list(scope: TenantScope, input: ListOrdersInput) {
      const { filters, tagIdGroups } = await resolveFilters(scope, input.filters);
      const { rows, total } = await repository.listPage(scope, filters, tagIdGroups, input.sort, input.page);
      return { ...(await withRelated(rows, input.include)), total };
    },

    /** Every order the list would show, in its order, page after page (keyset): what an export writes. */
    async *pages(
      scope: TenantScope,
      input: Omit<ListOrdersInput, 'page'> & { pageSize: number },
    ): AsyncGenerator<OrdersWithRelated> {
      const { filters, tagIdGroups } = await resolveFilters(scope, input.filters);
      for await (const rows of repository.pagesOf(scope, filters, tagIdGroups, input.sort, input.pageSize))
        yield await withRelated(rows, input.include);
    },

    async get(scope: TenantScope, id: number, include: Set<string>) {
      const row = await repository.findDetails(scope, id);
      // Another organization's order is reported exactly like a missing one: no existence leak.
      if (!row) throw new AppError('http.not_found', { detail: 'Order not found' });
      // Two round trips after the details whatever is included (the goods and tour come with the aggregate).
      const [stops, { goods, tours, aggregate }] = await Promise.all([
        // One order is shown with its map: its stops come with their geofences.
        include.has('stops') ? repository.findStops([row.id], { geofences: true }) : undefined,
        repository.findAggregate(row.id),
      ]);
      return {
        orders: [row],
        stops,
        goods: include.has('goods') ? goods : undefined,
        tours: include.has('tour') ? tours : undefined,
        aggregate,
        stopGeofences: true,
      } satisfies OrdersWithRelated;
    },

    /** One order the scope sees with its stops, for its timeline. */
    async timelineFacts(scope: TenantScope, id: number) {
      const row = await repository.findDetails(scope, id);
      if (!row) throw new AppError('http.not_found', { detail: 'Order not found' });
      const [stops, received] = await Promise.all([
        repository.findStops([row.id]),
        repository.findReceivedEvents(row.id),
      ]);
      return { order: row, stops, received };
    },

    /** The organization owning an order the scope sees (back-office writes act for it). */
    async ownerOf(scope: TenantScope, id: number): Promise<number> {
      const row = await repository.findDetails(scope, id);
      if (!row) throw new AppError('http.not_found', { detail: 'Order not found' });
      return row.organization_id;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
