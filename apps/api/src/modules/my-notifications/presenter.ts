// The inbox's resource (decision 0180): what one notification says, with the tour, stop and order it is about,
// so the bell shows and links it without another call. Whitelisted fields; details are read per kind.
import { z } from 'zod';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { isoTime, isoTimeOrNull } from '../../kernel/iso-time';
import { encodeId } from '../../kernel/public-id';
import type { MyNotificationRow } from './repository';

export const myNotificationResource = resourceSchema('MyNotification', 'myNotifications', {
  kind: z
    .string()
    .describe(
      'What the notification tells: `carrier_eta_reminder` (a late delivery awaits a new carrier ETA)',
    ),
  createdAt: z.string().describe('When it was written, ISO 8601 UTC'),
  readAt: z.string().nullable().describe('When the user marked it read; null while unread'),
  delayMinutes: z.number().int().nullable().describe('carrier_eta_reminder: the stop’s delay, minutes'),
  responsibility: z
    .enum(['CARRIER', 'NETWORK_CONGESTION'])
    .nullable()
    .describe('carrier_eta_reminder: whose the delay is by the road-traffic rule (30 minutes)'),
  tour: z.object({ reference: z.string() }).nullable(),
  stop: z.object({ name: z.string(), town: z.string(), timezone: z.string() }).nullable(),
  order: z
    .object({ id: z.string(), reference: z.string() })
    .nullable()
    .describe('The order the stop serves, when the user’s organization owns or carries one'),
});

export type MyNotificationResource = z.infer<typeof myNotificationResource>;

function detailsOf(details: unknown): { delayMinutes: number | null; responsibility: string | null } {
  const value = (details ?? {}) as Record<string, unknown>;
  return {
    delayMinutes: typeof value.delayMinutes === 'number' ? Math.round(value.delayMinutes) : null,
    responsibility: typeof value.responsibility === 'string' ? value.responsibility : null,
  };
}

export function presentMyNotification(row: MyNotificationRow): MyNotificationResource {
  const details = detailsOf(row.details);
  return {
    type: 'myNotifications',
    id: encodeId(Number(row.id)),
    attributes: {
      kind: row.kind,
      createdAt: isoTime(row.created_at),
      readAt: isoTimeOrNull(row.read_at),
      delayMinutes: details.delayMinutes,
      responsibility:
        details.responsibility === 'CARRIER' || details.responsibility === 'NETWORK_CONGESTION'
          ? details.responsibility
          : null,
      tour: row.tour_reference === null ? null : { reference: row.tour_reference },
      stop:
        row.stop_name === null
          ? null
          : { name: row.stop_name, town: row.stop_town ?? '', timezone: row.stop_timezone ?? 'UTC' },
      order:
        row.order_id === null || row.order_reference === null
          ? null
          : { id: encodeId(row.order_id), reference: row.order_reference },
    },
  };
}
