import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../orders/order-statuses';
import { STOP_SUMMARY_STATES } from '../stops/stop-summary-state';
import { ETA_STATUS_COLOURS } from './eta-status-colour';
import {
  IMPORT_TASK_TONE,
  orderStatusTone,
  STATUS_TONES,
  STOP_STATE_TONE,
  TIMELINE_STEP_TONE,
} from './status-tones';

describe('order status tones (shipment-domain §4)', () => {
  it.each([
    ['ORDER_CONFIRMED', 'blue'],
    ['DRIVING_TO_LOAD', 'teal'],
    ['ARR_LOAD', 'purple'],
    ['CON_UNLOAD', 'green'],
    ['ORDER_NOT_TRACKABLE', 'yellow'],
    ['CANCEL_ORDER', 'red'],
    ['ORDER_CREATED', 'gray'],
    ['SOMETHING_NEW', 'gray'],
    ['constructor', 'gray'],
    [null, 'gray'],
  ])('%s → %s', (status, tone) => {
    expect(orderStatusTone(status)).toBe(tone);
  });

  it('gives every known status one of the tones', () => {
    for (const status of ORDER_STATUSES) expect(STATUS_TONES).toContain(orderStatusTone(status));
  });
});

describe('stop state and timeline step tones', () => {
  it('colours every stop summary state, none while nothing happened', () => {
    for (const state of STOP_SUMMARY_STATES) expect(STOP_STATE_TONE).toHaveProperty(state);
    expect(STOP_STATE_TONE.FINISHED).toBe('green');
    expect(STOP_STATE_TONE.UNCOMPLETED).toBe('yellow');
    expect(STOP_STATE_TONE.NOT_STARTED).toBeNull();
  });

  it('marks the current step blue and the done ones green', () => {
    expect(TIMELINE_STEP_TONE).toEqual({ done: 'green', current: 'blue', upcoming: 'gray' });
  });

  it('shows a partly successful import as done, a cancelled one as failed', () => {
    expect(IMPORT_TASK_TONE.partiallyDone).toBe(IMPORT_TASK_TONE.done);
    expect(IMPORT_TASK_TONE.canceled).toBe('red');
    expect(IMPORT_TASK_TONE.inProgress).toBe('blue');
  });

  it('shares its palette with the ETA colours', () => {
    for (const colour of ETA_STATUS_COLOURS) expect(STATUS_TONES).toContain(colour);
  });
});
