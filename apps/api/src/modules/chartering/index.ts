// chartering's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { activeResourcesOf } from './active-resources';
export { applyAssignmentChange, assignmentStateOf, findAssignmentOfTour } from './assignment-repository';
export { charteringSchema, pairSchema, presentChartering, presentPair } from './presenter';
export { charteringModule } from './register';
export { type CharteringRepository, createCharteringRepository } from './repository';
export { answerAssignmentStep, assignmentStepSchema, charteringRoutes } from './routes';
export type { AssignmentStepRunner } from './run-assignment-step';
export { tourParams } from './schemas';
export { type CharteringService, createCharteringService, type Versioned } from './service';
export { tourDetailsQuery } from './tour-assignment-query';
