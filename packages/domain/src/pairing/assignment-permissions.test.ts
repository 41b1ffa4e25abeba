import { describe, expect, it } from 'vitest';
import { tourAssignmentPermissions } from './assignment-permissions';
import { charteringRights, pairingRights } from './assignment-rights';
import { isCharteringActive } from './chartering-state';

const SHIPPER = 1;
const CARRIER = 2;
const OTHER = 3;
const operator = (organizationId: number, features: string[] = []) => ({
  organizationId,
  roles: ['ROLE_CLIENT_EXPLOITANT'],
  features,
});

describe('tourAssignmentPermissions', () => {
  const chartered = { ownerOrganizationId: SHIPPER, carrierOrganizationId: CARRIER };
  const ownFleet = { ownerOrganizationId: SHIPPER, carrierOrganizationId: null };
  const carriersOwn = { ownerOrganizationId: CARRIER, carrierOrganizationId: CARRIER };

  it.each([
    [
      'owner with ORDER_CHARTERING, chartered tour',
      chartered,
      operator(SHIPPER, ['ORDER_CHARTERING']),
      'MODIFY',
      'READ',
    ],
    ['owner without ORDER_CHARTERING', chartered, operator(SHIPPER), 'READ', 'READ'],
    ['carrier of a chartered tour', chartered, operator(CARRIER, ['ORDER_CHARTERING']), 'READ', 'MODIFY'],
    ['owner of a tour nobody carries', ownFleet, operator(SHIPPER), 'READ', 'MODIFY'],
    [
      'carrier on its own customers’ tour',
      carriersOwn,
      operator(CARRIER, ['ORDER_CHARTERING']),
      'MODIFY',
      'MODIFY',
    ],
    ['a third organization', chartered, operator(OTHER, ['ORDER_CHARTERING']), 'READ', 'READ'],
    [
      'the back office',
      chartered,
      { organizationId: OTHER, roles: ['ROLE_ADMIN'], features: [] },
      'MODIFY',
      'MODIFY',
    ],
    [
      'a driver of the carrier',
      chartered,
      { organizationId: CARRIER, roles: ['ROLE_CLIENT_DRIVER'], features: [] },
      'READ',
      'READ',
    ],
  ] as const)('%s: chartering %s, pairing %s', (_, tour, caller, chartering, pairing) => {
    const permissions = tourAssignmentPermissions(tour, caller);
    expect(permissions.chartering.includes('MODIFY') ? 'MODIFY' : 'READ').toBe(chartering);
    expect(permissions.pairing.includes('MODIFY') ? 'MODIFY' : 'READ').toBe(pairing);
    expect(permissions.chartering).toContain('READ');
  });

  it('feeds the rights the screen offers: a finished tour offers nothing even to the back office', () => {
    const permissions = tourAssignmentPermissions(chartered, {
      organizationId: OTHER,
      roles: ['ROLE_SUPER_ADMIN'],
      features: [],
    });
    const tour = (status: string) => ({
      status,
      chartering: { isActive: true, permissions: permissions.chartering },
      pair: { pairingAgency: 'NONE', permissions: permissions.pairing },
    });
    expect(charteringRights(tour('IN_PROGRESS'))).toEqual({ canStart: false, canEdit: true });
    expect(pairingRights(tour('IN_PROGRESS'))).toEqual({ canStart: true, canEdit: false });
    expect(charteringRights(tour('FINISHED'))).toEqual({ canStart: false, canEdit: false });
    expect(pairingRights(tour('FINISHED'))).toEqual({ canStart: false, canEdit: false });
  });
});

describe('isCharteringActive', () => {
  it.each([
    ['REQUESTED', true, true],
    ['CONFIRMED', true, true],
    ['NONE', true, true],
    ['REFUSED', true, false],
    ['UNCHARTERED', true, false],
    ['NONE', false, false],
    ['CONFIRMED', false, false],
    [null, true, true],
  ])('status %s with an agency %s → %s', (status, hasCarrierAgency, active) => {
    expect(isCharteringActive({ status, hasCarrierAgency })).toBe(active);
  });
});
