// Settings copied to another user (platform-core §3 "Settings can be duplicated to another user; widget ids
// inside the homepage section are remapped to the ids of the copies"), by who administrates users, for two
// users of one organization (decision 0186). Everything is copied in one transaction or nothing is. Internal ids
// and field paths (decision 0222); the copied homepage layout keeps the public widget ids it stores.
import { AppError, type FieldPath } from '@cargolens/domain/errors';
import { isBookmarkSettingType, remapHomepageDisplay } from '@cargolens/domain/settings';
import { rolesBeyond } from '@cargolens/domain/users';
import { encodeId } from '../../kernel/public-id';
import type { Session } from '../../kernel/session';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { UsersAdminRepository } from '../users';
import type { SettingsStore } from './settings-store';

const TARGET: FieldPath = ['relationships', 'target', 'id'];

export function createDuplicateSettings(store: SettingsStore, users: Pick<UsersAdminRepository, 'find'>) {
  async function userIn(scope: TenantScope, id: number, field?: FieldPath) {
    const user = await users.find(scope, id);
    if (!user) throw new AppError('user.not_found_error', field ? { field } : {});
    return user;
  }

  return async function duplicateSettings(
    scope: TenantScope,
    caller: Session,
    sourceId: number,
    targetId: number,
  ) {
    const source = await userIn(scope, sourceId);
    const target = await userIn(scope, targetId, TARGET);
    if (target.id === source.id)
      throw new AppError('validation.not_valid', { detail: 'Pick another user', field: TARGET });
    // The back office sees every organization; a copy still stays inside one.
    if (target.organization_id !== source.organization_id)
      throw new AppError('validation.not_valid', {
        detail: 'Settings are copied between users of one organization',
        field: TARGET,
      });
    if (rolesBeyond(caller.roles, target.roles).length)
      throw new AppError('http.access_denied_error', {
        detail: 'This user’s roles are out of your reach',
        field: TARGET,
      });

    return store.transaction(async ({ settings, widgets }) => {
      // The homepage goes as a whole: the target's widgets give way to copies of the source's.
      await widgets.removeAll(target.id);
      const copies = new Map<string, string>();
      const owner = { userId: target.id, organizationId: target.organization_id };
      for (const widget of await widgets.listAll(source.id)) {
        const copy = await widgets.insert(owner, {
          kind: widget.kind,
          title: widget.title,
          limit: widget.row_limit,
        });
        copies.set(encodeId(widget.id), encodeId(copy.id));
      }
      const sourceSettings = await settings.listAll(source.id);
      // A source on the default homepage leaves the target on it too: no layout naming widgets now gone.
      if (!sourceSettings.some((s) => s.type === 'homepageDisplay'))
        await settings.removeReplaced(target.id, { type: 'homepageDisplay', label: null }, false);
      for (const setting of sourceSettings) {
        const bookmark = isBookmarkSettingType(setting.type);
        await settings.removeReplaced(target.id, setting, bookmark);
        await settings.insert(owner, {
          type: setting.type,
          label: setting.label,
          data:
            setting.type === 'homepageDisplay'
              ? { ...remapHomepageDisplay(setting.data, copies) }
              : (setting.data as Record<string, unknown>),
        });
      }
      return { source, target, settings: sourceSettings.length, widgets: copies.size };
    });
  };
}

export type DuplicateSettings = ReturnType<typeof createDuplicateSettings>;
