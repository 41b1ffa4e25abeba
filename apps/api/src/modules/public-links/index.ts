// public-links's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { createLinkTokens, redactLinkTokens } from './link-token';
export { publicLinksModule } from './register';
export { createPublicLinksRepository } from './repository';
export { publicLinksRoutes } from './routes';
export { createPublicLinksService } from './service';
