// The worker start.ts runs in-process: positions sent to a running Cargolens reach the engine without anyone
// draining the queue, and a listener on the change channel hears of the tour (PostgreSQL LISTEN).
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dbOf } from '../../test-support/assignment-fixtures';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import {
  driveAlong,
  pairedDemoTour,
  sendFixes,
  stopsOf,
  tourStatusOf,
} from '../../test-support/tracking-fixtures';
import { TRACKING_CHANNEL, type TrackingChange } from './publish-tracking-change';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(engines())('in-process tracking worker on $name', (engine) => {
  const app = useCargolens(engine, { trackingWorkers: 2 });

  it('processes positions as they arrive and announces the changed tour', async () => {
    const tour = await pairedDemoTour(app);
    const heard: TrackingChange[] = [];
    const listener =
      engine.name === 'postgres' ? new pg.Client({ connectionString: process.env.TEST_DATABASE_URL }) : null;
    if (listener) {
      await listener.connect();
      listener.on('notification', (message) => heard.push(JSON.parse(message.payload ?? '{}')));
      await listener.query(`LISTEN ${TRACKING_CHANNEL}`);
    }
    try {
      await sendFixes(app, driveAlong(await stopsOf(app, tour.key)).slice(0, 2));
      expect(
        await until(
          () => tourStatusOf(app, tour.key),
          (status) => status !== 'NOT_STARTED',
        ),
      ).not.toBe('NOT_STARTED');
      const jobs = await until(
        () => dbOf(app).selectFrom('tracking_jobs').select('id').execute(),
        (rows) => rows.length === 0,
      );
      expect(jobs).toEqual([]);
      if (listener) {
        const change = await until(
          async () => heard.find((c) => c.tourId === tour.key),
          (c) => c !== undefined,
        );
        expect(change).toMatchObject({
          tourId: tour.key,
          orderIds: expect.arrayContaining([expect.any(Number)]),
        });
      }
    } finally {
      await listener?.end();
    }
  });
});
