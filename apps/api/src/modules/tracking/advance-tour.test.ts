// Running the engine in several jobs, re-reading from where the last one stopped, decides what one pass over
// the same positions decides: what the at-least-once queue relies on.
import { syntheticTrack } from '@cargolens/domain/tracking';
import { describe, expect, it } from 'vitest';
import { advanceTour, isTrackingOver, readFrom } from './advance-tour';
import {
  freshTracker,
  resumeTracker,
  type StoredTracker,
  storedTracker,
  type TrackedStopRow,
} from './tour-tracker-of';

const MINUTE = 60_000;
const stop = (id: number, lat: number, lng: number, type: string): TrackedStopRow => ({
  id,
  sequence: id,
  stop_type: type,
  lat,
  lng,
  geofencing_radius: 300,
  activity_time_minutes: 30,
  planned_start: null,
  planned_end: null,
  appointment_start: null,
  appointment_end: null,
  arrived_at: null,
  left_at: null,
  is_skipped: false,
  eta_status: null,
  eta: null,
  eta_source: null,
  eta_slot_start: null,
  eta_slot_end: null,
  external_eta: null,
  external_eta_source: null,
  external_eta_slot_start: null,
  external_eta_slot_end: null,
  external_eta_deprecated: false,
  shown_eta: null,
  shown_eta_source: null,
  shown_eta_slot_start: null,
  shown_eta_slot_end: null,
  shown_eta_deprecated: false,
});
const stops = [stop(1, 45.75, 4.85, 'loading'), stop(2, 45.8, 4.9, 'delivery')];
const fixes = syntheticTrack(
  { lat: 45.74, lng: 4.84 },
  0,
  [
    { to: stops[0]!, kmh: 40 },
    { waitMs: 20 * MINUTE },
    { to: stops[1]!, kmh: 50 },
    { waitMs: 20 * MINUTE },
    { to: { lat: 45.82, lng: 4.93 }, kmh: 50 },
  ],
  30_000,
);

describe('advancing a tour job by job', () => {
  it('decides what one pass decides, however the positions are split and re-read', () => {
    const end = fixes[fixes.length - 1]!.at;
    const once = advanceTour(freshTracker(7, 'NOT_STARTED', stops), fixes, end);
    expect(once.state.status).toBe('FINISHED');
    expect(isTrackingOver(once.state)).toBe(true);

    let state = freshTracker(7, 'NOT_STARTED', stops);
    const events = [];
    for (const cut of [10, 11, 40, 41, 90, fixes.length]) {
      // Each job sees every stored position from where the tracker stopped, up to what has arrived.
      const from = readFrom(state, 0);
      const arrived = fixes.slice(0, cut).filter((fix) => fix.at >= from);
      const step = advanceTour(state, arrived, arrived[arrived.length - 1]?.at ?? 0);
      // Stored as tour_trackers.state keeps it, and resumed on the stops by the next job.
      const stored = JSON.parse(JSON.stringify(storedTracker(step.state))) as StoredTracker;
      state = resumeTracker(7, 'NOT_STARTED', stops, stored);
      events.push(...step.events);
    }
    expect(state.stops).toEqual(once.state.stops);
    expect(state.status).toBe(once.state.status);
    expect(events).toEqual(once.events);
  });
});

describe('the stored tracker (decision 0213)', () => {
  const driven = advanceTour(freshTracker(7, 'NOT_STARTED', stops), fixes.slice(0, 60), fixes[59]!.at).state;

  it('keeps the progress and the stop ids, not the plan, fences or config the stops make again', () => {
    const stored = storedTracker(driven);
    expect(stored).not.toHaveProperty('tour');
    expect(stored).not.toHaveProperty('fences');
    expect(stored).not.toHaveProperty('config');
    expect(stored.stopIds).toEqual(['1', '2']);
    expect(resumeTracker(7, 'NOT_STARTED', stops, stored)).toEqual(driven);
  });

  it('resumes a whole tracker stored before it', () => {
    const whole = JSON.parse(JSON.stringify(driven));
    expect(resumeTracker(7, 'NOT_STARTED', stops, whole)).toEqual(driven);
  });

  it('takes a stop moved since on the next run, and starts afresh when the stops changed', () => {
    const moved = [stops[0]!, { ...stops[1]!, lat: 45.81, appointment_start: new Date(fixes[100]!.at) }];
    const resumed = resumeTracker(7, 'NOT_STARTED', moved, storedTracker(driven));
    expect(resumed.stops).toEqual(driven.stops);
    expect(resumed.tour.stops[1]!.position).toEqual({ lat: 45.81, lng: 4.9 });
    expect(resumed.tour.stops[1]!.appointment?.startAt).toBe(fixes[100]!.at);

    const added = [...stops, stop(3, 45.9, 5, 'delivery')];
    const fresh = resumeTracker(7, 'IN_PROGRESS', added, storedTracker(driven));
    expect(fresh.stops).toHaveLength(3);
    expect(fresh.processed).toBe(0);
    expect(fresh.status).toBe('IN_PROGRESS');
  });
});
