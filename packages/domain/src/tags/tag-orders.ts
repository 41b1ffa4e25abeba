// Putting a tag on orders or taking it off by hand (shipment-domain §3 Tags, "Tag actions: added, removed").
import { isTagClosable } from './tag-permissions';

export const ORDER_TAG_ACTIONS = ['addTag', 'removeTag'] as const;
export type OrderTagAction = (typeof ORDER_TAG_ACTIONS)[number];

/**
 * Why a caller may not apply this tag action, or null when they may. Automatically assigned tags come and go
 * with the platform's rules, so nobody adds them by hand; taking a tag off an order is closing it, which needs
 * the tag to be closable for the caller.
 */
export function orderTaggingRefusal(
  action: OrderTagAction,
  tag: { isAutomaticallyAssigned: boolean; actionPermissions?: readonly string[] | null },
): string | null {
  if (tag.isAutomaticallyAssigned) return 'An automatically assigned tag is not added or removed by hand';
  if (action === 'removeTag' && !isTagClosable(tag))
    return 'Taking a tag off orders needs ADMINISTRATION_TAGS';
  return null;
}
