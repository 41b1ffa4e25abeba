// tours's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { toursModule } from './register';
export { createToursRepository, type TourFilters, type ToursRepository, visibleTours } from './repository';
export { toursRoutes } from './routes';
export { listToursQuery, tourFiltersOf } from './schemas';
export { createToursService } from './service';
export { withTourParties } from './tour-parties';
