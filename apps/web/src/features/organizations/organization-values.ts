// What an organization form sends (decision 0130): the back office every field; a client administrator its
// contact fields only, since sending profile, sign-in method or features at all, even unchanged, is refused.
import { DEFAULT_ORGANIZATION_PROFILE } from '@cargolens/domain/organizations';
import { blank, contactFormIssues, identificationNumbersOf } from './contact-form-issues';
import type { Organization, OrganizationValues } from './use-organizations';

export interface OrganizationFormState {
  name: string;
  profile: NonNullable<OrganizationValues['profile']>;
  authenticationMethod: NonNullable<OrganizationValues['authenticationMethod']>;
  language: string;
  phone: string;
  salesforceId: string;
  /** Comma separated, as typed. */
  identificationNumbers: string;
  street: string;
  postalCode: string;
  town: string;
  country: string;
  features: string[];
}

export function organizationValues(
  form: OrganizationFormState,
  who: { backOffice: boolean; creating: boolean },
): OrganizationValues {
  return {
    name: form.name.trim(),
    language: form.language,
    phone: blank(form.phone),
    salesforceId: blank(form.salesforceId),
    identificationNumbers: identificationNumbersOf(form.identificationNumbers),
    address: {
      street: blank(form.street),
      postalCode: blank(form.postalCode),
      town: blank(form.town),
      country: blank(form.country),
    },
    ...(who.backOffice ? { profile: form.profile, authenticationMethod: form.authenticationMethod } : {}),
    // A new organization without features chosen gets the defaults (§6).
    ...(who.backOffice && (!who.creating || form.features.length > 0) ? { features: form.features } : {}),
  };
}

/** The form's first values: the organization's, or a new one's (no features chosen: the API gives the defaults). */
export function organizationFormDefaults(organization: Organization | null): OrganizationFormState {
  return {
    name: organization?.name ?? '',
    profile: organization?.profile ?? DEFAULT_ORGANIZATION_PROFILE,
    authenticationMethod: organization?.authenticationMethod ?? 'CARGOLENS_CREDENTIALS_ONLY',
    language: organization?.language ?? 'fr',
    phone: organization?.phone ?? '',
    salesforceId: organization?.salesforceId ?? '',
    identificationNumbers: (organization?.identificationNumbers ?? []).join(', '),
    street: organization?.address.street ?? '',
    postalCode: organization?.address.postalCode ?? '',
    town: organization?.address.town ?? '',
    country: organization?.address.country ?? 'FR',
    features: organization?.features ?? [],
  };
}

/** The domain's contact rules over the form's text, by field. */
export function organizationFormIssues(form: OrganizationFormState) {
  return contactFormIssues({
    phone: blank(form.phone),
    postalCode: blank(form.postalCode),
    country: blank(form.country),
    salesforceId: blank(form.salesforceId),
    identificationNumbers: identificationNumbersOf(form.identificationNumbers),
  });
}
