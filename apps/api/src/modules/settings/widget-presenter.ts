import { HOMEPAGE_WIDGET_KINDS } from '@cargolens/domain/settings';
import { z } from 'zod';
import { resourceSchema, toOne } from '../../http/jsonapi/document-schemas';
import { isoTime } from '../../kernel/iso-time';
import { encodeId } from '../../kernel/public-id';
import type { WidgetRow } from './widgets-repository';

export const homepageWidgetResource = resourceSchema(
  'HomepageWidget',
  'homepageWidgets',
  {
    kind: z.enum(HOMEPAGE_WIDGET_KINDS),
    title: z.string().nullable().describe('Shown instead of the kind’s name when set'),
    limit: z.number().int().describe('Rows the widget shows'),
    createdAt: z.string(),
    updatedAt: z.string(),
  },
  { user: toOne('users') },
);

export function presentWidget(row: WidgetRow): z.infer<typeof homepageWidgetResource> {
  return {
    type: 'homepageWidgets',
    id: encodeId(row.id),
    attributes: {
      kind: row.kind as (typeof HOMEPAGE_WIDGET_KINDS)[number],
      title: row.title,
      limit: row.row_limit,
      createdAt: isoTime(row.created_at),
      updatedAt: isoTime(row.updated_at),
    },
    relationships: { user: { data: { type: 'users', id: encodeId(row.user_id) } } },
  };
}

export const settingsCopyResource = resourceSchema(
  'SettingsCopy',
  'settingsCopies',
  {
    settings: z.number().int().describe('Settings copied'),
    widgets: z.number().int().describe('Homepage widgets copied'),
  },
  { source: toOne('users'), target: toOne('users') },
);
