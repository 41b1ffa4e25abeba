import { describe, expect, it } from 'vitest';
import { ETA_STATUS_COLOUR, etaStatusColour } from './eta-status-colour';
import { ETA_STATUSES, isEtaStatus } from './eta-statuses';
import { stopDelayState } from './stop-delay-state';

describe('isEtaStatus', () => {
  it('knows every catalogued status, spelt as stored', () => {
    for (const status of ETA_STATUSES) expect(isEtaStatus(status)).toBe(true);
  });

  it.each(['early', 'SOMETHING_NEW', 'constructor', '', null, undefined, 3])('%j is none', (value) => {
    expect(isEtaStatus(value)).toBe(false);
  });
});

describe('etaStatusColour (shipment-domain §4)', () => {
  it.each([
    ['ON_TIME', 'green'],
    ['Early', 'green'],
    ['TOLERABLE_DELAY', 'yellow'],
    ['TOLERATED_DELAY', 'yellow'],
    ['RISKY_DELAY', 'red'],
    ['RISKY', 'red'],
    ['WARNING', 'yellow'],
    ['SOMETHING_NEW', 'green'],
    ['constructor', 'green'],
    [null, 'green'],
    [undefined, 'green'],
  ])('%s → %s', (status, colour) => {
    expect(etaStatusColour(status)).toBe(colour);
  });

  it('has a colour for every catalogued status', () => {
    expect(Object.keys(ETA_STATUS_COLOUR).sort()).toEqual([...ETA_STATUSES].sort());
  });
});

describe('stopDelayState', () => {
  it.each([
    ['ON_TIME', 'On time'],
    ['Early', 'On time'],
    ['TOLERATED_DELAY', 'Tolerable delay'],
    ['TOLERABLE_DELAY', 'Tolerable delay'],
    ['RISKY_DELAY', 'Late'],
    ['NONE', 'ETA not available'],
    ['SKIPPED', 'ETA not available'],
    ['garbage', 'ETA not available'],
    ['toString', 'ETA not available'],
    [null, 'ETA not available'],
  ])('%s → %s', (status, state) => {
    expect(stopDelayState(status)).toBe(state);
  });
});
