// Rules 1 and 4 of the time-driven tracking rules (decisions 0150, 0151): GPS recency of resources and tours,
// stored when it changes, and a tour under way whose truck fell silent, stated once by a lost-GPS event and
// cleared when positions come back. The domain decides (recencyChange, tourRecencyChange, silenceChange);
// this loads, stores and publishes.
import {
  type GpsRecencyState,
  lostGpsEventCode,
  recencyChange,
  silenceChange,
  tourRecencyChange,
} from '@cargolens/domain/delay';
import type { TourStatus } from '@cargolens/domain/tracking';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { isLoadingStopType } from '../tour-tracker-of';
import { announceTours } from './announce-tours';

export interface GpsSignalResult {
  resourcesChanged: number;
  toursChanged: number;
  wentSilent: number;
  heardAgain: number;
}

async function storeResourceRecency(db: Kysely<Database>, now: number): Promise<number> {
  const resources = await db
    .selectFrom('resources as r')
    .leftJoin('latest_positions as p', 'p.resource_id', 'r.id')
    .select(['r.id', 'r.gps_recency', 'p.recorded_at'])
    .where('r.deactivated_at', 'is', null)
    .execute();
  const byState = new Map<GpsRecencyState, number[]>();
  for (const resource of resources) {
    const state = recencyChange(resource.gps_recency, resource.recorded_at, now);
    if (state !== null) byState.set(state, [...(byState.get(state) ?? []), resource.id]);
  }
  for (const [state, ids] of byState)
    for (let i = 0; i < ids.length; i += 1_000)
      await db
        .updateTable('resources')
        .set({ gps_recency: state })
        .where('id', 'in', ids.slice(i, i + 1_000))
        .execute();
  return [...byState.values()].reduce((sum, ids) => sum + ids.length, 0);
}

export async function trackGpsSignal(db: Kysely<Database>, now: number): Promise<GpsSignalResult> {
  const resourcesChanged = await storeResourceRecency(db, now);
  // Tours the rules can change: under way with a paired resource (the domain's `paired`), and tours holding a
  // state to clear. An unpaired tour under way has neither recency nor silence to store, and there may be tens
  // of thousands of them (bench:api's million orders: 21,668, read every minute for nothing, 90 ms of CPU).
  const tours = await db
    .selectFrom('tours as t')
    .leftJoin('latest_positions as p', 'p.resource_id', 't.resource_id')
    .select([
      't.id',
      't.organization_id',
      't.resource_id',
      't.status',
      't.pairing_agency',
      't.gps_recency',
      't.silent_since',
      'p.recorded_at',
    ])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('t.status', 'in', ['TOWARDS_FIRST_STOP', 'IN_PROGRESS']),
          eb('t.resource_id', 'is not', null),
          eb('t.pairing_agency', '<>', 'NONE'),
        ]),
        eb('t.gps_recency', 'is not', null),
        eb('t.silent_since', 'is not', null),
      ]),
    )
    .execute();
  const result: GpsSignalResult = { resourcesChanged, toursChanged: 0, wentSilent: 0, heardAgain: 0 };
  for (const tour of tours) {
    const signal = {
      status: tour.status as TourStatus,
      paired: tour.resource_id !== null && tour.pairing_agency !== 'NONE',
      lastPositionAt: tour.recorded_at,
    };
    const recency = tourRecencyChange(tour.gps_recency, signal, now);
    const silence = silenceChange({ ...signal, silentSince: tour.silent_since }, now);
    if (recency === undefined && silence.kind === 'none') continue;
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('tours')
        .set({
          ...(recency !== undefined ? { gps_recency: recency } : {}),
          ...(silence.kind === 'silent' ? { silent_since: new Date(silence.since) } : {}),
          ...(silence.kind === 'heard' ? { silent_since: null } : {}),
        })
        .where('id', '=', tour.id)
        .execute();
      if (silence.kind === 'silent') {
        // The alert names the stop the truck heads to; the key names the silence (its last position), so a
        // rule run twice, or in two processes, states it once.
        const next = await tx
          .selectFrom('stops')
          .select(['id', 'stop_type'])
          .where('tour_id', '=', tour.id)
          .where('is_done', '=', false)
          .where('is_skipped', '=', false)
          .orderBy(sql`is_next_stop DESC`)
          .orderBy('sequence')
          .executeTakeFirst();
        await tx
          .insertInto('tracking_events')
          .values({
            organization_id: tour.organization_id,
            tour_id: tour.id,
            stop_id: next?.id ?? null,
            resource_id: tour.resource_id,
            event_key: `silent:${silence.lastPositionAt === null ? 'none' : new Date(silence.lastPositionAt).toISOString()}`,
            code: lostGpsEventCode(next ? isLoadingStopType(next.stop_type) : false),
            occurred_at: new Date(silence.since),
            detected_at: new Date(now),
            method: 'gps-recency',
            details: JSON.stringify({
              lastPositionAt: silence.lastPositionAt === null ? null : new Date(silence.lastPositionAt),
            }),
          })
          .onConflict((conflict) => conflict.columns(['tour_id', 'event_key']).doNothing())
          .execute();
      }
      await announceTours(tx, [tour.id]);
    });
    if (recency !== undefined) result.toursChanged += 1;
    if (silence.kind === 'silent') result.wentSilent += 1;
    if (silence.kind === 'heard') result.heardAgain += 1;
  }
  return result;
}
