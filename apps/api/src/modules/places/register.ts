// How places plugs into the server (decision 0221): places, geocoded through the shared geocoder.
import type { ModuleRegistration, ServerBasics } from '../../http/module-registration';
import type { GeoService } from '../geo';
import { createPlacesRepository } from './repository';
import { placesRoutes } from './routes';
import { createPlacesService } from './service';

export const placesModule: ModuleRegistration<ServerBasics & { geo: GeoService }> = async (
  api,
  { store, geo },
) => {
  await api.register(placesRoutes(createPlacesService(createPlacesRepository(store.db), geo)));
};
