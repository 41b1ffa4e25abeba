import { CARRIER_ETA_REMINDER_MINUTES } from '../constants';
import { type Instant, toEpochMs } from './instant';

/**
 * When the delivery-delay workflow starts saying the carrier has still not
 * provided an ETA (platform-core.txt §4, §9): 30 minutes after the later of
 * the workflow's opening and the carrier's last ETA. Returned as an instant so
 * the job scheduler can wake up then instead of polling.
 */
export function carrierEtaReminderDueAt(
  openedAt: Instant,
  lastCarrierEtaAt?: Instant | null,
  reminderMinutes: number = CARRIER_ETA_REMINDER_MINUTES,
): number | null {
  const opened = toEpochMs(openedAt);
  if (opened === null) return null;
  const last = toEpochMs(lastCarrierEtaAt);
  const since = last !== null && last > opened ? last : opened;
  return since + reminderMinutes * 60_000;
}

/** True once the reminder is due: reaching exactly 30 minutes already counts as "after 30 minutes". */
export function isCarrierEtaOverdue(
  openedAt: Instant,
  lastCarrierEtaAt: Instant | null | undefined,
  now: Instant,
  reminderMinutes: number = CARRIER_ETA_REMINDER_MINUTES,
): boolean {
  const due = carrierEtaReminderDueAt(openedAt, lastCarrierEtaAt, reminderMinutes);
  const at = toEpochMs(now);
  return due !== null && at !== null && at >= due;
}
