// The public tracking link of an order (shipment-domain §1 "public tracking links", platform-core §2 public ETA
// page; decision 0105): whether a link still opens, and what its page may show.
import { isGpsPositionShown } from '../tours/tour-status';

/** Random bytes of a link's token: 256 bits, far past the 128 that make guessing hopeless. */
export const PUBLIC_LINK_TOKEN_BYTES = 32;

export const PUBLIC_LINK_STATES = ['NONE', 'ACTIVE', 'EXPIRED', 'REVOKED'] as const;
export type PublicLinkState = (typeof PUBLIC_LINK_STATES)[number];

export interface PublicLinkFacts {
  readonly revokedAt: Date | null;
  readonly expiresAt: Date | null;
}

/** Revocation wins over expiry; a link expires at its date, not a millisecond later. */
export function publicLinkState(link: PublicLinkFacts | null | undefined, now: number): PublicLinkState {
  if (!link) return 'NONE';
  if (link.revokedAt) return 'REVOKED';
  if (link.expiresAt && link.expiresAt.getTime() <= now) return 'EXPIRED';
  return 'ACTIVE';
}

/**
 * The truck's position on the public page: never on a light link (the spec's PUBLIC_LINK light variant), and
 * otherwise only while the tour runs, as everywhere else (tour-status.ts).
 */
export function publicPositionShown(link: { readonly isLight: boolean }, tourStatus: string | null): boolean {
  return !link.isLight && isGpsPositionShown(tourStatus);
}

/** An expiry the owner may set: in the future. Null (never) is always allowed. */
export function isValidExpiry(expiresAt: Date | null, now: number): boolean {
  return expiresAt === null || expiresAt.getTime() > now;
}
