import { USER_SETTING_TYPES } from '@cargolens/domain/settings';
import { z } from 'zod';
import { resourceSchema, toOne } from '../../http/jsonapi/document-schemas';
import { isoTime } from '../../kernel/iso-time';
import { encodeId } from '../../kernel/public-id';
import type { SettingRow } from './repository';

// JSON:API reserves `type` inside attributes, so the spec's setting type is `settingType` (like `meanType`).
export const userSettingResource = resourceSchema(
  'UserSetting',
  'userSettings',
  {
    settingType: z.enum(USER_SETTING_TYPES),
    label: z.string().nullable(),
    data: z.record(z.string(), z.unknown()).describe('What the setting holds; its shape depends on its type'),
    createdAt: z.string(),
    updatedAt: z.string(),
  },
  { user: toOne('users') },
);

export function presentSetting(row: SettingRow): z.infer<typeof userSettingResource> {
  return {
    type: 'userSettings',
    id: encodeId(row.id),
    attributes: {
      settingType: row.type as (typeof USER_SETTING_TYPES)[number],
      label: row.label,
      data: row.data as Record<string, unknown>,
      createdAt: isoTime(row.created_at),
      updatedAt: isoTime(row.updated_at),
    },
    relationships: { user: { data: { type: 'users', id: encodeId(row.user_id) } } },
  };
}
