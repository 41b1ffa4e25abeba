// How events plugs into the server (decision 0221): events and external ETAs in.
import type { ModuleRegistration } from '../../http/module-registration';
import { createEventsRepository } from './repository';
import { eventsRoutes } from './routes';
import { createEventsService } from './service';

export const eventsModule: ModuleRegistration = async (api, { store }) => {
  await api.register(eventsRoutes(createEventsService(createEventsRepository(store.db))));
};
