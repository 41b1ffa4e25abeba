// places's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { geofenceOutput } from './geofence-schema';
export { type CheckedFence, centreOf, newPlaceValues, normalisedPlace, placeIssues } from './new-place';
export { placesModule } from './register';
export { createPlacesRepository } from './repository';
export { placesRoutes } from './routes';
export { createPlacesService, type PlaceInput, type PlacesService } from './service';
