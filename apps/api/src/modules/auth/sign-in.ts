// Sign-in with a username and a password. A wrong password and an unknown user fail identically; refused with
// 429 while the username or address is locked.
import { AppError } from '@cargolens/domain/errors';
import { canUseWebPlatform } from '@cargolens/domain/permissions';
import { allowsSignIn } from '@cargolens/domain/sign-in';
import type { DeviceInfo } from './device';
import { type AuthDeps, type IssuedTokens, startSession } from './issue-tokens';
import { decoyPasswordHash, verifyPassword } from './password';

export async function signIn(
  deps: AuthDeps,
  username: string,
  password: string,
  device: DeviceInfo & { ipAddress: string },
): Promise<IssuedTokens> {
  const { repository, throttle } = deps;
  await throttle.check(username, device.ipAddress);
  const user = await repository.findUserByUsername(username);
  const valid = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
  if (!user || !valid || !canUseWebPlatform(user.roles)) {
    await throttle.recordFailure(username, device.ipAddress);
    throw new AppError('http.unauthorized', { detail: 'Invalid username or password' });
  }
  // Said only to whoever knows the password, so it tells a stranger nothing about the account.
  if (user.deactivated_at) throw new AppError('auth.account_deactivated');
  if (!allowsSignIn(user.authentication_method, 'password')) throw new AppError('auth.sso_required');
  await throttle.forgive(username);
  return startSession(deps, user, device);
}
