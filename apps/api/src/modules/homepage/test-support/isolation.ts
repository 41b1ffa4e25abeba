// Tenant isolation of the homepage module's routes (decision 0004): each route's class, declared beside the
// routes and checked for every organization of the demo by the walk (apps/api/src/http/tenant-isolation*.test.ts).
import { ownerAndCarrier } from '../../../test-support/isolated-collection';
import type { ModuleIsolation } from '../../../test-support/route-isolation';
import { runTimeRules } from '../../tracking';

export const isolation: ModuleIsolation = {
  parties: {
    // Homepage widget rows belong to their tour's parties.
    homepageStops: ownerAndCarrier,
    silentTours: ownerAndCarrier,
  },
  // Silent tours are those the time rules found silent (decision 0227): a process with workers runs them.
  prepare: (db) => runTimeRules(db, Date.now()),
  routes: {
    'GET /api/homepage/late-stops': { kind: 'list', type: 'homepageStops' },
    'GET /api/homepage/arrivals': { kind: 'list', type: 'homepageStops' },
    'GET /api/homepage/silent-tours': { kind: 'list', type: 'silentTours' },
  },
};
