// How my-notifications plugs into the server (decision 0221): the signed-in user's notifications.
import type { ModuleRegistration } from '../../http/module-registration';
import { createMyNotificationsRepository } from './repository';
import { myNotificationsRoutes } from './routes';
import { createMyNotificationsService } from './service';

export const myNotificationsModule: ModuleRegistration = async (api, { store }) => {
  await api.register(
    myNotificationsRoutes(createMyNotificationsService(createMyNotificationsRepository(store.db))),
  );
};
