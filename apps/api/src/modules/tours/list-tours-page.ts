// One page of the tours list: ids in the sort asked for, then their details (chartering's tour row) by key, in
// the page's order.
import type { Kysely } from 'kysely';
import { fetchPage, type PageRequest } from '../../db/paging';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';
import { tourDetailsQuery } from '../chartering';
import { filterTours, type TourFilters } from './filter-tours';

export interface TourSort {
  field: 'createdAt' | 'reference' | 'startAt' | 'status';
  direction: 'asc' | 'desc';
}

const SORT_COLUMNS = {
  createdAt: { column: 't.created_at', nullable: false },
  reference: { column: 't.reference', nullable: false },
  startAt: { column: 't.start_at', nullable: true },
  status: { column: 't.status', nullable: false },
} as const;

export async function listToursPage(
  db: Kysely<Database>,
  scope: TenantScope,
  filters: TourFilters,
  sort: TourSort[],
  page: PageRequest,
) {
  const base = filterTours(db, scope, filters);
  let sorted = base.select('t.id');
  for (const s of sort) {
    const { column, nullable } = SORT_COLUMNS[s.field];
    // Tours without a start go last both ways.
    sorted = sorted.orderBy(column, (ob) => {
      const directed = s.direction === 'desc' ? ob.desc() : ob.asc();
      return nullable ? directed.nullsLast() : directed;
    });
  }
  const { items, total } = await fetchPage(sorted.orderBy('t.id', sort[0]?.direction ?? 'desc'), base, page);
  // The page's details by key, in the page's order.
  const ids = items.map((row) => row.id);
  const rows = ids.length ? await tourDetailsQuery(db).where('t.id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { tours: ids.flatMap((id) => byId.get(id) ?? []), total };
}
