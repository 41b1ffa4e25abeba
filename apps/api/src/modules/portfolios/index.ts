// portfolios's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { portfoliosRelationship } from './presenter';
export { portfoliosModule } from './register';
export { createPortfoliosRepository } from './repository';
export { portfoliosRoutes } from './routes';
export { createPortfoliosService, type PortfoliosService } from './service';
