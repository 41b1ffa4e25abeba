// The answer to an events or ETAs batch: counts, and what became of each item, in the order sent; or, when
// nothing of the batch was kept, the items' errors as an error document (decision 0100).
import { type ErrorCode, ValidationError } from '@cargolens/domain/errors';
import { z } from 'zod';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { encodeId } from '../../kernel/public-id';
import { BATCH_OUTCOMES, type BatchError, batchErrorSchema, itemResult, outcomeCounts } from '../positions';
import type { ItemOutcome } from './service';

const batchAttributes = (noun: string) => ({
  accepted: z.number().int().describe(`${noun} stored`),
  duplicates: z.number().int().describe(`${noun} whose eventId was already stored: not stored again`),
  rejected: z.number().int().describe(`${noun} refused: see their errors`),
  results: z
    .array(
      z.object({
        index: z.number().int().describe('Position of the item in data, from 0'),
        outcome: z.enum(BATCH_OUTCOMES),
        id: z
          .string()
          .nullable()
          .describe('Cargolens’ id of the stored item; the same for a duplicate as for the first one sent'),
        errors: z.array(batchErrorSchema).describe('Why the item was refused; empty otherwise'),
      }),
    )
    .describe('One result per item, in the order sent'),
});

export const eventBatchResource = resourceSchema('EventBatch', 'eventBatches', batchAttributes('Events'));
export const etaBatchResource = resourceSchema('EtaBatch', 'etaBatches', batchAttributes('ETAs'));

type Result = z.infer<typeof eventBatchResource>['attributes']['results'][number];

const FIELD_POINTERS: Record<string, string> = {
  order: 'relationships/order',
  stop: 'relationships/stop',
  handlingUnit: 'relationships/handlingUnit',
};

export function resultOf(index: number, outcome: ItemOutcome | BatchError[]): Result {
  return itemResult(index, outcome, FIELD_POINTERS, (stored) => encodeId(Number(stored.id)));
}

/**
 * The batch resource; a batch of which nothing was kept is answered as an error document instead, with the
 * first error's status (a single unknown code is a 400, a single unknown order a 404).
 */
export function presentBatch<T extends 'eventBatches' | 'etaBatches'>(
  type: T,
  id: string,
  results: Result[],
) {
  const counts = outcomeCounts(results);
  const errors = results.flatMap((r) => r.errors);
  if (counts.rejected === results.length && errors.length > 0)
    throw new ValidationError(
      errors.map((e) => ({
        code: e.code as ErrorCode,
        pointer: e.source?.pointer ?? '',
        ...(e.detail ? { detail: e.detail } : {}),
      })) as [never, ...never[]],
    );
  return { type, id, attributes: { ...counts, results } };
}
