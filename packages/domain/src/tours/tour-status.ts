// shipment-domain.txt §4 "Tour/itinerary status".
export const TOUR_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'TOWARDS_FIRST_STOP', 'FINISHED'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];

export const DEFAULT_TOUR_STATUS: TourStatus = 'NOT_STARTED';

/** A missing or unrecognised status reads as the default, NOT_STARTED. */
export function tourStatus(value: string | null | undefined): TourStatus {
  return (TOUR_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as TourStatus)
    : DEFAULT_TOUR_STATUS;
}

export function isTourFinished(status: string | null | undefined): boolean {
  return tourStatus(status) === 'FINISHED';
}

/**
 * The truck's GPS position is shown only while the tour runs: before it starts
 * the position says nothing about this tour, after it ends it would mislead.
 */
export function isGpsPositionShown(status: string | null | undefined): boolean {
  const current = tourStatus(status);
  return current !== 'NOT_STARTED' && current !== 'FINISHED';
}
