// The only place with SQL for orders. Every query takes the tenant scope. Each query is a file of its own; this
// factory hands them the database.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { OrderFilters } from './filter-orders';
import { findOrderAggregate } from './find-order-aggregate';
import { findTagIdGroups } from './find-tag-id-groups';
import { listOrdersPage } from './list-orders-page';
import { findOrderDetails } from './order-details-query';
import { findOrderGoods, findOrderStops, findOrderTours, findReceivedEvents } from './order-lookups';
import type { OrderSort } from './sort-orders';
import { streamOrderPages } from './stream-order-pages';

export type { OrderFilters, PlaceFilter } from './filter-orders';
export type { OrderTag } from './order-details-query';
export type { OrderSort } from './sort-orders';

export function createOrdersRepository(db: Kysely<Database>) {
  return {
    /** Tag ids per requested label within what the caller may see; an unknown label yields an empty group. */
    tagIdGroups: (scope: TenantScope, labels: string[]): Promise<number[][]> =>
      findTagIdGroups(db, scope, labels),
    listPage: (
      scope: TenantScope,
      filters: OrderFilters,
      tagIdGroups: number[][],
      sort: OrderSort[],
      page: { number: number; size: number },
    ) => listOrdersPage(db, scope, filters, tagIdGroups, sort, page),
    /** Every match in the list's order, a page at a time, each after the last (keyset): what an export reads. */
    pagesOf: (
      scope: TenantScope,
      filters: OrderFilters,
      tagIdGroups: number[][],
      sort: OrderSort[],
      size: number,
    ) => streamOrderPages(db, scope, filters, tagIdGroups, sort, size),
    /** One order with what the list shows of its tour, parties and first and last stops, if the scope sees it. */
    findDetails: (scope: TenantScope, id: number) => findOrderDetails(db, scope, id),
    /** The orders' stops; with `geofences`, the fence drawn on each stop's place too (one order's map). */
    findStops: (orderIds: number[], options: { geofences?: boolean } = {}) =>
      findOrderStops(db, orderIds, options),
    /** The events integrations sent in for one order (decision 0100), oldest first. */
    findReceivedEvents: (orderId: number) => findReceivedEvents(db, orderId),
    findTours: (tourIds: number[]) => findOrderTours(db, tourIds),
    /** Everything one order shows besides its details and stops, in one round trip. */
    findAggregate: (orderId: number) => findOrderAggregate(db, orderId),
    findGoods: (orderIds: number[]) => findOrderGoods(db, orderIds),
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
export type OrderDetailsRow = NonNullable<Awaited<ReturnType<OrdersRepository['findDetails']>>>;
export type OrderStopRow = Awaited<ReturnType<OrdersRepository['findStops']>>[number];
export type ReceivedEventRow = Awaited<ReturnType<OrdersRepository['findReceivedEvents']>>[number];
export type TourRow = Awaited<ReturnType<OrdersRepository['findTours']>>[number];
export type GoodsRow = Awaited<ReturnType<OrdersRepository['findGoods']>>[number];
