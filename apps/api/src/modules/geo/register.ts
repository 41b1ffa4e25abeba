// How geo plugs into the server (decision 0221): the geocoding routes, on the geocoder the kernel built once.
import type { ModuleRegistration } from '../../http/module-registration';
import { geoRoutes } from './routes';
import type { GeoService } from './service';

export const geoModule: ModuleRegistration<{ geo: GeoService }> = async (api, { geo }) => {
  await api.register(geoRoutes(geo));
};
