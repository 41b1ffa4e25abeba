// A burst of concurrent batches, overlapping on purpose: every position acknowledged as accepted is in the
// table once, repeats across batches are counted as duplicates exactly once each, and each resource has one
// waiting tracking job covering all of it (from its oldest position on).
import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../../seed/demo-users';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { devicesWithUnits, storedPositions, waitingJobs } from '../../test-support/position-fixtures';

const BATCHES = 12;
const PER_BATCH = 250;

describe.each(engines())('a burst of positions on $name', (engine) => {
  const app = useCargolens(engine);

  it('stores every acknowledged position once, whatever the interleaving', async () => {
    const token = await app.tokenOf('api.client');
    const own = (await devicesWithUnits(app)).filter(
      (d) => d.organizationName === DEMO_ORGANIZATIONS.shipper,
    );
    expect(own.length).toBeGreaterThanOrEqual(2);
    const start = Date.now() - 6 * 3_600_000;
    // Batch b covers steps b*200 .. b*200+249: each overlaps the next by 50 positions per resource.
    const batch = (b: number) =>
      Array.from({ length: PER_BATCH }, (_, i) => {
        const step = b * 200 + i;
        const device = own[step % 2]!;
        return {
          type: 'positions',
          attributes: { date: new Date(start + step * 1000).toISOString(), lat: 45 + step / 1e5, lng: 4.8 },
          relationships: { resource: { data: { type: 'means', id: device.id } } },
        };
      });
    const answers = await Promise.all(
      Array.from({ length: BATCHES }, (_, b) =>
        app.api.request('POST', '/api/positions', { token, body: { data: batch(b) } }),
      ),
    );
    const accepted = new Set<string>();
    let duplicates = 0;
    for (const [b, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      for (const result of answer.body.data.attributes.results) {
        const item = batch(b)[result.index]!;
        if (result.outcome === 'accepted') {
          const key = `${item.relationships.resource.data.id}@${item.attributes.date}`;
          expect(accepted.has(key), `${key} accepted twice`).toBe(false);
          accepted.add(key);
        } else {
          expect(result.outcome).toBe('duplicate');
          duplicates += 1;
        }
      }
    }
    const distinctSteps = (BATCHES - 1) * 200 + PER_BATCH;
    expect(accepted.size).toBe(distinctSteps);
    expect(duplicates).toBe(BATCHES * PER_BATCH - distinctSteps);
    for (const device of own.slice(0, 2)) {
      const stored = await storedPositions(app, device.key);
      const keys = new Set(stored.map((p) => `${device.id}@${p.recorded_at.toISOString()}`));
      expect(stored.length).toBe(keys.size);
      for (const key of accepted) if (key.startsWith(`${device.id}@`)) expect(keys.has(key), key).toBe(true);
      expect(stored.length).toBe([...accepted].filter((k) => k.startsWith(`${device.id}@`)).length);
      const jobs = await waitingJobs(app, device.key);
      expect(jobs).toHaveLength(1);
      expect(jobs[0]!.payload).toEqual({ earliest: stored[0]!.recorded_at.toISOString() });
    }
  });
});
