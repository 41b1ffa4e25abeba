import type { StopType } from './stop-types';

export type StopActivity = 'LOADING' | 'UNLOADING';

/**
 * What an order does at a stop of each type: goods are taken at loading and ready-for-pickup stops and left at
 * every kind of delivery stop; hubs, terminals, transit and intermediate stops are passed through (null).
 */
export function activityOfStopType(stopType: StopType): StopActivity | null {
  switch (stopType) {
    case 'loading':
    case 'readyForPickup':
      return 'LOADING';
    case 'delivery':
    case 'deliveryHub':
    case 'deliveryIntermediateStop':
      return 'UNLOADING';
    default:
      return null;
  }
}
