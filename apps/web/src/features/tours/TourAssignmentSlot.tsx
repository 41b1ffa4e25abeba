import { TourAssignmentActions } from './assignment';
import type { TourDetails } from './types';

/**
 * The chartering and pairing actions of the tour details page, in its header: those of
 * features/tours/assignment, which offer only what the domain's charteringRights / pairingRights allow the
 * caller (from the `permissions` the API sends) and the answers the API says the caller may give.
 */
export function TourAssignmentSlot({ tour }: { tour: TourDetails }) {
  return <TourAssignmentActions tourId={tour.id} />;
}
