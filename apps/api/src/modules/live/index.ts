// live's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { createChangeFeed } from './change-feed';
export { liveModule } from './register';
export { createLiveRepository } from './repository';
export { liveRoutes } from './routes';
export { createStreamSlots } from './stream-slots';
