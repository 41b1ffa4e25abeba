// The ETA a stop shows and is judged by when it has several: external ones sort before internal ones
// (shipment-domain §3), so a carrier's or a customer's declared ETA wins over the engine's own (decision 0101).
import type { EpochMs } from '../tracking';
import { sortEtasBySource } from './sort-etas';
import type { EtaSource } from './types';

export interface SourcedEta {
  eta: EpochMs | null;
  source: EtaSource;
}

/** The first ETA with a date, best source first; null when none has one. */
export function headlineEta<T extends SourcedEta>(etas: ReadonlyArray<T | null | undefined>): T | null {
  const dated = etas.filter((eta): eta is T => eta !== null && eta !== undefined && eta.eta !== null);
  return sortEtasBySource(dated)[0] ?? null;
}
