// The hand-written check of plainly well-formed positions must agree with zod on every input: what it takes,
// zod takes unchanged; what it does not recognise, zod judges and words (decision 0176).
import { describe, expect, it } from 'vitest';
import { readBatch } from './read-batch';
import { positionItem } from './schemas';

const good = {
  type: 'positions',
  attributes: { date: '2026-11-20T08:15:00Z', lat: 45.7, lng: 4.8, speed: 13.9, heading: null },
  relationships: { resource: { data: { type: 'means', id: 'k3G7QAe5' } } },
};
const withAttributes = (attributes: Record<string, unknown>) => ({
  ...good,
  attributes: { ...good.attributes, ...attributes },
});

const cases: unknown[] = [
  good,
  {
    type: 'positions',
    attributes: { date: '2026-11-20T08:15:00.123+02:00', lat: 1, lng: 2, telematicUnitId: 'T1' },
  },
  withAttributes({ date: '2026-02-30T00:00:00Z' }),
  withAttributes({ date: '2028-02-29T00:00:00Z' }),
  withAttributes({ date: '2026-11-20T08:15Z' }),
  withAttributes({ date: '2026-11-20 08:15:00Z' }),
  withAttributes({ lat: '45.7' }),
  withAttributes({ lng: undefined }),
  withAttributes({ speed: '3' }),
  withAttributes({ colour: 'red' }),
  withAttributes({ telematicUnitId: '' }),
  withAttributes({ telematicUnitId: 'x'.repeat(65) }),
  { ...good, type: 'position' },
  { ...good, extra: 1 },
  { ...good, relationships: { resource: { data: { type: 'means', id: '' } } } },
  { ...good, relationships: { resource: { data: { type: 'trucks', id: 'k3G7QAe5' } } } },
  { ...good, relationships: { resource: { data: { type: 'means', id: 'k3G7QAe5', x: 1 } } } },
  { ...good, relationships: { resource: { data: { type: 'means', id: 'k3G7QAe5' } }, driver: {} } },
  { ...good, relationships: [] },
  [],
  null,
  'positions',
];

describe('reading a batch of positions', () => {
  it('accepts exactly what the schema accepts, and refuses the rest with zod’s reasons', () => {
    const read = readBatch(cases);
    cases.forEach((raw, index) => {
      const zod = positionItem.safeParse(raw);
      expect(Array.isArray(read[index]), `case ${index}`).toBe(!zod.success);
    });
    expect(read.filter((entry) => !Array.isArray(entry))).toHaveLength(3);
    expect(read[2]).toEqual([
      expect.objectContaining({
        code: 'validation.invalid_date',
        source: { pointer: '/data/2/attributes/date' },
      }),
    ]);
  });

  it('reads a well-formed position’s values and its resource', () => {
    const [input] = readBatch([good]);
    expect(input).toMatchObject({
      report: { recordedAt: Date.parse('2026-11-20T08:15:00Z'), lat: 45.7, lng: 4.8, speed: 13.9 },
    });
  });
});
