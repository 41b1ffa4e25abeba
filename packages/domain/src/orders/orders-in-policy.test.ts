import { describe, expect, it } from 'vitest';
import { orderEndpoints, ordersInPolicy } from './orders-in-policy';

describe('ordersInPolicy', () => {
  it('refuses unknown carriers and means and updates places for a blank organization', () => {
    expect(ordersInPolicy([], [])).toEqual({
      allowUnknownCarrier: false,
      allowUnknownMean: false,
      updatePlacesFromOrders: true,
      blockPairingModification: false,
    });
  });

  it.each([
    ['ALLOW_UNKNOWN_CARRIER', [], 'allowUnknownCarrier', true],
    ['ALLOW_UNKNOWN_MEAN', [], 'allowUnknownMean', true],
    ['NO_PLACE_UPDATE_BY_EDI', [], 'updatePlacesFromOrders', false],
    [undefined, ['BLOCK_PAIRING_MODIFICATION'], 'blockPairingModification', true],
  ] as const)('organization %s / agency %j sets %s to %s', (feature, agency, key, value) => {
    expect(ordersInPolicy(feature ? [feature] : [], agency)[key]).toBe(value);
  });
});

describe('orderEndpoints', () => {
  it('dates an order by its first loading and its last delivery', () => {
    expect(orderEndpoints(['LOADING', null, 'LOADING', 'UNLOADING', 'UNLOADING'])).toEqual({
      loadingIndex: 0,
      deliveryIndex: 4,
    });
  });
});
