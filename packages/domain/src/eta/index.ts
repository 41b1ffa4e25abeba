export { type ComputeEtasInput, computeEtas } from './compute-etas';
export { DEFAULT_ETA_CONFIG } from './default-eta-config';
export { etaSlot, precisionOf } from './eta-slot';
export {
  type DrivingClock,
  driveUnderEu561,
  EU_561,
  restWhileWaiting,
  startDrivingClock,
} from './eu-driving-rules';
export { headlineEta, type SourcedEta } from './headline-eta';
export { earliestStart, nextOpenAt } from './opening-windows';
export { GreatCircleRoute, greatCircleRoute, type RouteLeg, type RouteProvider } from './route-provider';
export { type EtaCandidate, type ShownEta, type ShownEtaInput, shownEta } from './shown-eta';
export { compareEtaSources, isExternalEtaSource, sortEtasBySource } from './sort-etas';
export { legSpeedKmh, priorSpeedKmh } from './speed-model';
export {
  type DriverState,
  ETA_SOURCES,
  type EtaConfig,
  type EtaExplanation,
  type EtaPrecision,
  type EtaReason,
  type EtaSource,
  type RegulatedPause,
  type StopEta,
} from './types';
