// What a stored batch answers for each of its items: the id it is stored under, and whether it is new.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Sender event id → the id it is stored under, for the ids this batch sent (new or sent before). */
export type StoredIds = Map<string, { id: string; isNew: boolean }>;

/** The stored id of every sender id of the batch: new ones from the insert, the others read back. */
export async function readStoredIds(
  tx: Kysely<Database>,
  table: 'inbound_events' | 'external_etas',
  organizationId: number,
  items: ReadonlyArray<{ senderEventId: string }>,
  inserted: ReadonlyArray<{ id: string; sender_event_id: string }>,
): Promise<StoredIds> {
  const stored: StoredIds = new Map(
    inserted.map((row) => [row.sender_event_id, { id: String(row.id), isNew: true }]),
  );
  const repeated = [...new Set(items.map((i) => i.senderEventId).filter((id) => !stored.has(id)))];
  if (repeated.length > 0) {
    const rows = await tx
      .selectFrom(table)
      .select(['id', 'sender_event_id'])
      .where('organization_id', '=', organizationId)
      .where('sender_event_id', 'in', repeated)
      .execute();
    for (const row of rows) stored.set(row.sender_event_id, { id: String(row.id), isNew: false });
  }
  return stored;
}
