import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESOURCE_MODE,
  normalizeResource,
  type ResourceDraft,
  resourceIssues,
  yearOfManufacturingMax,
} from './index';

const context = { currentYear: 2026, country: 'FR' };
const truck: ResourceDraft = { label: 'AB-123-CD', mode: 'truck', type: 'telematic' };
const driver: ResourceDraft = {
  label: 'Smartphone Karim',
  mode: 'truck',
  type: 'mobileDriver',
  mobileDriver: { name: 'Karim Haddad', phoneNumber: '06 12 34 56 78' },
};

const issuesOf = (draft: ResourceDraft) =>
  resourceIssues(draft, context).map((issue) => [issue.field, issue.message]);

describe('resource rules (shipment-domain §3 Resource, §5, §9)', () => {
  it('defaults the mode to truck', () => {
    expect(DEFAULT_RESOURCE_MODE).toBe('truck');
  });

  it('accepts a truck, a trailer, a telematic unit and a driver’s phone', () => {
    expect(issuesOf(truck)).toEqual([]);
    expect(issuesOf({ ...truck, mode: 'trailer', label: 'HH-NT 512' })).toEqual([]);
    expect(issuesOf({ ...truck, telematicUnitId: 'FMB920-356307042441013' })).toEqual([]);
    expect(issuesOf(driver)).toEqual([]);
  });

  it.each<[string, ResourceDraft, [string, string][]]>([
    ['a blank label', { ...truck, label: '  ' }, [['label', 'Required']]],
    ['a label over 80 characters', { ...truck, label: 'x'.repeat(81) }, [['label', '80 maximum characters']]],
    [
      'a driver without name or phone',
      { ...driver, mobileDriver: { name: '', phoneNumber: '' } },
      [
        ['mobileDriver.name', 'Required'],
        ['mobileDriver.phoneNumber', 'Required'],
      ],
    ],
    [
      'a driver without the mobileDriver block',
      { ...driver, mobileDriver: null },
      [
        ['mobileDriver.name', 'Required'],
        ['mobileDriver.phoneNumber', 'Required'],
      ],
    ],
    [
      'a phone number that does not parse',
      { ...driver, mobileDriver: { name: 'Karim', phoneNumber: '12 34' } },
      [['mobileDriver.phoneNumber', 'Please enter a valid phone number']],
    ],
    [
      'a year before 1950',
      { ...truck, yearOfManufacturing: 1949 },
      [['yearOfManufacturing', 'Minimum value: 1950']],
    ],
    [
      'a year after next year',
      { ...truck, yearOfManufacturing: 2028 },
      [['yearOfManufacturing', 'Maximum value: 2027']],
    ],
    [
      'a fractional year',
      { ...truck, yearOfManufacturing: 2020.5 },
      [['yearOfManufacturing', 'The value must be an integer.']],
    ],
    [
      'a VIN over 17 characters',
      { ...truck, vehicleIdentificationNumber: 'VF1 RFB00 0123456789' },
      [['vehicleIdentificationNumber', '17 maximum characters']],
    ],
  ])('refuses %s', (_name, draft, expected) => {
    expect(issuesOf(draft)).toEqual(expected);
  });

  it('accepts next year’s models and the oldest year', () => {
    expect(yearOfManufacturingMax(2026)).toBe(2027);
    expect(issuesOf({ ...truck, yearOfManufacturing: 2027 })).toEqual([]);
    expect(issuesOf({ ...truck, yearOfManufacturing: 1950 })).toEqual([]);
  });

  it('reads a national phone number in the organization’s country', () => {
    const german = { currentYear: 2026, country: 'DE' };
    expect(normalizeResource(driver, context).mobileDriver?.phoneNumber).toBe('+33612345678');
    expect(normalizeResource(driver, german).mobileDriver?.phoneNumber).toMatch(/^\+49/);
    const tooShort = { ...driver, mobileDriver: { name: 'Karim', phoneNumber: '06 12 34 56' } };
    expect(issuesOf(tooShort)).toEqual([['mobileDriver.phoneNumber', 'Please enter a valid phone number']]);
  });

  it('stores trimmed text, blanks as null, the VIN in capitals, and only the fields of its type', () => {
    expect(
      normalizeResource(
        {
          ...truck,
          label: ' AB-123-CD ',
          externalId: '  ',
          telematicUnitId: ' 356307042441013 ',
          vehicleIdentificationNumber: 'vf1 rfb00 012345678',
          mobileDriver: { name: 'Left over', phoneNumber: '+33612345678' },
        },
        context,
      ),
    ).toEqual({
      label: 'AB-123-CD',
      externalId: null,
      mode: 'truck',
      type: 'telematic',
      telematicUnitId: '356307042441013',
      mobileDriver: null,
      engineType: null,
      fuelType: null,
      truckSize: null,
      vehicleIdentificationNumber: 'VF1RFB00012345678',
      yearOfManufacturing: null,
    });
    expect(normalizeResource({ ...driver, telematicUnitId: 'X1' }, context).telematicUnitId).toBeNull();
  });
});
