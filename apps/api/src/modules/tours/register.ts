// How tours plugs into the server (decision 0221): the tour read routes.
import type { ModuleRegistration } from '../../http/module-registration';
import { createToursRepository } from './repository';
import { toursRoutes } from './routes';
import { createToursService } from './service';

export const toursModule: ModuleRegistration = async (api, { store }) => {
  await api.register(toursRoutes(createToursService(createToursRepository(store.db))));
};
