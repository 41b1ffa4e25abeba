// How tour-map plugs into the server (decision 0221): the global map of tours, filtered as the tours list is.
import type { ModuleRegistration } from '../../http/module-registration';
import { createToursRepository } from '../tours';
import { createTourMapRepository } from './repository';
import { tourMapRoutes } from './routes';
import { createTourMapService } from './service';

export const tourMapModule: ModuleRegistration = async (api, { store }) => {
  await api.register(
    tourMapRoutes(
      createTourMapService(createTourMapRepository(store.db, createToursRepository(store.db).matching)),
    ),
  );
};
