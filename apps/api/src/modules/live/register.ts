// How live plugs into the server (decision 0221): the event stream, fed by this process's one change feed,
// closed with the server.
import type { ModuleRegistration } from '../../http/module-registration';
import { createChangeFeed } from './change-feed';
import { createLiveRepository } from './repository';
import { liveRoutes } from './routes';
import { createStreamSlots } from './stream-slots';

export const liveModule: ModuleRegistration = async (api, { store, config, log }) => {
  const feed = createChangeFeed({
    store,
    repository: createLiveRepository(store.db),
    onError: (error) => log.error({ err: error }, 'live feed failed'),
  });
  api.addHook('onClose', async () => feed.close());
  await api.register(
    liveRoutes({
      feed,
      slots: createStreamSlots(config.eventStreamsPerUser),
      heartbeatMs: config.eventHeartbeatSeconds * 1000,
      lifetimeMs: config.accessTokenTtlSeconds * 1000,
    }),
  );
};
