// The late stops widget: stops still ahead judged late by the tracking worker (decisions 0065, 0085).
import { type Kysely, sql } from 'kysely';
import { fetchPage, type PageRequest } from '../../db/paging';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';
import { stopsOfVisibleTours, withStopColumns } from './visible-stops-query';

/** Stops still ahead whose stored delay status is among `lateStatuses`, or late on site or to complete. */
export async function listLateStops(
  db: Kysely<Database>,
  scope: TenantScope,
  lateStatuses: readonly string[],
  page: PageRequest,
) {
  const matching = stopsOfVisibleTours(db, scope)
    .where('t.status', '<>', 'FINISHED')
    .where('s.is_done', '=', false)
    .where('s.is_skipped', '=', false)
    .where((eb) =>
      eb.or([
        eb('s.eta_status', 'in', [...lateStatuses]),
        eb('s.is_on_site_late', '=', true),
        eb('s.is_completion_late', '=', true),
      ]),
    );
  const rows = withStopColumns(matching)
    .orderBy(sql`coalesce(s.shown_eta, s.planned_end, s.planned_start)`, (ob) => ob.asc().nullsLast())
    .orderBy('s.id');
  return fetchPage(rows, matching.select('s.id'), page);
}
