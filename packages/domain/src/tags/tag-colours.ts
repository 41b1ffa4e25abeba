// The ten named tag colours of shipment-domain §3 and their stored hex values. The API stores hex, shows
// the name beside it, and accepts either; the web app's colour picker offers exactly these.
export const TAG_COLOURS = [
  { name: 'purple', hex: '#7c3aed' },
  { name: 'teal', hex: '#0d9488' },
  { name: 'green', hex: '#16a34a' },
  { name: 'blue', hex: '#2563eb' },
  { name: 'gray', hex: '#6b7280' },
  { name: 'light blue', hex: '#7dd3fc' },
  { name: 'cyan', hex: '#06b6d4' },
  { name: 'red', hex: '#dc2626' },
  { name: 'yellow', hex: '#eab308' },
  { name: 'orange', hex: '#ea580c' },
] as const;

export type TagColourName = (typeof TAG_COLOURS)[number]['name'];

export const TAG_COLOUR_NAMES = TAG_COLOURS.map((colour) => colour.name) as [
  TagColourName,
  ...TagColourName[],
];

/** What a tag gets when nobody chose: the database default, gray. */
export const DEFAULT_TAG_COLOUR: TagColourName = 'gray';

const HEX = /^#([0-9a-f]{6})$/i;

function rgb(hex: string): [number, number, number] | null {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) return null;
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * The colour a client sent, as the hex value to store: one of the ten names, or one of their hex values in
 * any case. Anything else is null, so an organization's palette stays the ten colours its users recognise.
 */
export function tagColourHex(input: string): string | null {
  const wanted = input.trim().toLowerCase();
  const found = TAG_COLOURS.find((colour) => colour.name === wanted || colour.hex === wanted);
  return found?.hex ?? null;
}

/**
 * The name of a stored colour. Rows written before the palette was enforced may hold any hex value: they
 * read as the nearest named colour, so every tag has a name to show and a swatch to select in the picker.
 */
export function tagColourName(hex: string): TagColourName {
  const exact = TAG_COLOURS.find((colour) => colour.hex === hex.trim().toLowerCase());
  if (exact) return exact.name;
  const target = rgb(hex);
  if (!target) return DEFAULT_TAG_COLOUR;
  let best: TagColourName = DEFAULT_TAG_COLOUR;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const colour of TAG_COLOURS) {
    const [r, g, b] = rgb(colour.hex)!;
    const distance = (r - target[0]) ** 2 + (g - target[1]) ** 2 + (b - target[2]) ** 2;
    if (distance < bestDistance) {
      best = colour.name;
      bestDistance = distance;
    }
  }
  return best;
}
