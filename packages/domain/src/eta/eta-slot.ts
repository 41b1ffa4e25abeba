import type { EpochMs } from '../tracking';
import type { EtaConfig, EtaPrecision } from './types';

const MIN = 60_000;

/**
 * The engine's own uncertainty: a floor plus a share of the time still to go, skewed late because traffic,
 * queues and detours only ever delay. Prior-only estimates and stale positions widen it.
 */
export function etaSlot(
  eta: EpochMs,
  from: EpochMs,
  config: EtaConfig,
  priorOnly: boolean,
  staleMs: number,
): { start: EpochMs; end: EpochMs } {
  const toGo = Math.max(0, eta - from);
  const widen = priorOnly ? 1.5 : 1;
  const early =
    Math.max(config.slotEarlyMinMinutes * MIN, config.slotEarlyShare * toGo) * widen + staleMs / 2;
  const late = Math.max(config.slotLateMinMinutes * MIN, config.slotLateShare * toGo) * widen + staleMs / 2;
  return { start: Math.round(eta - early), end: Math.round(eta + late) };
}

export function precisionOf(slot: { start: EpochMs; end: EpochMs }): EtaPrecision {
  const width = slot.end - slot.start;
  if (width <= 15 * MIN) return 'high';
  return width <= 60 * MIN ? 'medium' : 'low';
}
