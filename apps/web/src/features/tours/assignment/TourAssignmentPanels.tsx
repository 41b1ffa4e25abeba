import './assignment.css';
import { TourCharteringPanel, TourPairingPanel } from '../TourPanels';
import { useTourAssignment } from './use-tour-assignment';

/** The chartering and pairing panels of a tour known by its id (the order detail shows its tour's). */
export function TourAssignmentPanels({ tourId }: { tourId: string }) {
  const assignment = useTourAssignment(tourId);
  if (!assignment.data) return null;
  return (
    <div className="tour-assignment-panels" data-testid="tour-assignment">
      <TourCharteringPanel tour={assignment.data} />
      <TourPairingPanel tour={assignment.data} />
    </div>
  );
}
