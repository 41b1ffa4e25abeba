// Rule 2 of the time-driven tracking rules (decision 0150): the delivery-delay workflow of a stop and the
// 30-minute carrier ETA reminder (platform-core §4, §9). The domain decides (delayWatch: opened, closed, remind,
// with the road-traffic rule's responsibility); this stores the opening, writes one notification per user of
// the tour's carrier, keyed by the stop, the opening and the carrier's last ETA (so never twice), publishes the
// change, and emails the users who receive mail once the notifications are committed.

import { delayWatch, ETA_STATUSES, referenceWindow, stopDelayState } from '@cargolens/domain/delay';
import { isStopReached } from '@cargolens/domain/stops';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Mailer } from '../../../mail/mailer';
import { isLoadingStopType } from '../tour-tracker-of';
import { announceTours } from './announce-tours';
import { carrierEtaReminderEmail } from './carrier-eta-reminder-email';

export const CARRIER_ETA_REMINDER = 'carrier_eta_reminder';

/** The stored delay statuses that read Late: the candidates for a workflow to open. */
const LATE_STATUSES = ETA_STATUSES.filter((status) => stopDelayState(status) === 'Late');

export interface RemindResult {
  opened: number;
  closed: number;
  /** Notifications written (one per carrier user). */
  reminded: number;
  emailed: number;
}

/** A stop whose delay workflow may open, close or remind, with its tour's carrier and that carrier's last ETA. */
interface CandidateStop {
  id: number;
  tour_id: number;
  stop_type: string;
  name: string;
  town: string;
  eta_status: string | null;
  arrived_at: Date | null;
  left_at: Date | null;
  is_skipped: boolean;
  late_since: Date | null;
  /** The ETA the stop shows, which its delay status was judged on (decision 0224). */
  shown_eta: Date | null;
  planned_start: Date | null;
  planned_end: Date | null;
  appointment_start: Date | null;
  appointment_end: Date | null;
  reference: string;
  carrier_id: number;
  carrier_eta_id: string | null;
  carrier_eta_at: Date | null;
}

/** Stops watched for a delay: a reminder window open, or late by their stored status on a tour under way. */
async function lateStopCandidates(db: Kysely<Database>): Promise<CandidateStop[]> {
  const { rows } = await sql<CandidateStop>`
    SELECT s.id, s.tour_id, s.stop_type, s.name, s.town, s.eta_status, s.arrived_at, s.left_at, s.is_skipped,
      s.late_since, s.shown_eta, s.planned_start, s.planned_end, s.appointment_start, s.appointment_end, t.reference,
      coalesce(t.carrier_organization_id, t.organization_id) AS carrier_id,
      e.id AS carrier_eta_id, e.recorded_on AS carrier_eta_at
    FROM stops s
    JOIN tours t ON t.id = s.tour_id
    LEFT JOIN LATERAL (
      SELECT x.id, x.recorded_on FROM external_etas x
      WHERE x.stop_id = s.id AND x.organization_id = coalesce(t.carrier_organization_id, t.organization_id)
      ORDER BY x.recorded_on DESC, x.id DESC LIMIT 1) e ON true
    WHERE s.late_since IS NOT NULL
      OR (s.eta_status IN (${sql.join(LATE_STATUSES)}) AND t.status IN ('TOWARDS_FIRST_STOP', 'IN_PROGRESS'))
    ORDER BY s.id`.execute(db);
  return rows;
}

export async function remindCarriers(
  db: Kysely<Database>,
  now: number,
  mailer: Mailer | null,
  onMailError?: (error: unknown) => void,
): Promise<RemindResult> {
  const stops = await lateStopCandidates(db);
  const result: RemindResult = { opened: 0, closed: 0, reminded: 0, emailed: 0 };
  const due: DueReminder[] = [];
  for (const stop of stops) {
    const window = referenceWindow(
      { startAt: stop.appointment_start, endAt: stop.appointment_end },
      { startAt: stop.planned_start, endAt: stop.planned_end },
    );
    const watch = delayWatch(
      {
        etaStatus: stop.eta_status,
        isDelivery: !isLoadingStopType(stop.stop_type),
        reached: isStopReached({
          skipped: stop.is_skipped,
          arrivedAt: stop.arrived_at,
          leftAt: stop.left_at,
        }),
        lateSince: stop.late_since,
        lastCarrierEtaAt: stop.carrier_eta_at,
        eta: stop.shown_eta?.getTime() ?? null,
        window,
      },
      now,
    );
    if (watch.kind === 'none') continue;
    if (watch.kind === 'opened' || watch.kind === 'closed') {
      await db
        .updateTable('stops')
        .set({ late_since: watch.kind === 'opened' ? new Date(now) : null })
        .where('id', '=', stop.id)
        .execute();
      result[watch.kind] += 1;
      continue;
    }
    due.push({
      stop,
      delayMinutes: watch.delayMinutes,
      responsibility: watch.responsibility,
      key: `${CARRIER_ETA_REMINDER}:${stop.id}:${stop.late_since!.toISOString()}:${stop.carrier_eta_id ?? 'none'}`,
    });
  }
  const inserted = await writeReminders(db, due, now);
  result.reminded = inserted.length;
  const toMail: { notificationId: string; mail: Parameters<typeof carrierEtaReminderEmail>[0] }[] = [];
  const mailTo =
    mailer?.enabled && inserted.length > 0
      ? new Map(
          (
            await db
              .selectFrom('users')
              .select(['id', 'email', 'firstname', 'lastname', 'lang'])
              .where('id', 'in', [...new Set(inserted.map((row) => row.user_id))])
              .where('receive_mail', '=', true)
              .execute()
          ).map((user) => [user.id, user]),
        )
      : new Map();
  const dueByStop = new Map(due.map((reminder) => [reminder.stop.id, reminder]));
  for (const row of inserted) {
    const user = mailTo.get(row.user_id);
    const reminder = dueByStop.get(row.stop_id);
    if (!user || !reminder) continue;
    toMail.push({
      notificationId: row.id,
      mail: {
        user,
        tourReference: reminder.stop.reference,
        stop: { name: reminder.stop.name, town: reminder.stop.town },
        delayMinutes: reminder.delayMinutes,
        responsibility: reminder.responsibility,
      },
    });
  }
  // After the notifications are committed: a mail failure loses no notification, and emailed_at says which went.
  for (const { notificationId, mail } of toMail) {
    try {
      await mailer!.send(carrierEtaReminderEmail(mail));
    } catch (error) {
      onMailError?.(error);
      continue;
    }
    await db
      .updateTable('notifications')
      .set({ emailed_at: new Date(now) })
      .where('id', '=', notificationId)
      .execute();
    result.emailed += 1;
  }
  return result;
}

type Remind = Extract<ReturnType<typeof delayWatch>, { kind: 'remind' }>;

interface DueReminder {
  stop: CandidateStop;
  delayMinutes: Remind['delayMinutes'];
  responsibility: Remind['responsibility'];
  key: string;
}

/**
 * One notification per active user of each stop's carrier, keyed by the reminder, in one statement for the whole
 * run: a reminder already written (the same delay and the same last carrier ETA) is left as it is. Every run
 * finds the same late stops due again, so with thousands of them one transaction per stop cost seconds of CPU a
 * minute for nothing (bench:api on a million orders: 3,000 stops, 2–3 s of the server's CPU each minute).
 */
async function writeReminders(db: Kysely<Database>, due: DueReminder[], now: number) {
  if (due.length === 0) return [];
  const rows = due.map(({ stop, delayMinutes, responsibility, key }) => ({
    stop_id: stop.id,
    tour_id: stop.tour_id,
    carrier_id: stop.carrier_id,
    key,
    details: {
      delayMinutes,
      responsibility,
      lateSince: stop.late_since,
      lastCarrierEtaAt: stop.carrier_eta_at,
    },
  }));
  return db.transaction().execute(async (tx) => {
    const { rows: inserted } = await sql<{ id: string; user_id: number; stop_id: number; tour_id: number }>`
      INSERT INTO notifications (organization_id, user_id, kind, notification_key, tour_id, stop_id, details, created_at)
      SELECT u.organization_id, u.id, ${CARRIER_ETA_REMINDER}, d.key, d.tour_id, d.stop_id, d.details,
        ${new Date(now)}::timestamptz
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS d(stop_id integer, tour_id integer, carrier_id integer, key text, details jsonb)
      JOIN users u ON u.organization_id = d.carrier_id AND u.deactivated_at IS NULL
      ORDER BY d.stop_id, u.id
      ON CONFLICT (user_id, notification_key) DO NOTHING
      RETURNING id, user_id, stop_id, tour_id`.execute(tx);
    await announceTours(
      tx,
      inserted.map((row) => row.tour_id),
    );
    return inserted;
  });
}
