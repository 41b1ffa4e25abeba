// The worker start.ts runs in-process: positions sent to a running Cargolens reach the engine without anyone
// draining the queue, and a listener on the change channel hears of the tour (PostgreSQL LISTEN).
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dbOf } from '../../test-support/assignment-fixtures';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { readUntil } from '../../test-support/read-until';
import {
  driveAlong,
  pairedDemoTour,
  sendFixes,
  stopsOf,
  tourStatusOf,
} from '../../test-support/tracking-fixtures';
import { TRACKING_CHANNEL, type TrackingChange } from './publish-tracking-change';

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
        await readUntil(
          () => tourStatusOf(app, tour.key),
          (status) => status !== 'NOT_STARTED',
        ),
      ).not.toBe('NOT_STARTED');
      const jobs = await readUntil(
        () => dbOf(app).selectFrom('tracking_jobs').select('id').execute(),
        (rows) => rows.length === 0,
      );
      expect(jobs).toEqual([]);
      if (listener) {
        const change = await readUntil(
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
