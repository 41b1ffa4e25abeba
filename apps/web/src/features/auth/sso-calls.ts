import type { GetDocument } from '../../app/api/api-types';
import { api } from '../../app/session';

export type LoginHintDocument = GetDocument<'/sso/{loginHint}'>;

/** GET /api/sso/{loginHint}: the organization a hint signs in to; 404 unknown hint, 403 credentials only. */
export function describeLoginHint(hint: string): Promise<LoginHintDocument> {
  return api.request<LoginHintDocument>(`/sso/${encodeURIComponent(hint)}`, { auth: false, toast: false });
}

/** Where the browser starts the code flow: the API redirects it to the organization's provider. */
export function authorizationAddress(hint: string): string {
  return `/api/sso/${encodeURIComponent(hint)}/authorization`;
}

/** The catalogue text (sso.errors.*) for a failed single sign-on call. */
export function ssoErrorKey(error: unknown): SsoErrorKey {
  const code = (error as { code?: string } | null)?.code;
  switch (code) {
    case 'auth.sso_not_configured':
      return 'notConfigured';
    case 'auth.sso_not_allowed':
      return 'notAllowed';
    case 'auth.sso_unknown_user':
      return 'unknownUser';
    case 'auth.sso_provider_unavailable':
      return 'unavailable';
    default:
      return 'failed';
  }
}

export type SsoErrorKey = 'notConfigured' | 'notAllowed' | 'unknownUser' | 'unavailable' | 'failed';
