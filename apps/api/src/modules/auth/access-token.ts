// Access tokens are short-lived HS256 JWTs; the claims the front end decodes are `exp` and `hashid` (spec §7).
import { AppError } from '@cargolens/domain/errors';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { decodeId, encodeId } from '../../kernel/public-id';
import type { Session } from '../../kernel/session';

export interface TokenSigner {
  sign(session: Session): Promise<{ token: string; expiresAt: Date }>;
  verify(token: string): Promise<Session>;
}

/** How many verified tokens one process remembers; past that it forgets them all and verifies afresh. */
const VERIFIED_TOKENS_KEPT = 10_000;

function strings(claim: unknown): string[] {
  return Array.isArray(claim) ? claim.map(String) : [];
}

export function createTokenSigner(secret: string, ttlSeconds: number): TokenSigner {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { session: Session; expiresAtMs: number }>();
  return {
    async sign(session) {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const token = await new SignJWT({
        hashid: encodeId(session.userId),
        org: encodeId(session.organizationId),
        roles: session.roles,
        // The features go in the token so that checking a route's permission needs no query (decision 0080).
        feat: session.features,
        ofeat: session.organizationFeatures,
        // Who really acts while impersonating (decision 0142); the web app shows it, the audit records it.
        ...(session.impersonatorId !== undefined ? { imp: encodeId(session.impersonatorId) } : {}),
        ver: session.accessVersion ?? 0,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(encodeId(session.userId))
        .setIssuer('cargolens')
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      // A token whose signature was checked once is trusted until its own expiry: verifying HMAC and
      // decoding claims on every call was ~10 % of the orders list's CPU (bench:api profile).
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return known.session;
        verified.delete(token);
        throw new AppError('http.token_expired');
      }
      try {
        const { payload } = await jwtVerify(token, key, { issuer: 'cargolens', algorithms: ['HS256'] });
        const userId = decodeId(String(payload.hashid ?? ''));
        const organizationId = decodeId(String(payload.org ?? ''));
        if (userId === undefined || organizationId === undefined) throw new AppError('http.unauthorized');
        const impersonatorId = payload.imp === undefined ? undefined : decodeId(String(payload.imp));
        if (payload.imp !== undefined && impersonatorId === undefined)
          throw new AppError('http.unauthorized');
        const session: Session = {
          userId,
          organizationId,
          roles: strings(payload.roles),
          features: strings(payload.feat),
          organizationFeatures: strings(payload.ofeat),
          ...(impersonatorId !== undefined ? { impersonatorId } : {}),
          accessVersion: typeof payload.ver === 'number' ? payload.ver : 0,
        };
        if (typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
          verified.set(token, { session, expiresAtMs: payload.exp * 1000 });
        }
        return session;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new AppError('http.token_expired');
        throw new AppError('http.unauthorized');
      }
    },
  };
}
