// How agencies plugs into the server (decision 0221): agencies, placed through the shared geocoder.
import type { ModuleRegistration, ServerBasics } from '../../http/module-registration';
import type { GeoService } from '../geo';
import { createAgenciesRepository } from './repository';
import { agenciesRoutes } from './routes';
import { createAgenciesService } from './service';

export const agenciesModule: ModuleRegistration<ServerBasics & { geo: GeoService }> = async (
  api,
  { store, geo },
) => {
  await api.register(agenciesRoutes(createAgenciesService(createAgenciesRepository(store.db), geo)));
};
