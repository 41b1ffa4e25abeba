// The agency form's checks before sending: name required, the §5 contact rules, the delay thresholds and the
// GPS frequency within the bounds the API holds them to (all from the domain), by form field.
import {
  AGENCY_DELAY_MINUTES,
  delayThresholdsIssue,
  GPS_FREQUENCY_SECONDS,
} from '@cargolens/domain/organizations';
import { between, MESSAGES } from '@cargolens/domain/validation';
import { blank, type ContactFormField, contactFormIssues } from '../organizations/contact-form-issues';

export interface AgencyFormChecked {
  name: string;
  phone: string;
  postalCode: string;
  country: string;
  /** NaN while the number field is empty. */
  tolerableDelayMinutes: number;
  riskyDelayMinutes: number;
  GPSFrequency: number;
}

export type AgencyFormField =
  | 'name'
  | Exclude<ContactFormField, 'salesforceId' | 'identificationNumbers'>
  | 'tolerableDelayMinutes'
  | 'riskyDelayMinutes'
  | 'mobileSettings.GPSFrequency';

function numberIssue(value: number, bounds: { min: number; max: number }): string | null {
  if (Number.isNaN(value)) return MESSAGES.required;
  if (!Number.isInteger(value)) return MESSAGES.integer;
  return between(bounds.min, bounds.max)(value);
}

export function agencyFormIssues(values: AgencyFormChecked): Partial<Record<AgencyFormField, string>> {
  const out: Partial<Record<AgencyFormField, string>> = {};
  if (!values.name.trim()) out.name = MESSAGES.required;
  Object.assign(
    out,
    contactFormIssues({
      phone: blank(values.phone),
      postalCode: blank(values.postalCode),
      country: blank(values.country),
    }),
  );
  const tolerable = numberIssue(values.tolerableDelayMinutes, AGENCY_DELAY_MINUTES);
  const risky =
    numberIssue(values.riskyDelayMinutes, AGENCY_DELAY_MINUTES) ??
    (tolerable ? null : delayThresholdsIssue(values.tolerableDelayMinutes, values.riskyDelayMinutes));
  const gps = numberIssue(values.GPSFrequency, GPS_FREQUENCY_SECONDS);
  if (tolerable) out.tolerableDelayMinutes = tolerable;
  if (risky) out.riskyDelayMinutes = risky;
  if (gps) out['mobileSettings.GPSFrequency'] = gps;
  return out;
}
