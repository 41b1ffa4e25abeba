import { type EtaStatus, isEtaStatus } from './eta-statuses';

export const ETA_STATUS_COLOURS = ['green', 'yellow', 'red'] as const;
export type EtaStatusColour = (typeof ETA_STATUS_COLOURS)[number];

// Data for the web app (shipment-domain.txt §4): on time and early green,
// tolerable/tolerated yellow, risky red, anything unknown treated as on time.
export const ETA_STATUS_COLOUR: Readonly<Record<EtaStatus, EtaStatusColour>> = Object.freeze({
  NONE: 'green',
  ON_TIME: 'green',
  Early: 'green',
  NOT_STARTED: 'green',
  SKIPPED: 'green',
  NO_ISSUE: 'green',
  TOLERATED_DELAY: 'yellow',
  TOLERABLE_DELAY: 'yellow',
  WARNING: 'yellow',
  RISKY_DELAY: 'red',
  RISKY: 'red',
});

/** Colour for any value the server sends, including ones this build does not know. */
export function etaStatusColour(status: string | null | undefined): EtaStatusColour {
  // Catalogued statuses only: a status such as "constructor" must not reach Object.prototype.
  return isEtaStatus(status) ? ETA_STATUS_COLOUR[status] : 'green';
}
