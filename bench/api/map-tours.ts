// npm run bench:map-tours -- [--tours 5000] [--engine pglite|postgres] [--rounds 20]
// GET /api/map/tours' queries (decision 0145) over a fleet: the demo plus `tours` running tours of the shipper,
// each paired with its own truck that has a latest position. Calls the service in-process (the very queries, no
// HTTP) for one 2,000-tour page and reports wall time and this process's CPU time per call (with PGlite the
// database runs in this process, so its CPU is counted; with PostgreSQL only the client side is).

import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openStore } from '../../apps/api/src/db/database';
import { createTourMapRepository } from '../../apps/api/src/modules/tour-map/repository';
import { createTourMapService } from '../../apps/api/src/modules/tour-map/service';
import { createToursRepository } from '../../apps/api/src/modules/tours/repository';
import { benchDatabase } from '../support/databases';
import { percentile } from '../support/server';
import { seedBenchStore } from './seed-bench-store';

const { values: args } = parseArgs({
  options: {
    tours: { type: 'string', default: '5000' },
    engine: { type: 'string', default: 'pglite' },
    rounds: { type: 'string', default: '20' },
    'postgres-admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const TOURS = Number(args.tours);
const ROUNDS = Number(args.rounds);

const database = await benchDatabase(args.engine!, {
  prefix: 'cargolens-bench-map',
  adminUrl: args['postgres-admin-url']!,
});
try {
  const organizationId = await seedBenchStore(database.store, TOURS, (done) =>
    process.stdout.write(`\r  seeding ${done} orders`),
  );
  const store = await openStore(database.store);
  // One truck per bench tour, running, with a latest position somewhere in France and its last stop next.
  await sql`INSERT INTO resources (organization_id, label)
    SELECT ${organizationId}, 'BENCH-TRUCK-' || t.id FROM tours t
    WHERE t.organization_id = ${organizationId} AND t.reference LIKE 'BENCH-%'`.execute(store.db);
  await sql`UPDATE tours t SET status = 'IN_PROGRESS', resource_id = r.id
    FROM resources r WHERE r.label = 'BENCH-TRUCK-' || t.id`.execute(store.db);
  await sql`INSERT INTO latest_positions (organization_id, resource_id, recorded_at, received_at, lat, lng, source)
    SELECT organization_id, id, now() - (id % 120) * interval '1 minute', now(),
      43 + (id % 700) / 100.0, -1 + (id % 900) / 100.0, 'api'
    FROM resources WHERE label LIKE 'BENCH-TRUCK-%'`.execute(store.db);
  await sql`UPDATE stops s SET is_next_stop = s.sequence = (SELECT max(sequence) FROM stops x WHERE x.tour_id = s.tour_id)
    WHERE s.tour_id IN (SELECT id FROM tours WHERE reference LIKE 'BENCH-%')`.execute(store.db);
  if (database.engine === 'pglite') await store.execScript('VACUUM ANALYZE');
  else await sql`ANALYZE`.execute(store.db);

  const service = createTourMapService(
    createTourMapRepository(store.db, createToursRepository(store.db).matching),
  );
  const scope = { organizationId, allOrganizations: false };
  const call = () => service.mapTours(scope, { filters: {}, page: { number: 1, size: 2000 } });
  const first = await call();
  const wall: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    await call();
    wall.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  wall.sort((a, b) => a - b);
  process.stdout.write(
    `\n${database.engine}: ${first.total} running tours, page of ${first.items.length}: ` +
      `p50 ${percentile(wall, 50).toFixed(1)} ms, p99 ${percentile(wall, 99).toFixed(1)} ms wall; ` +
      `${((cpu.user + cpu.system) / 1000 / ROUNDS).toFixed(1)} ms CPU per call in this process\n`,
  );
  await store.close();
} finally {
  await database.cleanup();
}
