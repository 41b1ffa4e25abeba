// How portfolios plugs into the server (decision 0221): its repository, its service, its routes.
import type { ModuleRegistration } from '../../http/module-registration';
import { createPortfoliosRepository } from './repository';
import { portfoliosRoutes } from './routes';
import { createPortfoliosService } from './service';

export const portfoliosModule: ModuleRegistration = async (api, { store }) => {
  await api.register(portfoliosRoutes(createPortfoliosService(createPortfoliosRepository(store.db))));
};
