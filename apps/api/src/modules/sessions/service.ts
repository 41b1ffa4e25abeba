// Browser logs (platform-core §3 Device session, §7 GET /users/{id}/browser-logs): a user reads their own, a
// tenant administrator (users administration) those of their organization's users, the back office anyone's.
// Anyone else's answer is 404, as if the user did not exist (decision 0140).
import { AppError } from '@cargolens/domain/errors';
import { may } from '@cargolens/domain/permissions';
import type { PageRequest } from '../../db/paging';
import { decodeId } from '../../kernel/public-id';
import type { Session } from '../../kernel/session';
import { scopeOf } from '../../kernel/tenant-scope';
import type { DeviceSessionsRepository } from './repository';

export function createDeviceSessionsService(repository: DeviceSessionsRepository) {
  async function readableUser(session: Session, hashId: string) {
    const id = decodeId(hashId);
    const user = id === undefined ? undefined : await repository.findUser(id);
    if (!user) throw new AppError('user.not_found_error');
    if (user.id === session.userId || scopeOf(session).allOrganizations) return user;
    if (user.organization_id === session.organizationId && may(session, 'users.administrate')) return user;
    throw new AppError('user.not_found_error');
  }

  return {
    async browserLogs(session: Session, userHashId: string, page: PageRequest) {
      const user = await readableUser(session, userHashId);
      return repository.list(user.id, page);
    },
  };
}

export type DeviceSessionsService = ReturnType<typeof createDeviceSessionsService>;
