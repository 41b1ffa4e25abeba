// What the answer to a batch (positions here; events and ETAs in modules/events) says of its items: each one
// accepted, a duplicate of one stored before, or rejected with its errors; and how many of each.
import { z } from 'zod';
import { type BatchError, problemErrors } from './read-batch';

export const BATCH_OUTCOMES = ['accepted', 'duplicate', 'rejected'] as const;
type BatchOutcome = (typeof BATCH_OUTCOMES)[number];

export const batchErrorSchema = z.object({
  status: z.string(),
  code: z.string(),
  title: z.string(),
  detail: z.string().optional(),
  source: z.object({ pointer: z.string().optional() }).optional(),
});

type Rejected = {
  outcome: 'rejected';
  problems: readonly { code: string; field: string; detail?: string }[];
};

/**
 * Item `index`'s result: refused on reading (its errors), refused by the use case (its problems, each at its
 * field's pointer), or stored, under the id `storedId` gives.
 */
export function itemResult<O extends { outcome: 'accepted' | 'duplicate' } | Rejected>(
  index: number,
  outcome: O | BatchError[],
  pointers: Readonly<Record<string, string>>,
  storedId: (stored: Exclude<O, Rejected>) => string,
): { index: number; outcome: BatchOutcome; id: string | null; errors: BatchError[] } {
  if (Array.isArray(outcome)) return { index, outcome: 'rejected', id: null, errors: outcome };
  if (outcome.outcome === 'rejected')
    return {
      index,
      outcome: 'rejected',
      id: null,
      errors: problemErrors(index, (outcome as Rejected).problems, pointers),
    };
  const stored = outcome as Exclude<O, Rejected>;
  return { index, outcome: stored.outcome, id: storedId(stored), errors: [] };
}

/** The counts the batch's answer starts with. */
export function outcomeCounts(results: readonly { outcome: BatchOutcome }[]) {
  const count = (outcome: BatchOutcome) => results.filter((r) => r.outcome === outcome).length;
  return { accepted: count('accepted'), duplicates: count('duplicate'), rejected: count('rejected') };
}
