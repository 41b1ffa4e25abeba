import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeOnlyValidator } from './batch-validator';

const envelope = z.strictObject({ data: z.array(z.record(z.string(), z.unknown())).min(1).max(3) });
const validate = envelopeOnlyValidator(
  envelope,
  3,
)({
  schema: z.object({ data: z.array(z.object({ type: z.literal('x') })) }),
  method: 'POST',
  url: '/batch',
  httpPart: 'body',
}) as (body: unknown) => { value?: unknown; error?: unknown };

describe('a batch route’s envelope check', () => {
  it('takes a list of objects as it is, leaving each item’s own check to the handler', () => {
    const body = { data: [{ type: 'y', anything: 1 }, {}] };
    const result = validate(body);
    expect(result.error).toBeUndefined();
    expect(result.value).toBe(body);
  });

  it('refuses what is not a list of 1 to maxItems objects, and nothing else around it', () => {
    for (const body of [
      { data: [] },
      { data: [{}, {}, {}, {}] },
      { data: [{}, 2] },
      { data: [{}, null] },
      { data: [[]] },
      { data: {} },
      { data: [{}], meta: {} },
      [{}],
      null,
    ])
      expect(validate(body).error, JSON.stringify(body)).toBeDefined();
  });
});
