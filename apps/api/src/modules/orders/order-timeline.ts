// An order's timeline (shipment-domain §3 Timeline, decision 0066): the milestones its stored facts tell, placed
// on the six steps by the domain's buildTimeline; the response contract and its presentation.
import { toEpochMs } from '@cargolens/domain/delay';
import { isIssueEventCode } from '@cargolens/domain/events';
import { buildTimeline, orderMilestones, TIMELINE_STEPS, withStoredEvents } from '@cargolens/domain/timeline';
import { z } from 'zod';
import { resourceSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { isoTimeOf } from '../../kernel/iso-time';
import { encodeId } from '../../kernel/public-id';
import type { OrderDetailsRow, OrderStopRow, ReceivedEventRow } from './repository';

const timelineEvent = z
  .object({
    id: z.string(),
    name: z.string().describe('Order-event code (shipment-domain §4), e.g. ARR_LOAD'),
    occurredAt: z.string().nullable().describe('ISO 8601 instant, UTC; null when not known'),
    siteName: z.string().nullable(),
    timezone: z.string().nullable().describe("The site's IANA zone, to show the time as the site lives it"),
    isIssue: z.boolean(),
  })
  .meta({ id: 'TimelineEvent' });

export const timelineResource = resourceSchema('OrderTimeline', 'orderTimelines', {
  currentStep: z.enum(TIMELINE_STEPS).nullable(),
  steps: z.array(
    z.object({
      type: z.enum(TIMELINE_STEPS),
      state: z.enum(['done', 'current', 'upcoming']),
      hasAnomaly: z.boolean(),
      events: z.array(timelineEvent),
      notificationEvents: z.array(timelineEvent),
    }),
  ),
});
export const timelineDocument = singleDocumentSchema(timelineResource).describe("One order's timeline");
export type TimelineResource = z.infer<typeof timelineResource>;

export function presentTimeline(
  order: OrderDetailsRow,
  stops: OrderStopRow[],
  received: ReceivedEventRow[] = [],
): TimelineResource {
  const milestones = orderMilestones({
    id: encodeId(order.id),
    createdAt: order.created_at,
    cancelledAt: order.cancelled_at,
    stops: stops.map((stop) => ({
      id: encodeId(stop.id),
      activity: stop.activity,
      name: stop.name,
      timezone: stop.timezone,
      arrivedAt: stop.arrived_at,
      leftAt: stop.left_at,
      isSkipped: stop.is_skipped,
    })),
  });
  // Events integrations sent in (decision 0100), at the site of their stop when they name one.
  const siteOf = new Map(stops.map((stop) => [stop.id, stop]));
  const events = received.map((event) => {
    const stop = event.stop_id === null ? undefined : siteOf.get(event.stop_id);
    return {
      id: `event-${encodeId(Number(event.id))}`,
      name: event.code,
      dates: { dateEvent: event.occurred_at, inputDate: event.received_at },
      siteName: stop?.name ?? null,
      timezone: stop?.timezone ?? null,
      isIssue: isIssueEventCode(event.code),
    };
  });
  const entries = withStoredEvents(milestones, events);
  const timeline = buildTimeline({ entries, currentStatus: order.current_status });
  const event = (entry: (typeof entries)[number]) => {
    const at = toEpochMs(entry.dates?.dateEvent);
    return {
      id: entry.id,
      name: entry.name,
      occurredAt: at === null ? null : isoTimeOf(at),
      siteName: entry.siteName,
      timezone: entry.timezone,
      isIssue: entry.isIssue ?? false,
    };
  };
  return {
    type: 'orderTimelines',
    id: encodeId(order.id),
    attributes: {
      currentStep: timeline.currentStep,
      steps: timeline.steps.map((step) => ({
        type: step.type,
        state: step.state,
        hasAnomaly: step.hasAnomaly,
        events: step.events.map(event),
        notificationEvents: step.notificationEvents.map(event),
      })),
    },
  };
}
