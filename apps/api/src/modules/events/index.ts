// events's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { eventsModule } from './register';
export { createEventsRepository } from './repository';
export { eventsRoutes } from './routes';
export { createEventsService } from './service';
