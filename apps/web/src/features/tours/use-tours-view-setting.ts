/**
 * The user's "tours page" setting (platform-core §3 Session settings; the user-settings type `toursView`),
 * which opens the Tours page in tours.orders or tours.waypoints when the address bar does not say.
 *
 * The user-settings API (GET /my-settings, built with the orders list) is not in this branch yet: until it
 * is, no user has the setting and the page opens in tours.orders, the spec's default. Wiring it is one query
 * here; nothing else changes.
 */
export function useToursViewSetting(): string | undefined {
  return undefined;
}
