// agencies's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { agenciesModule } from './register';
export { createAgenciesRepository } from './repository';
export { agenciesRoutes } from './routes';
export { createAgenciesService } from './service';
