// The demo fleet simulator (issue 7 §7, decision 0115): every few seconds, each demo truck that is due sends
// its position to the OsmAnd endpoint over HTTP, exactly as Traccar Client on a phone does. It computes
// nothing about tracking: the tracking worker turns those positions into arrivals, departures, ETAs and
// delays like any other. start.ts runs it when SIMULATE is on (the default).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  claimDemoDrives,
  type DemoDrive,
  releaseDemoDrives,
  saveDriveProgress,
} from './demo-drives-repository';
import { type DriveFix, driveStep } from './drive-step';

export interface DemoFleetOptions {
  /** Root of the OsmAnd listener, e.g. http://127.0.0.1:5055. */
  osmandUrl: string;
  /** How much faster than real life the trucks drive and stay (SIMULATE_SPEEDUP). */
  speedup: number;
  /** The trucks' clock (tests run it fast); wall-clock time by default. */
  now?: () => number;
  tickMs?: number;
  leaseMs?: number;
  onError?: (error: unknown) => void;
}

export interface DemoFleetSimulator {
  /** Sends the positions due now; resolves with how many were taken. */
  tick(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

const KNOTS_PER_KMH = 1 / 1.852;

/** Traccar Client's request: the query form, speed in knots, time in Unix seconds. */
export function osmandQuery(deviceId: string, fix: DriveFix): string {
  const params = new URLSearchParams({
    id: deviceId,
    timestamp: String(Math.floor(fix.at / 1000)),
    lat: fix.lat.toFixed(6),
    lon: fix.lng.toFixed(6),
    speed: (fix.speedKmh * KNOTS_PER_KMH).toFixed(1),
    accuracy: '8',
  });
  if (fix.heading !== null) params.set('bearing', fix.heading.toFixed(0));
  return params.toString();
}

export function createDemoFleetSimulator(
  db: Kysely<Database>,
  options: DemoFleetOptions,
): DemoFleetSimulator {
  const holder = randomUUID();
  const now = options.now ?? Date.now;
  const tickMs = options.tickMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 30_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;

  async function send(deviceId: string, fix: DriveFix): Promise<boolean> {
    const response = await fetch(`${options.osmandUrl}/?${osmandQuery(deviceId, fix)}`, { method: 'POST' });
    await response.arrayBuffer();
    return response.status === 200;
  }

  /** Moves one truck; true when the endpoint took its position. */
  async function moveTruck(drive: DemoDrive): Promise<boolean> {
    const step = driveStep({
      stops: drive.stops,
      progress: drive.progress,
      last: drive.last,
      start: drive.start,
      startsAt: drive.startsAt,
      late: drive.late,
      speedup: options.speedup,
      now: now(),
    });
    // A position the endpoint refused leaves the truck where it was, to try again next time.
    if (step.fix !== null && !(await send(drive.deviceId, step.fix))) return false;
    const { progress } = step;
    if (
      progress.phase !== drive.progress.phase ||
      progress.stopIndex !== drive.progress.stopIndex ||
      progress.phaseSince !== drive.progress.phaseSince
    )
      await saveDriveProgress(db, holder, drive.tourId, progress);
    return step.fix !== null;
  }

  async function tick(): Promise<number> {
    const drives = await claimDemoDrives(db, holder, leaseMs);
    let sent = 0;
    for (const drive of drives) {
      try {
        if (await moveTruck(drive)) sent++;
      } catch (error) {
        // One truck's trouble (its tour edited away, the endpoint closing) never stops the others.
        options.onError?.(error);
      }
    }
    return sent;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((error: unknown) => options.onError?.(error))
        .finally(schedule);
    }, tickMs);
    timer.unref();
  }

  return {
    tick,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await releaseDemoDrives(db, holder).catch((error: unknown) => options.onError?.(error));
    },
  };
}
