// Request schemas of the resources (means) API. Types, choices and lengths are checked here; the rules that
// need the organization or today (phone numbers, year bounds, type-specific fields) run in the service
// through the domain's resourceIssues, with the same §5 messages.
import { RESOURCE_LIMITS, RESOURCE_MODES, RESOURCE_TYPES } from '@cargolens/domain/resources';
import { MESSAGES } from '@cargolens/domain/validation';
import { z } from 'zod';
import { isActiveFilterParam } from '../../http/jsonapi/administered-record';
import { nullableText, requestExamples, requiredText } from '../../http/jsonapi/body-schemas';
import { changeBody, createForOrganizationBody, publicId } from '../../http/jsonapi/public-id-schemas';
import { commaListOf, pageParams, searchParam, sortParam } from '../../http/jsonapi/query-schemas';

export const MEAN_SORT_FIELDS = [
  'label',
  'externalId',
  'mode',
  'meanType',
  'yearOfManufacturing',
  'createdAt',
] as const;

export const listMeansQuery = z.strictObject({
  ...pageParams,
  'filter[search]': searchParam('Label, external id, telematic unit id or driver name contains'),
  'filter[mode]': commaListOf(RESOURCE_MODES).optional().describe('Comma list of modes'),
  'filter[type]': commaListOf(RESOURCE_TYPES).optional().describe('Comma list of types'),
  'filter[isActive]': isActiveFilterParam('resources'),
  'filter[organization]': publicId('Back-office only: one organization id').optional(),
  sort: sortParam(MEAN_SORT_FIELDS, 'label'),
});

/** The resource id as other modules' routes read it (positions' track). */
export const meanParams = z.strictObject({ id: z.string().min(1).max(32).describe('Resource id') });

/** The same, decoded for the means routes' services (decision 0222). */
export const meanIdParams = z.strictObject({ id: publicId('Resource id') });

const text = (max: number) => nullableText(max).optional();

const attributes = {
  externalId: text(RESOURCE_LIMITS.externalId).describe('Your own reference, unique in the organization'),
  mode: z.enum(RESOURCE_MODES).optional().describe('Default truck (shipment-domain §9)'),
  // The spec's mean.type: JSON:API reserves `type` for the resource type, so the attribute is meanType.
  meanType: z
    .enum(RESOURCE_TYPES)
    .optional()
    .describe('telematic (default): a vehicle or telematic unit; mobileDriver: a driver’s phone'),
  telematicUnitId: text(RESOURCE_LIMITS.telematicUnitId).describe(
    'Id the telematic unit reports under, unique in the organization; kept only for meanType telematic',
  ),
  mobileDriver: z
    .strictObject({
      name: z
        .string()
        .max(RESOURCE_LIMITS.driverName, { error: MESSAGES.maxLength(RESOURCE_LIMITS.driverName) }),
      phoneNumber: z
        .string()
        .max(40, { error: MESSAGES.phone })
        .describe('International, or national in the organization’s country; stored in E.164'),
    })
    .nullable()
    .optional()
    .describe('Required for meanType mobileDriver, kept only for it'),
  engineType: text(RESOURCE_LIMITS.engineType),
  fuelType: text(RESOURCE_LIMITS.fuelType),
  truckSize: text(RESOURCE_LIMITS.truckSize),
  vehicleIdentificationNumber: z
    .string()
    .max(40, { error: MESSAGES.maxLength(RESOURCE_LIMITS.vehicleIdentificationNumber) })
    .nullable()
    .optional()
    .describe('VIN, at most 17 characters once spaces are removed'),
  yearOfManufacturing: z
    .number({ error: MESSAGES.integer })
    .int({ error: MESSAGES.integer })
    .nullable()
    .optional()
    .describe(`From ${RESOURCE_LIMITS.yearOfManufacturingMin} to next year`),
};

export const createMeanBody = createForOrganizationBody(
  'means',
  z.strictObject({ label: requiredText(RESOURCE_LIMITS.label), ...attributes }),
  'resource',
).meta(
  requestExamples({
    truck: {
      summary: 'A truck with its telematic unit',
      value: {
        data: {
          type: 'means',
          attributes: {
            label: 'GH-482-KL',
            mode: 'truck',
            telematicUnitId: '352093081234567',
            fuelType: 'Diesel',
            truckSize: '44 t',
            vehicleIdentificationNumber: 'VF620000012345678',
            yearOfManufacturing: 2022,
          },
        },
      },
    },
    mobileDriver: {
      summary: 'A driver’s phone',
      value: {
        data: {
          type: 'means',
          attributes: {
            label: 'Mobile Léa Robert',
            meanType: 'mobileDriver',
            mobileDriver: { name: 'Léa Robert', phoneNumber: '+33 6 39 98 00 42' },
          },
        },
      },
    },
  }),
);

export const updateMeanBody = changeBody('means', {
  attributes: z.strictObject({ label: requiredText(RESOURCE_LIMITS.label).optional(), ...attributes }),
}).meta(
  requestExamples({
    details: {
      summary: 'Complete the vehicle details',
      value: { data: { type: 'means', attributes: { fuelType: 'HVO100', yearOfManufacturing: 2021 } } },
    },
  }),
);

export type MeanAttributes = z.infer<typeof updateMeanBody>['data']['attributes'];
