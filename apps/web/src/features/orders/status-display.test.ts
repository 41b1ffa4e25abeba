import { STOP_SUMMARY_STATES } from '@cargolens/domain/stops';
import { describe, expect, it } from 'vitest';
import { etaDisplay, orderStatusDisplay, stopStateDisplay, transportModeKey } from './status-display';

describe('order status display', () => {
  it.each([
    ['CON_UNLOAD', 'CON_UNLOAD', 'green'],
    ['CANCEL_ORDER', 'CANCEL_ORDER', 'red'],
    ['ARR_LOAD', 'ARR_LOAD', 'purple'],
    ['ORDER_CREATED', 'ORDER_CREATED', 'gray'],
    ['SOMETHING_NEW', 'unknown', 'gray'],
  ])('%s → %s, %s', (status, key, tone) => {
    expect(orderStatusDisplay(status)).toEqual({ key, tone });
  });
});

describe('transport mode', () => {
  it.each([
    ['ftl', 'ftl'],
    ['ftl_legacy', 'ftl'],
    ['ocean_bill_of_lading', 'ocean'],
    ['air_goods', 'air'],
    ['intermodal_legacy', 'intermodal_legacy'],
    ['barge', 'unknown'],
    [null, 'unknown'],
  ])('%s → %s', (mode, key) => {
    expect(transportModeKey(mode)).toBe(key);
  });
});

describe('ETA badge (shipment-domain.txt §4 colours via @cargolens/domain/delay)', () => {
  it.each([
    ['ON_TIME', 'onTime', 'green'],
    ['Early', 'early', 'green'],
    ['TOLERABLE_DELAY', 'tolerable', 'yellow'],
    ['TOLERATED_DELAY', 'tolerable', 'yellow'],
    ['RISKY_DELAY', 'risky', 'red'],
    ['NONE', 'unknown', 'green'],
    [null, 'unknown', 'green'],
  ])('%s → %s, %s', (status, key, tone) => {
    expect(etaDisplay(status)).toEqual({ key, tone });
  });
});

describe('stop state badge (the stored summary state, decision 0065)', () => {
  it.each([
    ['FINISHED', 'green', 'done'],
    ['IN_PROGRESS', 'purple', 'onsite'],
    ['SKIPPED', 'gray', 'skipped'],
    ['NOT_STARTED', null, 'planned'],
  ] as const)('%s → %s badge, %s marker', (state, tone, marker) => {
    expect(stopStateDisplay(state)).toEqual({ key: state, tone, marker });
  });
  it('has a look for every summary state', () => {
    for (const state of STOP_SUMMARY_STATES) expect(stopStateDisplay(state).key).toBe(state);
  });
});
