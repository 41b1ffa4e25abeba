import { z } from 'zod';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { encodeId } from '../../kernel/public-id';
import { type BatchError, problemErrors } from './read-batch';
import type { PositionOutcome } from './service';

const OUTCOMES = ['accepted', 'duplicate', 'rejected'] as const;

const errorSchema = z.object({
  status: z.string(),
  code: z.string(),
  title: z.string(),
  detail: z.string().optional(),
  source: z.object({ pointer: z.string().optional() }).optional(),
});

export const positionBatchResource = resourceSchema('PositionBatch', 'positionBatches', {
  accepted: z.number().int().describe('Positions stored'),
  duplicates: z.number().int().describe('Positions already stored (same resource, same time): ignored'),
  rejected: z.number().int().describe('Positions refused: see their errors'),
  results: z
    .array(
      z.object({
        index: z.number().int().describe('Position of the item in data, from 0'),
        outcome: z.enum(OUTCOMES),
        resource: z.string().nullable().describe('The resource (mean) id the position was stored for'),
        errors: z.array(errorSchema).describe('Why the position was refused; empty otherwise'),
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
  if (Array.isArray(outcome)) return { index, outcome: 'rejected', resource: null, errors: outcome };
  if (outcome.outcome !== 'rejected')
    return { index, outcome: outcome.outcome, resource: encodeId(outcome.resourceId), errors: [] };
  return {
    index,
    outcome: 'rejected',
    resource: null,
    errors: problemErrors(index, outcome.problems, FIELD_POINTERS),
  };
}

export function presentBatch(id: string, results: Result[]): z.infer<typeof positionBatchResource> {
  const count = (outcome: (typeof OUTCOMES)[number]) => results.filter((r) => r.outcome === outcome).length;
  return {
    type: 'positionBatches',
    id,
    attributes: {
      accepted: count('accepted'),
      duplicates: count('duplicate'),
      rejected: count('rejected'),
      results,
    },
  };
}
