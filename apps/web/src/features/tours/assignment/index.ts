// Chartering and pairing of a tour, for any page that shows one (order detail, tour details).
export { AssignmentPanel } from './AssignmentPanel';
export { CharterDialog } from './CharterDialog';
export { PairDialog } from './PairDialog';
export { TourAssignmentActions } from './TourAssignmentActions';
export { useTourAssignment } from './use-tour-assignment';
