import type { EpochMs } from '../tracking';

/** ETA sources of shipment-domain §3, best first (see compareEtaSources). */
export const ETA_SOURCES = [
  'external',
  'externalDeclared',
  'here',
  'internal',
  'internalRemainingLeadTimeWithBreaks',
  'internalRemainingLeadTime',
  'internalLeadTime',
] as const;
export type EtaSource = (typeof ETA_SOURCES)[number];

export type EtaReason =
  | 'calculation_in_progress'
  | 'first_eta_calculation_in_progress'
  | 'is_deprecated'
  | 'is_skipped'
  | 'no_position_received';

export type EtaPrecision = 'high' | 'medium' | 'low';

/** What the driver has already used of EU Regulation 561/2006 when the ETA is computed. */
export interface DriverState {
  drivingSinceBreakMin: number;
  drivenTodayMin: number;
  extendedDaysUsedThisWeek: number;
  /** The 15-minute first part of a split break has been taken since the last full break. */
  splitBreakFirstPartTaken?: boolean;
}

export interface RegulatedPause {
  kind: 'break' | 'split-break-second-part' | 'daily-rest';
  startsAt: EpochMs;
  minutes: number;
}

/** Why the ETA is what it is, cumulative up to this stop, so the UI can explain it. */
export interface EtaExplanation {
  speedLearntKmh: number | null;
  speedUsedKmh: number;
  detourFactor: number;
  breaksAdded: RegulatedPause[];
  breakMinutes: number;
  usedExtendedDrivingDay: boolean;
  waitedForWindowMinutes: number;
  activityMinutes: number;
}

export interface StopEta {
  stopId: string;
  stopIndex: number;
  /** Epoch ms like every instant in the domain; the API renders ISO 8601. */
  eta: EpochMs | null;
  etaSlot: { start: EpochMs; end: EpochMs } | null;
  precision: EtaPrecision | null;
  source: EtaSource;
  /** Road metres still to drive to this stop (through the stops before it). */
  remainingDistance: number | null;
  etaReason: EtaReason | null;
  isDeprecated: boolean;
  explanation: EtaExplanation | null;
}

export interface EtaConfig {
  /** Road distance ≈ great-circle × this, when no route provider gives the road distance. */
  detourFactor: number;
  /**
   * Prior road speed by leg length, as [metres, km/h] points in increasing distance, log-interpolated and flat
   * beyond the ends: short legs are town driving, long ones motorway.
   */
  speedPriorByDistance: [distanceM: number, kmh: number][];
  /** Seconds of observation the prior is worth on a leg of priorWeightDistanceM; it scales with leg length. */
  priorWeightS: number;
  priorWeightDistanceM: number;
  /**
   * Velocity made good: on the leg the vehicle is driving, its observed rate of approach to the stop (see the
   * tracker's approach EWMA) is blended with the speed model's approach speed (road speed / detour), with weight
   * approachWeight × evidence / (evidence + approachEvidenceS). The observed rate is clamped to
   * [approachFloorShare, approachCeilingShare] × the model's, so a vehicle that stands or circles gets a later
   * but finite ETA, and one that briefly drives straight at the stop on a winding road no absurdly early one.
   * approachWeight 0 turns it off.
   */
  approachWeight: number;
  approachEvidenceS: number;
  approachFloorShare: number;
  approachCeilingShare: number;
  /** From reaching the address to standing at it: finding the entrance, the gate, parking. */
  finalApproachMinutes: number;
  defaultActivityMinutes: number;
  /** Slot half-widths: a floor plus a share of the time still to go. */
  slotEarlyMinMinutes: number;
  slotEarlyShare: number;
  slotLateMinMinutes: number;
  slotLateShare: number;
}
