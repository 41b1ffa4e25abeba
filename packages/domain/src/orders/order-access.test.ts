import { describe, expect, it } from 'vitest';
import { canSeeOrder, orderPermissions } from './order-access';

const order = { organizationId: 1, carrierOrganizationId: 2 };
const owner = { organizationId: 1, allOrganizations: false };
const carrier = { organizationId: 2, allOrganizations: false };
const stranger = { organizationId: 3, allOrganizations: false };
const backOffice = { organizationId: 9, allOrganizations: true };

describe('order access', () => {
  it.each([
    ['the owner', owner, true, ['READ', 'MODIFY']],
    ['its carrier', carrier, true, ['READ']],
    ['the back office', backOffice, true, ['READ', 'MODIFY']],
    ['another organization', stranger, false, undefined],
  ])('%s', (_, viewer, sees, permissions) => {
    expect(canSeeOrder(viewer, order)).toBe(sees);
    if (sees) expect(orderPermissions(viewer, order)).toEqual(permissions);
  });

  it('an order not chartered is seen by its owner and the back office only', () => {
    const own = { organizationId: 1, carrierOrganizationId: null };
    expect(canSeeOrder(carrier, own)).toBe(false);
    expect(canSeeOrder(owner, own)).toBe(true);
  });
});
