// How exports plugs into the server (decision 0221): the export routes, and the worker that writes the files,
// started once the server is ready and stopped when it closes.
import type { ModuleRegistration } from '../../http/module-registration';
import { createOrdersRepository, createOrdersService } from '../orders';
import { createExportWorker } from './export-worker';
import { createExportTasksRepository } from './repository';
import { exportsRoutes } from './routes';
import { createExportsService } from './service';

export const exportsModule: ModuleRegistration = async (api, { store, config, log }) => {
  const exportTasks = createExportTasksRepository(store.db);
  const exportWorker = createExportWorker({
    repository: exportTasks,
    orders: createOrdersService(createOrdersRepository(store.db)),
    exportDir: config.exportDir,
    retentionHours: config.exportRetentionHours,
    log: (message, error) => log.error({ err: error }, message),
  });
  api.addHook('onReady', async () => exportWorker.start());
  api.addHook('onClose', async () => exportWorker.stop());
  await api.register(exportsRoutes(createExportsService(exportTasks, { onQueued: exportWorker.wake })));
};
