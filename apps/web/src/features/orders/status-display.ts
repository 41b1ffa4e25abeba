import {
  delayStateWording,
  etaStatusColour,
  etaWording,
  orderStatusTone,
  STOP_STATE_TONE,
  type stopDelayState,
} from '@cargolens/domain/delay';
import { ORDER_STATUSES, TRANSPORT_MODE_FAMILIES, transportModeFamily } from '@cargolens/domain/orders';
import type { StopSummaryState } from '@cargolens/domain/stops';
import { tourStatus } from '@cargolens/domain/tours';
import type { Messages } from '@cargolens/i18n';
import type { Tone } from '../../ui/Badge';

type StatusKey = keyof Messages['orderStatus'];
type ModeKey = keyof Messages['transportMode'];
type EtaKey = keyof Messages['eta'];
type StopStateKey = keyof Messages['stopState'];

/** The current statuses an order can show (shipment-domain.txt §4), in lifecycle order. */
export { ORDER_STATUSES };
export const FILTER_MODES = TRANSPORT_MODE_FAMILIES;

const isStatusKey = (status: string): status is StatusKey =>
  (ORDER_STATUSES as readonly string[]).includes(status);

export function orderStatusDisplay(status: string | null | undefined): { key: StatusKey; tone: Tone } {
  if (!status || !isStatusKey(status)) return { key: 'unknown', tone: 'gray' };
  return { key: status, tone: orderStatusTone(status) };
}

/** Legacy and sub-modes (ftl_legacy, ocean_booking, air_goods) read as their family (the domain's table). */
export function transportModeKey(mode: string | null | undefined): ModeKey {
  return transportModeFamily(mode);
}

/** The wording of a stop delay state (the global map's delay filter), from the domain's table. */
export function delayStateKey(state: ReturnType<typeof stopDelayState>): EtaKey {
  return delayStateWording(state);
}

/** ETA badge from the domain rules: colour by etaStatusColour, wording by etaWording. */
export function etaDisplay(etaStatus: string | null | undefined): { key: EtaKey; tone: Tone } {
  // shipment-domain.txt §4 colours an unknown status as on time; the wording still says it is unknown.
  return { key: etaWording(etaStatus), tone: etaStatusColour(etaStatus) };
}

export function tourStatusKey(status: string | null | undefined) {
  return tourStatus(status);
}

// The stop's summary state is decided by the domain and stored by the API (decision 0065), its tone is the
// domain's too; this only picks the marker, reusing the timeline's classes: done, on site, skipped, else planned.
const STOP_STATE_MARKER: Record<StopSummaryState, string> = {
  FINISHED: 'done',
  IN_PROGRESS: 'onsite',
  SKIPPED: 'skipped',
  CANCELLED: 'skipped',
  UNCOMPLETED: 'skipped',
  NOT_STARTED: 'planned',
  UNKNOW: 'planned',
};

/** Badge (none while nothing happened) and marker class of a stop's stored summary state. */
export function stopStateDisplay(state: StopSummaryState): {
  key: StopStateKey;
  tone: Tone | null;
  marker: string;
} {
  const known = Object.hasOwn(STOP_STATE_MARKER, state) ? state : 'UNKNOW';
  return { key: state, tone: STOP_STATE_TONE[known], marker: STOP_STATE_MARKER[known] };
}
