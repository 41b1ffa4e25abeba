// User settings (platform-core §3, §7 "Settings"): display preferences, the orders list's columns, saved filter
// sets and rows per page. A setting is its user's alone: every other user id, the back office's included,
// answers 404 exactly like an unknown one (decision 0040). Internal ids and field paths (decision 0222).
import { AppError, assertNoIssues } from '@cargolens/domain/errors';
import {
  isBookmarkSettingType,
  MAX_BOOKMARKS_PER_TYPE,
  settingIssues,
  type UserSettingType,
} from '@cargolens/domain/settings';
import { assertSameId } from '../../kernel/same-id';
import type { Session } from '../../kernel/session';
import { type SettingRow, SettingTaken } from './repository';
import type { SettingsStore } from './settings-store';

export type Caller = Pick<Session, 'userId' | 'organizationId'>;

export interface SettingInput {
  label?: string | null;
  data: Record<string, unknown>;
}

/** The caller, when the path names them; anyone else is not there. */
export function ownUser(caller: Caller, userId: number): number {
  if (userId !== caller.userId) throw new AppError('user.not_found_error');
  return caller.userId;
}

function taken(type: string): AppError {
  return isBookmarkSettingType(type)
    ? new AppError('http.conflict_error', {
        detail: 'A bookmark of this name exists',
        field: ['label'],
      })
    : new AppError('http.conflict_error', {
        detail: 'This user already has a setting of this type: change it with PUT',
        field: ['settingType'],
      });
}

export function createSettingsService(store: SettingsStore) {
  const repository = store.settings;
  /** What a setting may name besides itself: a homepage layout, the user's own widgets. */
  async function contextOf(userId: number, type: string) {
    return type === 'homepageDisplay' ? { widgetIds: await store.widgetIds(userId) } : {};
  }
  async function owned(caller: Caller, ownerId: number, id: number): Promise<SettingRow> {
    const userId = ownUser(caller, ownerId);
    const setting = await repository.find(userId, id);
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
      ownerId: number | null,
      input: { types?: string[]; page: { number: number; size: number } },
    ) {
      const userId = ownerId === null ? caller.userId : ownUser(caller, ownerId);
      return repository.list(userId, input.types, input.page);
    },

    async create(caller: Caller, ownerId: number, input: SettingInput & { type: UserSettingType }) {
      const userId = ownUser(caller, ownerId);
      const values = { type: input.type, label: input.label ?? null, data: input.data };
      assertNoIssues(settingIssues(values, await contextOf(userId, input.type)));
      if (
        isBookmarkSettingType(input.type) &&
        (await repository.countOfType(userId, input.type)) >= MAX_BOOKMARKS_PER_TYPE
      )
        throw new AppError('validation.too_many_elements', {
          detail: `At most ${MAX_BOOKMARKS_PER_TYPE} bookmarks of one kind`,
          field: ['settingType'],
        });
      return write(input.type, () =>
        repository.insert({ userId, organizationId: caller.organizationId }, values),
      );
    },

    async update(
      caller: Caller,
      ownerId: number,
      id: number,
      input: SettingInput & { id?: number | undefined },
    ) {
      const setting = await owned(caller, ownerId, id);
      assertSameId(input.id, id, 'setting');
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

    async remove(caller: Caller, ownerId: number, id: number) {
      const setting = await owned(caller, ownerId, id);
      await repository.remove(setting.user_id, setting.id);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
