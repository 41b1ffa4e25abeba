// How public-links plugs into the server (decision 0221): tracking links, signed with the server's secret and
// limited per minute.
import type { ModuleRegistration } from '../../http/module-registration';
import { createLinkTokens } from './link-token';
import { createPublicLinksRepository } from './repository';
import { publicLinksRoutes } from './routes';
import { createPublicLinksService } from './service';

export const publicLinksModule: ModuleRegistration = async (api, { store, config }) => {
  await api.register(
    publicLinksRoutes(
      createPublicLinksService(createPublicLinksRepository(store.db), createLinkTokens(config.jwtSecret)),
      { perMinute: config.publicLinkRateLimit },
    ),
  );
};
