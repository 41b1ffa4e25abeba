// settings's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { createDuplicateSettings } from './duplicate-settings';
export { settingsModule } from './register';
export { settingsRoutes } from './routes';
export { createSettingsService } from './service';
export { createSettingsStore } from './settings-store';
export { widgetsRoutes } from './widgets-routes';
export { createWidgetsService } from './widgets-service';
