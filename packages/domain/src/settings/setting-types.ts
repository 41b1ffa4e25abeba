// User settings (platform-core §3 "User setting": id, type, data, label) and the display preferences they hold
// (shipment-domain §3 "User display preferences"), spelled as wire values.

export const USER_SETTING_TYPES = [
  'dateTimeFormat',
  'distance',
  'unitSystem',
  'temperature',
  'volume',
  'weight',
  'language',
  'timezone',
  'homepage',
  'homepageDisplay',
  'siteNameDisplay',
  'toursView',
  'orderDetailsLanding',
  'globalMapLabel',
  'betaProgram',
  'filterPanel',
  'mapBookmarks',
  'orderBookmarks',
  'toursBookmarks',
  'onboardingIntroHidden',
  'orderTableHitsPerPage',
  // Ours: the orders list's column chooser (decision 0040).
  'orderTableColumns',
] as const;
export type UserSettingType = (typeof USER_SETTING_TYPES)[number];

/** Types a user keeps several of, each under its own label; a user has at most one setting of any other type. */
export const BOOKMARK_SETTING_TYPES = [
  'mapBookmarks',
  'orderBookmarks',
  'toursBookmarks',
] as const satisfies readonly UserSettingType[];

export function isBookmarkSettingType(type: string): boolean {
  return (BOOKMARK_SETTING_TYPES as readonly string[]).includes(type);
}

export const SETTING_LABEL_MAX_LENGTH = 80;
/** A setting is a preference, not a document store: its data stays small. */
export const SETTING_DATA_MAX_LENGTH = 16_000;
/** Bookmarks of one kind a user may keep (one page of the settings list at its largest). */
export const MAX_BOOKMARKS_PER_TYPE = 100;
