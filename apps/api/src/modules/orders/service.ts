// Orders as a caller may see them: scoped, filtered, sorted, paged, with the related resources asked for.
import { AppError } from '@cargolens/domain/errors';
import type { ResourceObject } from '../../http/jsonapi/document';
import { decodeId } from '../../kernel/public-id';
import type { TenantScope } from '../../kernel/tenant-scope';
import { presentGoods, presentOrder, presentStop, presentTour } from './presenter';
import type { OrderDetailsRow, OrderFilters, OrderSort, OrdersRepository } from './repository';

export interface ListOrdersInput {
  filters: Omit<OrderFilters, 'organizationId'> & { organization?: string };
  sort: OrderSort[];
  page: { number: number; size: number };
  include: Set<string>;
}

export function createOrdersService(repository: OrdersRepository) {
  async function present(rows: OrderDetailsRow[], include: Set<string>) {
    const orderIds = rows.map((r) => r.id);
    const tourIds = [...new Set(rows.flatMap((r) => (r.tour_id ? [r.tour_id] : [])))];
    const [stops, goods, tours, nextStops] = await Promise.all([
      include.has('stops') ? repository.findStops(orderIds) : [],
      include.has('goods') ? repository.findGoods(orderIds) : [],
      include.has('tour') ? repository.findTours(tourIds) : [],
      include.has('stops') ? repository.nextStopIds(tourIds) : new Set<number>(),
    ]);
    const tagMap = new Map(
      rows.flatMap((r) => r.tag_list.map((t) => [t.id, { label: t.label, color: t.color }] as const)),
    );
    const data = rows.map((row) =>
      presentOrder(row, tagMap, {
        ...(include.has('stops')
          ? { stopIds: stops.filter((s) => s.order_id === row.id).map((s) => s.id) }
          : {}),
        ...(include.has('goods')
          ? { goodsIds: goods.filter((g) => g.order_id === row.id).map((g) => g.id) }
          : {}),
      }),
    );
    const included: ResourceObject[] = [
      ...stops.map((s) => presentStop(s, nextStops.has(s.id))),
      ...tours.map(presentTour),
      ...goods.map(presentGoods),
    ];
    return { data, included };
  }

  return {
    async list(scope: TenantScope, input: ListOrdersInput) {
      const { organization, ...filters } = input.filters;
      let organizationId: number | undefined;
      if (organization !== undefined) {
        if (!scope.allOrganizations) {
          throw new AppError('http.access_denied_error', { source: { parameter: 'filter[organization]' } });
        }
        organizationId = decodeId(organization);
        if (organizationId === undefined)
          throw new AppError('organization.not_found_error', {
            source: { parameter: 'filter[organization]' },
          });
      }
      const tagIdGroups = filters.tagLabels ? await repository.tagIdGroups(scope, filters.tagLabels) : [];
      const { rows, total } = await repository.listPage(
        scope,
        { ...filters, organizationId },
        tagIdGroups,
        input.sort,
        input.page,
      );
      return { ...(await present(rows, input.include)), total };
    },

    async get(scope: TenantScope, hashId: string, include: Set<string>) {
      const id = decodeId(hashId);
      // Another organization's order is reported exactly like a missing one: no existence leak.
      const row = id === undefined ? undefined : await repository.findDetails(scope, id);
      if (!row) throw new AppError('http.not_found', { detail: 'Order not found' });
      const { data, included } = await present([row], include);
      return { data: data[0]!, included };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
