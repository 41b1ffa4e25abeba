// Checks the order form with the domain's rules before anything is sent, and places the API's field errors
// (JSON pointers) on the same fields when the server finds more.
import { validateOrderStops } from '@cargolens/domain/orders';
import type { StopType } from '@cargolens/domain/stops';
import {
  email,
  latitude,
  longitude,
  MESSAGES,
  phone,
  postalCode,
  required,
} from '@cargolens/domain/validation';
import { validationKey } from '../../../app/forms/validation-text';
import type { OrderFormValues } from './order-form-values';
import { wallTimeToInstant } from './order-form-values';

/** A catalogue key and its values, translated when shown. */
export interface MessageRef {
  key: string;
  values?: Record<string, number | string>;
}

export type FormErrors = Record<string, MessageRef>;

/** A §5 message of the domain's rules as its catalogue key (shared with every form: app/forms). */
function messageRef(message: string): MessageRef {
  const known = validationKey(message);
  if (!known) return { key: 'validation.notValid' };
  return { key: `validation.${known.key}`, ...(known.n === undefined ? {} : { values: { n: known.n } }) };
}

const DOMAIN_CODES: Record<string, MessageRef> = {
  'validation.end_before_start': { key: 'validation.endAfterStart' },
  'validation.stop_sequence': { key: 'orderForm.errors.stopSequence' },
  'validation.too_few_elements': { key: 'orderForm.errors.tooFewStops' },
};

function check(errors: FormErrors, field: string, message: string | null) {
  if (message && !errors[field]) errors[field] = messageRef(message);
}

function numberRule(value: string, rule: (n: number) => string | null): string | null {
  if (value.trim() === '') return MESSAGES.required;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) ? rule(n) : MESSAGES.double;
}

export function validateOrderForm(values: OrderFormValues): FormErrors {
  const errors: FormErrors = {};
  check(errors, 'reference', required(values.reference.trim()));
  values.stops.forEach((stop, i) => {
    const at = `stops.${i}`;
    check(errors, `${at}.name`, required(stop.name.trim()));
    check(errors, `${at}.town`, required(stop.town.trim()));
    check(errors, `${at}.country`, required(stop.country.trim()));
    if (stop.postalCode.trim()) check(errors, `${at}.postalCode`, postalCode(stop.postalCode.trim()));
    check(errors, `${at}.lat`, numberRule(stop.lat, latitude));
    check(errors, `${at}.lng`, numberRule(stop.lng, longitude));
    if (stop.contactEmail.trim()) check(errors, `${at}.contactEmail`, email(stop.contactEmail.trim()));
    if (stop.contactPhone.trim()) check(errors, `${at}.contactPhone`, phone(stop.contactPhone));
  });
  const issues = validateOrderStops(
    values.stops.map((stop) => ({
      stopType: stop.stopType as StopType,
      plannedStart: dateOf(stop.plannedStart, stop.timezone),
      plannedEnd: dateOf(stop.plannedEnd, stop.timezone),
      appointment: {
        startAt: dateOf(stop.appointmentStart, stop.timezone),
        endAt: dateOf(stop.appointmentEnd, stop.timezone),
      },
    })),
    '/data/attributes/stops',
  );
  for (const issue of issues) {
    const field = fieldOfPointer(issue.pointer) ?? 'stops';
    if (!errors[field]) errors[field] = DOMAIN_CODES[issue.code] ?? { key: 'validation.notValid' };
  }
  values.goods.forEach((line, i) => {
    if (line.quantity.trim() !== '')
      check(
        errors,
        `goods.${i}.quantity`,
        numberRule(line.quantity, (n) => (n < 0 ? MESSAGES.min(0) : null)),
      );
  });
  return errors;
}

function dateOf(value: string, zone: string): Date | null {
  const instant = wallTimeToInstant(value, zone);
  return instant ? new Date(instant) : null;
}

const STOP_FIELDS: Record<string, string> = {
  'address/name': 'name',
  'address/street': 'street',
  'address/postalCode': 'postalCode',
  'address/town': 'town',
  'address/country': 'country',
  'address/lat': 'lat',
  'address/lng': 'lng',
  address: 'name',
  plannedStart: 'plannedStart',
  plannedEnd: 'plannedEnd',
  'appointment/startAt': 'appointmentStart',
  'appointment/endAt': 'appointmentEnd',
  stopType: 'stopType',
  activityTime: 'activityTime',
  'contact/email': 'contactEmail',
  'contact/phone': 'contactPhone',
  timezone: 'timezone',
};

/** '/data/attributes/stops/1/address/postalCode' → 'stops.1.postalCode'; undefined when no field matches. */
export function fieldOfPointer(pointer: string): string | undefined {
  const path = pointer.replace(/^\/data\/attributes\/?/, '');
  const stop = /^stops\/(\d+)\/(.+)$/.exec(path);
  if (stop) {
    const field = STOP_FIELDS[stop[2]!];
    return field ? `stops.${stop[1]}.${field}` : undefined;
  }
  if (path === 'stops') return 'stops';
  const goods = /^goods\/(\d+)\/(quantity|weight|goodsType)$/.exec(path);
  if (goods) return `goods.${goods[1]}.${goods[2]}`;
  if (/^tags\/\d+$/.test(path)) return 'tags';
  if (path === 'tour' || path.startsWith('tour/')) return 'tourReference';
  return /^[a-zA-Z]+$/.test(path) ? path : undefined;
}
