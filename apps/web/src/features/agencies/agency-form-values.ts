// The agency form's values as react-hook-form holds them (text fields as typed, blanks kept), from an agency or
// the defaults, and the attributes a save sends.
import { DEFAULT_AGENCY_MOBILE_SETTINGS, DEFAULT_AGENCY_PREFERENCES } from '@cargolens/domain/organizations';
import { blank } from '../organizations/contact-form-issues';
import { type AgencyFormField, agencyFormIssues } from './agency-form-issues';
import type { Agency, AgencyValues } from './use-agencies';

/** What a save sends, but the contact texts held as typed (blank, not null). */
export interface AgencyFormValues extends Omit<AgencyValues, 'phone' | 'address'> {
  phone: string;
  address: { postalCode: string; town: string; country: string };
}

export function agencyFormDefaults(agency: Agency | null): AgencyFormValues {
  return {
    name: agency?.name ?? '',
    phone: agency?.phone ?? '',
    address: {
      postalCode: agency?.address.postalCode ?? '',
      town: agency?.address.town ?? '',
      country: agency?.address.country ?? 'FR',
    },
    isDefault: agency?.isDefault ?? false,
    hasAutomaticEvent: agency?.hasAutomaticEvent ?? true,
    isCollaborator: agency?.isCollaborator ?? false,
    tolerableDelayMinutes: agency?.tolerableDelayMinutes ?? 15,
    riskyDelayMinutes: agency?.riskyDelayMinutes ?? 60,
    features: agency?.features ?? [],
    preferences: agency?.preferences ?? DEFAULT_AGENCY_PREFERENCES,
    mobileSettings: agency?.mobileSettings ?? DEFAULT_AGENCY_MOBILE_SETTINGS,
  };
}

export function agencyValueIssues(values: AgencyFormValues): Partial<Record<AgencyFormField, string>> {
  return agencyFormIssues({
    name: values.name,
    phone: values.phone,
    postalCode: values.address.postalCode,
    country: values.address.country,
    tolerableDelayMinutes: values.tolerableDelayMinutes,
    riskyDelayMinutes: values.riskyDelayMinutes,
    GPSFrequency: values.mobileSettings.GPSFrequency,
  });
}

export function toAgencyValues(values: AgencyFormValues): AgencyValues {
  const { address } = values;
  return {
    ...values,
    name: values.name.trim(),
    phone: blank(values.phone),
    address: {
      postalCode: blank(address.postalCode),
      town: blank(address.town),
      country: blank(address.country),
    },
  };
}
