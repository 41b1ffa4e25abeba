// How tags plugs into the server (decision 0221): its repository, its service, its routes.
import type { ModuleRegistration } from '../../http/module-registration';
import { createTagsRepository } from './repository';
import { tagsRoutes } from './routes';
import { createTagsService } from './service';

export const tagsModule: ModuleRegistration = async (api, { store }) => {
  await api.register(tagsRoutes(createTagsService(createTagsRepository(store.db))));
};
