// The user's notification inbox (decision 0180): read one's own notifications, newest first, with the unread
// count, and mark them read. The session's user is the only scope: another user's notification, of the same
// organization or another, is unknown (404), as is an id that names nothing. Internal ids and field paths
// (decision 0222).
import { AppError, type FieldPath } from '@cargolens/domain/errors';
import type { PageRequest } from '../../db/paging';
import type { Session } from '../../kernel/session';
import { UNKNOWN_ID } from '../../kernel/unknown-id';
import type { MyNotificationsRepository } from './repository';

export type MarkRead = { notifications: number[] } | { all: true; upTo?: number };

const notFound = (field: FieldPath) =>
  new AppError('http.not_found', { detail: 'Notification not found', field });

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
        const upTo = input.upTo ?? null;
        // An id that names no notification at all; one of another user's only bounds the caller's own.
        if (upTo === UNKNOWN_ID) throw notFound(['upTo']);
        return { marked: await repository.markRead(session.userId, { upTo }, at) };
      }
      const ids = input.notifications;
      const own = await repository.ownIds(session.userId, ids);
      const missing = ids.findIndex((id) => !own.has(id));
      if (missing >= 0) throw notFound(['notifications', missing]);
      return { marked: await repository.markRead(session.userId, { ids }, at) };
    },
  };
}

export type MyNotificationsService = ReturnType<typeof createMyNotificationsService>;
