// The §5 field rules an organization or agency form shares: phone, postal code, Salesforce id, identification
// numbers. One function for the API (which answers 400 on each field) and the web forms (which show the same
// messages before sending).
import type { ErrorCode } from '../errors';
import { identificationNumber, MESSAGES, parsePhone, postalCode, salesforceId } from '../validation';

export interface ContactFields {
  phone?: string | null;
  postalCode?: string | null;
  country?: string | null;
  salesforceId?: string | null;
  identificationNumbers?: readonly string[];
}

/** A field at fault, by its path below the attributes (`address/postalCode`, `identificationNumbers/1`). */
export interface ContactIssue {
  path: string;
  code: ErrorCode;
  detail: string;
}

export function contactIssues(fields: ContactFields): ContactIssue[] {
  const issues: ContactIssue[] = [];
  if (fields.phone && parsePhone(fields.phone, fields.country) === null)
    issues.push({ path: 'phone', code: 'validation.invalid_phone', detail: MESSAGES.phone });
  const zip = fields.postalCode ? postalCode(fields.postalCode) : null;
  if (zip) issues.push({ path: 'address/postalCode', code: 'validation.invalid_postal_code', detail: zip });
  const salesforce = fields.salesforceId ? salesforceId(fields.salesforceId) : null;
  if (salesforce) issues.push({ path: 'salesforceId', code: 'validation.not_valid', detail: salesforce });
  (fields.identificationNumbers ?? []).forEach((value, index) => {
    const message = identificationNumber(value);
    if (message)
      issues.push({ path: `identificationNumbers/${index}`, code: 'validation.too_short', detail: message });
  });
  return issues;
}
