// npx tsx bench/ingest/read-batch.ts — CPU per position of reading a batch (shape check, resource ids) in
// this process, on batches shaped like bench:ingest's: a steady figure on a loaded machine (decision 0176).
import { decodeId, encodeId } from '../../apps/api/src/kernel/public-id';
import { readBatch } from '../../apps/api/src/modules/positions/read-batch';
import { positionItem } from '../../apps/api/src/modules/positions/schemas';

const BATCHES = 120;
const ids = Array.from({ length: 2_000 }, (_, i) => encodeId(100_000 + i));
const batches = Array.from({ length: BATCHES }, (_, b) =>
  Array.from({ length: 1_000 }, (_, j) => ({
    type: 'positions',
    attributes: {
      date: new Date(1.7e12 + (b * 1_000 + j) * 1_000).toISOString(),
      lat: 45 + j / 1e4,
      lng: 4.1,
      speed: 12.5,
      heading: 90,
      accuracy: 8,
    },
    relationships: { resource: { data: { type: 'means', id: ids[(b * 200 + (j % 200)) % 2_000]! } } },
  })),
);

function cpuPerPosition(label: string, run: () => void) {
  run();
  run();
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  process.stdout.write(
    `${label}: ${((used.user + used.system) / (BATCHES * 1_000)).toFixed(2)} µs/position\n`,
  );
}

cpuPerPosition('readBatch', () => {
  for (const batch of batches) readBatch(batch);
});
cpuPerPosition('zod safeParse of each position', () => {
  for (const batch of batches) for (const item of batch) positionItem.safeParse(item, { reportInput: true });
});
cpuPerPosition('decodeId of each position', () => {
  for (const batch of batches) for (const item of batch) decodeId(item.relationships.resource.data.id);
});
