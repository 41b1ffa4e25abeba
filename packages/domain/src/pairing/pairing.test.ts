import { describe, expect, it } from 'vitest';
import { assignmentRights, charteringRights, pairingRights } from './assignment-rights';
import { isPaired, PAIRING_STATUSES } from './pairing-statuses';

describe('isPaired', () => {
  it.each([
    ['CHARTER', true],
    ['SHIPPER', true],
    ['NONE', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('pairing agency %s → %s', (agency, expected) => {
    expect(isPaired(agency)).toBe(expected);
  });
  it('lists the eight pairing statuses', () => {
    expect(PAIRING_STATUSES).toHaveLength(8);
    expect(PAIRING_STATUSES).toContain('RESOURCE_PAIRED');
  });
});

describe('assignmentRights', () => {
  it.each([
    ['not assigned, MODIFY', 'IN_PROGRESS', ['MODIFY'], false, { canStart: true, canEdit: false }],
    ['assigned, MODIFY', 'IN_PROGRESS', ['READ', 'MODIFY'], true, { canStart: false, canEdit: true }],
    ['not started tour, MODIFY', 'NOT_STARTED', ['MODIFY'], false, { canStart: true, canEdit: false }],
    ['missing status reads as not started', null, ['MODIFY'], true, { canStart: false, canEdit: true }],
    ['finished, MODIFY, not assigned', 'FINISHED', ['MODIFY'], false, { canStart: false, canEdit: false }],
    ['finished, MODIFY, assigned', 'FINISHED', ['MODIFY'], true, { canStart: false, canEdit: false }],
    ['READ only', 'IN_PROGRESS', ['READ'], true, { canStart: false, canEdit: false }],
    ['no permissions', 'IN_PROGRESS', null, false, { canStart: false, canEdit: false }],
  ])('%s', (_, tourStatus, permissions, isAssigned, expected) => {
    expect(assignmentRights({ tourStatus, permissions, isAssigned })).toEqual(expected);
  });
});

describe('charteringRights and pairingRights read the tour', () => {
  it('uses chartering.isActive as "already chartered"', () => {
    expect(
      charteringRights({ status: 'IN_PROGRESS', chartering: { isActive: true, permissions: ['MODIFY'] } }),
    ).toEqual({
      canStart: false,
      canEdit: true,
    });
    expect(charteringRights({ status: 'IN_PROGRESS', chartering: null })).toEqual({
      canStart: false,
      canEdit: false,
    });
  });
  it('uses the pairing agency as "already paired"', () => {
    const pair = (pairingAgency: string) => ({ pairingAgency, permissions: ['MODIFY'] });
    expect(pairingRights({ status: 'TOWARDS_FIRST_STOP', pair: pair('NONE') })).toEqual({
      canStart: true,
      canEdit: false,
    });
    expect(pairingRights({ status: 'TOWARDS_FIRST_STOP', pair: pair('SHIPPER') })).toEqual({
      canStart: false,
      canEdit: true,
    });
    expect(pairingRights({ status: 'FINISHED', pair: pair('SHIPPER') })).toEqual({
      canStart: false,
      canEdit: false,
    });
  });
});
