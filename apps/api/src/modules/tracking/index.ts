// Tracking's front door (decision 0220): what other capabilities may use of it. A position's path runs one way:
// positions (ingest) → the queue (enqueue-tracking-job) → the engine (run-tracking-job, advance-tour) → stop
// states (refresh-stop-states) → the change published on TRACKING_CHANNEL → live (the screens).
export {
  enqueuePositionsReceived,
  enqueueTourFactsReceived,
  isoUtc,
  POSITIONS_RECEIVED,
  positionsReceivedJobs,
  TOUR_FACTS_RECEIVED,
} from './enqueue-tracking-job';
export { createIngestPressure, type IngestPressure, NO_PRESSURE } from './ingest-pressure';
export { publishTrackingChange, TRACKING_CHANNEL, type TrackingChange } from './publish-tracking-change';
export { refreshStopStates } from './refresh-stop-states';
export { engineShownEtaColumns } from './shown-eta-columns';
export {
  newTourStates,
  type OrderNextStopColumns,
  type OrderProgressRow,
  orderNextStopColumns,
  STOP_STATE_COLUMNS,
  type StopFactsRow,
  type StopStateColumns,
  stopStateColumns,
} from './stop-state-columns';
export { startTrackingSweep, type TrackingSweep } from './sweep-quiet-trackers';
export { runTimeRules, scheduleTimeRules, type TimeRulesSchedule } from './time-rules/run-time-rules';
export { queueBacklog } from './tracking-queue';
export { createTrackingQueueWorker } from './tracking-queue-worker';
export type { TrackingWorker, TrackingWorkerStatus } from './tracking-worker';
