import { normaliseEventName } from '../events';
import type { TimelineStepType } from './timeline-steps';

/** Per-agency visibility switches of shipment-domain.txt §3 (true = shown). */
export interface EventVisibilitySettings {
  readonly skipLoad: boolean;
  readonly skipDelivery: boolean;
  readonly towardsLoadingSite: boolean;
  readonly onLoadingSite: boolean;
  readonly leftLoadingSite: boolean;
  readonly goodsLoaded: boolean;
  readonly towardsDeliverySite: boolean;
  readonly onDeliverySite: boolean;
  readonly leftDeliverySite: boolean;
  readonly goodsDelivered: boolean;
}

export const DEFAULT_EVENT_VISIBILITY: EventVisibilitySettings = Object.freeze({
  skipLoad: false,
  skipDelivery: false,
  towardsLoadingSite: true,
  onLoadingSite: true,
  leftLoadingSite: true,
  goodsLoaded: true,
  towardsDeliverySite: true,
  onDeliverySite: true,
  leftDeliverySite: true,
  goodsDelivered: true,
});

type Switch = Exclude<keyof EventVisibilitySettings, 'skipLoad' | 'skipDelivery'>;

const SWITCH_OF: Readonly<Record<string, Switch>> = {
  DRIVING_TO_LOAD: 'towardsLoadingSite',
  ARR_LOAD: 'onLoadingSite',
  CON_LOAD: 'goodsLoaded',
  LEFT_LOADING_SITE: 'leftLoadingSite',
  DRIVING_TO_UNLOAD: 'towardsDeliverySite',
  ARR_UNLOAD: 'onDeliverySite',
  CON_UNLOAD: 'goodsDelivered',
  DRIVER_LEFT_UNLOAD: 'leftDeliverySite',
};

/**
 * Whether an event is shown. The "on site" switch is the parent of everything
 * that happens at the site (the step's other events, goods loaded/delivered,
 * leaving), so turning it off hides them all; skipLoad/skipDelivery hide the
 * whole side of the journey, driving towards the site included.
 */
export function isEventVisible(
  eventName: string,
  step: TimelineStepType,
  settings: EventVisibilitySettings = DEFAULT_EVENT_VISIBILITY,
): boolean {
  if (settings.skipLoad && (step === 'drivingLoadingSite' || step === 'onLoadingSite')) return false;
  if (settings.skipDelivery && (step === 'drivingDeliverySite' || step === 'onDeliverySite')) return false;
  if (step === 'onLoadingSite' && !settings.onLoadingSite) return false;
  if (step === 'onDeliverySite' && !settings.onDeliverySite) return false;
  const name = normaliseEventName(eventName);
  return !Object.hasOwn(SWITCH_OF, name) || settings[SWITCH_OF[name]!];
}
