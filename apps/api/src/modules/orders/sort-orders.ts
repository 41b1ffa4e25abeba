// The list's order: the sorts asked for, then the id. Undated orders go last both ways (indexes of 0002).
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';

export interface OrderSort {
  field: 'createdAt' | 'reference' | 'clientReference' | 'departureDate' | 'arrivalDate';
  direction: 'asc' | 'desc';
}

/** The sort columns of the list, and whether each may be empty (undated orders go last). */
export const SORT_COLUMNS = {
  createdAt: { column: 'o.created_at', nullable: false },
  reference: { column: 'o.reference', nullable: false },
  clientReference: { column: 'o.client_reference', nullable: true },
  departureDate: { column: 'o.departure_date', nullable: true },
  arrivalDate: { column: 'o.arrival_date', nullable: true },
} as const;

export function sortOrders<
  Q extends SelectQueryBuilder<Database & { o: Database['orders'] }, 'o', { id: number }>,
>(query: Q, sort: OrderSort[]): Q {
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
