// The §5 contact rules of organizations and agencies (the domain's contactIssues, which the API answers with)
// by form field, so the forms say before sending what the API would answer.
import { type ContactFields, contactIssues } from '@cargolens/domain/organizations';

export type ContactFormField = 'phone' | 'address.postalCode' | 'salesforceId' | 'identificationNumbers';

/** Blank text is no value: an empty optional field breaks no rule. */
export const blank = (text: string) => (text.trim() ? text.trim() : null);

/** "FR123, FR456" as the list the API takes. */
export const identificationNumbersOf = (text: string) =>
  text
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

/** The first §5 message of each field, in the domain's English (validationText translates it). */
export function contactFormIssues(fields: ContactFields): Partial<Record<ContactFormField, string>> {
  const out: Partial<Record<ContactFormField, string>> = {};
  for (const issue of contactIssues(fields)) {
    const field = (
      issue.path.startsWith('identificationNumbers/') ? 'identificationNumbers' : issue.path.replace('/', '.')
    ) as ContactFormField;
    out[field] ??= issue.detail;
  }
  return out;
}
