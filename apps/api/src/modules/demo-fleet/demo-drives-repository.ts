// The simulator's only SQL: the demo drives this process may drive now (a lease per drive, so two processes
// never drive one truck), their stops and last positions, and the progress it keeps (migration 0085).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { DriveProgress, DriveStop } from './drive-step';

export interface DemoDrive {
  tourId: number;
  deviceId: string;
  late: boolean;
  start: { lat: number; lng: number };
  startsAt: number;
  progress: DriveProgress;
  last: { lat: number; lng: number; at: number } | null;
  stops: DriveStop[];
}

interface DriveRow {
  tour_id: number;
  device_id: string;
  late: boolean;
  start_lat: number;
  start_lng: number;
  starts_at: Date;
  stop_index: number;
  phase: DriveProgress['phase'];
  phase_since: Date;
  last_lat: number | null;
  last_lng: number | null;
  last_at: Date | null;
}

/**
 * Leases and reads the drives still going. A drive whose tour was given another truck, unpaired, or whose
 * truck lost its telematic unit is left alone: the user took it over.
 */
export async function claimDemoDrives(
  db: Kysely<Database>,
  holder: string,
  leaseMs: number,
): Promise<DemoDrive[]> {
  const { rows } = await sql<DriveRow>`
    WITH claimed AS (
      UPDATE demo_drives SET lease_holder = ${holder},
        lease_until = now() + make_interval(secs => ${leaseMs / 1000}::double precision)
      WHERE phase <> 'parked'
        AND (lease_until IS NULL OR lease_until < now() OR lease_holder = ${holder})
      RETURNING tour_id, resource_id, late, start_lat, start_lng, starts_at, stop_index, phase, phase_since
    )
    SELECT c.tour_id, r.telematic_unit_id AS device_id, c.late, c.start_lat, c.start_lng, c.starts_at,
      c.stop_index, c.phase, c.phase_since, lp.lat AS last_lat, lp.lng AS last_lng, lp.recorded_at AS last_at
    FROM claimed c
    JOIN tours t ON t.id = c.tour_id AND t.resource_id = c.resource_id AND t.pairing_agency <> 'NONE'
    JOIN resources r ON r.id = c.resource_id AND r.deactivated_at IS NULL AND r.telematic_unit_id IS NOT NULL
    LEFT JOIN latest_positions lp ON lp.resource_id = c.resource_id
    ORDER BY c.tour_id`.execute(db);
  if (rows.length === 0) return [];
  const stopRows = await db
    .selectFrom('stops')
    .select(['tour_id', 'lat', 'lng', 'geofencing_radius', 'activity_time_minutes'])
    .where(
      'tour_id',
      'in',
      rows.map((row) => row.tour_id),
    )
    .orderBy('tour_id')
    .orderBy('sequence')
    .execute();
  const stopsOf = new Map<number, DriveStop[]>();
  for (const stop of stopRows) {
    const list = stopsOf.get(stop.tour_id) ?? [];
    list.push({
      lat: stop.lat,
      lng: stop.lng,
      radiusM: stop.geofencing_radius,
      activityMinutes: stop.activity_time_minutes,
    });
    stopsOf.set(stop.tour_id, list);
  }
  return rows.map((row) => ({
    tourId: row.tour_id,
    deviceId: row.device_id,
    late: row.late,
    start: { lat: row.start_lat, lng: row.start_lng },
    startsAt: new Date(row.starts_at).getTime(),
    progress: {
      stopIndex: row.stop_index,
      phase: row.phase,
      phaseSince: new Date(row.phase_since).getTime(),
    },
    last:
      row.last_at === null || row.last_lat === null || row.last_lng === null
        ? null
        : { lat: row.last_lat, lng: row.last_lng, at: new Date(row.last_at).getTime() },
    stops: stopsOf.get(row.tour_id) ?? [],
  }));
}

/** Keeps a drive's progress, while this process still holds its lease. */
export async function saveDriveProgress(
  db: Kysely<Database>,
  holder: string,
  tourId: number,
  progress: DriveProgress,
): Promise<void> {
  await db
    .updateTable('demo_drives')
    .set({
      stop_index: progress.stopIndex,
      phase: progress.phase,
      phase_since: new Date(progress.phaseSince),
    })
    .where('tour_id', '=', tourId)
    .where('lease_holder', '=', holder)
    .execute();
}

/** Lets another process take the drives over at once (a clean stop; a crash waits for the lease to lapse). */
export async function releaseDemoDrives(db: Kysely<Database>, holder: string): Promise<void> {
  await db
    .updateTable('demo_drives')
    .set({ lease_holder: null, lease_until: null })
    .where('lease_holder', '=', holder)
    .execute();
}
