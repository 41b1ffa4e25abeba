// Prepares the monthly partitions of the positions table (migration 0030) from last month to two months
// ahead. Run at every start; a long-running deployment's scheduled jobs call it too, so that positions never
// pile up in the default partition.
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

export async function ensurePositionPartitions(db: Kysely<Database>, now: Date): Promise<void> {
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  await sql`SELECT ensure_positions_partitions(${lastMonth.toISOString().slice(0, 10)}::date, 4)`.execute(db);
}
