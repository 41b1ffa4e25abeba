// How resources plugs into the server (decision 0221): the means (vehicles, trailers, drivers, devices).
import type { ModuleRegistration } from '../../http/module-registration';
import { createMeansRepository } from './repository';
import { meansRoutes } from './routes';
import { createMeansService } from './service';

export const resourcesModule: ModuleRegistration = async (api, { store }) => {
  await api.register(meansRoutes(createMeansService(createMeansRepository(store.db))));
};
