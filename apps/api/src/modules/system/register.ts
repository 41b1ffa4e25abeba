// How system plugs into the server (decision 0221): health and readiness, from the checks the server runs.
import type { ModuleRegistration, ServerBasics } from '../../http/module-registration';
import type { HealthChecks } from './health-checks';
import { systemRoutes } from './routes';

export const systemModule: ModuleRegistration<ServerBasics & { health: HealthChecks }> = async (
  api,
  { health, store, config },
) => {
  await api.register(systemRoutes(health, store.engine, config.version));
};
