// Homepage widget rows as JSON:API resources: whitelisted fields, public ids, instants in UTC.

import type { GpsRecency } from '@cargolens/domain/delay';
import { stopDelayState } from '@cargolens/domain/delay';
import type { TourStatus } from '@cargolens/domain/tours';
import type { z } from 'zod';
import { isoTimeOrNull as iso } from '../../kernel/iso-time';
import { encodeId } from '../../kernel/public-id';
import type { homepageStopResource, silentTourResource } from './schemas';

export interface HomepageStopRow {
  id: number;
  name: string;
  town: string;
  country: string;
  timezone: string;
  stop_type: string;
  sequence: number;
  planned_start: Date | null;
  planned_end: Date | null;
  appointment_start: Date | null;
  appointment_end: Date | null;
  arrived_at: Date | null;
  eta: Date | null;
  eta_status: string | null;
  is_on_site_late: boolean;
  is_completion_late: boolean;
  tour_id: number;
  tour_reference: string;
  tour_status: string;
  owner_name: string;
  chartered_name: string | null;
}

export function presentHomepageStop(row: HomepageStopRow): z.input<typeof homepageStopResource> {
  return {
    type: 'homepageStops',
    id: encodeId(row.id),
    attributes: {
      name: row.name,
      town: row.town,
      country: row.country,
      timezone: row.timezone,
      stopType: row.stop_type,
      sequence: row.sequence,
      plannedStart: iso(row.planned_start),
      plannedEnd: iso(row.planned_end),
      appointmentStart: iso(row.appointment_start),
      appointmentEnd: iso(row.appointment_end),
      arrivedAt: iso(row.arrived_at),
      eta: iso(row.eta),
      etaStatus: row.eta_status,
      delayState: stopDelayState(row.eta_status),
      isLateOnSite: row.is_on_site_late,
      isCompletionLate: row.is_completion_late,
      tourReference: row.tour_reference,
      tourStatus: row.tour_status as TourStatus,
      ownerName: row.owner_name,
      charteredName: row.chartered_name,
    },
    relationships: { tour: { data: { type: 'tours', id: encodeId(row.tour_id) } } },
  };
}

export interface SilentTourRow {
  id: number;
  reference: string;
  status: string;
  mean_label: string;
  last_position_at: Date | null;
  owner_name: string;
  chartered_name: string | null;
  recency: GpsRecency;
}

export function presentSilentTour(row: SilentTourRow): z.input<typeof silentTourResource> {
  return {
    type: 'silentTours',
    id: encodeId(row.id),
    attributes: {
      reference: row.reference,
      status: row.status as TourStatus,
      meanLabel: row.mean_label,
      lastPositionAt: iso(row.last_position_at),
      gpsRecency: row.recency.state,
      positionAgeMinutes: row.recency.ageMinutes === null ? null : Math.round(row.recency.ageMinutes),
      ownerName: row.owner_name,
      charteredName: row.chartered_name,
    },
  };
}
