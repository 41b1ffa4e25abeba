// An order's timeline (shipment-domain §3 Timeline, decision 0066): the milestones its stored facts tell, placed
// on the six steps by the domain's buildTimeline; the response contract and its presentation.
import { toEpochMs } from '@cargolens/domain/delay';
import { buildTimeline, orderMilestones, TIMELINE_STEPS } from '@cargolens/domain/timeline';
import { z } from 'zod';
import { resourceSchema, singleDocumentSchema } from '../../http/jsonapi/document-schemas';
import { encodeId } from '../../kernel/public-id';
import type { OrderDetailsRow, OrderStopRow } from './repository';

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

export function presentTimeline(order: OrderDetailsRow, stops: OrderStopRow[]): TimelineResource {
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
  const timeline = buildTimeline({ entries: milestones, currentStatus: order.current_status });
  const event = (entry: (typeof milestones)[number]) => {
    const at = toEpochMs(entry.dates?.dateEvent);
    return {
      id: entry.id,
      name: entry.name,
      occurredAt: at === null ? null : new Date(at).toISOString(),
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
