// The Tours page's two views (shipment-domain §2 "Tours view choices") and the user setting that picks one
// (platform-core §3 Session: "tours page"; the default is tours.orders).

export const TOURS_VIEWS = ['tours.orders', 'tours.waypoints'] as const;
export type ToursView = (typeof TOURS_VIEWS)[number];
export const DEFAULT_TOURS_VIEW: ToursView = 'tours.orders';

export function isToursView(value: unknown): value is ToursView {
  return typeof value === 'string' && (TOURS_VIEWS as readonly string[]).includes(value);
}
