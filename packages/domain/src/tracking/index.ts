export { applyDeclaredEvent, type DeclaredStopEvent } from './apply-declared-event';
export { advanceTrackerClock, applyPosition, type TrackerStep } from './apply-position';
export {
  createTourTracker,
  resumeTourTracker,
  trackerProgress,
} from './create-tour-tracker';
export { DEFAULT_TRACKER_CONFIG } from './default-tracker-config';
export { describeStops, type StopTrackingStatus } from './describe-stops';
export { approachTargetIndex } from './learn-approach';
export { stopEventCode } from './stop-event-codes';
export { currentStopIndex, isStopDone } from './stop-sequence';
export { offsetPoint, syntheticTrack, type TrackLeg } from './synthetic-track';
export type {
  DetectionMethod,
  EpochMs,
  ObservedApproach,
  ObservedSpeed,
  PlannedStop,
  PositionFix,
  StopActivity,
  StopEventCode,
  StopProgress,
  TimeWindow,
  TourPlan,
  TourStatus,
  TrackerConfig,
  TrackerProgress,
  TrackerState,
  TrackingEvent,
} from './types';
