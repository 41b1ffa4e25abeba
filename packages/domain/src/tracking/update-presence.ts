import { type CompiledFence, crossingFraction, fenceOffset } from '../geo';
import type { EpochMs, PositionFix, StopProgress, TrackerConfig, TrackerState } from './types';

/**
 * Hysteresis: a vehicle is present from crossing the boundary inwards until it is farther than `marginM`
 * outside, so GPS jitter around the line never produces a leave-and-return. Times are those of the crossings,
 * interpolated along the segment, not of the fixes that revealed them. Within a wide circle the times of
 * reaching and leaving its core (the address itself) are kept too: they date the visit better than the rim.
 * Returns the departure time when presence ends on this fix, else null.
 */
export function updatePresence(
  progress: StopProgress,
  fence: CompiledFence,
  marginM: number,
  coreLevel: number | null,
  prev: PositionFix | null,
  fix: PositionFix,
): EpochMs | null {
  const prevOffset = progress.offset;
  const offset = fenceOffset(fence, fix.lat, fix.lng);
  progress.offset = offset;
  if (!progress.inside) {
    if (offset > 0) return null;
    progress.inside = true;
    progress.startedInside = prev === null;
    progress.enteredAt = prev === null || prevOffset === null ? fix.at : crossingTime(fence, prev, fix, 0);
    progress.outwardAt = null;
    progress.coreEnteredAt = null;
    progress.coreLeftAt = null;
  } else if (offset <= 0) {
    progress.outwardAt = null;
  } else if (prev !== null && prevOffset !== null && prevOffset <= 0) {
    progress.outwardAt = crossingTime(fence, prev, fix, 0);
  }
  if (coreLevel !== null) trackCore(progress, fence, coreLevel, prevOffset, prev, fix);
  if (offset <= marginM) return null;
  progress.inside = false;
  return progress.coreLeftAt ?? progress.outwardAt ?? fix.at;
}

function trackCore(
  progress: StopProgress,
  fence: CompiledFence,
  level: number,
  prevOffset: number | null,
  prev: PositionFix | null,
  fix: PositionFix,
): void {
  const crossed = prev !== null && prevOffset !== null;
  if (progress.offset! <= level) {
    if (progress.coreEnteredAt === null) {
      progress.coreEnteredAt = crossed && prevOffset > level ? crossingTime(fence, prev, fix, level) : fix.at;
    }
    progress.coreLeftAt = null;
  } else if (crossed && prevOffset <= level && progress.coreEnteredAt !== null) {
    progress.coreLeftAt = crossingTime(fence, prev, fix, level);
  }
}

/** Offset level of the core circle, or null where the shape itself is precise (polygons, small circles) or the core is off (0). */
export function coreLevelOf(fence: CompiledFence, config: TrackerConfig): number | null {
  const core = config.arrivalCoreRadiusM;
  if (fence.kind !== 'circle' || core <= 0 || fence.radiusM <= core) return null;
  return core - fence.radiusM;
}

export function exitMarginOf(fence: CompiledFence, ratio: number, minM: number): number {
  return Math.max(fence.radiusM * ratio, minM);
}

/**
 * The dwell that separates a visit from driving through: a floor, or crossing the diameter slowly. Queuing on
 * a road that skirts a wide circle looks like a short stay; one that never gets near the address must last longer.
 */
export function minDwellOf(state: TrackerState, index: number, reachedCore: boolean): number {
  const { minDwellMs, minDwellOutsideCoreMs, driveThroughKmh } = state.config;
  const fence = state.fences[index]!;
  const floor = reachedCore || coreLevelOf(fence, state.config) === null ? minDwellMs : minDwellOutsideCoreMs;
  return Math.max(floor, ((2 * fence.radiusM) / (driveThroughKmh / 3.6)) * 1000);
}

function crossingTime(fence: CompiledFence, a: PositionFix, b: PositionFix, level: number): EpochMs {
  return Math.round(a.at + (b.at - a.at) * crossingFraction(fence, a, b, level));
}
