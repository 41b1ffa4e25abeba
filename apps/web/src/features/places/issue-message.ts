// Field problems, found by the domain rules in the browser or answered by the API, in the reader's language.
// The API's texts are the spec's English messages; the catalogues hold the same messages in every language.
import type { FieldIssue } from '@cargolens/domain/errors';
import type { TFunction } from 'i18next';

export interface Issue {
  code: string;
  message: string;
  /** Relative to the place's attributes: /address/town, /geofence/features/0/properties/radius. */
  pointer: string;
}

const ATTRIBUTES = '/data/attributes';

/** JSON:API error objects of a failed save, as issues; those without a pointer land on the form itself. */
export function issuesFromErrors(
  errors: readonly { code?: string; detail?: string; title?: string; source?: { pointer?: string } }[],
): Issue[] {
  return errors.map((error) => ({
    code: error.code ?? 'validation.not_valid',
    message: error.detail ?? error.title ?? '',
    pointer: (error.source?.pointer ?? '').replace(ATTRIBUTES, ''),
  }));
}

export function fromFieldIssues(issues: readonly FieldIssue[], prefix = ''): Issue[] {
  return issues.map((issue) => ({
    code: issue.code,
    message: issue.detail ?? '',
    pointer: `${prefix}${issue.pointer}`,
  }));
}

const bound = (message: string) => Number(/-?\d+(\.\d+)?/.exec(message)?.[0] ?? 0);

export function issueMessage(t: TFunction, issue: Issue): string {
  switch (issue.code) {
    case 'validation.required':
    case 'validation.missing_field':
      return issue.message === 'You have to draw at least one geofencing'
        ? t('validation.atLeastOneGeofence')
        : t('validation.required');
    case 'validation.too_low':
      return t('validation.min', { n: bound(issue.message) });
    case 'validation.too_high':
      return t('validation.max', { n: bound(issue.message) });
    case 'validation.too_long':
      return t('validation.maxLength', { n: bound(issue.message) });
    case 'validation.invalid_email':
      return t('validation.email');
    case 'validation.invalid_phone':
      return t('validation.phone');
    case 'validation.invalid_postal_code':
      return t('validation.postalCode');
    case 'validation.invalid_country':
      return t('validation.country');
    case 'validation.invalid_timezone':
      return t('validation.timezone');
    case 'validation.geo_polygon_too_few_coordinates':
      return t('validation.polygonTooFew');
    case 'validation.geo_polygon_not_closed':
      return t('validation.polygonNotClosed');
    case 'http.conflict_error':
      return t('validation.alreadyUsed');
    case 'place.position.not_found_error':
      return t('validation.notLocated');
    default:
      return t('validation.notValid');
  }
}

/** The message for one field: the first issue at that pointer. */
export function messageAt(t: TFunction, issues: readonly Issue[], pointer: string): string | undefined {
  const issue = issues.find((candidate) => candidate.pointer === pointer);
  return issue ? issueMessage(t, issue) : undefined;
}

/** The first message anywhere under a pointer (the geofence's coordinates, radius, features). */
export function messageUnder(t: TFunction, issues: readonly Issue[], pointer: string): string | undefined {
  const issue = issues.find(
    (candidate) => candidate.pointer === pointer || candidate.pointer.startsWith(`${pointer}/`),
  );
  return issue ? issueMessage(t, issue) : undefined;
}
