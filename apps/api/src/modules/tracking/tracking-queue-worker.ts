// One interface, two queues (decision 0153): the tracking workers consume the PostgreSQL table by default,
// and NATS JetStream (fed from that table as an outbox) when NATS_URL is set.
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { createNatsTrackingWorker } from './nats-tracking-worker';
import { createTrackingWorker, type TrackingWorker, type TrackingWorkerOptions } from './tracking-worker';

export function createTrackingQueueWorker(
  db: Kysely<Database>,
  config: Pick<Config, 'natsUrl' | 'natsStream'>,
  options: TrackingWorkerOptions = {},
): TrackingWorker {
  return config.natsUrl
    ? createNatsTrackingWorker(db, { ...options, url: config.natsUrl, stream: config.natsStream })
    : createTrackingWorker(db, options);
}
