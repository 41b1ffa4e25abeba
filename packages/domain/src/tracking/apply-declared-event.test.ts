import { describe, expect, it } from 'vitest';
import type { LatLng } from '../geo';
import { applyDeclaredEvent, type DeclaredStopEvent } from './apply-declared-event';
import { applyPosition } from './apply-position';
import { createTourTracker } from './create-tour-tracker';
import { offsetPoint } from './synthetic-track';
import type { PlannedStop, TrackerState, TrackingEvent } from './types';

const T0 = Date.UTC(2026, 10, 20, 8, 0, 0);
const MIN = 60_000;
const A: LatLng = { lat: 45.75, lng: 4.85 };
const B = offsetPoint(A, 90, 20_000);
const C = offsetPoint(A, 90, 40_000);
const stop = (id: string, center: LatLng, activity: PlannedStop['activity']): PlannedStop => ({
  id,
  activity,
  geofence: { kind: 'circle', center, radiusM: 500 },
});
const fresh = () =>
  createTourTracker({
    id: 't',
    stops: [stop('A', A, 'LOADING'), stop('B', B, 'UNLOADING'), stop('C', C, 'UNLOADING')],
  });
/** Declares that effect at a stop, as having happened at `at` and been told at `detectedAt` (by default, at once). */
const declare = (
  state: TrackerState,
  stopIndex: number,
  effect: DeclaredStopEvent['effect'],
  at: number,
  detectedAt = at,
) => applyDeclaredEvent(state, { stopIndex, effect, occurredAt: at, detectedAt });
const codes = (events: TrackingEvent[]) =>
  events.map((e) => (e.kind === 'stop' ? `${e.code}@${e.stopId}` : `tour:${e.status}`));

describe('declared stop events', () => {
  it('starts a tour that has no position yet with a declared arrival', () => {
    const step = declare(fresh(), 0, 'arrived', T0, T0 + MIN);
    expect(codes(step.events)).toEqual(['ARR_LOAD@A', 'tour:IN_PROGRESS']);
    expect(step.state.stops[0]).toMatchObject({ arrivedAt: T0, arrivalMethod: 'declared', inside: true });
    expect(step.state.status).toBe('IN_PROGRESS');
  });

  it('reads a departure from a stop never reached as an arrival and a departure, then driving on', () => {
    const step = declare(fresh(), 0, 'left', T0);
    expect(codes(step.events)).toEqual([
      'ARR_LOAD@A',
      'tour:IN_PROGRESS',
      'LEFT_LOADING_SITE@A',
      'DRIVING_TO_UNLOAD@B',
    ]);
    expect(step.state.stops[0]).toMatchObject({ arrivedAt: T0, leftAt: T0 });
  });

  it('settles earlier stops as a detected arrival does, and finishes the tour at the last stop', () => {
    let state: TrackerState = fresh();
    state = declare(state, 0, 'left', T0).state;
    const last = declare(state, 2, 'arrived', T0 + 60 * MIN);
    expect(codes(last.events)).toEqual([
      'delivery_non_realised_calculated-skipped@B',
      'ARR_UNLOAD@C',
      'tour:FINISHED',
    ]);
    expect(last.state.stops[1]!.skipped).toBe(true);
  });

  it('changes nothing for a fact already known, so a repeat is harmless', () => {
    const once = declare(fresh(), 0, 'arrived', T0);
    const twice = declare(once.state, 0, 'arrived', T0 + MIN);
    expect(twice.events).toEqual([]);
    expect(twice.state).toBe(once.state);
    expect(declare(once.state, 9, 'left', T0).events).toEqual([]);
  });

  it('lets positions carry on from a declared arrival: leaving the geofence is the departure', () => {
    let state = declare(fresh(), 0, 'arrived', T0).state;
    const events: TrackingEvent[] = [];
    for (let i = 0; i <= 12; i++) {
      const step = applyPosition(state, { at: T0 + i * MIN, ...offsetPoint(A, 90, i * 200), speedKmh: 12 });
      state = step.state;
      events.push(...step.events);
    }
    // The reorder window holds the newest fixes back; the exit happened well before them.
    expect(codes(events)).toContain('LEFT_LOADING_SITE@A');
    expect(state.stops[0]!.leftAt).not.toBeNull();
  });
});
