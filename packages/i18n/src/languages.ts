/** The supported languages, in the order of platform-core.txt §1. */
export const LANGUAGES = ['nl', 'en', 'fr', 'de', 'it', 'ko', 'pl', 'pt', 'ro', 'es', 'ru', 'lt'] as const;
export type Language = (typeof LANGUAGES)[number];

/** French is the product's default language (platform-core.txt §1, §9). */
export const DEFAULT_LANGUAGE: Language = 'fr';

// Endonyms: a language is listed in its own name so a reader finds it whatever the current language.
export const LANGUAGE_NAMES: Record<Language, string> = {
  nl: 'Nederlands',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  ko: '한국어',
  pl: 'Polski',
  pt: 'Português',
  ro: 'Română',
  es: 'Español',
  ru: 'Русский',
  lt: 'Lietuvių',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
