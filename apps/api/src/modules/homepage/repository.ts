// The only SQL of the homepage widgets (decision 0111): stops and tours of the tours the caller sees (its own,
// and those chartered to it, decision 0045), filtered on what the tracking worker stored — the domain's delay
// statuses and stop states (decisions 0065, 0085) — never re-derived here.
import { type Kysely, sql } from 'kysely';
import { fetchPage, type PageRequest } from '../../db/paging';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';
import { visibleTours } from '../tours';

export function createHomepageRepository(db: Kysely<Database>) {
  function stopsOfVisibleTours(scope: TenantScope) {
    return db
      .selectFrom('stops as s')
      .innerJoin('tours as t', 't.id', 's.tour_id')
      .where((eb) => visibleTours(eb as never, scope));
  }

  function withStopColumns(query: ReturnType<typeof stopsOfVisibleTours>) {
    return query
      .innerJoin('organizations as owner', 'owner.id', 't.organization_id')
      .leftJoin('organizations as carrier', 'carrier.id', 't.carrier_organization_id')
      .select([
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
        'owner.name as owner_name',
        sql<string | null>`coalesce(carrier.name, t.unknown_carrier_name)`.as('chartered_name'),
      ]);
  }

  return {
    /** Stops still ahead whose stored delay status is among `lateStatuses`, or late on site or to complete. */
    async lateStops(scope: TenantScope, lateStatuses: readonly string[], page: PageRequest) {
      const matching = stopsOfVisibleTours(scope)
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
    },

    /** Stops reached in [from, to), or still to reach with an ETA in it. */
    async arrivals(scope: TenantScope, from: Date, to: Date, page: PageRequest) {
      const matching = stopsOfVisibleTours(scope).where((eb) =>
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
      const rows = withStopColumns(matching)
        .orderBy(sql`coalesce(s.arrived_at, s.shown_eta)`)
        .orderBy('s.id');
      return fetchPage(rows, matching.select('s.id'), page);
    },

    /**
     * Tours whose truck fell silent, as the tracking rules stored it (`silent_since`, decisions 0151, 0227): under
     * way, paired, no position for longer than the recency limit; cleared when the truck reports again.
     */
    async silentTours(scope: TenantScope, page: PageRequest) {
      const matching = db
        .selectFrom('tours as t')
        .innerJoin('resources as mean', 'mean.id', 't.resource_id')
        .leftJoin('latest_positions as lp', 'lp.resource_id', 't.resource_id')
        .where((eb) => visibleTours(eb as never, scope))
        .where('t.silent_since', 'is not', null);
      const rows = matching
        .innerJoin('organizations as owner', 'owner.id', 't.organization_id')
        .leftJoin('organizations as carrier', 'carrier.id', 't.carrier_organization_id')
        .select([
          't.id',
          't.reference',
          't.status',
          'mean.label as mean_label',
          'lp.recorded_at as last_position_at',
          'owner.name as owner_name',
          sql<string | null>`coalesce(carrier.name, t.unknown_carrier_name)`.as('chartered_name'),
        ])
        .orderBy('lp.recorded_at', (ob) => ob.asc().nullsFirst())
        .orderBy('t.id');
      return fetchPage(rows, matching.select('t.id'), page);
    },
  };
}

export type HomepageRepository = ReturnType<typeof createHomepageRepository>;
