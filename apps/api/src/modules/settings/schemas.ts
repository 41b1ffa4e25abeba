import { SETTING_LABEL_MAX_LENGTH, USER_SETTING_TYPES } from '@cargolens/domain/settings';
import { z } from 'zod';
import { requestExamples } from '../../http/jsonapi/body-schemas';
import { changeBody, publicId } from '../../http/jsonapi/public-id-schemas';
import { commaListOf, pageParams } from '../../http/jsonapi/query-schemas';

export const listSettingsQuery = z.strictObject({
  ...pageParams,
  'filter[type]': commaListOf(USER_SETTING_TYPES).optional().describe('Comma list of setting types'),
});

export const userParams = z.strictObject({ userId: publicId('User id') });
export const settingParams = userParams.extend({
  settingId: publicId('Setting id'),
});

const label = z
  .string()
  .trim()
  .max(SETTING_LABEL_MAX_LENGTH)
  .nullable()
  .transform((value) => (value ? value : null))
  .describe('Required for bookmarks (their name), optional otherwise');

// The shape of each type's data is a domain rule (settingIssues), checked by the service with its pointers.
const data = z
  .record(z.string(), z.unknown())
  .describe('What the setting holds; its shape depends on its type');

const ORDER_COLUMNS_EXAMPLE = {
  data: {
    type: 'userSettings',
    attributes: {
      settingType: 'orderTableColumns',
      data: {
        columns: [
          { id: 'reference', visible: true },
          { id: 'status', visible: true },
          { id: 'goods', visible: true },
          { id: 'createdAt', visible: false },
        ],
      },
    },
  },
};

export const createSettingBody = z
  .strictObject({
    data: z.strictObject({
      type: z.literal('userSettings'),
      attributes: z.strictObject({
        settingType: z.enum(USER_SETTING_TYPES).describe('The preference this setting holds'),
        label: label.optional(),
        data,
      }),
    }),
  })
  .meta(
    requestExamples({
      columns: {
        summary: 'The orders list’s columns, in order, shown or hidden',
        value: ORDER_COLUMNS_EXAMPLE,
      },
    }),
  );

export const updateSettingBody = changeBody('userSettings', {
  attributes: z.strictObject({ label: label.optional(), data }),
}).meta(
  requestExamples({
    columns: {
      summary: 'Show the tags right after the reference',
      value: {
        data: {
          type: 'userSettings',
          attributes: {
            data: {
              columns: [
                { id: 'reference', visible: true },
                { id: 'tags', visible: true },
              ],
            },
          },
        },
      },
    },
  }),
);
