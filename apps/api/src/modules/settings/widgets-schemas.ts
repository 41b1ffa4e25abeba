import {
  HOMEPAGE_WIDGET_KINDS,
  HOMEPAGE_WIDGET_LIMITS,
  HOMEPAGE_WIDGET_TITLE_MAX_LENGTH,
} from '@cargolens/domain/settings';
import { z } from 'zod';
import { requestExamples } from '../../http/jsonapi/body-schemas';
import { changeBody, publicId, toOneIdBody } from '../../http/jsonapi/public-id-schemas';
import { DEMO_SHIPPER_OPERATOR_ID } from '../../openapi/example-ids';
import { userParams } from './schemas';

export const widgetParams = userParams.extend({
  widgetId: publicId('Widget id'),
});

const title = z
  .string()
  .trim()
  .max(HOMEPAGE_WIDGET_TITLE_MAX_LENGTH)
  .nullable()
  .transform((value) => (value ? value : null))
  .describe('Shown instead of the kind’s name; empty or null for the kind’s name');
// The limit's choices are a domain rule (homepageWidgetIssues), answered at its pointer.
const limit = z
  .number()
  .int()
  .describe(`Rows shown: one of ${HOMEPAGE_WIDGET_LIMITS.join(', ')}`);

export const createWidgetBody = z
  .strictObject({
    data: z.strictObject({
      type: z.literal('homepageWidgets'),
      attributes: z.strictObject({
        kind: z.enum(HOMEPAGE_WIDGET_KINDS).describe('What the widget lists'),
        title: title.optional(),
        limit: limit.optional(),
      }),
    }),
  })
  .meta(
    requestExamples({
      late: {
        summary: 'A widget of the five soonest late stops',
        value: {
          data: { type: 'homepageWidgets', attributes: { kind: 'lateStops', title: 'Urgent', limit: 5 } },
        },
      },
    }),
  );

export const updateWidgetBody = changeBody('homepageWidgets', {
  attributes: z.strictObject({ title: title.optional(), limit: limit.optional() }),
}).meta(
  requestExamples({
    rows: {
      summary: 'Show twenty rows under the kind’s own name',
      value: { data: { type: 'homepageWidgets', attributes: { title: null, limit: 20 } } },
    },
  }),
);

export const duplicateSettingsBody = z
  .strictObject({
    data: z.strictObject({
      type: z.literal('settingsCopies'),
      relationships: z.strictObject({
        target: toOneIdBody('users'),
      }),
    }),
  })
  .describe('The user who receives the copies')
  .meta(
    requestExamples({
      colleague: {
        summary: 'Give a colleague the same homepage and preferences',
        value: {
          data: {
            type: 'settingsCopies',
            relationships: { target: { data: { type: 'users', id: DEMO_SHIPPER_OPERATOR_ID } } },
          },
        },
      },
    }),
  );
