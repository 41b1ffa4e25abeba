// The edit form's values, what they become in a request, and the domain's rules run before sending: the
// same validatePlace and placeGeofence the API runs, so a mistake shows before the round trip.
import type { GeofenceCollection } from '@cargolens/domain/geo';
import { placeGeofence, validatePlace } from '@cargolens/domain/places';
import type { Flat, Schemas } from '../../app/api/api-types';
import { fromFieldIssues, type Issue } from './issue-message';

export type Place = Flat<Schemas['Place']>;

export interface ContactForm {
  name: string;
  position: string;
  email: { enabled: boolean; value: string };
  phone: { enabled: boolean; value: string };
}

export interface PlaceForm {
  name: string;
  externalId: string;
  street: string;
  postalCode: string;
  town: string;
  country: string;
  /** NaN while empty: the API then geocodes the address. */
  lat: number;
  lng: number;
  timezone: string;
  phone: string;
  details: string;
  appointment: boolean;
  geofence: GeofenceCollection | null;
  contacts: ContactForm[];
}

export const EMPTY_CONTACT: ContactForm = {
  name: '',
  position: '',
  email: { enabled: false, value: '' },
  phone: { enabled: false, value: '' },
};

export function emptyForm(): PlaceForm {
  return {
    name: '',
    externalId: '',
    street: '',
    postalCode: '',
    town: '',
    country: '',
    lat: Number.NaN,
    lng: Number.NaN,
    timezone: '',
    phone: '',
    details: '',
    appointment: false,
    geofence: null,
    contacts: [],
  };
}

export function formOf(place: Place): PlaceForm {
  return {
    name: place.name,
    externalId: place.externalId ?? '',
    street: place.address.street ?? '',
    postalCode: place.address.postalCode ?? '',
    town: place.address.town,
    country: place.address.country,
    lat: place.position.lat,
    lng: place.position.lng,
    timezone: place.timezone,
    phone: place.phone ?? '',
    details: place.details ?? '',
    appointment: place.appointment,
    geofence: place.geofence as GeofenceCollection,
    contacts: place.contacts.map((contact) => ({
      name: contact.name,
      position: contact.position ?? '',
      email: { enabled: contact.email.enabled, value: contact.email.value ?? '' },
      phone: { enabled: contact.phone.enabled, value: contact.phone.value ?? '' },
    })),
  };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

export function hasPosition(form: PlaceForm): boolean {
  return Number.isFinite(form.lat) && Number.isFinite(form.lng);
}

/** The attributes of a create or update request. */
export function attributesOf(form: PlaceForm) {
  return {
    name: form.name.trim(),
    externalId: orNull(form.externalId),
    address: {
      street: orNull(form.street),
      postalCode: orNull(form.postalCode),
      town: form.town.trim(),
      country: form.country.trim().toUpperCase(),
    },
    position: hasPosition(form) ? { lat: form.lat, lng: form.lng } : null,
    timezone: orNull(form.timezone),
    geofence: form.geofence && form.geofence.features.length > 0 ? form.geofence : null,
    contacts: form.contacts.map((contact) => ({
      name: contact.name.trim(),
      position: orNull(contact.position),
      email: { enabled: contact.email.enabled, value: orNull(contact.email.value) },
      phone: { enabled: contact.phone.enabled, value: orNull(contact.phone.value) },
    })),
    details: orNull(form.details),
    phone: orNull(form.phone),
    appointment: form.appointment,
  };
}

/** Every rule the form breaks, with pointers relative to the attributes, as the API would answer. */
export function formIssues(form: PlaceForm): Issue[] {
  const attributes = attributesOf(form);
  const issues = fromFieldIssues(
    validatePlace(
      {
        ...attributes,
        address: {
          ...attributes.address,
          town: attributes.address.town,
          country: attributes.address.country,
        },
        position: attributes.position,
        timezone: attributes.timezone,
      },
      true,
    ),
  );
  if (Number.isFinite(form.lat) !== Number.isFinite(form.lng))
    issues.push({
      code: 'validation.required',
      message: 'Required',
      pointer: Number.isFinite(form.lat) ? '/position/lng' : '/position/lat',
    });
  // A fence being drawn (no shape yet) is the spec's "draw at least one"; no fence at all is the default circle.
  if (form.geofence) {
    const fence = placeGeofence(form.geofence);
    if (!fence.ok) issues.push(...fromFieldIssues(fence.issues, '/geofence'));
  }
  return issues;
}
