// Who may charter and who may pair a tour (shipment-domain §4 "MODIFY permission on chartering or pairing
// lets a user start or edit it", §6 ORDER_CHARTERING). The API sends these permissions with every tour and
// checks them on writes; `charteringRights`/`pairingRights` turn them into what the screen offers.
import { canUseWebPlatform, hasAdminAccess } from '../permissions';
import type { ActionPermission } from './assignment-rights';

export interface TourParties {
  /** The organization that owns the tour (the shipper or logistics provider). */
  readonly ownerOrganizationId: number;
  /** The carrier organization the tour is chartered to, if any. */
  readonly carrierOrganizationId: number | null;
}

export interface TourCaller {
  readonly organizationId: number;
  readonly roles: readonly string[];
  /** Active features of the caller's user profile. */
  readonly features: readonly string[];
}

export interface TourAssignmentPermissions {
  readonly chartering: readonly ActionPermission[];
  readonly pairing: readonly ActionPermission[];
}

const READ: readonly ActionPermission[] = ['READ'];
const MODIFY: readonly ActionPermission[] = ['READ', 'MODIFY'];

/**
 * - Chartering belongs to the tour's owner: its users with ORDER_CHARTERING choose the carrier. The
 *   carrier reads it (it answers a request, it does not choose itself).
 * - Pairing belongs to whoever drives the tour: the carrier it is chartered to, or its owner while no other
 *   organization carries it (a shipper's own shuttle, a carrier's own customers).
 * - The back office may do both on behalf of anyone; drivers report from the mobile app and change neither.
 */
export function tourAssignmentPermissions(tour: TourParties, caller: TourCaller): TourAssignmentPermissions {
  if (!canUseWebPlatform(caller.roles)) return { chartering: READ, pairing: READ };
  if (hasAdminAccess(caller.roles)) return { chartering: MODIFY, pairing: MODIFY };
  const isOwner = caller.organizationId === tour.ownerOrganizationId;
  const carriedByOther =
    tour.carrierOrganizationId !== null && tour.carrierOrganizationId !== tour.ownerOrganizationId;
  const pairs = carriedByOther ? caller.organizationId === tour.carrierOrganizationId : isOwner;
  return {
    chartering: isOwner && caller.features.includes('ORDER_CHARTERING') ? MODIFY : READ,
    pairing: pairs ? MODIFY : READ,
  };
}
