// How positions plugs into the server (decision 0221). Three registrations, apart in the route order: positions
// in, a resource's track, and the OsmAnd route devices report to beside the API, without signing in (0062).
import type { ModuleRegistration, ServerBasics } from '../../http/module-registration';
import type { IngestPressure } from '../tracking';
import { osmandRoutes } from './osmand-routes';
import { createPositionsRepository } from './repository';
import { positionsRoutes } from './routes';
import { createPositionsService } from './service';
import { trackRoutes } from './track-routes';
import { createTrackService } from './track-service';

/** `pressure`: the gauge this process's tracking workers watch (decision 0210); none counted without it. */
type PositionsNeeds = ServerBasics & { pressure: IngestPressure | undefined };

const positionsOf = ({ store, pressure }: PositionsNeeds) =>
  createPositionsService(createPositionsRepository(store.db, store.withConnection), Date.now, pressure);

export const positionsModule: ModuleRegistration<PositionsNeeds> = async (api, shared) => {
  await api.register(positionsRoutes(positionsOf(shared)));
};

export const trackModule: ModuleRegistration = async (api, { store }) => {
  await api.register(
    trackRoutes(createTrackService(createPositionsRepository(store.db, store.withConnection))),
  );
};

/** Registered on the server itself, under /osmand: not under the API's base path nor behind its auth hook. */
export const osmandModule: ModuleRegistration<PositionsNeeds> = async (app, shared) => {
  await app.register(osmandRoutes(positionsOf(shared), { anyPath: false }), { prefix: '/osmand' });
};
