import { describe, expect, it } from 'vitest';
import { headlineEta } from '../eta';
import {
  delayWatch,
  isExternalEtaDeprecated,
  lostGpsEventCode,
  recencyChange,
  silenceChange,
  tourRecencyChange,
} from './time-rules';

const now = Date.parse('2026-03-02T12:00:00Z');
const ago = (minutes: number) => now - minutes * 60_000;

describe('recencyChange (GPS recency, 60 minutes, shipment-domain §4)', () => {
  it.each([
    [null, 10, 'RECENT'],
    ['RECENT', 10, null],
    ['RECENT', 60, null],
    ['RECENT', 61, 'OUTDATED'],
    ['OUTDATED', 90, null],
    ['OUTDATED', 5, 'RECENT'],
    ['RECENT', null, 'NONE'],
    ['NONE', null, null],
  ] as const)('stored %s, last position %s min ago → %s', (stored, age, expected) => {
    expect(recencyChange(stored, age === null ? null : ago(age), now)).toBe(expected);
  });
});

describe('tourRecencyChange (shown only while the tour is under way)', () => {
  const tour = { status: 'IN_PROGRESS' as const, paired: true, lastPositionAt: ago(90) };
  it.each([
    ['under way, stale', null, tour, 'OUTDATED'],
    ['under way, already stored', 'OUTDATED', tour, undefined],
    ['under way, never reported', 'RECENT', { ...tour, lastPositionAt: null }, 'NONE'],
    ['finished', 'OUTDATED', { ...tour, status: 'FINISHED' as const }, null],
    ['not started', null, { ...tour, status: 'NOT_STARTED' as const }, undefined],
    ['unpaired', 'RECENT', { ...tour, paired: false }, null],
  ] as const)('%s → %s', (_, stored, input, expected) => {
    expect(tourRecencyChange(stored, input, now)).toBe(expected);
  });
});

describe('isExternalEtaDeprecated (60 minutes after it was worked out)', () => {
  it.each([
    [0, false],
    [59, false],
    [60, false],
    [61, true],
    [-15, false],
  ])('recorded %d min ago → %s', (age, deprecated) => {
    expect(isExternalEtaDeprecated(ago(age), now)).toBe(deprecated);
  });

  it('holds an ETA with no recording date', () => {
    expect(isExternalEtaDeprecated(null, now)).toBe(false);
  });

  it('falls back to the engine ETA once the external one is deprecated, and keeps it when alone', () => {
    const internal = { eta: ago(-30), source: 'internalRemainingLeadTime' as const };
    const stale = { eta: ago(-10), source: 'external' as const, isDeprecated: true };
    expect(headlineEta([internal, stale])).toBe(internal);
    expect(headlineEta([{ ...internal, eta: null }, stale])).toBe(stale);
    expect(headlineEta([internal, { ...stale, isDeprecated: false }])).toMatchObject({ source: 'external' });
  });
});

describe('silenceChange (a tour under way whose truck stopped reporting, decision 0151)', () => {
  const base = { status: 'IN_PROGRESS' as const, paired: true, silentSince: null };

  it('goes silent when its last position turns 60 minutes old, dated when it did', () => {
    expect(silenceChange({ ...base, lastPositionAt: ago(60) }, now)).toEqual({ kind: 'none' });
    expect(silenceChange({ ...base, lastPositionAt: ago(75) }, now)).toEqual({
      kind: 'silent',
      since: ago(15),
      lastPositionAt: ago(75),
    });
  });

  it('goes silent at once, dated now, when the truck never reported', () => {
    expect(silenceChange({ ...base, status: 'TOWARDS_FIRST_STOP', lastPositionAt: null }, now)).toEqual({
      kind: 'silent',
      since: now,
      lastPositionAt: null,
    });
  });

  it('is stated once: a tour already silent stays as it is', () => {
    expect(silenceChange({ ...base, lastPositionAt: ago(200), silentSince: ago(140) }, now)).toEqual({
      kind: 'none',
    });
  });

  it.each([
    ['positions came back', { lastPositionAt: ago(2) }],
    ['the tour finished', { status: 'FINISHED' as const, lastPositionAt: ago(200) }],
    ['the tour was unpaired', { paired: false, lastPositionAt: ago(200) }],
  ])('is heard again when %s', (_, change) => {
    expect(silenceChange({ ...base, silentSince: ago(100), ...change }, now)).toEqual({ kind: 'heard' });
  });

  it('never concerns a tour not started or not paired', () => {
    expect(silenceChange({ ...base, status: 'NOT_STARTED', lastPositionAt: null }, now).kind).toBe('none');
    expect(silenceChange({ ...base, paired: false, lastPositionAt: null }, now).kind).toBe('none');
  });

  it('names the lost-GPS alert after the stop ahead', () => {
    expect(lostGpsEventCode(true)).toBe('LOST_GPS_LOAD');
    expect(lostGpsEventCode(false)).toBe('LOST_GPS_UNLOAD');
  });
});

describe('delayWatch (delivery-delay workflow and carrier ETA reminder, platform-core §4, §9)', () => {
  const window = { startAt: ago(120), endAt: ago(60) };
  const late = {
    etaStatus: 'RISKY_DELAY',
    isDelivery: true,
    reached: false,
    lateSince: ago(30),
    lastCarrierEtaAt: null,
    eta: ago(-20),
    window,
  };

  it('opens when a delivery stop still ahead turns late', () => {
    expect(delayWatch({ ...late, lateSince: null }, now)).toEqual({ kind: 'opened' });
  });

  it.each([
    ['a loading stop', { isDelivery: false }],
    ['a stop reached', { reached: true }],
    ['a tolerable delay', { etaStatus: 'TOLERABLE_DELAY' }],
    ['on time', { etaStatus: 'ON_TIME' }],
  ])('does not open for %s', (_, change) => {
    expect(delayWatch({ ...late, lateSince: null, ...change }, now)).toEqual({ kind: 'none' });
  });

  it('closes when the stop is no longer late', () => {
    expect(delayWatch({ ...late, etaStatus: 'ON_TIME' }, now)).toEqual({ kind: 'closed' });
    expect(delayWatch({ ...late, reached: true }, now)).toEqual({ kind: 'closed' });
  });

  it('reminds the carrier 30 minutes after opening without an ETA, not before', () => {
    expect(delayWatch({ ...late, lateSince: ago(29) }, now)).toEqual({ kind: 'none' });
    expect(delayWatch(late, now)).toEqual({
      kind: 'remind',
      delayMinutes: 80,
      responsibility: 'NETWORK_CONGESTION',
    });
  });

  it('counts 30 minutes from the carrier ETA given after the opening', () => {
    expect(delayWatch({ ...late, lateSince: ago(50), lastCarrierEtaAt: ago(20) }, now)).toEqual({
      kind: 'none',
    });
    expect(delayWatch({ ...late, lateSince: ago(90), lastCarrierEtaAt: ago(31) }, now).kind).toBe('remind');
  });

  it('attributes a delay of up to 30 minutes to the carrier (road-traffic rule)', () => {
    expect(delayWatch({ ...late, eta: ago(40) }, now)).toMatchObject({
      delayMinutes: 20,
      responsibility: 'CARRIER',
    });
    expect(delayWatch({ ...late, eta: ago(30) }, now)).toMatchObject({ responsibility: 'CARRIER' });
  });
});
