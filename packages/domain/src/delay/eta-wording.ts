// How an ETA state is worded, once for every screen and file that shows it (the orders list's badge, the global
// map's delay filter, the exports): the key of its message in the catalogues' `eta` group. "Early" is worded as
// such; every other status by its stop delay state (shipment-domain §4).
import { type StopDelayState, stopDelayState } from './stop-delay-state';

export type EtaWording = 'early' | 'onTime' | 'tolerable' | 'risky' | 'unknown';

const WORDING_OF_STATE: Record<StopDelayState, EtaWording> = {
  'On time': 'onTime',
  'Tolerable delay': 'tolerable',
  Late: 'risky',
  'ETA not available': 'unknown',
};

/** The wording of a stop delay state. */
export function delayStateWording(state: StopDelayState): EtaWording {
  return WORDING_OF_STATE[state];
}

/** The wording of an ETA status as stored on a stop. */
export function etaWording(etaStatus: string | null | undefined): EtaWording {
  return etaStatus === 'Early' ? 'early' : delayStateWording(stopDelayState(etaStatus));
}
