import { z } from 'zod';
import { isActiveFilterParam } from '../../http/jsonapi/administered-record';
import { publicId } from '../../http/jsonapi/public-id-schemas';
import { commaList, pageParams, searchParam, sortParam } from '../../http/jsonapi/query-schemas';
import { geofenceInput } from './geofence-schema';

export const PLACE_SORT_FIELDS = ['name', 'town', 'createdAt', 'updatedAt'] as const;

export const listPlacesQuery = z.strictObject({
  ...pageParams,
  'filter[search]': searchParam('Name, town, postal code or external id contains'),
  'filter[country]': commaList().optional().describe('Comma list of ISO 3166-1 alpha-2 country codes'),
  'filter[isActive]': isActiveFilterParam('places'),
  'filter[organization]': publicId('Back-office only: one organization id').optional(),
  sort: sortParam(PLACE_SORT_FIELDS, 'name'),
});

export const placeParams = z.strictObject({ id: publicId('Place id') });

const text = (max: number) => z.string().max(max);
const channel = z.strictObject({ enabled: z.boolean(), value: text(255).nullable() });

const contact = z.strictObject({
  name: text(255),
  position: text(255).nullable().optional(),
  email: channel,
  phone: channel,
});

const attributes = z.strictObject({
  name: text(255),
  externalId: text(255).nullable().optional(),
  address: z.strictObject({
    street: text(255).nullable().optional(),
    postalCode: text(32).nullable().optional(),
    town: text(255),
    country: text(64).describe('ISO 3166-1 alpha-2, e.g. FR'),
  }),
  position: z
    .strictObject({ lat: z.number(), lng: z.number() })
    .nullable()
    .optional()
    .describe('Absent or null: geocoded from the address (or the centre of the geofence)'),
  timezone: text(64).nullable().optional().describe('IANA zone; absent: the zone of the position'),
  geofence: geofenceInput.nullable().optional().describe('Absent or null: a 500 m circle on the position'),
  contacts: z.array(contact).max(20).optional(),
  details: text(2000).nullable().optional(),
  phone: text(32).nullable().optional(),
  appointment: z.boolean().optional().describe('Deliveries here need an appointment'),
  isActive: z.boolean().optional(),
});

export const createPlaceQuery = z.strictObject({
  organization: publicId()
    .optional()
    .describe('Back-office only: the organization whose address book gets the place'),
});

export const createPlaceBody = z
  .strictObject({
    data: z.strictObject({ type: z.literal('places'), attributes }),
  })
  .meta({
    examples: [
      {
        data: {
          type: 'places',
          attributes: {
            name: 'Quai de chargement Vénissieux',
            address: {
              street: '12 Avenue de la République',
              postalCode: '69200',
              town: 'Vénissieux',
              country: 'FR',
            },
            geofence: {
              type: 'FeatureCollection',
              features: [
                {
                  type: 'Feature',
                  geometry: { type: 'Point', coordinates: [4.8868, 45.6975] },
                  properties: { radius: 300 },
                },
              ],
            },
            contacts: [
              {
                name: 'Léa Martin',
                position: 'Cheffe de quai',
                email: { enabled: true, value: 'lea.martin@example.com' },
                phone: { enabled: false, value: null },
              },
            ],
            appointment: true,
          },
        },
      },
    ],
  });

export const updatePlaceBody = z
  .strictObject({
    data: z.strictObject({
      type: z.literal('places'),
      id: z.string().max(32).optional(),
      attributes: attributes.partial().extend({
        address: attributes.shape.address.partial().optional(),
      }),
    }),
  })
  .meta({
    examples: [
      {
        data: {
          type: 'places',
          attributes: {
            details: 'Accès poids lourds par la rue de Savoie, quai 4',
            geofence: {
              type: 'FeatureCollection',
              features: [
                {
                  type: 'Feature',
                  geometry: {
                    type: 'Polygon',
                    coordinates: [
                      [
                        [4.946, 45.717],
                        [4.951, 45.717],
                        [4.951, 45.72],
                        [4.946, 45.72],
                      ],
                    ],
                  },
                },
              ],
            },
          },
        },
      },
    ],
  });

export type CreatePlaceBody = z.infer<typeof createPlaceBody>;
export type UpdatePlaceBody = z.infer<typeof updatePlaceBody>;
