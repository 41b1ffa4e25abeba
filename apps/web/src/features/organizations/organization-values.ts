// What an organization form sends (decision 0130): the back office every field; a client administrator its
// contact fields only, since sending profile, sign-in method or features at all, even unchanged, is refused.
import { blank, identificationNumbersOf } from './contact-form-issues';
import type { OrganizationValues } from './use-organizations';

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
