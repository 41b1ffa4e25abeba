// How user-profiles plugs into the server (decision 0221): its repository, its service, its routes.
import type { ModuleRegistration } from '../../http/module-registration';
import { createUserProfilesRepository } from './repository';
import { userProfilesRoutes } from './routes';
import { createUserProfilesService } from './service';

export const userProfilesModule: ModuleRegistration = async (api, { store }) => {
  await api.register(userProfilesRoutes(createUserProfilesService(createUserProfilesRepository(store.db))));
};
