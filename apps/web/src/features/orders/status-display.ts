import { delayStateWording, etaStatusColour, etaWording, type stopDelayState } from '@cargolens/domain/delay';
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

// Colour repeats the meaning of the label: grey = not moving yet, blue = on the road, purple = at a
// site, green = delivered, yellow = needs attention, red = stopped for good.
const STATUS_TONE: Partial<Record<StatusKey, Tone>> = {
  ORDER_CONFIRMED: 'blue',
  ORDER_IS_PAIR: 'blue',
  DRIVING_TO_LOAD: 'teal',
  LEFT_LOADING_SITE: 'teal',
  DRIVING_TO_UNLOAD: 'teal',
  ARR_LOAD: 'purple',
  CON_LOAD: 'purple',
  ARR_UNLOAD: 'purple',
  CON_UNLOAD: 'green',
  DRIVER_LEFT_UNLOAD: 'green',
  ORDER_IS_UNPAIR: 'yellow',
  ORDER_IS_UNCHARTERED: 'yellow',
  ORDER_UNFINISHED: 'yellow',
  ORDER_NOT_TRACKABLE: 'yellow',
  ORDER_IS_REFUSED: 'red',
  CANCEL_ORDER: 'red',
};

const isStatusKey = (status: string): status is StatusKey =>
  (ORDER_STATUSES as readonly string[]).includes(status);

export function orderStatusDisplay(status: string | null | undefined): { key: StatusKey; tone: Tone } {
  if (!status || !isStatusKey(status)) return { key: 'unknown', tone: 'gray' };
  return { key: status, tone: STATUS_TONE[status] ?? 'gray' };
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

// The stop's summary state is decided by the domain and stored by the API (decision 0065); this only picks
// how it looks. The marker reuses the timeline's classes: done, on site, skipped, else planned.
const STOP_STATE_LOOK: Record<StopSummaryState, { tone: Tone | null; marker: string }> = {
  FINISHED: { tone: 'green', marker: 'done' },
  IN_PROGRESS: { tone: 'purple', marker: 'onsite' },
  SKIPPED: { tone: 'gray', marker: 'skipped' },
  CANCELLED: { tone: 'red', marker: 'skipped' },
  UNCOMPLETED: { tone: 'yellow', marker: 'skipped' },
  NOT_STARTED: { tone: null, marker: 'planned' },
  UNKNOW: { tone: null, marker: 'planned' },
};

/** Badge (none while nothing happened) and marker class of a stop's stored summary state. */
export function stopStateDisplay(state: StopSummaryState): {
  key: StopStateKey;
  tone: Tone | null;
  marker: string;
} {
  return { key: state, ...(STOP_STATE_LOOK[state] ?? STOP_STATE_LOOK.UNKNOW) };
}
