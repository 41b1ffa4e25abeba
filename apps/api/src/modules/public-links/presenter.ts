// Public tracking links as JSON:API resources: the owner's view of an order's link, and the public page's
// answer, which whitelists the order's progress and nothing of its organization (no ids, names, addresses,
// people, goods or other orders).
import { delayMinutes, gpsRecency, referenceWindow, stopDelayState } from '@cargolens/domain/delay';
import { PUBLIC_LINK_STATES, publicLinkState } from '@cargolens/domain/public-links';
import { z } from 'zod';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { isoTimeOrNull as iso, isoTime, isoTimeOf } from '../../kernel/iso-time';
import { encodeId } from '../../kernel/public-id';
import type { OwnerLinkView, PublicEta } from './service';

export const publicLinkResource = resourceSchema('PublicLink', 'publicLinks', {
  state: z.enum(PUBLIC_LINK_STATES).describe('NONE before the first link; ACTIVE, EXPIRED or REVOKED after'),
  token: z
    .string()
    .nullable()
    .describe('The secret of the live link (null when none is live): whoever holds it reads the page'),
  path: z.string().nullable().describe('The public page, /track/{token}, on the web app'),
  url: z.string().nullable().describe('The public page as a full URL'),
  isLight: z.boolean().describe('Light link: status and ETAs without the truck’s position'),
  expiresAt: z.string().nullable().describe('When the link stops working; null: until revoked'),
  createdAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});

export type PublicLinkResource = z.infer<typeof publicLinkResource>;

/** The order's id names its link: an order has one link at a time. */
export function presentPublicLink(view: OwnerLinkView, origin: string): PublicLinkResource {
  const { link, token } = view;
  const path = token ? `/track/${token}` : null;
  return {
    type: 'publicLinks',
    id: encodeId(view.orderId),
    attributes: {
      state: publicLinkState(link && { revokedAt: link.revoked_at, expiresAt: link.expires_at }, view.now),
      token,
      path,
      url: path ? `${origin}${path}` : null,
      isLight: link?.is_light ?? false,
      expiresAt: iso(link?.expires_at),
      createdAt: iso(link?.created_at),
      revokedAt: iso(link?.revoked_at),
    },
  };
}

const publicStop = z.object({
  activity: z.enum(['LOADING', 'UNLOADING']),
  town: z.string(),
  postalCode: z.string().nullable(),
  country: z.string(),
  timezone: z.string().describe('IANA zone of the stop, to show its times'),
  plannedStart: z.string().nullable(),
  plannedEnd: z.string().nullable(),
  appointmentStart: z.string().nullable(),
  appointmentEnd: z.string().nullable(),
  eta: z.string().nullable(),
  etaSlot: z.object({ start: z.string(), end: z.string() }).nullable(),
  etaStatus: z.string().nullable(),
  delayState: z.string().describe('Late, On time, Tolerable delay or ETA not available (shipment-domain §4)'),
  delayMinutes: z
    .number()
    .nullable()
    .describe('ETA against the appointment, else the planned window: + late, - early'),
  arrivedAt: z.string().nullable(),
  leftAt: z.string().nullable(),
  summaryState: z.string(),
  isDone: z.boolean(),
  isNextStop: z.boolean(),
  isSkipped: z.boolean(),
});

export const publicOrderEtaResource = resourceSchema('PublicOrderEta', 'publicOrderEtas', {
  reference: z.string().describe('The order’s reference, as its owner gave it'),
  status: z.string().describe('The order’s current status'),
  tourStatus: z.string().nullable(),
  transportMode: z.string(),
  isCancelled: z.boolean(),
  isLight: z.boolean(),
  nextStopPoint: z.string().nullable(),
  nextStopPointEtaState: z.string().nullable(),
  stops: z.array(publicStop),
  position: z
    .object({
      lat: z.number(),
      lng: z.number(),
      date: z.string(),
      recency: z.enum(['RECENT', 'OUTDATED']).describe('GPS recency: within 60 minutes, or older'),
      ageMinutes: z.number(),
    })
    .nullable()
    .describe('The truck’s last position while the tour runs; always null on a light link'),
  generatedAt: z.string(),
});

export type PublicOrderEtaResource = z.infer<typeof publicOrderEtaResource>;

export function presentPublicEta(view: PublicEta): PublicOrderEtaResource {
  const { order, stops, position, now } = view;
  const recency = position ? gpsRecency(position.recorded_at, now) : null;
  return {
    type: 'publicOrderEtas',
    // Names the link, not the order: a hash of the token the caller already holds.
    id: view.tokenHash.slice(0, 16),
    attributes: {
      reference: order.reference,
      status: order.current_status,
      tourStatus: order.tour_status ?? null,
      transportMode: order.transport_mode,
      isCancelled: order.cancelled_at !== null,
      isLight: order.is_light,
      nextStopPoint: order.next_stop_point,
      nextStopPointEtaState: order.next_stop_eta_state,
      stops: stops.map((stop) => {
        const planned = { startAt: stop.planned_start, endAt: stop.planned_end };
        const appointment = { startAt: stop.appointment_start, endAt: stop.appointment_end };
        return {
          activity: stop.activity === 'LOADING' ? 'LOADING' : 'UNLOADING',
          town: stop.town,
          postalCode: stop.postal_code,
          country: stop.country,
          timezone: stop.timezone,
          plannedStart: iso(stop.planned_start),
          plannedEnd: iso(stop.planned_end),
          appointmentStart: iso(stop.appointment_start),
          appointmentEnd: iso(stop.appointment_end),
          eta: iso(stop.eta),
          etaSlot:
            stop.eta_slot_start && stop.eta_slot_end
              ? { start: isoTime(stop.eta_slot_start), end: isoTime(stop.eta_slot_end) }
              : null,
          etaStatus: stop.eta_status,
          delayState: stopDelayState(stop.eta_status),
          delayMinutes: delayMinutes(stop.eta, referenceWindow(appointment, planned)),
          arrivedAt: iso(stop.arrived_at),
          leftAt: iso(stop.left_at),
          summaryState: stop.summary_state,
          isDone: stop.is_done,
          isNextStop: stop.is_next_stop,
          isSkipped: stop.is_skipped,
        };
      }),
      position:
        position && recency && recency.state !== 'NONE'
          ? {
              lat: position.lat,
              lng: position.lng,
              date: isoTime(position.recorded_at),
              recency: recency.state,
              ageMinutes: Math.round(recency.ageMinutes ?? 0),
            }
          : null,
      generatedAt: isoTimeOf(now),
    },
  };
}
