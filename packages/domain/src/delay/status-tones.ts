// The colour each status shows in, beside its wording (eta-wording.ts) and the ETA colours (eta-status-colour.ts):
// data for the screens, so the web decides no tone of its own. Colour repeats the meaning of the label:
// grey = not moving yet, teal = driving, blue = confirmed or current, purple = at a site, green = delivered or
// done, yellow = needs attention, red = stopped for good.
import type { ImportTaskDisplay } from '../imports/import-task';
import type { OrderStatus } from '../orders/order-statuses';
import type { StopSummaryState } from '../stops/stop-summary-state';
import type { TimelineStepState } from '../timeline/build-timeline';

export const STATUS_TONES = ['green', 'yellow', 'red', 'blue', 'purple', 'teal', 'gray'] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

/** Order statuses (shipment-domain §4) with a colour; every other one, and an unknown one, is grey. */
export const ORDER_STATUS_TONE: Readonly<Partial<Record<OrderStatus, StatusTone>>> = Object.freeze({
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
});

/** The tone of any status the server sends, including ones this build does not know. */
export function orderStatusTone(status: string | null | undefined): StatusTone {
  // Own keys only: a status such as "constructor" must not reach Object.prototype.
  return (
    (status && Object.hasOwn(ORDER_STATUS_TONE, status) && ORDER_STATUS_TONE[status as OrderStatus]) || 'gray'
  );
}

/** A stop's stored summary state (decision 0065): no badge (null) while nothing happened. */
export const STOP_STATE_TONE: Readonly<Record<StopSummaryState, StatusTone | null>> = Object.freeze({
  FINISHED: 'green',
  IN_PROGRESS: 'purple',
  SKIPPED: 'gray',
  CANCELLED: 'red',
  UNCOMPLETED: 'yellow',
  NOT_STARTED: null,
  UNKNOW: null,
});

/** The steps of an order's timeline (decision 0066). */
export const TIMELINE_STEP_TONE: Readonly<Record<TimelineStepState, StatusTone>> = Object.freeze({
  done: 'green',
  current: 'blue',
  upcoming: 'gray',
});

/** An import task as shown (§4): in progress blue, done green (partial success too), failed and cancelled red. */
export const IMPORT_TASK_TONE: Readonly<Record<ImportTaskDisplay, StatusTone>> = Object.freeze({
  inProgress: 'blue',
  done: 'green',
  partiallyDone: 'green',
  failed: 'red',
  canceled: 'red',
});
