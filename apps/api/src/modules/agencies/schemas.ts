import {
  AGENCY_DELAY_MINUTES,
  ETA_DISPLAY_MODES,
  GEOFENCING_POSITIONS,
  GOODS_DECLARATION_TYPES,
  GPS_FREQUENCY_SECONDS,
  ROAD_SHIPMENT_TYPES,
  TRACKING_MODES,
} from '@cargolens/domain/organizations';
import { MESSAGES } from '@cargolens/domain/validation';
import { z } from 'zod';
import { nullableText, requestExamples, requiredText } from '../../http/jsonapi/body-schemas';
import { changeBody, createForOrganizationBody, publicId } from '../../http/jsonapi/public-id-schemas';
import { pageParams, searchParam, sortParam } from '../../http/jsonapi/query-schemas';
import { addressInput, featureNames } from '../organizations';

export const AGENCY_SORT_FIELDS = ['name', 'createdAt'] as const;

export const listAgenciesQuery = z.strictObject({
  ...pageParams,
  'filter[search]': searchParam('Name or external id contains'),
  'filter[isCollaborator]': z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('Collaborator agencies only (true), or the others (false)'),
  'filter[organization]': publicId('Back-office only: one organization id').optional(),
  sort: sortParam(AGENCY_SORT_FIELDS, 'name'),
});

export const agencyParams = z.strictObject({ id: publicId('Agency id') });

export const agencyNameParams = z.strictObject({
  value: z.string().min(1).max(200).describe('Agency name to look for, exactly as it would be saved'),
});

export const agencyNameQuery = z.strictObject({
  organization: publicId()
    .optional()
    .describe('Back office: the organization to look in (default: the caller’s)'),
});

/** An integer within bounds, refused with the §5 messages the agency form shows too. */
const boundedInteger = ({ min, max }: { min: number; max: number }) =>
  z
    .number()
    .int({ error: MESSAGES.integer })
    .min(min, { error: MESSAGES.min(min) })
    .max(max, { error: MESSAGES.max(max) });

const minutes = boundedInteger(AGENCY_DELAY_MINUTES);

const etaDisplay = z.enum(ETA_DISPLAY_MODES);

export const agencyPreferencesInput = z
  .strictObject({
    PURGED_DAY: z.number().int().min(1).max(3650).nullable(),
    ROAD_SHIPMENT_TYPE: z.enum(ROAD_SHIPMENT_TYPES),
    GEOFENCING_POSITIONS: z.enum(GEOFENCING_POSITIONS),
    INTERNAL_ETA_VISIBILITY: z.boolean(),
    ETA_DISPLAY_ON_TIME: etaDisplay,
    ETA_DISPLAY_TOLERABLE: etaDisplay,
    ETA_DISPLAY_LATE: etaDisplay,
  })
  .partial()
  .describe('Name/value preferences (shipment-domain §3 Agency); a name left out keeps its value');

export const agencyMobileSettingsInput = z
  .strictObject({
    areUnexpectedGoodsAllowedAtDelivery: z.boolean(),
    areUnexpectedGoodsAllowedAtLoading: z.boolean(),
    isShipmentSearchByRefDisabled: z.boolean(),
    emptyGoodsDefaultType: z.string().trim().max(40).nullable(),
    GPSFrequency: boundedInteger(GPS_FREQUENCY_SECONDS).describe('Seconds between two positions'),
    goodsDeclarationType: z.enum(GOODS_DECLARATION_TYPES),
    isMandatoryScan: z.boolean(),
    isMandatoryPod: z.boolean(),
    isReturnablePackingsDeclarationAllowed: z.boolean(),
    isSignatureAtDeliveryRequired: z.boolean(),
    isSignatureAtLoadingRequired: z.boolean(),
    requestProductDataFromBarcodeScan: z.boolean(),
    trackingMode: z.enum(TRACKING_MODES),
  })
  .partial()
  .describe('Mobile-app settings of the agency’s drivers; a name left out keeps its value');

const attributes = z.strictObject({
  name: requiredText(255),
  externalId: nullableText(255).optional(),
  siret: nullableText(40).optional(),
  phone: nullableText(40).optional().describe('Stored in international form'),
  language: z.string().trim().min(2).max(5).optional(),
  address: addressInput.optional(),
  isDefault: z.boolean().optional().describe('The organization’s default agency (decision 0131)'),
  features: featureNames.optional(),
  hasAutomaticEvent: z.boolean().optional().describe('Default true'),
  isCollaborator: z.boolean().optional().describe('Default false'),
  tolerableDelayMinutes: minutes.optional().describe('Late by more than this: tolerably late'),
  riskyDelayMinutes: minutes.optional().describe('Late by more than this: late'),
  preferences: agencyPreferencesInput.optional(),
  mobileSettings: agencyMobileSettingsInput.optional(),
});

export type AgencyInput = z.infer<typeof attributes>;

export const createAgencyBody = createForOrganizationBody('agencies', attributes, 'agency').meta(
  requestExamples({
    create: {
      summary: 'An agency in Grenoble that shows late ETAs with their delay',
      value: {
        data: {
          type: 'agencies',
          attributes: {
            name: 'Agence Grenoble',
            phone: '+33 4 76 00 00 00',
            address: { postalCode: '38000', town: 'Grenoble', country: 'FR' },
            features: ['AUTO_CONFIRM', 'PUBLIC_LINK'],
            tolerableDelayMinutes: 20,
            riskyDelayMinutes: 45,
            preferences: { ETA_DISPLAY_LATE: 'ETA_AND_DELAY', ROAD_SHIPMENT_TYPE: 'LTL' },
            mobileSettings: { isMandatoryPod: true },
          },
        },
      },
    },
  }),
);

export const updateAgencyBody = changeBody('agencies', { attributes: attributes.partial() }).meta(
  requestExamples({
    thresholds: {
      summary: 'Tolerate 10 minutes of delay, call it late after 30',
      value: {
        data: { type: 'agencies', attributes: { tolerableDelayMinutes: 10, riskyDelayMinutes: 30 } },
      },
    },
  }),
);
