import { describe, expect, it } from 'vitest';
import { canOpenTourDetails } from './tour-details-access';

describe('canOpenTourDetails', () => {
  it.each([
    [['ROLE_CLIENT_EXPLOITANT'], [], true],
    [['ROLE_CLIENT_EXPLOITANT'], ['BLOCK_TOUR_DETAILS_ACCESS'], false],
    [['ROLE_CLIENT_ADMIN'], ['EXTERNAL_ETA', 'BLOCK_TOUR_DETAILS_ACCESS'], false],
    [['ROLE_ADMIN'], ['BLOCK_TOUR_DETAILS_ACCESS'], true],
  ])('roles %j with organization features %j → %s', (roles, organizationFeatures, allowed) => {
    expect(canOpenTourDetails({ roles, organizationFeatures })).toBe(allowed);
  });
});
