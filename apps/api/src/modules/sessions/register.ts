// How sessions plugs into the server (decision 0221): a user's signed-in devices.
import type { ModuleRegistration } from '../../http/module-registration';
import { createDeviceSessionsRepository } from './repository';
import { deviceSessionsRoutes } from './routes';
import { createDeviceSessionsService } from './service';

export const sessionsModule: ModuleRegistration = async (api, { store }) => {
  await api.register(
    deviceSessionsRoutes(createDeviceSessionsService(createDeviceSessionsRepository(store.db))),
  );
};
