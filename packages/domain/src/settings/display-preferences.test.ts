import { describe, expect, it } from 'vitest';
import { isGlobalMapLabel, readDisplayPreferences, siteName } from './display-preferences';
import { settingIssues } from './setting-data-issues';

const saved = (settingType: string, data: unknown) => ({ settingType, data });

describe('display preferences', () => {
  it('default to shipment-domain §9: metric, homepage orders, site name, landing overview, CarrierOrResource', () => {
    expect(readDisplayPreferences([])).toEqual({
      dateTimeFormat: 'dd/MM/yyyy HH:mm',
      distance: 'metric',
      weight: 'metric',
      volume: 'metric',
      temperature: 'metric',
      homepage: 'orders',
      siteNameDisplay: 'name',
      orderDetailsLanding: 'overview',
      globalMapLabel: 'CarrierOrResource',
    });
  });

  it('apply the unit system to every quantity that has no system of its own', () => {
    const preferences = readDisplayPreferences([
      saved('unitSystem', { system: 'imperial' }),
      saved('temperature', { system: 'metric' }),
    ]);
    expect(preferences).toMatchObject({
      distance: 'imperial',
      weight: 'imperial',
      volume: 'imperial',
      temperature: 'metric',
    });
  });

  it('reset a landing on the map to the default, as the spec says', () => {
    expect(readDisplayPreferences([saved('orderDetailsLanding', { tab: 'map' })]).orderDetailsLanding).toBe(
      'overview',
    );
    expect(
      readDisplayPreferences([saved('orderDetailsLanding', { tab: 'timeline' })]).orderDetailsLanding,
    ).toBe('timeline');
  });

  it('read a setting an older version saved with an unknown choice as unsaved', () => {
    const preferences = readDisplayPreferences([
      saved('dateTimeFormat', { format: 'dd.MM.yy' }),
      saved('homepage', 'tours'),
      saved('globalMapLabel', { label: 'NextStop' }),
    ]);
    expect(preferences.dateTimeFormat).toBe('dd/MM/yyyy HH:mm');
    expect(preferences.homepage).toBe('orders');
    expect(preferences.globalMapLabel).toBe('NextStop');
  });

  it.each([
    ['CarrierOrResource', true],
    ['LastStop', true],
    ['NextStop', true],
    ['nextStop', false],
    ['', false],
    [undefined, false],
    [{ label: 'NextStop' }, false],
  ])('know %j as a global map label: %s', (value, expected) => {
    expect(isGlobalMapLabel(value)).toBe(expected);
  });

  it('accept only the choices each preference offers, at the field', () => {
    expect(settingIssues({ type: 'weight', label: null, data: { system: 'imperial' } })).toEqual([]);
    expect(settingIssues({ type: 'siteNameDisplay', label: null, data: { display: 'postcode' } })).toEqual([
      {
        code: 'validation.invalid_choice',
        pointer: '/data/attributes/data/display',
        detail: 'One of name, street, town, nameAndTown',
      },
    ]);
    expect(settingIssues({ type: 'homepage', label: null, data: { page: 'tours', colour: 'red' } })).toEqual([
      { code: 'validation.unexpected_field', pointer: '/data/attributes/data/colour' },
    ]);
  });

  it('name a site as the user chose, falling back when the part is missing', () => {
    const site = { name: 'Entrepôt Nord', street: '12 rue des Docks', town: 'Lille' };
    expect(siteName(site, 'name')).toBe('Entrepôt Nord');
    expect(siteName(site, 'street')).toBe('12 rue des Docks');
    expect(siteName(site, 'town')).toBe('Lille');
    expect(siteName(site, 'nameAndTown')).toBe('Entrepôt Nord, Lille');
    expect(siteName({ name: 'Quai 4', town: null }, 'street')).toBe('Quai 4');
  });
});
