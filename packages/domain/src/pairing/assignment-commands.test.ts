import { describe, expect, it } from 'vitest';
import {
  assignmentState,
  CARRIER,
  CARRIER_TRUCK_PAIRED,
  SHIPPER,
  UNPAIRED,
} from '../test-support/assignment-states';
import {
  allowedAssignmentCommands,
  assignmentCommandAllowed,
  mayAnswerChartering,
} from './assignment-commands';
import type { AssignmentState } from './tour-assignment';

const shipperAdmin = {
  organizationId: SHIPPER,
  roles: ['ROLE_CLIENT_ADMIN'],
  features: ['ORDER_CHARTERING'],
};
const shipperOperator = { organizationId: SHIPPER, roles: ['ROLE_CLIENT_EXPLOITANT'], features: ['ORDERS'] };
const carrierOperator = { organizationId: CARRIER, roles: ['ROLE_CLIENT_EXPLOITANT'], features: [] };
const driver = { organizationId: CARRIER, roles: ['ROLE_CLIENT_DRIVER'], features: [] };
const backOffice = { organizationId: 9, roles: ['ROLE_ADMIN'], features: [] };

function tour(
  charteringStatus: string,
  options: { paired?: boolean; tourStatus?: string } = {},
): AssignmentState {
  const chartered = charteringStatus === 'REQUESTED' || charteringStatus === 'CONFIRMED';
  return assignmentState({
    tourStatus: options.tourStatus,
    chartering: {
      status: charteringStatus,
      agencyId: chartered ? 20 : null,
      carrierOrganizationId: chartered ? CARRIER : null,
    },
    pairing: options.paired ? CARRIER_TRUCK_PAIRED : UNPAIRED,
  });
}

describe('mayAnswerChartering', () => {
  const chartered = { ownerOrganizationId: SHIPPER, carrierOrganizationId: CARRIER };
  it.each([
    ['the carrier it is chartered to', carrierOperator, true],
    ['the back office', backOffice, true],
    ['the shipper', shipperAdmin, false],
    ['a driver of the carrier', driver, false],
  ])('%s → %s', (_, caller, expected) => {
    expect(mayAnswerChartering(chartered, caller)).toBe(expected);
  });
  it('nobody but the back office answers for a tour that is not chartered', () => {
    const own = { ownerOrganizationId: CARRIER, carrierOrganizationId: CARRIER };
    expect(mayAnswerChartering(own, carrierOperator)).toBe(false);
  });
});

describe('assignmentCommandAllowed', () => {
  const chartered = { ownerOrganizationId: SHIPPER, carrierOrganizationId: CARRIER };
  it('chartering needs ORDER_CHARTERING in the owner organization', () => {
    expect(assignmentCommandAllowed('REQUEST_CHARTERING', chartered, shipperAdmin)).toBe(true);
    expect(assignmentCommandAllowed('UNCHARTER', chartered, shipperOperator)).toBe(false);
    expect(assignmentCommandAllowed('REQUEST_CHARTERING', chartered, carrierOperator)).toBe(false);
  });
  it('pairing belongs to the carrier of a chartered tour, to the owner otherwise', () => {
    expect(assignmentCommandAllowed('PAIR', chartered, carrierOperator)).toBe(true);
    expect(assignmentCommandAllowed('PAIR', chartered, shipperAdmin)).toBe(false);
    const own = { ownerOrganizationId: SHIPPER, carrierOrganizationId: null };
    expect(assignmentCommandAllowed('UNPAIR', own, shipperOperator)).toBe(true);
  });
});

describe('allowedAssignmentCommands', () => {
  it.each([
    ['shipper admin, not chartered', tour('NONE'), shipperAdmin, ['REQUEST_CHARTERING', 'PAIR']],
    ['shipper admin, requested', tour('REQUESTED'), shipperAdmin, ['REQUEST_CHARTERING', 'UNCHARTER']],
    ['shipper operator, requested', tour('REQUESTED'), shipperOperator, []],
    [
      'carrier, requested',
      tour('REQUESTED'),
      carrierOperator,
      ['CONFIRM_CHARTERING', 'REFUSE_CHARTERING', 'PAIR'],
    ],
    [
      'carrier, confirmed and paired',
      tour('CONFIRMED', { paired: true }),
      carrierOperator,
      ['PAIR', 'UNPAIR'],
    ],
    ['shipper admin, refused', tour('REFUSED'), shipperAdmin, ['REQUEST_CHARTERING', 'PAIR']],
    ['anyone, finished', tour('CONFIRMED', { paired: true, tourStatus: 'FINISHED' }), backOffice, []],
    ['driver, requested', tour('REQUESTED'), driver, []],
  ])('%s → %j', (_, state, caller, expected) => {
    expect(allowedAssignmentCommands(state, caller)).toEqual(expected);
  });
});
