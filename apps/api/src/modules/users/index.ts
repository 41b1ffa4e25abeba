// users's front door (decision 0220): what other capabilities and the server's assembly may use of it.
export { createUsersAdminRepository, type UsersAdminRepository } from './admin-repository';
export { usersAdminRoutes } from './admin-routes';
export { createUsersAdminService } from './admin-service';
export { createUsersCreation, type NewUserInput, type SeenNames, type UsersCreation } from './create-users';
export { createNewUsersRepository, insertNewUsers, type NewUserRow } from './new-users-repository';
export { userProfileAttributes } from './presenter';
export { usersModule } from './register';
export { createUsersRepository } from './repository';
export { usersRoutes } from './routes';
export { createSaveUser } from './save-user';
export { createUsersService } from './service';
