import type { TourDetails } from './types';

/**
 * THE PLACE FOR THE CHARTERING AND PAIRING ACTIONS of the tour details page, in its header. The actions
 * (charter, answer, uncharter, pair, unpair) are built in features/tours/assignment/ and rendered from here
 * with the tour's id; they offer only what the domain's charteringRights / pairingRights allow the caller, from
 * the `permissions` the API sends in `chartering` and `pair`. Until they are merged it shows nothing.
 */
export function TourAssignmentSlot(_props: { tour: TourDetails }) {
  return null;
}
