import { z } from 'zod';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { BULK_ACTIONS } from './schemas';
import type { BulkOutcome } from './service';

const OUTCOMES = ['done', 'unchanged', 'failed'] as const;

export const orderBulkActionResource = resourceSchema('OrderBulkAction', 'orderBulkActions', {
  action: z.enum(BULK_ACTIONS),
  done: z.number().int().describe('Orders the action changed'),
  unchanged: z.number().int().describe('Orders that already were as asked'),
  failed: z.number().int().describe('Orders the action could not change: see their error'),
  results: z
    .array(
      z.object({
        order: z.string().describe('Order id, as sent'),
        outcome: z.enum(OUTCOMES),
        error: z
          .object({ status: z.string(), code: z.string(), title: z.string(), detail: z.string().optional() })
          .nullable()
          .describe('Why this order failed, as a JSON:API error object would say'),
      }),
    )
    .describe('One result per order, in the order sent'),
});

export function presentBulkAction(
  id: string,
  action: (typeof BULK_ACTIONS)[number],
  outcomes: BulkOutcome[],
  /** The order ids as sent, one per outcome. */
  sentIds: string[],
): z.infer<typeof orderBulkActionResource> {
  const count = (outcome: (typeof OUTCOMES)[number]) => outcomes.filter((o) => o.outcome === outcome).length;
  return {
    type: 'orderBulkActions',
    id,
    attributes: {
      action,
      done: count('done'),
      unchanged: count('unchanged'),
      failed: count('failed'),
      results: outcomes.map((o, index) => ({
        order: sentIds[index]!,
        outcome: o.outcome,
        error: o.error ?? null,
      })),
    },
  };
}
