// sessions's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { sessionsModule } from './register';
export { createDeviceSessionsRepository } from './repository';
export { deviceSessionsRoutes } from './routes';
export { createDeviceSessionsService } from './service';
