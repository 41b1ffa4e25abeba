// user-profiles's front door (decision 0220): what other capabilities and the server's assembly may use of it.

export { userProfilesModule } from './register';
export { createUserProfilesRepository } from './repository';
export { userProfilesRoutes } from './routes';
export { createUserProfilesService } from './service';
