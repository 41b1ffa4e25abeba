// Request and response shapes of the notification inbox (decision 0180).
import { z } from 'zod';
import { collectionDocumentSchema, pageMeta } from '../../http/jsonapi/document-schemas';
import { publicId } from '../../http/jsonapi/public-id-schemas';
import { pageParams } from '../../http/jsonapi/query-schemas';
import { myNotificationResource } from './presenter';

export const listQuery = z.strictObject({ ...pageParams });

export const inboxDocument = collectionDocumentSchema(myNotificationResource).extend({
  meta: pageMeta.extend({
    unreadCount: z.number().int().describe('The user’s unread notifications, on every page'),
  }),
});

export const markReadBody = z.strictObject({
  data: z.strictObject({
    type: z.literal('notificationReads'),
    attributes: z
      .strictObject({
        notifications: z
          .array(publicId())
          .min(1)
          .max(100)
          .optional()
          .describe('Mark these read (the caller’s own; any other id answers 404 and nothing is marked)'),
        all: z.literal(true).optional().describe('Mark every unread notification read'),
        upTo: publicId()
          .optional()
          .describe('With all: the newest notification the user saw; newer ones stay unread'),
      })
      .refine((value) => (value.notifications === undefined) !== (value.all === undefined), {
        message: 'Give either notifications or all',
        path: ['notifications'],
      }),
  }),
});

export const MARK_ALL_READ_EXAMPLE = { data: { type: 'notificationReads', attributes: { all: true } } };
