// resources's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { meanContext, meanValuesOf } from './mean-values';
export { resourcesModule } from './register';
export {
  createMeansRepository,
  insertMeans,
  type MeanConflictField,
  type MeansRepository,
  type MeanValues,
} from './repository';
export { meansRoutes } from './routes';
export { meanParams } from './schemas';
export { createMeansService } from './service';
