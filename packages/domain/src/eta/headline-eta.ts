// The ETA a stop shows and is judged by when it has several: external ones sort before internal ones
// (shipment-domain §3), so a carrier's or a customer's declared ETA wins over the engine's own (decision 0101).
import type { EpochMs } from '../tracking';
import { sortEtasBySource } from './sort-etas';
import type { EtaSource } from './types';

export interface SourcedEta {
  eta: EpochMs | null;
  source: EtaSource;
  /** Too old to lead (an external ETA recorded over 60 minutes ago, isExternalEtaDeprecated). */
  isDeprecated?: boolean;
}

/**
 * The first ETA with a date, best source first; null when none has one. A deprecated ETA leads only when no
 * current one has a date: an external ETA gone stale falls back to the engine's, and is still shown (marked
 * deprecated) when the engine has none (shipment-domain §3 isDeprecated, decision 0152).
 */
export function headlineEta<T extends SourcedEta>(etas: ReadonlyArray<T | null | undefined>): T | null {
  const dated = etas.filter((eta): eta is T => eta !== null && eta !== undefined && eta.eta !== null);
  const current = dated.filter((eta) => !eta.isDeprecated);
  return sortEtasBySource(current)[0] ?? sortEtasBySource(dated)[0] ?? null;
}
