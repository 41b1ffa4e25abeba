// The only SQL of the homepage widgets (decision 0111): stops and tours of the tours the caller sees (its own,
// and those chartered to it, decision 0045), filtered on what the tracking worker stored — the domain's delay
// statuses and stop states (decisions 0065, 0085) — never re-derived here.
// Each widget's query is a file of its own; this factory hands them the database.
import type { Kysely } from 'kysely';
import type { PageRequest } from '../../db/paging';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';
import { listArrivals } from './list-arrivals';
import { listLateStops } from './list-late-stops';
import { listSilentTours } from './list-silent-tours';

export function createHomepageRepository(db: Kysely<Database>) {
  return {
    /** Stops still ahead whose stored delay status is among `lateStatuses`, or late on site or to complete. */
    lateStops: (scope: TenantScope, lateStatuses: readonly string[], page: PageRequest) =>
      listLateStops(db, scope, lateStatuses, page),
    /** Stops reached in [from, to), or still to reach with an ETA in it. */
    arrivals: (scope: TenantScope, from: Date, to: Date, page: PageRequest) =>
      listArrivals(db, scope, from, to, page),
    /** Tours whose truck fell silent, as the tracking rules stored it (decisions 0151, 0227). */
    silentTours: (scope: TenantScope, page: PageRequest) => listSilentTours(db, scope, page),
  };
}

export type HomepageRepository = ReturnType<typeof createHomepageRepository>;
