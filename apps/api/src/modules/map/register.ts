// How map plugs into the server (decision 0221): the map style and tiles the configuration names.
import type { ModuleRegistration } from '../../http/module-registration';
import { mapRoutes } from './routes';

export const mapModule: ModuleRegistration = async (api, { config }) => {
  await api.register(mapRoutes({ styleUrl: config.mapStyleUrl, pmtilesFile: config.mapPmtiles }));
};
