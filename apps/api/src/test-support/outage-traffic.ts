// What a server sees while one of its dependencies goes away (issue 27): an operator's screen listing orders,
// an integration posting a truck's positions and a phone reporting over OsmAnd, each going on through the
// outage as a real client does (a position not acknowledged is sent again). Every answer is recorded, so a test
// can tell a 503 from a 500, a refused connection or a hang.
import type { PositionFix } from '@cargolens/domain/tracking';
import pg from 'pg';
import { DEMO_SHIPPER_RESOURCE_ID } from '../openapi/example-ids';
import { DEMO_DEVICE_ID } from '../seed/demo-fleet';
import { type ServerProcess, until } from './server-process';

/** A request that takes longer than this is a hang. */
const HANG_MS = 15_000;
/** Pace of each client: a request every so often, as screens and devices do. */
const PACE_MS = 150;

export type Answer = number | 'refused' | 'hang';

export interface Traffic {
  /** Every answer, by client. */
  answers: Record<'lists' | 'positions' | 'osmand', Answer[]>;
  /** Retry-After of every 503. */
  retryAfter: string[];
  /** Positions the API acknowledged (200), and the phone's fixes the OsmAnd listener acknowledged. */
  acknowledged: { positions: PositionFix[]; osmand: PositionFix[] };
  /** Sends the rest and stops; resolves once every position was acknowledged. */
  finish(): Promise<void>;
}

async function answerOf(request: () => Promise<Response>, retryAfter: string[]): Promise<Answer> {
  try {
    const response = await request();
    await response.arrayBuffer();
    if (response.status === 503) retryAfter.push(response.headers.get('retry-after') ?? '');
    return response.status;
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'hang' : 'refused';
  }
}

const pause = () => new Promise((resolve) => setTimeout(resolve, PACE_MS));

export function startTraffic(
  server: ServerProcess,
  token: string,
  fixes: { positions: readonly PositionFix[]; osmand: readonly PositionFix[] },
): Traffic {
  const traffic: Traffic = {
    answers: { lists: [], positions: [], osmand: [] },
    retryAfter: [],
    acknowledged: { positions: [], osmand: [] },
    finish: async () => undefined,
  };
  let finishing = false;
  const signal = () => AbortSignal.timeout(HANG_MS);

  async function lists() {
    while (!finishing) {
      traffic.answers.lists.push(
        await answerOf(
          () =>
            fetch(`${server.api}/orders?page[size]=5`, {
              headers: { authorization: `Bearer ${token}` },
              signal: signal(),
            }),
          traffic.retryAfter,
        ),
      );
      await pause();
    }
  }

  async function positions() {
    for (let i = 0; i < fixes.positions.length; ) {
      const batch = fixes.positions.slice(i, i + 4);
      const answer = await answerOf(
        () =>
          fetch(`${server.api}/positions`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.api+json' },
            body: JSON.stringify({
              data: batch.map((fix) => ({
                type: 'positions',
                attributes: { date: new Date(fix.at).toISOString(), lat: fix.lat, lng: fix.lng },
                relationships: { resource: { data: { type: 'means', id: DEMO_SHIPPER_RESOURCE_ID } } },
              })),
            }),
            signal: signal(),
          }),
        traffic.retryAfter,
      );
      traffic.answers.positions.push(answer);
      if (answer === 200) {
        traffic.acknowledged.positions.push(...batch);
        i += batch.length;
      }
      await pause();
    }
  }

  async function osmand() {
    for (let i = 0; i < fixes.osmand.length; ) {
      const fix = fixes.osmand[i]!;
      const query = `id=${DEMO_DEVICE_ID}&lat=${fix.lat}&lon=${fix.lng}&timestamp=${fix.at / 1000}&speed=30`;
      const answer = await answerOf(
        () => fetch(`${server.osmand}/?${query}`, { method: 'POST', signal: signal() }),
        traffic.retryAfter,
      );
      traffic.answers.osmand.push(answer);
      if (answer === 200) {
        traffic.acknowledged.osmand.push(fix);
        i += 1;
      }
      await pause();
    }
  }

  const senders = Promise.all([positions(), osmand()]);
  const lister = lists();
  traffic.finish = async () => {
    await senders;
    finishing = true;
    await lister;
  };
  return traffic;
}

/** A phone's fixes for OsmAnd: one a second from `count` seconds ago, a few metres apart, near Lyon. */
export function phoneFixes(count: number): PositionFix[] {
  const start = Math.floor(Date.now() / 1000) * 1000 - count * 1000;
  return Array.from({ length: count }, (_, i) => ({
    at: start + i * 1000,
    lat: 45.76 + i * 0.0001,
    lng: 4.84,
  }));
}

/** The own database the server runs on, read directly: what was stored and what the engine has done. */
export function storedFacts(databaseUrl: string) {
  async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }
  return {
    async positionsOf(resource: { id?: number; deviceId?: string }, since: number): Promise<number[]> {
      const rows = await query<{ recorded_at: Date }>(
        `SELECT p.recorded_at FROM positions p JOIN resources r ON r.id = p.resource_id
         WHERE ($1::int IS NULL OR r.id = $1) AND ($2::text IS NULL OR r.telematic_unit_id = $2)
           AND p.recorded_at >= $3 ORDER BY p.recorded_at`,
        [resource.id ?? null, resource.deviceId ?? null, new Date(since)],
      );
      return rows.map((row) => row.recorded_at.getTime());
    },
    async waitingJobs(): Promise<number> {
      return (await query<{ n: number }>('SELECT count(*)::int AS n FROM tracking_jobs'))[0]!.n;
    },
    async fedUntil(tourId: number): Promise<number | null> {
      const rows = await query<{ fed_until: Date | null }>(
        'SELECT fed_until FROM tour_trackers WHERE tour_id = $1',
        [tourId],
      );
      return rows[0]?.fed_until?.getTime() ?? null;
    },
  };
}

/** Until the engine has run over every job: none left, and the tour fed up to its last acknowledged fix. */
export async function untilTrackingDrained(
  facts: ReturnType<typeof storedFacts>,
  tourId: number,
  lastFix: number,
  ms: number,
) {
  await until(
    'the tracking jobs to drain',
    async () =>
      (await facts.waitingJobs()) === 0 && (await facts.fedUntil(tourId)) === lastFix ? true : undefined,
    ms,
  );
}
