// The only place with SQL for device sessions (browser logs): rows are written by sign-in (auth/repository).
import type { Kysely } from 'kysely';
import { fetchPage, type PageRequest } from '../../db/paging';
import type { Database } from '../../db/schema';

export function createDeviceSessionsRepository(db: Kysely<Database>) {
  return {
    /** The user whose logs are asked for, with their organization, to decide whether the caller may see them. */
    findUser(id: number) {
      return db.selectFrom('users').select(['id', 'organization_id']).where('id', '=', id).executeTakeFirst();
    },

    /** A page of one user's device sessions, newest first. */
    list(userId: number, page: PageRequest) {
      const base = db.selectFrom('device_sessions as d').where('d.user_id', '=', userId);
      const rows = base
        .select([
          'd.id',
          'd.app_version',
          'd.browser',
          'd.browser_version',
          'd.os',
          'd.os_version',
          'd.model',
          'd.device_uuid',
          'd.ip_address',
          'd.connected_at',
        ])
        .orderBy('d.connected_at', 'desc')
        .orderBy('d.id', 'desc');
      return fetchPage(rows, base, page);
    },
  };
}

export type DeviceSessionsRepository = ReturnType<typeof createDeviceSessionsRepository>;
export type DeviceSessionRow = Awaited<ReturnType<DeviceSessionsRepository['list']>>['items'][number];
