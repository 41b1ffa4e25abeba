import {
  type AgencyMobileSettings,
  type AgencyPreferences,
  agencyMobileSettings,
  agencyPreferences,
} from '@cargolens/domain/organizations';
import { z } from 'zod';
import { ownerRelationship, presentOwner } from '../../http/jsonapi/administered-record';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { isoTime } from '../../kernel/iso-time';
import { encodeId } from '../../kernel/public-id';
import { addressOutput, presentAddress } from '../organizations';
import type { AgencyRow } from './repository';
import { agencyMobileSettingsInput, agencyPreferencesInput } from './schemas';

export const agencyResource = resourceSchema(
  'Agency',
  'agencies',
  {
    name: z.string(),
    externalId: z.string().nullable(),
    siret: z.string().nullable(),
    phone: z.string().nullable(),
    language: z.string(),
    town: z.string().nullable(),
    country: z.string().nullable(),
    address: addressOutput,
    isDefault: z.boolean().describe('The organization’s default agency, given to its new users'),
    features: z.array(z.string()).describe('Agency feature flags (shipment-domain §6)'),
    hasAutomaticEvent: z.boolean(),
    isCollaborator: z.boolean(),
    tolerableDelayMinutes: z.number().int(),
    riskyDelayMinutes: z.number().int(),
    preferences: agencyPreferencesInput.required().describe('Every preference, defaults filled in'),
    mobileSettings: agencyMobileSettingsInput
      .required()
      .describe('Every mobile-app setting, defaults filled in'),
    organizationName: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  },
  ownerRelationship,
);

export function presentAgency(agency: AgencyRow): z.infer<typeof agencyResource> {
  return {
    type: 'agencies',
    id: encodeId(agency.id),
    attributes: {
      name: agency.name,
      externalId: agency.external_id,
      siret: agency.siret,
      phone: agency.phone,
      language: agency.language,
      town: agency.town,
      country: agency.country,
      address: presentAddress(agency),
      isDefault: agency.is_default,
      features: agency.features,
      hasAutomaticEvent: agency.has_automatic_event,
      isCollaborator: agency.is_collaborator,
      tolerableDelayMinutes: agency.tolerable_delay_minutes,
      riskyDelayMinutes: agency.risky_delay_minutes,
      preferences: agencyPreferences(agency.preferences as Partial<AgencyPreferences>),
      mobileSettings: agencyMobileSettings(agency.mobile_settings as Partial<AgencyMobileSettings>),
      organizationName: agency.organization_name,
      createdAt: isoTime(agency.created_at),
      updatedAt: isoTime(agency.updated_at),
    },
    relationships: presentOwner(agency.organization_id),
  };
}
