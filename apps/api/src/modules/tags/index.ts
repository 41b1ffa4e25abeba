// tags's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { tagsModule } from './register';
export { createTagsRepository } from './repository';
export { tagsRoutes } from './routes';
export { createTagsService } from './service';
