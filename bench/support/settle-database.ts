// Before a measured phase: no autovacuum worker busy on the database, then a checkpoint, so that two phases
// compared in one run (bench:ingest's acknowledgement and its COPY) start from the same state (decision 0212).
// Without it, a checkpoint or a vacuum of the positions that fell inside one phase and not the other moved the
// COPY rate of unchanged code from 107,000 to 172,000 positions/s between runs.
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';

export async function settleDatabase(client: pg.Client, database: string, atMostMs = 120_000): Promise<void> {
  const deadline = Date.now() + atMostMs;
  for (;;) {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'autovacuum worker'`,
      [database],
    );
    if (rows[0]!.n === 0 || Date.now() > deadline) break;
    await sleep(250);
  }
  await client.query('CHECKPOINT');
}
