// One CSV line of the places import as the places API's input: the columns a person fills in a spreadsheet,
// turned into the shape validatePlace and placeGeofence check. Only what a cell cannot say is refused here
// (a number that is not one); every place rule is the domain's.
import type { GeofenceCollection } from '@cargolens/domain/geo';
import type { PlaceInput } from '../places';
import type { LineError } from './importer';

export const PLACE_COLUMNS = [
  'externalId',
  'name',
  'street',
  'postalCode',
  'town',
  'country',
  'latitude',
  'longitude',
  'timezone',
  'geofenceRadius',
  'geofencePolygon',
  'phone',
  'details',
  'appointment',
] as const;

export const PLACE_EXAMPLE: Record<(typeof PLACE_COLUMNS)[number], string> = {
  externalId: 'SITE-0001',
  name: 'Quai de chargement Vénissieux',
  street: '12 Avenue de la République',
  postalCode: '69200',
  town: 'Vénissieux',
  country: 'FR',
  latitude: '45.6975',
  longitude: '4.8868',
  timezone: 'Europe/Paris',
  geofenceRadius: '300',
  geofencePolygon: '',
  phone: '+33472000000',
  details: 'Accès poids lourds par la rue de Savoie, quai 4',
  appointment: 'true',
};

/** Which column a domain issue's pointer (relative to the place's attributes) is about. */
export function columnOf(pointer: string, circleFirst: boolean): string | null {
  const direct: Record<string, string> = {
    '/name': 'name',
    '/address/town': 'town',
    '/address/country': 'country',
    '/address/postalCode': 'postalCode',
    '/address/street': 'street',
    '/position/lat': 'latitude',
    '/position/lng': 'longitude',
    '/timezone': 'timezone',
    '/phone': 'phone',
  };
  if (direct[pointer]) return direct[pointer];
  const feature = /^\/geofence\/features\/(\d+)/.exec(pointer);
  if (feature) return Number(feature[1]) === 0 && circleFirst ? 'geofenceRadius' : 'geofencePolygon';
  if (pointer.startsWith('/geofence')) return circleFirst ? 'geofenceRadius' : 'geofencePolygon';
  return null;
}

/** "4,5" is how a French spreadsheet writes 4.5. */
function numberOf(text: string): number | undefined {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : undefined;
}

const TRUE = new Set(['true', 'yes', '1', 'oui', 'ja', 'si', 'sí', 'tak', 'da', 'sim', 'taip']);
const FALSE = new Set(['false', 'no', '0', 'non', 'nein', 'nee', 'nie', 'nu', 'não', 'nao', 'ne']);

/** "lng lat, lng lat, …" as in WKT: the outer ring of one polygon. */
function ringOf(text: string): [number, number][] | undefined {
  const ring: [number, number][] = [];
  for (const pair of text.split(',')) {
    const [lng, lat, ...rest] = pair.trim().split(/\s+/).map(Number);
    if (rest.length > 0 || lng === undefined || lat === undefined || !Number.isFinite(lng + lat))
      return undefined;
    ring.push([lng, lat]);
  }
  return ring;
}

export interface PlaceLine {
  input: PlaceInput;
  /** Circle radius in metres, drawn once the position is known (given or geocoded). */
  radius: number | undefined;
  polygon: GeofenceCollection['features'][number] | undefined;
  errors: LineError[];
}

export function placeLine(fields: Record<string, string>): PlaceLine {
  const errors: LineError[] = [];
  const cell = (name: string) => fields[name]?.trim() ?? '';
  const optional = (name: string) => (cell(name) === '' ? null : cell(name));
  const number = (name: string) => {
    if (cell(name) === '') return undefined;
    const value = numberOf(cell(name));
    if (value === undefined)
      errors.push({ field: name, code: 'validation.invalid_type', message: 'This value should be a number' });
    return value;
  };
  const lat = number('latitude');
  const lng = number('longitude');
  if ((lat === undefined) !== (lng === undefined) && errors.length === 0)
    errors.push({
      field: lat === undefined ? 'latitude' : 'longitude',
      code: 'validation.required',
      message: 'Required',
    });
  const radius = number('geofenceRadius');
  let polygon: PlaceLine['polygon'];
  if (cell('geofencePolygon') !== '') {
    const ring = ringOf(cell('geofencePolygon'));
    if (ring)
      polygon = { type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] }, properties: {} };
    else
      errors.push({
        field: 'geofencePolygon',
        code: 'validation.not_valid',
        message: 'Write the polygon as "longitude latitude, longitude latitude, …"',
      });
  }
  let appointment: boolean | undefined;
  const yesNo = cell('appointment').toLowerCase();
  if (TRUE.has(yesNo)) appointment = true;
  else if (FALSE.has(yesNo)) appointment = false;
  else if (yesNo !== '')
    errors.push({
      field: 'appointment',
      code: 'validation.invalid_choice',
      message: 'The value you selected is not a valid choice',
    });
  const input: PlaceInput = {
    name: cell('name'),
    externalId: optional('externalId'),
    address: {
      street: optional('street'),
      postalCode: optional('postalCode'),
      town: cell('town'),
      country: cell('country'),
    },
    position: lat !== undefined && lng !== undefined ? { lat, lng } : null,
    timezone: optional('timezone'),
    phone: optional('phone'),
    details: optional('details'),
    ...(appointment !== undefined ? { appointment } : {}),
  };
  return { input, radius, polygon, errors };
}
