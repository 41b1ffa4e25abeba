// What became of each item of a batch of events or ETAs: accepted, a duplicate of one stored before, or
// rejected with its problems.
import type { ErrorCode } from '@cargolens/domain/errors';
import type { StoredIds } from './read-stored-ids';

export interface ItemProblem {
  code: ErrorCode;
  /** The attribute or relationship at fault. */
  field: string;
  detail?: string;
}

export type ItemOutcome =
  | { outcome: 'accepted' | 'duplicate'; id: string }
  | { outcome: 'rejected'; problems: ItemProblem[] };

/** Writes the stored candidates' outcomes at their places in the batch. */
export function outcomesOf<T extends { senderEventId: string }>(
  candidates: ReadonlyArray<{ index: number; item: T }>,
  stored: StoredIds,
  outcomes: ItemOutcome[],
) {
  // An id sent twice within the batch is new only the first time.
  const claimed = new Set<string>();
  for (const { index, item } of candidates) {
    const found = stored.get(item.senderEventId)!;
    const isNew = found.isNew && !claimed.has(item.senderEventId);
    claimed.add(item.senderEventId);
    outcomes[index] = { outcome: isNew ? 'accepted' : 'duplicate', id: found.id };
  }
}
