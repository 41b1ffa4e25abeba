import type { TrackerConfig } from './types';

/**
 * Generic defaults for road freight, chosen on the Porto replay (docs/benchmarks.md) and the regulation cases,
 * never per trip. Three minutes of dwell (more for wide geofences) is longer than crossing a 500 m geofence in
 * town traffic and shorter than any loading; 30 s of reordering covers telematics batches without delaying detection by more than two fixes.
 */
export const DEFAULT_TRACKER_CONFIG: TrackerConfig = {
  reorderWindowMs: 30_000,
  minDwellMs: 180_000,
  minDwellOutsideCoreMs: 600_000,
  driveThroughKmh: 25,
  arrivalCoreRadiusM: 150,
  exitMarginRatio: 0.2,
  exitMarginMinM: 50,
  sparseGapMs: 180_000,
  plausibleSpeedKmh: 90,
  maxDetourRatio: 2,
  speedTimeConstantMs: 90_000,
  approachTimeConstantMs: 120_000,
  maxSpeedSegmentMs: 600_000,
  maxStandstillMs: 300_000,
  standstillKmh: 3,
};
