import type { CompiledFence, Geofence, LatLng } from '../geo';

/**
 * Every instant in tracking and ETA is epoch milliseconds (UTC). Numbers keep the hot path free of Date
 * parsing and survive JSON persistence; the API formats them as ISO 8601 at the edge.
 */
export type EpochMs = number;

export interface TimeWindow {
  startAt: EpochMs;
  endAt: EpochMs;
}

export type StopActivity = 'LOADING' | 'UNLOADING';

export interface PlannedStop {
  id: string;
  activity: StopActivity;
  geofence: Geofence;
  /** Where remaining distance is measured to; defaults to the circle centre or polygon centroid. */
  position?: LatLng;
  activityTimeMinutes?: number;
  appointment?: TimeWindow | null;
  /** Concrete opening intervals: the caller expands weekly hours in the stop's time zone. */
  openingWindows?: TimeWindow[];
  /** The site does not accept early arrivals: the vehicle waits for the appointment or opening. */
  waitForWindow?: boolean;
}

export interface TourPlan {
  id: string;
  stops: PlannedStop[];
}

export interface PositionFix {
  at: EpochMs;
  lat: number;
  lng: number;
  speedKmh?: number | null;
}

export type TourStatus = 'NOT_STARTED' | 'TOWARDS_FIRST_STOP' | 'IN_PROGRESS' | 'FINISHED';

export type DetectionMethod =
  | 'geofence'
  | 'interpolated'
  | 'on-site-at-start'
  | 'implied-by-later-stop'
  /** Sent in by an integration as an event (decision 0100), not found in positions. */
  | 'declared';

export interface StopProgress {
  /** Presence with hysteresis: true from crossing the boundary inwards until beyond the exit margin. */
  inside: boolean;
  enteredAt: EpochMs | null;
  /** Last outward crossing of the boundary while still within the margin: the departure time if it goes on. */
  outwardAt: EpochMs | null;
  /** First reaching and last leaving the core of a wide circle during this presence (see arrivalCoreRadiusM). */
  coreEnteredAt: EpochMs | null;
  coreLeftAt: EpochMs | null;
  /** Signed distance to the boundary at the last processed position (metres, negative inside). */
  offset: number | null;
  startedInside: boolean;
  arrivedAt: EpochMs | null;
  arrivalDetectedAt: EpochMs | null;
  leftAt: EpochMs | null;
  arrivalMethod: DetectionMethod | null;
  skipped: boolean;
}

/** Learnt moving speed: a time-weighted EWMA and how many seconds of recent evidence back it. */
export interface ObservedSpeed {
  ewmaMps: number;
  evidenceS: number;
  stillSince: EpochMs | null;
  /** The estimate before the current standstill, restored if the standstill turns out to be a break. */
  beforeStill: { ewmaMps: number; evidenceS: number } | null;
}

/**
 * How fast the vehicle closes the great-circle distance to the stop it is driving to ("velocity made good"):
 * a time-weighted EWMA that may be negative (driving away) and restarts when the target stop changes.
 */
export interface ObservedApproach {
  stopIndex: number;
  /** Great-circle metres to the target at `at`, the last fix processed. */
  distanceM: number;
  at: EpochMs;
  rateMps: number;
  evidenceS: number;
}

export interface TrackerState {
  version: 1;
  tour: TourPlan;
  fences: CompiledFence[];
  config: TrackerConfig;
  status: TourStatus;
  stops: StopProgress[];
  /** Positions held back to be reordered, oldest first. */
  buffer: PositionFix[];
  /** The last position processed by detection. */
  last: PositionFix | null;
  /** The newest position seen, possibly still buffered: what the ETA starts from. */
  newest: PositionFix | null;
  speed: ObservedSpeed;
  /** Null until a fix is processed while a stop is still to be reached; older persisted states lack it. */
  approach?: ObservedApproach | null;
  processed: number;
  dropped: number;
}

/** The part of a tracker its positions and events made (`trackerProgress`); the rest its plan makes. */
export type TrackerProgress = Omit<TrackerState, 'version' | 'tour' | 'fences' | 'config'>;

export interface TrackerConfig {
  /** Positions are held this long so that slightly late ones can still be processed in order. */
  reorderWindowMs: number;
  /** Time inside a geofence before a stay counts as a visit rather than driving through. */
  minDwellMs: number;
  /** A wide circle entered without ever reaching its core must be occupied this long to count as a visit. */
  minDwellOutsideCoreMs: number;
  /** Large geofences need longer: a stay must also outlast crossing the diameter at this speed. */
  driveThroughKmh: number;
  /**
   * A circle is a coarse stand-in for a site: the visit is dated by reaching and leaving this radius around the
   * address when the vehicle gets that close, by the rim otherwise. Presence and hysteresis use the full circle.
   */
  arrivalCoreRadiusM: number;
  /** Exit margin beyond the boundary: max(ratio × radius, minimum metres). */
  exitMarginRatio: number;
  exitMarginMinM: number;
  /** Gaps at least this long are examined for a visit that no position saw. */
  sparseGapMs: number;
  /** Fastest average speed that still makes an unseen visit plausible. */
  plausibleSpeedKmh: number;
  /** An unseen visit must lie roughly on the way: (d(prev, stop) + d(stop, next)) / d(prev, next). */
  maxDetourRatio: number;
  speedTimeConstantMs: number;
  /** Memory of the approach-rate EWMA (velocity made good towards the next stop). */
  approachTimeConstantMs: number;
  /** Segments longer than this say nothing about driving speed (parking, tunnel, device off). */
  maxSpeedSegmentMs: number;
  /** A standstill longer than this is a break or parking, not traffic, and stops feeding the speed EWMA. */
  maxStandstillMs: number;
  standstillKmh: number;
}

export type StopEventCode =
  | 'DRIVING_TO_LOAD'
  | 'ARR_LOAD'
  | 'LEFT_LOADING_SITE'
  | 'DRIVING_TO_UNLOAD'
  | 'ARR_UNLOAD'
  | 'DRIVER_LEFT_UNLOAD'
  | 'loading_non_realised_calculated-skipped'
  | 'delivery_non_realised_calculated-skipped';

export type TrackingEvent =
  | {
      kind: 'stop';
      code: StopEventCode;
      stopIndex: number;
      stopId: string;
      occurredAt: EpochMs;
      detectedAt: EpochMs;
      method: DetectionMethod;
    }
  | {
      kind: 'tour-status';
      status: TourStatus;
      previous: TourStatus;
      occurredAt: EpochMs;
      detectedAt: EpochMs;
    };
