// imports's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { createImportWorker } from './import-worker';
export { createImporters } from './importers';
export { importsModule } from './register';
export { createImportsRepository } from './repository';
export { importsRoutes } from './routes';
export { createImportsService } from './service';
