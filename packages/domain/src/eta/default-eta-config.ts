import type { EtaConfig } from './types';

/**
 * Generic values, the same for every vehicle and tour. The prior speeds are effective road speeds including
 * lights, queues and junctions: slow over the last kilometres in town, motorway-like on long legs; the detour
 * factor is the usual road / great-circle ratio of European networks. How they were checked against the Porto
 * replay (chosen on half the rides, scored on the other half) is in docs/benchmarks.md.
 */
export const DEFAULT_ETA_CONFIG: EtaConfig = {
  detourFactor: 1.3,
  speedPriorByDistance: [
    [2_000, 30],
    [15_000, 65],
    [150_000, 70],
  ],
  priorWeightS: 150,
  priorWeightDistanceM: 5_000,
  approachWeight: 0.3,
  approachEvidenceS: 300,
  approachFloorShare: 0.4,
  approachCeilingShare: 1.5,
  finalApproachMinutes: 2,
  defaultActivityMinutes: 30,
  slotEarlyMinMinutes: 2,
  slotEarlyShare: 0.15,
  slotLateMinMinutes: 3,
  slotLateShare: 0.3,
};
