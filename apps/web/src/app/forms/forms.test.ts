import { MESSAGES } from '@cargolens/domain/validation';
import { catalogues } from '@cargolens/i18n/catalogues';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../test-support/test-i18n';
import { ApiError } from '../api/api-error';
import { fieldErrors } from './field-errors';
import { uniqueNameError, uniquenessCheckNeeded } from './uniqueness-check';
import { validationKey, validationText } from './validation-text';

const instance = await testI18n('en');
const t = instance.t.bind(instance);

describe('validation messages (shipment-domain §5)', () => {
  it('shows in English exactly the messages of the domain rules', () => {
    for (const [key, message] of Object.entries(MESSAGES)) {
      const text = typeof message === 'function' ? message(12) : message;
      expect(validationKey(text), key).toEqual(typeof message === 'function' ? { key, n: 12 } : { key });
      expect(validationText(t as never, text), key).toBe(text);
    }
  });

  it('translates them, numbers included', async () => {
    await instance.changeLanguage('fr');
    expect(validationText(t as never, 'Required')).toBe(catalogues.fr.validation.required);
    expect(validationText(t as never, '80 maximum characters')).toContain('80');
    expect(validationText(t as never, 'Too big: expected string to have <=80 characters')).toBe(
      catalogues.fr.validation.notValid,
    );
    await instance.changeLanguage('en');
  });

  it('puts a refused save’s errors beside their fields', () => {
    const error = new ApiError('POST', '/means', 409, [
      { code: 'mean.unique_constraint_error', source: { pointer: '/data/attributes/label' } },
      {
        code: 'validation.invalid_phone',
        detail: 'Please enter a valid phone number',
        source: { pointer: '/data/attributes/mobileDriver/phoneNumber' },
      },
      { code: 'http.access_denied_error' },
    ]);
    expect(fieldErrors(error, t as never)).toEqual({
      label: 'Resource already exists',
      'mobileDriver.phoneNumber': 'Please enter a valid phone number',
    });
    expect(fieldErrors(new Error('x'), t as never)).toEqual({});
  });

  it('derives the message from the error code when the server’s words are not a §5 message', async () => {
    await instance.changeLanguage('en');
    const error = new ApiError('POST', '/organizations', 400, [
      {
        code: 'validation.missing_field',
        detail: 'Required property',
        source: { pointer: '/data/attributes/name' },
      },
      { code: 'validation.invalid_url', detail: 'Invalid URL', source: { pointer: '/data/attributes/wsdl' } },
      {
        code: 'validation.too_short',
        detail: '5 minimum characters',
        source: { pointer: '/data/attributes/siret' },
      },
      { code: 'validation.weird', detail: 'Something else', source: { pointer: '/data/attributes/other' } },
    ]);
    expect(fieldErrors(error, t as never)).toEqual({
      name: 'This field is required',
      wsdl: 'URL is not valid',
      siret: '5 minimum characters',
      other: 'This value is not valid',
    });
    await instance.changeLanguage('fr');
    expect(fieldErrors(error, t as never).name).toBe(catalogues.fr.serverChecks.fieldRequired);
  });
});

describe('uniqueness checks (shipment-domain §5)', () => {
  it.each([
    ['Urgent', { isDirty: false }, false],
    ['', { isDirty: true }, false],
    ['   ', { isDirty: true }, false],
    ['Urgent', { isDirty: true, current: 'Urgent' }, false],
    [' Urgent ', { isDirty: true, current: 'Urgent' }, false],
    ['Urgente', { isDirty: true, current: 'Urgent' }, true],
    ['Urgent', { isDirty: true }, true],
  ])('%j with %j is checked: %s', (value, field, expected) => {
    expect(uniquenessCheckNeeded(value, field)).toBe(expected);
  });
});

describe('a unique name’s message', () => {
  const en = instance.getFixedT('en');
  const field = { value: 'Lyon', isDirty: true, uniqueness: 'free' as const };
  it('asks for a name once the field was touched and left empty, not before', () => {
    expect(uniqueNameError(en, { ...field, value: ' ' })).toBe('Required');
    expect(uniqueNameError(en, { ...field, value: '', isDirty: false })).toBeUndefined();
  });
  it('gives the form’s own §5 rule before the uniqueness check', () => {
    expect(uniqueNameError(en, { ...field, uniqueness: 'taken', issue: MESSAGES.maxLength(255) })).toBe(
      '255 maximum characters',
    );
  });
  it('says a taken name is already used, else shows what the API answered', () => {
    expect(uniqueNameError(en, { ...field, uniqueness: 'taken' })).toBe('This value is already used');
    expect(uniqueNameError(en, { ...field, serverError: 'Refused' })).toBe('Refused');
  });
});
