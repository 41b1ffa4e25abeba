// The time-driven tracking rules (issue 7 §3, decisions 0150–0152), run together on a schedule shared by every
// process: GPS recency and silent tours, deprecated external ETAs, and the carrier ETA reminder. Each rule
// takes the time as a parameter (tests pin it) and is idempotent, so a run repeated, or cut short by a crash
// and run again, changes nothing more.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { claimScheduledRun, recordScheduledRunError } from '../../../jobs/scheduled-run';
import type { Mailer } from '../../../mail/mailer';
import { deprecateExternalEtas } from './deprecate-external-etas';
import { type RemindResult, remindCarriers } from './remind-carriers';
import { type GpsSignalResult, trackGpsSignal } from './track-gps-signal';

export const TIME_RULES_RUN = 'tracking.time-rules';

export interface TimeRulesResult {
  gps: GpsSignalResult;
  deprecatedEtas: number;
  reminders: RemindResult;
}

export interface TimeRulesOptions {
  mailer?: Mailer | null;
  onError?: (error: unknown) => void;
}

export async function runTimeRules(
  db: Kysely<Database>,
  now: number,
  options: TimeRulesOptions = {},
): Promise<TimeRulesResult> {
  const gps = await trackGpsSignal(db, now);
  const deprecatedEtas = await deprecateExternalEtas(db, now);
  const reminders = await remindCarriers(db, now, options.mailer ?? null, options.onError);
  return { gps, deprecatedEtas, reminders };
}

export interface TimeRulesSchedule {
  /** Runs the rules if this process has the turn at the clock's now; resolves with what they did, or null. */
  tick(): Promise<TimeRulesResult | null>;
  stop(): void;
}

/**
 * Every `everyMs`, each process asks for the turn (scheduled_runs); the one that gets it runs the rules. With
 * several processes the rules still run once per period.
 */
export function scheduleTimeRules(
  db: Kysely<Database>,
  options: TimeRulesOptions & { everyMs: number; now?: () => number; timer?: boolean },
): TimeRulesSchedule {
  const now = options.now ?? Date.now;
  let running: Promise<TimeRulesResult | null> | null = null;
  const tick = () => {
    // One run at a time in this process: a slow run is not overtaken by the next tick.
    running ??= (async () => {
      const at = now();
      if (!(await claimScheduledRun(db, TIME_RULES_RUN, at, options.everyMs))) return null;
      try {
        return await runTimeRules(db, at, options);
      } catch (error) {
        await recordScheduledRunError(db, TIME_RULES_RUN, error).catch(() => {});
        throw error;
      }
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer =
    options.timer === false
      ? null
      : setInterval(
          () => {
            tick().catch((error: unknown) => options.onError?.(error));
          },
          Math.min(options.everyMs, 10_000),
        );
  timer?.unref();
  return {
    tick,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
