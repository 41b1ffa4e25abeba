// An organization's authenticationMethod (shipment-domain §3): which ways of signing in its users may take.
export const AUTHENTICATION_METHODS = [
  'CARGOLENS_CREDENTIALS_ONLY',
  'SSO_ONLY',
  'SSO_OR_CARGOLENS_CREDENTIALS',
] as const;

export type AuthenticationMethod = (typeof AUTHENTICATION_METHODS)[number];

export type SignInWay = 'password' | 'sso';

/** Whether users of an organization with this method may sign in this way; an unknown method allows passwords only. */
export function allowsSignIn(method: string, way: SignInWay): boolean {
  switch (method) {
    case 'SSO_ONLY':
      return way === 'sso';
    case 'SSO_OR_CARGOLENS_CREDENTIALS':
      return true;
    default:
      return way === 'password';
  }
}

/** A login hint as /auth/sso/{loginHint} carries it: lower-case letters, digits, dot, dash, underscore. */
export function normalizeLoginHint(hint: string): string | null {
  const lower = hint.trim().toLowerCase();
  return /^[a-z0-9][a-z0-9._-]{0,79}$/.test(lower) ? lower : null;
}
