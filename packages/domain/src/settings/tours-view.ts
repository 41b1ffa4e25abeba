// The Tours page's two views (shipment-domain §2 "Tours view choices") and the user setting that picks one
// (platform-core §3 Session: "tours page"; the default is tours.orders).
import { isOneOf } from '../guards';

export const TOURS_VIEWS = ['tours.orders', 'tours.waypoints'] as const;
export type ToursView = (typeof TOURS_VIEWS)[number];
export const DEFAULT_TOURS_VIEW: ToursView = 'tours.orders';

export function isToursView(value: unknown): value is ToursView {
  return isOneOf(TOURS_VIEWS, value);
}
