// The baseline of bench:api: the very queries GET /api/orders runs for a scenario (the page with its details and
// tags, the count), called through the orders service in-process with the same concurrency, without HTTP,
// JSON:API, validation, auth or serializing.
import { performance } from 'node:perf_hooks';
import { openStore } from '../../apps/api/src/db/database';
import { createOrdersRepository } from '../../apps/api/src/modules/orders/repository';
import { createOrdersService } from '../../apps/api/src/modules/orders/service';
import { percentile } from '../support/server';
import type { Scenario } from './scenarios';

export async function measureDirect(
  storeOptions: { dataDir: string; databaseUrl?: string },
  organizationId: number,
  scenario: Scenario,
  options: { connections: number; durationSeconds: number },
) {
  const store = await openStore(storeOptions);
  const service = createOrdersService(createOrdersRepository(store.db));
  const scope = { organizationId, allOrganizations: false };
  const first = await service.list(scope, scenario.input);
  const latencies: number[] = [];
  const deadline = performance.now() + options.durationSeconds * 1000;
  async function worker() {
    while (performance.now() < deadline) {
      const started = performance.now();
      await service.list(scope, scenario.input);
      latencies.push(performance.now() - started);
    }
  }
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: options.connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  await store.close();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    /** This process's CPU (user + system) per list answered: the service's share, load-independent. */
    cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / latencies.length,
    answered: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    matching: first.total,
    ids: first.orders.map((o) => o.id),
  };
}
