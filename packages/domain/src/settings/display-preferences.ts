// The user's display preferences (shipment-domain §3 "User display preferences", §9 defaults): each is a user
// setting of its own type whose data names one choice. One table says, for each, the data key, the choices and
// the default; the writer check (settingIssues) and the lenient reader below both read it, so a choice the page
// offers is one the API accepts and the screens understand.

/** platform-core §9: dd/MM/yyyy with HH:mm, the US MM/dd/yyyy, and the ISO date. */
export const DATE_TIME_FORMATS = ['dd/MM/yyyy HH:mm', 'MM/dd/yyyy hh:mm a', 'yyyy-MM-dd HH:mm'] as const;
export type DateTimeFormat = (typeof DATE_TIME_FORMATS)[number];

export const UNIT_SYSTEM_CHOICES = ['metric', 'imperial'] as const;
export type UnitSystemChoice = (typeof UNIT_SYSTEM_CHOICES)[number];

/** shipment-domain §2 "Home page choices". */
export const HOMEPAGE_CHOICES = ['homepage', 'map', 'orders', 'tours'] as const;
export type HomepageChoice = (typeof HOMEPAGE_CHOICES)[number];

/** shipment-domain §3 "Site name display options". */
export const SITE_NAME_DISPLAYS = ['name', 'street', 'town', 'nameAndTown'] as const;
export type SiteNameDisplay = (typeof SITE_NAME_DISPLAYS)[number];

/** shipment-domain §2 "Order detail landing tabs". */
export const ORDER_DETAILS_LANDINGS = [
  'attachments',
  'goods',
  'map',
  'overview',
  'timeline',
  'visualization',
] as const;
export type OrderDetailsLanding = (typeof ORDER_DETAILS_LANDINGS)[number];

/** shipment-domain §3 "Global map label options": what the global map writes beside each tour's marker. */
export const GLOBAL_MAP_LABELS = ['CarrierOrResource', 'LastStop', 'NextStop'] as const;
export type GlobalMapLabel = (typeof GLOBAL_MAP_LABELS)[number];
/** §9 default preferences. */
export const DEFAULT_GLOBAL_MAP_LABEL: GlobalMapLabel = 'CarrierOrResource';

export function isGlobalMapLabel(value: unknown): value is GlobalMapLabel {
  return typeof value === 'string' && (GLOBAL_MAP_LABELS as readonly string[]).includes(value);
}

interface Preference<T extends string> {
  /** The key of the setting's data that holds the choice: `{ "<key>": "<choice>" }`. */
  key: string;
  choices: readonly T[];
  fallback: T;
}

const choice = <T extends string>(key: string, choices: readonly T[], fallback: T): Preference<T> => ({
  key,
  choices,
  fallback,
});

// shipment-domain §9 "Default preferences": metric for all units, homepage orders, site name shown as name,
// order detail landing overview, global map label CarrierOrResource. The tours view is toursView (tours-view.ts).
export const DISPLAY_PREFERENCES = {
  dateTimeFormat: choice('format', DATE_TIME_FORMATS, 'dd/MM/yyyy HH:mm'),
  unitSystem: choice('system', UNIT_SYSTEM_CHOICES, 'metric'),
  distance: choice('system', UNIT_SYSTEM_CHOICES, 'metric'),
  weight: choice('system', UNIT_SYSTEM_CHOICES, 'metric'),
  volume: choice('system', UNIT_SYSTEM_CHOICES, 'metric'),
  temperature: choice('system', UNIT_SYSTEM_CHOICES, 'metric'),
  homepage: choice('page', HOMEPAGE_CHOICES, 'orders'),
  siteNameDisplay: choice('display', SITE_NAME_DISPLAYS, 'name'),
  orderDetailsLanding: choice('tab', ORDER_DETAILS_LANDINGS, 'overview'),
  globalMapLabel: choice('label', GLOBAL_MAP_LABELS, DEFAULT_GLOBAL_MAP_LABEL),
} as const;

export type DisplayPreferenceType = keyof typeof DISPLAY_PREFERENCES;
export const DISPLAY_PREFERENCE_TYPES = Object.keys(DISPLAY_PREFERENCES) as DisplayPreferenceType[];

export function isDisplayPreferenceType(type: string): type is DisplayPreferenceType {
  return Object.hasOwn(DISPLAY_PREFERENCES, type);
}

export interface DisplayPreferences {
  dateTimeFormat: DateTimeFormat;
  /** Each quantity's system: its own setting when saved, else unitSystem's, else metric. */
  distance: UnitSystemChoice;
  weight: UnitSystemChoice;
  volume: UnitSystemChoice;
  temperature: UnitSystemChoice;
  homepage: HomepageChoice;
  siteNameDisplay: SiteNameDisplay;
  /** Never 'map': a landing on the map is reset to the default (shipment-domain §9). */
  orderDetailsLanding: OrderDetailsLanding;
  globalMapLabel: GlobalMapLabel;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The choice a setting's data names, or undefined when it names none the preference offers. */
export function displayPreferenceChoice(type: DisplayPreferenceType, data: unknown): string | undefined {
  const { key, choices } = DISPLAY_PREFERENCES[type];
  const value = isRecord(data) ? data[key] : undefined;
  return typeof value === 'string' && (choices as readonly string[]).includes(value) ? value : undefined;
}

/** The data to save for a choice. */
export function displayPreferenceData(type: DisplayPreferenceType, value: string): Record<string, string> {
  return { [DISPLAY_PREFERENCES[type].key]: value };
}

/**
 * The preferences in force, from the user's saved settings of these types. Lenient: a setting that names an
 * unknown choice (saved by an older version) counts as unsaved, so the screen falls back to the default.
 */
export function readDisplayPreferences(
  settings: readonly { settingType: string; data: unknown }[],
): DisplayPreferences {
  const saved = new Map<DisplayPreferenceType, string>();
  for (const setting of settings) {
    if (!isDisplayPreferenceType(setting.settingType)) continue;
    const value = displayPreferenceChoice(setting.settingType, setting.data);
    if (value !== undefined) saved.set(setting.settingType, value);
  }
  const pick = <T extends DisplayPreferenceType>(type: T) =>
    (saved.get(type) ?? DISPLAY_PREFERENCES[type].fallback) as (typeof DISPLAY_PREFERENCES)[T]['fallback'];
  const system = pick('unitSystem');
  const unit = (type: 'distance' | 'weight' | 'volume' | 'temperature') =>
    (saved.get(type) as UnitSystemChoice | undefined) ?? system;
  const landing = pick('orderDetailsLanding');
  return {
    dateTimeFormat: pick('dateTimeFormat'),
    distance: unit('distance'),
    weight: unit('weight'),
    volume: unit('volume'),
    temperature: unit('temperature'),
    homepage: pick('homepage'),
    siteNameDisplay: pick('siteNameDisplay'),
    orderDetailsLanding: landing === 'map' ? DISPLAY_PREFERENCES.orderDetailsLanding.fallback : landing,
    globalMapLabel: pick('globalMapLabel'),
  };
}

/** How a site is named where the preference applies (stops, places): name, street, town, or name and town. */
export function siteName(
  site: { name?: string | null; street?: string | null; town?: string | null },
  display: SiteNameDisplay,
): string {
  const name = site.name?.trim() || '';
  const town = site.town?.trim() || '';
  const street = site.street?.trim() || '';
  switch (display) {
    case 'street':
      return street || name || town;
    case 'town':
      return town || name;
    case 'nameAndTown':
      return [name, town].filter(Boolean).join(', ');
    default:
      return name || town;
  }
}
