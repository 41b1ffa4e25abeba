// The postal address of an organization or agency, with the geocode the forms send ("address with geoCode
// lat/lng", shipment-domain §7). Without one, the address is geocoded by the geo module, best effort: an
// organization's address may be too vague to place, which is no reason to refuse it.
import { z } from 'zod';
import type { GeoService } from '../geo';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value ? value : null));

export const addressInput = z.strictObject({
  street: text(255).optional(),
  postalCode: text(12).optional(),
  town: text(255).optional(),
  country: z
    .string()
    .trim()
    .refine((value) => /^[A-Za-z]{2}$/.test(value), {
      error: 'ISO 3166-1 alpha-2, e.g. FR',
      params: { code: 'validation.invalid_country' },
    })
    .transform((value) => value.toUpperCase())
    .nullable()
    .optional()
    .describe('ISO 3166-1 alpha-2, e.g. FR'),
  geoCode: z
    .strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
    .nullable()
    .optional()
    .describe('Absent: geocoded from the address when it changes; null: no position'),
});
export type AddressInput = z.infer<typeof addressInput>;

export const addressOutput = z.strictObject({
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  town: z.string().nullable(),
  country: z.string().nullable(),
  geoCode: z.strictObject({ lat: z.number(), lng: z.number() }).nullable(),
});

export interface AddressColumns {
  street: string | null;
  postal_code: string | null;
  town: string | null;
  country: string | null;
  lat: number | null;
  lng: number | null;
}

export function presentAddress(row: AddressColumns): z.infer<typeof addressOutput> {
  return {
    street: row.street,
    postalCode: row.postal_code,
    town: row.town,
    country: row.country,
    geoCode: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
  };
}

/**
 * The columns of an address sent in a write, over the stored one (`current`, absent on create). The geocode
 * is the one sent; when none is sent and the address changed, the geocoder places it (or nothing).
 */
export async function addressColumns(
  geo: GeoService,
  input: AddressInput,
  current?: AddressColumns,
): Promise<AddressColumns> {
  const merged = {
    street: input.street !== undefined ? input.street : (current?.street ?? null),
    postal_code: input.postalCode !== undefined ? input.postalCode : (current?.postal_code ?? null),
    town: input.town !== undefined ? input.town : (current?.town ?? null),
    country: input.country !== undefined ? input.country : (current?.country ?? null),
  };
  if (input.geoCode !== undefined)
    return { ...merged, lat: input.geoCode?.lat ?? null, lng: input.geoCode?.lng ?? null };
  const moved =
    !current ||
    merged.postal_code !== current.postal_code ||
    merged.town !== current.town ||
    merged.country !== current.country;
  if (!moved) return { ...merged, lat: current.lat, lng: current.lng };
  const text = [merged.postal_code, merged.town].filter(Boolean).join(' ');
  if (!text) return { ...merged, lat: null, lng: null };
  const [best] = await geo
    .geocode({ text, country: merged.country ?? undefined, limit: 1 })
    .catch(() => [] as Awaited<ReturnType<GeoService['geocode']>>);
  return { ...merged, lat: best?.lat ?? null, lng: best?.lng ?? null };
}
