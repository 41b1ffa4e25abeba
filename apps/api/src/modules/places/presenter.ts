import { z } from 'zod';
import {
  administeredAttributes,
  ownerRelationship,
  presentAdministered,
  presentOwner,
} from '../../http/jsonapi/administered-record';
import { resourceSchema } from '../../http/jsonapi/document-schemas';
import { encodeId } from '../../kernel/public-id';
import { geofenceOutput } from './geofence-schema';
import type { ContactRow, PlaceRow } from './repository';

const channel = z.object({ enabled: z.boolean(), value: z.string().nullable() });

export const placeResource = resourceSchema(
  'Place',
  'places',
  {
    name: z.string(),
    externalId: z.string().nullable(),
    address: z.object({
      street: z.string().nullable(),
      postalCode: z.string().nullable(),
      town: z.string(),
      country: z.string().describe('ISO 3166-1 alpha-2'),
    }),
    position: z.object({ lat: z.number(), lng: z.number() }),
    timezone: z.string().describe('IANA zone'),
    geofence: geofenceOutput,
    geofenceRadius: z.number().int().nullable().describe('Radius of the circle geofence; null for a polygon'),
    contacts: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        position: z.string().nullable(),
        email: channel,
        phone: channel,
      }),
    ),
    details: z.string().nullable(),
    phone: z.string().nullable(),
    appointment: z.boolean(),
    updateMethod: z.enum(['manual', 'api', 'edi', 'import']),
    ...administeredAttributes,
  },
  ownerRelationship,
);

export type PlaceResource = z.infer<typeof placeResource>;

export function presentPlace(place: PlaceRow, contacts: ContactRow[]): PlaceResource {
  return {
    type: 'places',
    id: encodeId(place.id),
    attributes: {
      name: place.name,
      externalId: place.external_id,
      address: {
        street: place.street,
        postalCode: place.postal_code,
        town: place.town,
        country: place.country,
      },
      position: { lat: place.lat, lng: place.lng },
      timezone: place.timezone,
      geofence: place.geofence as PlaceResource['attributes']['geofence'],
      geofenceRadius: place.geofence_radius,
      contacts: contacts
        .filter((contact) => contact.place_id === place.id)
        .map((contact) => ({
          id: encodeId(contact.id),
          name: contact.name,
          position: contact.position,
          email: { enabled: contact.email_enabled, value: contact.email },
          phone: { enabled: contact.phone_enabled, value: contact.phone },
        })),
      details: place.details,
      phone: place.phone,
      appointment: place.appointment_required,
      updateMethod: place.update_method,
      ...presentAdministered(place),
    },
    relationships: presentOwner(place.organization_id),
  };
}
