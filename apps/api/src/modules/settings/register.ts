// How settings plugs into the server (decision 0221): a user's settings, then the homepage widgets.
import type { ModuleRegistration } from '../../http/module-registration';
import { createUsersAdminRepository } from '../users';
import { createDuplicateSettings } from './duplicate-settings';
import { settingsRoutes } from './routes';
import { createSettingsService } from './service';
import { createSettingsStore } from './settings-store';
import { widgetsRoutes } from './widgets-routes';
import { createWidgetsService } from './widgets-service';

export const settingsModule: ModuleRegistration = async (api, { store }) => {
  const settingsStore = createSettingsStore(store.db);
  await api.register(settingsRoutes(createSettingsService(settingsStore)));
  await api.register(
    widgetsRoutes(
      createWidgetsService(settingsStore),
      createDuplicateSettings(settingsStore, createUsersAdminRepository(store.db)),
    ),
  );
};
