// exports's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { createExportWorker } from './export-worker';
export { exportsModule } from './register';
export { createExportTasksRepository } from './repository';
export { exportsRoutes } from './routes';
export { createExportsService } from './service';
