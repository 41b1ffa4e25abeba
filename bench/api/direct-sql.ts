// The baseline of bench:api: the very queries GET /api/orders runs (the page with its details and tags, the count), called through the
// orders repository in-process with the same concurrency, without HTTP, JSON:API or auth.
import { performance } from 'node:perf_hooks';
import { openStore } from '../../apps/api/src/db/database';
import { createOrdersRepository } from '../../apps/api/src/modules/orders/repository';

export async function measureDirect(
  storeOptions: { dataDir: string; databaseUrl?: string },
  organizationId: number,
  options: { connections: number; durationSeconds: number },
) {
  const store = await openStore(storeOptions);
  const repository = createOrdersRepository(store.db);
  const scope = { organizationId, allOrganizations: false };
  const latencies: number[] = [];
  const deadline = performance.now() + options.durationSeconds * 1000;
  async function worker() {
    while (performance.now() < deadline) {
      const started = performance.now();
      await repository.listPage(
        scope,
        { transportModes: ['ftl'] },
        [],
        [{ field: 'departureDate', direction: 'desc' }],
        { number: 1, size: 20 },
      );
      latencies.push(performance.now() - started);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  await store.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99) };
}
