import type { StopActivity, StopEventCode } from './types';

type StopPhase = 'driving' | 'arrived' | 'left' | 'skipped';

// Order-event family codes (shipment-domain §4); a skip has no order code, so it takes the calculated
// {phase}_{outcome}_calculated-{reason} form with the non_realised outcome.
const CODES: Record<StopActivity, Record<StopPhase, StopEventCode>> = {
  LOADING: {
    driving: 'DRIVING_TO_LOAD',
    arrived: 'ARR_LOAD',
    left: 'LEFT_LOADING_SITE',
    skipped: 'loading_non_realised_calculated-skipped',
  },
  UNLOADING: {
    driving: 'DRIVING_TO_UNLOAD',
    arrived: 'ARR_UNLOAD',
    left: 'DRIVER_LEFT_UNLOAD',
    skipped: 'delivery_non_realised_calculated-skipped',
  },
};

export function stopEventCode(activity: StopActivity, phase: StopPhase): StopEventCode {
  return CODES[activity][phase];
}
