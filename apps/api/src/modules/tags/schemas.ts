import { TAG_COLOUR_NAMES, TAG_COLOURS, TAG_LABEL_MAX_LENGTH, tagColourHex } from '@cargolens/domain/tags';
import { z } from 'zod';
import { requestExamples, requiredText } from '../../http/jsonapi/body-schemas';
import { changeBody, createForOrganizationBody, publicId } from '../../http/jsonapi/public-id-schemas';
import { pageParams, searchParam, sortParam } from '../../http/jsonapi/query-schemas';

export const TAG_SORT_FIELDS = ['label', 'createdAt'] as const;

export const listTagsQuery = z.strictObject({
  ...pageParams,
  'filter[search]': searchParam('Label contains'),
  'filter[organization]': publicId('Back-office only: one organization id').optional(),
  sort: sortParam(TAG_SORT_FIELDS, 'label'),
});

export const tagParams = z.strictObject({ id: publicId('Tag id') });

export const tagNameParams = z.strictObject({
  id: publicId('Organization id'),
  value: z.string().min(1).max(200).describe('Tag label to look for, exactly as it would be saved'),
});

const tagLabel = requiredText(TAG_LABEL_MAX_LENGTH);

/** A colour name of shipment-domain §3, or one of their hex values; stored as the hex value. */
const tagColour = z
  .string()
  .max(20)
  .transform((value, context) => {
    const hex = tagColourHex(value);
    if (hex) return hex;
    context.addIssue({
      code: 'custom',
      message: `One of ${TAG_COLOUR_NAMES.join(', ')}, or their hex values`,
      params: { code: 'validation.invalid_choice' },
    });
    return z.NEVER;
  })
  .describe(
    `Colour name (${TAG_COLOUR_NAMES.join(', ')}) or its hex value (${TAG_COLOURS.map((c) => c.hex).join(', ')})`,
  );

export const createTagBody = createForOrganizationBody(
  'tags',
  z.strictObject({ label: tagLabel, color: tagColour.optional() }),
  'tag',
).meta(
  requestExamples({
    create: {
      summary: 'A teal tag for the caller’s organization',
      value: { data: { type: 'tags', attributes: { label: 'Quai 4', color: 'teal' } } },
    },
  }),
);

export const updateTagBody = changeBody('tags', {
  attributes: z.strictObject({ label: tagLabel.optional(), color: tagColour.optional() }),
}).meta(
  requestExamples({
    recolour: {
      summary: 'Make the tag orange',
      value: { data: { type: 'tags', attributes: { color: 'orange' } } },
    },
  }),
);
