// The user's notification inbox (decision 0180): read one's own notifications, newest first, with the unread
// count, and mark them read. The session's user is the only scope: another user's notification, of the same
// organization or another, is unknown (404), as is an id that names nothing.
import { AppError } from '@cargolens/domain/errors';
import type { PageRequest } from '../../db/paging';
import { decodeId } from '../../kernel/public-id';
import type { Session } from '../../kernel/session';
import type { MyNotificationsRepository } from './repository';

export type MarkRead = { notifications: string[] } | { all: true; upTo?: string };

const notFound = (pointer: string) =>
  new AppError('http.not_found', { detail: 'Notification not found', source: { pointer } });

export function createMyNotificationsService(repository: MyNotificationsRepository, now = () => Date.now()) {
  return {
    async list(session: Session, page: PageRequest) {
      const [result, unreadCount] = await Promise.all([
        repository.list(session.userId, page),
        repository.unreadCount(session.userId),
      ]);
      return { ...result, unreadCount };
    },

    /** Marks read what the caller names; nothing when one of the ids is not theirs. */
    async markRead(session: Session, input: MarkRead): Promise<{ marked: number }> {
      const at = new Date(now());
      if ('all' in input) {
        const upTo = input.upTo === undefined ? null : decodeId(input.upTo);
        if (upTo === undefined) throw notFound('/data/attributes/upTo');
        return { marked: await repository.markRead(session.userId, { upTo }, at) };
      }
      const ids = input.notifications.map(decodeId);
      const own = await repository.ownIds(
        session.userId,
        ids.filter((id): id is number => id !== undefined),
      );
      const missing = ids.findIndex((id) => id === undefined || !own.has(id));
      if (missing >= 0) throw notFound(`/data/attributes/notifications/${missing}`);
      return { marked: await repository.markRead(session.userId, { ids: ids as number[] }, at) };
    },
  };
}

export type MyNotificationsService = ReturnType<typeof createMyNotificationsService>;
