// Chartering and pairing of a tour, for any page that shows one (order detail, tour details).
export { CharterDialog } from './CharterDialog';
export { PairDialog } from './PairDialog';
export { TourAssignmentActions } from './TourAssignmentActions';
export { TourAssignmentPanels } from './TourAssignmentPanels';
export { useTourAssignment } from './use-tour-assignment';
