// How chartering plugs into the server (decision 0221): its repository, its service, its routes.
import type { ModuleRegistration } from '../../http/module-registration';
import { createCharteringRepository } from './repository';
import { charteringRoutes } from './routes';
import { createCharteringService } from './service';

export const charteringModule: ModuleRegistration = async (api, { store }) => {
  await api.register(charteringRoutes(createCharteringService(createCharteringRepository(store.db))));
};
