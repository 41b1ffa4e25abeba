// The silent tours widget: tours whose truck stopped reporting, as the tracking rules stored it.
import type { Kysely } from 'kysely';
import { fetchPage, type PageRequest } from '../../db/paging';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';
import { visibleTours, withTourParties } from '../tours';

/**
 * Tours whose truck fell silent, as the tracking rules stored it (`silent_since`, decisions 0151, 0227): under
 * way, paired, no position for longer than the recency limit; cleared when the truck reports again.
 */
export async function listSilentTours(db: Kysely<Database>, scope: TenantScope, page: PageRequest) {
  const matching = db
    .selectFrom('tours as t')
    .innerJoin('resources as mean', 'mean.id', 't.resource_id')
    .leftJoin('latest_positions as lp', 'lp.resource_id', 't.resource_id')
    .where((eb) => visibleTours(eb as never, scope))
    .where('t.silent_since', 'is not', null);
  const rows = withTourParties(matching)
    .select([
      't.id',
      't.reference',
      't.status',
      'mean.label as mean_label',
      'lp.recorded_at as last_position_at',
    ])
    .orderBy('lp.recorded_at', (ob) => ob.asc().nullsFirst())
    .orderBy('t.id');
  return fetchPage(rows, matching.select('t.id'), page);
}
