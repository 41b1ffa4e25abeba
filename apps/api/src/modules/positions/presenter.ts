import { z } from 'zod';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { encodeId } from '../../kernel/public-id';
import { BATCH_OUTCOMES, batchErrorSchema, itemResult, outcomeCounts } from './batch-results';
import type { BatchError } from './read-batch';
import type { PositionOutcome } from './service';

export const positionBatchResource = resourceSchema('PositionBatch', 'positionBatches', {
  accepted: z.number().int().describe('Positions stored'),
  duplicates: z.number().int().describe('Positions already stored (same resource, same time): ignored'),
  rejected: z.number().int().describe('Positions refused: see their errors'),
  results: z
    .array(
      z.object({
        index: z.number().int().describe('Position of the item in data, from 0'),
        outcome: z.enum(BATCH_OUTCOMES),
        resource: z.string().nullable().describe('The resource (mean) id the position was stored for'),
        errors: z.array(batchErrorSchema).describe('Why the position was refused; empty otherwise'),
      }),
    )
    .describe('One result per position, in the order sent'),
});

type Result = z.infer<typeof positionBatchResource>['attributes']['results'][number];

const FIELD_POINTERS: Record<string, string> = {
  resource: 'relationships/resource',
  recordedAt: 'attributes/date',
  battery: 'attributes/batteryLevel',
};

export function resultOf(index: number, outcome: PositionOutcome | BatchError[]): Result {
  // Named member by member: object rest and spread cost half a microsecond a position on the ingest path.
  const item = itemResult(index, outcome, FIELD_POINTERS, (stored) => encodeId(stored.resourceId));
  return { index: item.index, outcome: item.outcome, resource: item.id, errors: item.errors };
}

export function presentBatch(id: string, results: Result[]): z.infer<typeof positionBatchResource> {
  return { type: 'positionBatches', id, attributes: { ...outcomeCounts(results), results } };
}
