// Rule 2 of the time-driven tracking rules (decision 0150): the delivery-delay workflow of a stop and the
// 30-minute carrier ETA reminder (platform-core §4, §9). The domain decides (delayWatch: opened, closed, remind,
// with the road-traffic rule's responsibility); this stores the opening, writes one notification per user of
// the tour's carrier, keyed by the stop, the opening and the carrier's last ETA (so never twice), publishes the
// change, and emails the users who receive mail once the notifications are committed.
import { delayWatch, ETA_STATUSES, referenceWindow, stopDelayState } from '@cargolens/domain/delay';
import { type EtaSource, headlineEta } from '@cargolens/domain/eta';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
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

export async function remindCarriers(
  db: Kysely<Database>,
  now: number,
  mailer: Mailer | null,
  onMailError?: (error: unknown) => void,
): Promise<RemindResult> {
  const { rows: stops } = await sql<{
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
    eta: Date | null;
    eta_source: string | null;
    external_eta: Date | null;
    external_eta_source: string | null;
    external_eta_deprecated: boolean;
    planned_start: Date | null;
    planned_end: Date | null;
    appointment_start: Date | null;
    appointment_end: Date | null;
    reference: string;
    carrier_id: number;
    carrier_eta_id: string | null;
    carrier_eta_at: Date | null;
  }>`
    SELECT s.id, s.tour_id, s.stop_type, s.name, s.town, s.eta_status, s.arrived_at, s.left_at, s.is_skipped,
      s.late_since, s.eta, s.eta_source, s.external_eta, s.external_eta_source, s.external_eta_deprecated,
      s.planned_start, s.planned_end, s.appointment_start, s.appointment_end, t.reference,
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
  const result: RemindResult = { opened: 0, closed: 0, reminded: 0, emailed: 0 };
  const toMail: { notificationId: string; mail: Parameters<typeof carrierEtaReminderEmail>[0] }[] = [];
  for (const stop of stops) {
    const window = referenceWindow(
      { startAt: stop.appointment_start, endAt: stop.appointment_end },
      { startAt: stop.planned_start, endAt: stop.planned_end },
    );
    const judged = headlineEta([
      stop.eta ? { eta: stop.eta.getTime(), source: (stop.eta_source ?? 'internal') as EtaSource } : null,
      stop.external_eta
        ? {
            eta: stop.external_eta.getTime(),
            source: (stop.external_eta_source ?? 'external') as EtaSource,
            isDeprecated: stop.external_eta_deprecated,
          }
        : null,
    ]);
    const watch = delayWatch(
      {
        etaStatus: stop.eta_status,
        isDelivery: !isLoadingStopType(stop.stop_type),
        reached: stop.is_skipped || stop.arrived_at !== null || stop.left_at !== null,
        lateSince: stop.late_since,
        lastCarrierEtaAt: stop.carrier_eta_at,
        eta: judged?.eta ?? null,
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
    const key = `${CARRIER_ETA_REMINDER}:${stop.id}:${stop.late_since!.toISOString()}:${stop.carrier_eta_id ?? 'none'}`;
    const inserted = await db.transaction().execute(async (tx) => {
      const rows = await tx
        .insertInto('notifications')
        .columns([
          'organization_id',
          'user_id',
          'kind',
          'notification_key',
          'tour_id',
          'stop_id',
          'details',
          'created_at',
        ])
        .expression((eb) =>
          eb
            .selectFrom('users')
            .select([
              'organization_id',
              'id',
              eb.val(CARRIER_ETA_REMINDER).as('kind'),
              eb.val(key).as('notification_key'),
              eb.val(stop.tour_id).as('tour_id'),
              eb.val(stop.id).as('stop_id'),
              sql`${JSON.stringify({
                delayMinutes: watch.delayMinutes,
                responsibility: watch.responsibility,
                lateSince: stop.late_since,
                lastCarrierEtaAt: stop.carrier_eta_at,
              })}::jsonb`.as('details'),
              sql`${new Date(now)}::timestamptz`.as('created_at'),
            ])
            .where('organization_id', '=', stop.carrier_id)
            .where('deactivated_at', 'is', null),
        )
        .onConflict((conflict) => conflict.columns(['user_id', 'notification_key']).doNothing())
        .returning(['id', 'user_id'])
        .execute();
      if (rows.length > 0) await announceTours(tx, [stop.tour_id]);
      return rows;
    });
    result.reminded += inserted.length;
    if (!mailer?.enabled || inserted.length === 0) continue;
    const users = await db
      .selectFrom('users')
      .select(['id', 'email', 'firstname', 'lastname', 'lang'])
      .where(
        'id',
        'in',
        inserted.map((row) => row.user_id),
      )
      .where('receive_mail', '=', true)
      .execute();
    for (const user of users)
      toMail.push({
        notificationId: inserted.find((row) => row.user_id === user.id)!.id,
        mail: {
          user,
          tourReference: stop.reference,
          stop: { name: stop.name, town: stop.town },
          delayMinutes: watch.delayMinutes,
          responsibility: watch.responsibility,
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
