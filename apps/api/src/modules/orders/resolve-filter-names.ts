// Names in small tables (resources, organizations) become ids before the list query: with the ids spelled out,
// PostgreSQL estimates how rare the matching orders are and starts from them, where a subquery over those
// tables made it walk the whole sort index for a handful of orders (4 s at 1,000,000 orders, bench/api/explain.ts).
// Past MAX_RESOLVED_IDS matches the subquery stays: a list that long says the filter is not rare anyway.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../db/text-search';
import type { OrderFilters } from './filter-orders';

/** Ids that names of the filters resolved to (see resolveFilterNames), or 'many' past MAX_RESOLVED_IDS. */
export type Resolved = number[] | 'many';
export interface ResolvedIds {
  meanResourceIds?: Resolved | undefined;
  charteredIds?: Resolved | undefined;
  ownerIds?: Resolved | undefined;
}
const MAX_RESOLVED_IDS = 1_000;

export function organizationsNamed(db: Kysely<Database>, pattern: string) {
  return db.selectFrom('organizations').select('id').where('name', 'ilike', pattern);
}

export function resourcesMatching(db: Kysely<Database>, filters: OrderFilters) {
  let resources = db.selectFrom('resources').select('id');
  if (filters.meanLabel) resources = resources.where('label', 'ilike', containsPattern(filters.meanLabel));
  if (filters.meanModes) resources = resources.where('mode', 'in', filters.meanModes);
  return resources;
}

export async function resolveFilterNames(db: Kysely<Database>, filters: OrderFilters): Promise<ResolvedIds> {
  const resolve = async (
    query: SelectQueryBuilder<Database, 'resources' | 'organizations', { id: number }>,
  ) => {
    const rows = await query.limit(MAX_RESOLVED_IDS + 1).execute();
    return rows.length > MAX_RESOLVED_IDS ? 'many' : rows.map((r) => r.id);
  };
  const [meanResourceIds, charteredIds, ownerIds] = await Promise.all([
    filters.meanLabel || filters.meanModes ? resolve(resourcesMatching(db, filters)) : undefined,
    filters.charteredName
      ? resolve(organizationsNamed(db, containsPattern(filters.charteredName)))
      : undefined,
    filters.ownerName ? resolve(organizationsNamed(db, containsPattern(filters.ownerName))) : undefined,
  ]);
  return { meanResourceIds, charteredIds, ownerIds };
}

/** Whether resolved names already say that nothing matches. */
export function matchesNothing(filters: OrderFilters, resolved: ResolvedIds): boolean {
  // A truck kept by name only has no mode: with a mode asked for, only known resources can match.
  const unknownTrucksMatch = filters.meanLabel !== undefined && filters.meanModes === undefined;
  return (resolved.meanResourceIds?.length === 0 && !unknownTrucksMatch) || resolved.ownerIds?.length === 0;
}
