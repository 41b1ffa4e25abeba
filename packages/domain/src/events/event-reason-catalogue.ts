import { ARRIVAL_PHASES, DEPARTURE_PHASES, type EventOutcome, type EventPhase } from './event-phases';
import { EVENT_REASON_CATALOGUES, type EventReasonCatalogue } from './event-reasons';

const SITE_CATALOGUES: Record<
  'loading' | 'delivery',
  Record<Exclude<EventOutcome, 'compliant'>, EventReasonCatalogue>
> = {
  loading: {
    non_compliant: 'loadingNonCompliant',
    non_realised: 'loadingNonRealised',
    refused: 'loadingRefused',
  },
  delivery: {
    non_compliant: 'deliveryNonCompliant',
    non_realised: 'deliveryNonRealised',
    refused: 'deliveryRefused',
  },
};

/**
 * Which catalogue a reason must come from. The spec gives outcome-specific lists
 * only for loading and delivery; hub and intermediate-stop arrivals and
 * departures have one list each whatever the outcome (the arrival list itself
 * contains "compliant" and "non compliant"), and everything else, including a
 * compliant loading or delivery, uses the "other labels" list.
 */
export function eventReasonCatalogue(phase: EventPhase, outcome: EventOutcome): EventReasonCatalogue {
  if ((phase === 'loading' || phase === 'delivery') && outcome !== 'compliant')
    return SITE_CATALOGUES[phase][outcome];
  if ((ARRIVAL_PHASES as readonly string[]).includes(phase)) return 'stopoverArrival';
  if ((DEPARTURE_PHASES as readonly string[]).includes(phase)) return 'stopoverDeparture';
  return 'other';
}

export function reasonsFor(phase: EventPhase, outcome: EventOutcome): readonly string[] {
  return EVENT_REASON_CATALOGUES[eventReasonCatalogue(phase, outcome)];
}
