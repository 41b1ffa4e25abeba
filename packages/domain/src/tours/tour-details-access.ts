import { hasAdminAccess } from '../permissions';

/**
 * shipment-domain §6 "block tour details access" (organization feature BLOCK_TOUR_DETAILS_ACCESS): the
 * organization's users keep the tours list but not a tour's details page; the back office is never blocked.
 */
export function canOpenTourDetails(caller: {
  readonly roles: readonly string[];
  readonly organizationFeatures: readonly string[];
}): boolean {
  return hasAdminAccess(caller.roles) || !caller.organizationFeatures.includes('BLOCK_TOUR_DETAILS_ACCESS');
}
