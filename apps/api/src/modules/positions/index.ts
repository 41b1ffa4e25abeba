// positions's front door (decision 0220): what other capabilities and the server's assembly may use of it.

export { BATCH_OUTCOMES, batchErrorSchema, itemResult, outcomeCounts } from './batch-results';
export { osmandRoutes } from './osmand-routes';
export { buildOsmAndServer } from './osmand-server';
export { type BatchError, issueErrors } from './read-batch';
export { osmandModule, positionsModule, trackModule } from './register';
export { createPositionsRepository } from './repository';
export { positionsRoutes } from './routes';
export { createPositionsService } from './service';
export { trackRoutes } from './track-routes';
export { createTrackService } from './track-service';
