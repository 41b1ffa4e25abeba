// User settings (platform-core §3, §7 "Settings"): display preferences, the orders list's columns, saved filter
// sets and rows per page. A setting is its user's alone: every other user id, the back office's included,
// answers 404 exactly like an unknown one (decision 0040).
import { AppError, assertNoIssues } from '@cargolens/domain/errors';
import {
  isBookmarkSettingType,
  MAX_BOOKMARKS_PER_TYPE,
  settingIssues,
  type UserSettingType,
} from '@cargolens/domain/settings';
import { decodeId } from '../../kernel/public-id';
import type { Session } from '../../kernel/session';
import { type SettingRow, SettingTaken } from './repository';
import type { SettingsStore } from './settings-store';

export type Caller = Pick<Session, 'userId' | 'organizationId'>;

export interface SettingInput {
  label?: string | null;
  data: Record<string, unknown>;
}

/** The caller, when the path names them; anyone else is not there. */
export function ownUser(caller: Caller, userHashId: string): number {
  if (decodeId(userHashId) !== caller.userId) throw new AppError('user.not_found_error');
  return caller.userId;
}

function taken(type: string): AppError {
  return isBookmarkSettingType(type)
    ? new AppError('http.conflict_error', {
        detail: 'A bookmark of this name exists',
        source: { pointer: '/data/attributes/label' },
      })
    : new AppError('http.conflict_error', {
        detail: 'This user already has a setting of this type: change it with PUT',
        source: { pointer: '/data/attributes/settingType' },
      });
}

export function createSettingsService(store: SettingsStore) {
  const repository = store.settings;
  /** What a setting may name besides itself: a homepage layout, the user's own widgets. */
  async function contextOf(userId: number, type: string) {
    return type === 'homepageDisplay' ? { widgetIds: await store.widgetIds(userId) } : {};
  }
  async function owned(caller: Caller, userHashId: string, settingHashId: string): Promise<SettingRow> {
    const userId = ownUser(caller, userHashId);
    const id = decodeId(settingHashId);
    const setting = id === undefined ? undefined : await repository.find(userId, id);
    if (!setting) throw new AppError('http.not_found', { detail: 'Setting not found' });
    return setting;
  }

  async function write<T>(type: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof SettingTaken) throw taken(type);
      throw error;
    }
  }

  return {
    /** The settings of the user the path names (only the caller), or of the caller (GET /my-settings). */
    list(
      caller: Caller,
      userHashId: string | null,
      input: { types?: string[]; page: { number: number; size: number } },
    ) {
      const userId = userHashId === null ? caller.userId : ownUser(caller, userHashId);
      return repository.list(userId, input.types, input.page);
    },

    async create(caller: Caller, userHashId: string, input: SettingInput & { type: UserSettingType }) {
      const userId = ownUser(caller, userHashId);
      const values = { type: input.type, label: input.label ?? null, data: input.data };
      assertNoIssues(settingIssues(values, await contextOf(userId, input.type)));
      if (
        isBookmarkSettingType(input.type) &&
        (await repository.countOfType(userId, input.type)) >= MAX_BOOKMARKS_PER_TYPE
      )
        throw new AppError('validation.too_many_elements', {
          detail: `At most ${MAX_BOOKMARKS_PER_TYPE} bookmarks of one kind`,
          source: { pointer: '/data/attributes/settingType' },
        });
      return write(input.type, () =>
        repository.insert({ userId, organizationId: caller.organizationId }, values),
      );
    },

    async update(
      caller: Caller,
      userHashId: string,
      settingHashId: string,
      input: SettingInput & { id?: string },
    ) {
      const setting = await owned(caller, userHashId, settingHashId);
      if (input.id !== undefined && input.id !== settingHashId)
        throw new AppError('http.conflict_error', {
          detail: 'The body names another setting',
          source: { pointer: '/data/id' },
        });
      const values = {
        label: input.label === undefined ? setting.label : input.label,
        data: input.data,
      };
      assertNoIssues(
        settingIssues(
          { ...values, type: setting.type as UserSettingType },
          await contextOf(setting.user_id, setting.type),
        ),
      );
      const updated = await write(setting.type, () => repository.update(setting.user_id, setting.id, values));
      if (!updated) throw new AppError('http.not_found', { detail: 'Setting not found' });
      return updated;
    },

    async remove(caller: Caller, userHashId: string, settingHashId: string) {
      const setting = await owned(caller, userHashId, settingHashId);
      await repository.remove(setting.user_id, setting.id);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
