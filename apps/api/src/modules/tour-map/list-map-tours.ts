// The global map's page of tours (decision 0145): the Tours page's own filter query, joined to each truck's one
// latest-position row, so a fleet of thousands is one indexed read and never a scan of the positions. The next
// stop is the one the tracking worker marked (is_next_stop: decision 0065), never re-derived here.
import { fetchPage, type PageRequest } from '../../db/paging';
import type { TenantScope } from '../../kernel/tenant-scope';
import { type TourFilters, type ToursRepository, withTourParties } from '../tours';

export interface MapTourFilters extends TourFilters {
  /** Tours shown: the statuses the truck's position is shown in (isGpsPositionShown). */
  statuses: string[];
  /** ETA statuses of the next stop; null stands for a next stop without one, or no next stop. */
  nextStopEtaStatuses?: { statuses: string[]; orNone: boolean };
}

export async function listMapTours(
  matching: ToursRepository['matching'],
  scope: TenantScope,
  filters: MapTourFilters,
  page: PageRequest,
) {
  const { nextStopEtaStatuses: wanted, ...tourFilters } = filters;
  const base = matching(scope, tourFilters)
    .where('t.resource_id', 'is not', null)
    .leftJoin('stops as ns', (join) =>
      join.onRef('ns.tour_id', '=', 't.id').on('ns.is_next_stop', '=', true),
    );
  const matched = wanted
    ? base.where((eb) =>
        eb.or([
          eb('ns.eta_status', 'in', wanted.statuses.length ? wanted.statuses : ['']),
          ...(wanted.orNone ? [eb('ns.eta_status', 'is', null)] : []),
        ]),
      )
    : base;
  const rows = withTourParties(matched.innerJoin('resources as mean', 'mean.id', 't.resource_id'))
    .leftJoin('latest_positions as lp', 'lp.resource_id', 't.resource_id')
    .select([
      't.id',
      't.reference',
      't.status',
      'mean.label as mean_label',
      'lp.lat',
      'lp.lng',
      'lp.recorded_at',
      'ns.name as next_name',
      'ns.town as next_town',
      'ns.country as next_country',
      'ns.timezone as next_timezone',
      'ns.planned_start as next_planned_start',
      'ns.planned_end as next_planned_end',
      // The ETA the stop shows, stored beside the delay status judged on it (decision 0224).
      'ns.shown_eta as next_eta',
      'ns.eta_status as next_eta_status',
    ])
    .orderBy('t.id');
  return fetchPage(rows, matched.select('t.id'), page);
}
