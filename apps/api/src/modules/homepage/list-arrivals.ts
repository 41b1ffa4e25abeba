// The arrivals widget: stops reached, or to reach, in a period.
import { type Kysely, sql } from 'kysely';
import { fetchPage, type PageRequest } from '../../db/paging';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';
import { stopsOfVisibleTours, withStopColumns } from './visible-stops-query';

/** Stops reached in [from, to), or still to reach with an ETA in it. */
export async function listArrivals(
  db: Kysely<Database>,
  scope: TenantScope,
  from: Date,
  to: Date,
  page: PageRequest,
) {
  const matching = stopsOfVisibleTours(db, scope).where((eb) =>
    eb.or([
      eb.and([eb('s.arrived_at', '>=', from), eb('s.arrived_at', '<', to)]),
      eb.and([
        eb('s.arrived_at', 'is', null),
        eb('s.is_skipped', '=', false),
        eb('s.shown_eta', '>=', from),
        eb('s.shown_eta', '<', to),
      ]),
    ]),
  );
  const rows = withStopColumns(matching).orderBy(sql`coalesce(s.arrived_at, s.shown_eta)`).orderBy('s.id');
  return fetchPage(rows, matching.select('s.id'), page);
}
