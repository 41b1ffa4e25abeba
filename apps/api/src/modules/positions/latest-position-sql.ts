// How both writers of positions (the repository's statement and store-by-copy.ts) move a resource's latest
// position: only forward, so that an out-of-order arrival never moves it back.
import { sql } from 'kysely';

/** The ON CONFLICT clause of an INSERT INTO latest_positions of every column. */
export const MOVE_LATEST_FORWARD = sql`ON CONFLICT (resource_id) DO UPDATE SET
  recorded_at = excluded.recorded_at, lat = excluded.lat, lng = excluded.lng, speed = excluded.speed,
  heading = excluded.heading, altitude = excluded.altitude, accuracy = excluded.accuracy,
  battery = excluded.battery, received_at = excluded.received_at, source = excluded.source
WHERE latest_positions.recorded_at < excluded.recorded_at`;
