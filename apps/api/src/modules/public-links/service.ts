// Use cases of public tracking links (decision 0105): the owner shares, re-dates and revokes an order's link;
// anyone holding a live link reads the order's status, ETAs, delays and, unless the link is light, the truck's
// last position. The token is the only scope of the public side. Internal ids and field paths (decision 0222).
import { AppError } from '@cargolens/domain/errors';
import { isValidExpiry, publicLinkState, publicPositionShown } from '@cargolens/domain/public-links';
import type { Session } from '../../kernel/session';
import type { TenantScope } from '../../kernel/tenant-scope';
import { hashOfToken, isTokenShaped, type LinkTokens } from './link-token';
import type { PublicLinkRow, PublicLinksRepository } from './repository';

export interface LinkSettings {
  isLight?: boolean | undefined;
  expiresAt?: Date | null | undefined;
}

/** The order's link as its owner sees it: the token only while the link is live and can be unsealed. */
export interface OwnerLinkView {
  orderId: number;
  link: PublicLinkRow | null;
  token: string | null;
  now: number;
}

const notFound = () => new AppError('http.not_found', { detail: 'Order not found' });

function checkExpiry(expiresAt: Date | null | undefined, now: number) {
  if (expiresAt !== undefined && !isValidExpiry(expiresAt, now))
    throw new AppError('validation.not_valid', {
      detail: 'The expiry must be in the future',
      field: ['expiresAt'],
    });
}

export function createPublicLinksService(
  repository: PublicLinksRepository,
  tokens: LinkTokens,
  clock: () => number = Date.now,
) {
  async function ownedOrder(scope: TenantScope, id: number) {
    // Another organization's order, or one the caller only carries, answers like a missing one.
    const order = await repository.ownedOrder(scope, id);
    if (!order) throw notFound();
    return order;
  }

  function viewOf(orderId: number, link: PublicLinkRow | null, now: number): OwnerLinkView {
    const live = publicLinkState(link && { revokedAt: link.revoked_at, expiresAt: link.expires_at }, now);
    const token = link && live === 'ACTIVE' ? tokens.unseal(link.token_sealed) : null;
    return { orderId, link, token, now };
  }

  async function liveLink(orderId: number) {
    const link = await repository.latestOf(orderId);
    if (!link || link.revoked_at) throw new AppError('http.not_found', { detail: 'This order has no link' });
    return link;
  }

  return {
    async current(scope: TenantScope, orderId: number): Promise<OwnerLinkView> {
      const order = await ownedOrder(scope, orderId);
      return viewOf(order.id, (await repository.latestOf(order.id)) ?? null, clock());
    },

    /** A new link; the order's previous one stops working. */
    async create(session: Session, scope: TenantScope, orderId: number, settings: LinkSettings) {
      const now = clock();
      checkExpiry(settings.expiresAt, now);
      const order = await ownedOrder(scope, orderId);
      const issued = tokens.issue();
      const link = await repository.replace(
        order,
        {
          tokenHash: issued.hash,
          tokenSealed: issued.sealed,
          isLight: settings.isLight ?? false,
          expiresAt: settings.expiresAt ?? null,
        },
        session.userId,
        new Date(now),
      );
      return { orderId: order.id, link, token: issued.token, now };
    },

    /** Re-date (or un-date) the live link, or switch it to light and back; a revoked link stays revoked. */
    async update(scope: TenantScope, orderId: number, settings: LinkSettings) {
      const now = clock();
      checkExpiry(settings.expiresAt, now);
      const order = await ownedOrder(scope, orderId);
      const link = await liveLink(order.id);
      const updated = await repository.update(link.id, {
        ...(settings.expiresAt !== undefined ? { expires_at: settings.expiresAt } : {}),
        ...(settings.isLight !== undefined ? { is_light: settings.isLight } : {}),
      });
      return viewOf(order.id, updated, now);
    },

    async revoke(scope: TenantScope, orderId: number) {
      const now = clock();
      const order = await ownedOrder(scope, orderId);
      const link = await liveLink(order.id);
      await repository.revoke(link.id, new Date(now));
    },

    /** What the public page shows for a token: 404 for an unknown token, 410 for a revoked or expired one. */
    async publicEta(token: string) {
      const now = clock();
      const row = isTokenShaped(token) ? await repository.publicOrderOf(hashOfToken(token)) : undefined;
      if (!row) throw new AppError('http.not_found', { detail: 'No tracking link has this token' });
      if (publicLinkState({ revokedAt: row.revoked_at, expiresAt: row.expires_at }, now) !== 'ACTIVE')
        throw new AppError('public_link.gone_error');
      const showPosition = publicPositionShown({ isLight: row.is_light }, row.tour_status);
      const [stops, position] = await Promise.all([
        repository.publicStopsOf(row.order_id),
        showPosition && row.resource_id !== null
          ? repository.latestPositionOf(row.resource_id)
          : Promise.resolve(undefined),
      ]);
      return { order: row, stops, position: position ?? null, tokenHash: hashOfToken(token), now };
    },
  };
}

export type PublicLinksService = ReturnType<typeof createPublicLinksService>;
export type PublicEta = Awaited<ReturnType<PublicLinksService['publicEta']>>;
