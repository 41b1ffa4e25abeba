// The ETA a stop shows, decided once when the stop is stored (decision 0224): while the stop is ahead, a current
// external ETA before the engine's (headlineEta, decision 0101); once it is reached, the external ETA is no
// longer shown and the engine's last one stays. Every reader (orders, public link, tours, homepage, global map,
// exports) shows what was stored, and the delay status stored beside it was judged on the same choice.
import type { EpochMs } from '../tracking';
import { headlineEta } from './headline-eta';
import type { EtaSource } from './types';

export interface EtaCandidate {
  eta: EpochMs | null;
  source: EtaSource;
  slot: { start: EpochMs; end: EpochMs } | null;
  /** An external ETA recorded over 60 minutes ago (isExternalEtaDeprecated). */
  isDeprecated?: boolean;
}

export interface ShownEta {
  eta: EpochMs;
  source: EtaSource;
  slot: { start: EpochMs; end: EpochMs } | null;
  isDeprecated: boolean;
}

export interface ShownEtaInput {
  /** Skipped, arrived or left (isStopReached). */
  reached: boolean;
  /** The engine's ETA as stored after this run. */
  engine: EtaCandidate | null;
  /** The stop's current external ETA, if one was received. */
  external: EtaCandidate | null;
}

export function shownEta({ reached, engine, external }: ShownEtaInput): ShownEta | null {
  const shown = headlineEta([engine, reached ? null : external]);
  if (shown === null || shown.eta === null) return null;
  return {
    eta: shown.eta,
    source: shown.source,
    slot: shown.slot,
    isDeprecated: shown.isDeprecated ?? false,
  };
}
