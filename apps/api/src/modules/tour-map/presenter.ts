// The maps' rows as JSON:API resources: whitelisted fields, public ids, instants in UTC.
import { stopDelayState } from '@cargolens/domain/delay';
import type { TourStatus } from '@cargolens/domain/tours';
import type { z } from 'zod';
import { isoTimeOrNull as iso, isoTime } from '../../kernel/iso-time';
import { encodeId } from '../../kernel/public-id';
import type { mapTourResource, orderTrackResource } from './schemas';
import type { MapTourItem, OrderTrack } from './service';

const age = (minutes: number | null) => (minutes === null ? null : Math.round(minutes));

export function presentMapTour(row: MapTourItem): z.input<typeof mapTourResource> {
  const last = row.lastStop;
  return {
    type: 'mapTours',
    id: encodeId(row.id),
    attributes: {
      reference: row.reference,
      status: row.status as TourStatus,
      ownerName: row.owner_name,
      charteredName: row.chartered_name,
      meanLabel: row.mean_label,
      position:
        row.recorded_at && row.lat !== null && row.lng !== null
          ? { date: isoTime(row.recorded_at), lat: row.lat, lng: row.lng }
          : null,
      gpsRecency: row.recency.state,
      positionAgeMinutes: age(row.recency.ageMinutes),
      lastStop: last
        ? {
            name: last.name,
            town: last.town,
            country: last.country,
            timezone: last.timezone,
            arrivedAt: iso(last.arrived_at),
          }
        : null,
      nextStop:
        row.next_name !== null
          ? {
              name: row.next_name,
              town: row.next_town ?? '',
              country: row.next_country ?? '',
              timezone: row.next_timezone ?? 'UTC',
              plannedStart: iso(row.next_planned_start),
              plannedEnd: iso(row.next_planned_end),
              eta: iso(row.next_eta),
              etaStatus: row.next_eta_status,
              delayState: stopDelayState(row.next_eta_status),
            }
          : null,
    },
  };
}

export function presentOrderTrack(track: OrderTrack): z.input<typeof orderTrackResource> {
  return {
    type: 'orderTracks',
    id: encodeId(track.order.id),
    attributes: {
      tourStatus: (track.order.status as TourStatus | null) ?? null,
      meanLabel: track.order.mean_label ?? null,
      from: iso(track.from),
      to: iso(track.to),
      points: track.points.map((p) => ({ date: isoTime(p.recorded_at), lat: p.lat, lng: p.lng })),
      truncated: track.truncated,
      position: track.position
        ? {
            date: isoTime(track.position.recorded_at),
            lat: track.position.lat,
            lng: track.position.lng,
            speed: track.position.speed,
          }
        : null,
      gpsRecency: track.recency.state,
      positionAgeMinutes: age(track.recency.ageMinutes),
    },
  };
}
