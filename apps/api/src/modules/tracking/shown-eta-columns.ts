// The ETA a stop shows, decided by the domain's shownEta when the stop is stored (decision 0224), as the columns
// that hold it. Written by the tracking worker with the delay status judged on it, and by the seeders, so that
// every reader (orders, public link, tours, homepage, global map) shows the same stored choice.
import {
  type EtaCandidate,
  type EtaSource,
  type ShownEta,
  type StopEta,
  shownEta,
} from '@cargolens/domain/eta';
import { isStopReached } from '@cargolens/domain/stops';
import { isoOfMs, sameInstant } from './stored-instants';
import type { TrackedStopRow } from './tour-tracker-of';

const slotOf = (start: Date | null, end: Date | null) =>
  start && end ? { start: start.getTime(), end: end.getTime() } : null;

/**
 * The ETA the stop shows once this run is stored, and its delay status is judged by while it is ahead (decisions
 * 0101, 0152, 0224): the engine's as stored after the run (computed now, else kept), and the external one.
 */
export function stopShownEta(stop: TrackedStopRow, computed: StopEta | undefined, reached: boolean) {
  const engine: EtaCandidate | null = computed
    ? { eta: computed.eta, source: computed.source, slot: computed.etaSlot }
    : stop.eta === null
      ? null
      : {
          eta: stop.eta.getTime(),
          source: (stop.eta_source ?? 'internal') as EtaSource,
          slot: slotOf(stop.eta_slot_start, stop.eta_slot_end),
        };
  const external: EtaCandidate | null =
    stop.external_eta === null
      ? null
      : {
          eta: stop.external_eta.getTime(),
          source: (stop.external_eta_source ?? 'external') as EtaSource,
          slot: slotOf(stop.external_eta_slot_start, stop.external_eta_slot_end),
          // Stale after 60 minutes (time rules, decision 0152): the engine's ETA leads again when it has one.
          isDeprecated: stop.external_eta_deprecated,
        };
  return shownEta({ reached, engine, external });
}

export function shownEtaColumns(shown: ShownEta | null) {
  return {
    shown_eta: isoOfMs(shown?.eta),
    shown_eta_source: shown?.source ?? null,
    shown_eta_slot_start: isoOfMs(shown?.slot?.start),
    shown_eta_slot_end: isoOfMs(shown?.slot?.end),
    shown_eta_deprecated: shown?.isDeprecated ?? false,
  };
}

/** The shown ETA as stored is the one decided now: a stop whose other columns are unchanged needs no write. */
export function sameShownEta(stop: TrackedStopRow, shown: ShownEta | null) {
  return (
    sameInstant(stop.shown_eta, shown?.eta ?? null) &&
    stop.shown_eta_source === (shown?.source ?? null) &&
    sameInstant(stop.shown_eta_slot_start, shown?.slot?.start ?? null) &&
    sameInstant(stop.shown_eta_slot_end, shown?.slot?.end ?? null) &&
    stop.shown_eta_deprecated === (shown?.isDeprecated ?? false)
  );
}

/** The shown ETA columns of a stop that has only the engine's ETA (the seeders' demo and benchmark stops). */
export function engineShownEtaColumns(stop: {
  isSkipped: boolean;
  arrivedAt: Date | null;
  leftAt: Date | null;
  eta: Date | null;
  etaSource: string | null;
}) {
  const reached = isStopReached({ skipped: stop.isSkipped, arrivedAt: stop.arrivedAt, leftAt: stop.leftAt });
  const engine =
    stop.eta === null
      ? null
      : { eta: stop.eta.getTime(), source: (stop.etaSource ?? 'internal') as EtaSource, slot: null };
  return shownEtaColumns(shownEta({ reached, engine, external: null }));
}
