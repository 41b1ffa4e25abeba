// homepage's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { homepageModule } from './register';
export { createHomepageRepository } from './repository';
export { homepageRoutes } from './routes';
export { createHomepageService } from './service';
