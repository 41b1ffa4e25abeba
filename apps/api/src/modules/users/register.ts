// How users plugs into the server (decision 0221): the signed-in user's own routes, then the administration's.
import type { ModuleRegistration, ServerBasics } from '../../http/module-registration';
import type { PasswordLinks, UserAccess } from '../auth';
import { createPortfoliosRepository, createPortfoliosService } from '../portfolios';
import { createUsersAdminRepository } from './admin-repository';
import { usersAdminRoutes } from './admin-routes';
import { createUsersAdminService } from './admin-service';
import { createNewUsersRepository } from './new-users-repository';
import { createUsersRepository } from './repository';
import { usersRoutes } from './routes';
import { createSaveUser } from './save-user';
import { createUsersService } from './service';

type UsersNeeds = ServerBasics & { userAccess: UserAccess; passwordLinks: PasswordLinks };

export const usersModule: ModuleRegistration<UsersNeeds> = async (
  api,
  { store, userAccess, passwordLinks },
) => {
  const usersRepository = createUsersRepository(store.db);
  const usersAdminRepository = createUsersAdminRepository(store.db);
  await api.register(usersRoutes(createUsersService(usersRepository)));
  await api.register(
    usersAdminRoutes({
      service: createUsersAdminService(usersAdminRepository, userAccess),
      saveUser: createSaveUser({
        repository: usersAdminRepository,
        newUsers: createNewUsersRepository(store.db),
        passwordLinks,
        access: userAccess,
      }),
      users: usersRepository,
      portfolios: createPortfoliosService(createPortfoliosRepository(store.db)),
    }),
  );
};
