import { type CharteringStatus, isPaired, type PairingStatus } from '@cargolens/domain/pairing';
import { type TourStatus, tourStatus } from '@cargolens/domain/tours';
import type { Tone } from '../../ui/Badge';

// Colour repeats the meaning of the label: grey = not moving yet, teal = on its way to start, blue = running,
// green = done or agreed, yellow = waiting on someone, red = refused.
const TOUR_TONE: Record<TourStatus, Tone> = {
  NOT_STARTED: 'gray',
  TOWARDS_FIRST_STOP: 'teal',
  IN_PROGRESS: 'blue',
  FINISHED: 'green',
};

const CHARTERING_TONE: Record<CharteringStatus, Tone> = {
  NONE: 'gray',
  REQUESTED: 'yellow',
  CONFIRMED: 'green',
  REFUSED: 'red',
  UNCHARTERED: 'gray',
};

export function tourStatusDisplay(status: string | null | undefined): { key: TourStatus; tone: Tone } {
  const key = tourStatus(status);
  return { key, tone: TOUR_TONE[key] };
}

export function charteringStatusTone(status: CharteringStatus): Tone {
  return CHARTERING_TONE[status];
}

/** Paired shows green; every waiting state yellow; nothing paired grey. */
export function pairingTone(pair: { status: string; pairingAgency: string }): Tone {
  if (!isPaired(pair.pairingAgency)) return 'gray';
  return (pair.status as PairingStatus) === 'RESOURCE_PAIRED' ? 'green' : 'yellow';
}

/** The details page of a tour (shipment-domain §2). */
export function tourDetailsPath(reference: string): string {
  return `/tours/reference/${encodeURIComponent(reference)}/details`;
}
