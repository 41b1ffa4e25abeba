// How imports plugs into the server (decision 0221): the import routes, and the worker that runs the tasks when
// IMPORT_WORKER is on.
import type { ModuleRegistration, ServerBasics } from '../../http/module-registration';
import type { PasswordLinks } from '../auth';
import type { GeoService } from '../geo';
import { createPlacesRepository, createPlacesService } from '../places';
import { createImportWorker } from './import-worker';
import { createImporters } from './importers';
import { createImportsRepository } from './repository';
import { importsRoutes } from './routes';
import { createImportsService } from './service';

type ImportsNeeds = ServerBasics & { geo: GeoService; passwordLinks: PasswordLinks };

export const importsModule: ModuleRegistration<ImportsNeeds> = async (
  api,
  { store, config, log, geo, passwordLinks },
) => {
  const repository = createImportsRepository(store.db);
  const places = createPlacesService(createPlacesRepository(store.db), geo);
  const importers = createImporters(store.db, places, passwordLinks);
  const importWorker = createImportWorker({
    db: store.db,
    repository,
    importers,
    batchSize: config.importBatchSize,
    pollMs: config.importPollMs,
    onError: (error) => log.error({ err: error }, 'import task failed'),
  });
  if (config.importWorker) {
    api.addHook('onReady', async () => importWorker.start());
    // Before the store closes: the running batch ends and its task is given back for the next start.
    api.addHook('onClose', async () => importWorker.stop());
  }
  await api.register(
    importsRoutes(
      createImportsService({
        repository,
        importers,
        maxFileBytes: config.importMaxFileBytes,
        onCreated: () => importWorker.kick(),
      }),
    ),
  );
};
