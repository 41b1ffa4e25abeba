// How auth plugs into the server (decision 0221): sign-in and password links, both built once by the server's
// kernel (the auth hook and single sign-on share them).
import type { ModuleRegistration } from '../../http/module-registration';
import type { PasswordLinks } from './password-links';
import { passwordRoutes } from './password-routes';
import { authRoutes } from './routes';
import type { AuthService } from './service';

export const authModule: ModuleRegistration<{ auth: AuthService; passwordLinks: PasswordLinks }> = async (
  api,
  { auth, passwordLinks },
) => {
  await api.register(authRoutes(auth));
  await api.register(passwordRoutes(passwordLinks));
};
