// The stops of the tours the caller sees (its own, and those chartered to it, decision 0045), and the columns a
// stop widget shows of each: the homepage's stop widgets start from these.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';
import { visibleTours, withTourParties } from '../tours';

export function stopsOfVisibleTours(db: Kysely<Database>, scope: TenantScope) {
  return db
    .selectFrom('stops as s')
    .innerJoin('tours as t', 't.id', 's.tour_id')
    .where((eb) => visibleTours(eb as never, scope));
}

export function withStopColumns(query: ReturnType<typeof stopsOfVisibleTours>) {
  return withTourParties(query).select([
    's.id',
    's.name',
    's.town',
    's.country',
    's.timezone',
    's.stop_type',
    's.sequence',
    's.planned_start',
    's.planned_end',
    's.appointment_start',
    's.appointment_end',
    's.arrived_at',
    // The ETA the stop shows, stored beside the delay status judged on it (decision 0224).
    's.shown_eta as eta',
    's.eta_status',
    's.is_on_site_late',
    's.is_completion_late',
    't.id as tour_id',
    't.reference as tour_reference',
    't.status as tour_status',
  ]);
}
