// The data of the stream's events, documented in the OpenAPI document (issue 28 §5): `LiveChange`, a named
// component the web's generated types carry, is the `tracking` event's data; the stream's 200 response names it
// under `x-event-data`, event by event. Streams have no response serializer: live-stream.test.ts checks what
// the server sends against this documented schema.
import { z } from 'zod';

export const liveChangeSchema = z
  .object({
    tour: z
      .string()
      .nullable()
      .describe('The tour’s public id; null when the caller sees some of its orders only'),
    orders: z.array(z.string()).describe('Public ids of the tour’s orders the caller sees'),
    status: z.string().nullable().describe('The tour status; null when the tour is not visible'),
  })
  .meta({ id: 'LiveChange', description: 'The data of a `tracking` event of GET /events/stream' });

/** The `tracking` event's data, public ids only. */
export type VisibleChange = z.infer<typeof liveChangeSchema>;

const emptyData = { type: 'object', additionalProperties: false } as const;

/** What the data line of each event holds, by event name; a heartbeat is a comment line without data. */
export const LIVE_EVENT_DATA = {
  ready: emptyData,
  tracking: { $ref: '#/components/schemas/LiveChange' },
  notifications: emptyData,
  resync: emptyData,
} as const;

export type LiveEvent = keyof typeof LIVE_EVENT_DATA;

export const liveStreamResponse = z.string().meta({
  description: 'The event stream; it ends after an access token’s lifetime',
  'x-event-data': LIVE_EVENT_DATA,
});
