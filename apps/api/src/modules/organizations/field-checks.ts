// Turns the §5 contact rules into one 400 answer with a field path per field, for organizations and agencies.
import { assertNoIssues, type FieldPath } from '@cargolens/domain/errors';
import { type ContactFields, contactIssues } from '@cargolens/domain/organizations';
import { parsePhone } from '@cargolens/domain/validation';

export function assertContactFields(fields: ContactFields): void {
  assertNoIssues(
    contactIssues(fields).map((issue) => ({
      code: issue.code,
      detail: issue.detail,
      field: issue.path.split('/') as unknown as FieldPath,
    })),
  );
}

/** A phone as stored: international form, or null when blank (it was validated before). */
export function storedPhone(
  phone: string | null | undefined,
  country: string | null,
): string | null | undefined {
  if (phone === undefined) return undefined;
  return phone ? (parsePhone(phone, country) ?? phone) : null;
}
