// How homepage plugs into the server (decision 0221): its repository, its service, its routes.
import type { ModuleRegistration } from '../../http/module-registration';
import { createHomepageRepository } from './repository';
import { homepageRoutes } from './routes';
import { createHomepageService } from './service';

export const homepageModule: ModuleRegistration = async (api, { store }) => {
  await api.register(homepageRoutes(createHomepageService(createHomepageRepository(store.db))));
};
