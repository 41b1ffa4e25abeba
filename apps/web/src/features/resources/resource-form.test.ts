import { describe, expect, it } from 'vitest';
import { emptyResourceForm, formIssues, toAttributes } from './resource-form';

const context = { currentYear: 2026, country: 'FR' };

describe('resource form', () => {
  it('starts as a truck (shipment-domain §9) that needs only a label', () => {
    const empty = emptyResourceForm();
    expect(empty.mode).toBe('truck');
    expect(formIssues(empty, context)).toEqual({ label: 'Required' });
    expect(formIssues({ ...empty, label: 'AB-123-CD' }, context)).toEqual({});
  });

  it('puts each rule’s message on its field, with the §5 wording', () => {
    const values = {
      ...emptyResourceForm(),
      label: 'Mobile',
      type: 'mobileDriver' as const,
      phoneNumber: '12 34',
      year: '1900',
      vin: 'VF1234567890123456',
    };
    expect(formIssues(values, context)).toEqual({
      driverName: 'Required',
      phoneNumber: 'Please enter a valid phone number',
      vin: '17 maximum characters',
      year: 'Minimum value: 1950',
    });
    expect(formIssues({ ...values, year: 'abc' }, context).year).toBe('The value must be an integer.');
  });

  it('sends the fields of the chosen type only, blanks as null', () => {
    const values = {
      ...emptyResourceForm(),
      label: 'EF-1',
      telematicUnitId: '3590',
      driverName: 'Left over',
      year: '2020',
    };
    expect(toAttributes(values)).toEqual({
      label: 'EF-1',
      externalId: null,
      mode: 'truck',
      meanType: 'telematic',
      telematicUnitId: '3590',
      mobileDriver: null,
      engineType: null,
      fuelType: null,
      truckSize: null,
      vehicleIdentificationNumber: null,
      yearOfManufacturing: 2020,
    });
  });
});
