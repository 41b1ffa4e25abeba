// Browser logs (platform-core §3 Device session, §7 GET /users/{id}/browser-logs): a user reads their own, a
// tenant administrator (users administration) those of their organization's users, the back office anyone's.
// Anyone else's answer is 404, as if the user did not exist (decision 0140). Users are named by internal id
// (decision 0222).
import { AppError } from '@cargolens/domain/errors';
import { may } from '@cargolens/domain/permissions';
import type { PageRequest } from '../../db/paging';
import type { Session } from '../../kernel/session';
import { scopeOf } from '../../kernel/tenant-scope';
import type { DeviceSessionsRepository } from './repository';

export function createDeviceSessionsService(repository: DeviceSessionsRepository) {
  async function readableUser(session: Session, id: number) {
    const user = await repository.findUser(id);
    if (!user) throw new AppError('user.not_found_error');
    if (user.id === session.userId || scopeOf(session).allOrganizations) return user;
    if (user.organization_id === session.organizationId && may(session, 'users.administrate')) return user;
    throw new AppError('user.not_found_error');
  }

  return {
    async browserLogs(session: Session, userId: number, page: PageRequest) {
      const user = await readableUser(session, userId);
      return repository.list(user.id, page);
    },
  };
}

export type DeviceSessionsService = ReturnType<typeof createDeviceSessionsService>;
