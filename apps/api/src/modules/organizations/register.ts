// How organizations plugs into the server (decision 0221): organizations, with their portfolios.
import type { ModuleRegistration, ServerBasics } from '../../http/module-registration';
import type { GeoService } from '../geo';
import { createPortfoliosRepository, createPortfoliosService } from '../portfolios';
import { createOrganizationsRepository } from './repository';
import { organizationsRoutes } from './routes';
import { createOrganizationsService } from './service';

export const organizationsModule: ModuleRegistration<ServerBasics & { geo: GeoService }> = async (
  api,
  { store, geo },
) => {
  const portfolios = createPortfoliosService(createPortfoliosRepository(store.db));
  await api.register(
    organizationsRoutes(
      createOrganizationsService(createOrganizationsRepository(store.db), geo, portfolios),
      portfolios,
    ),
  );
};
