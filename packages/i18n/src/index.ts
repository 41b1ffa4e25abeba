import { de } from './locales/de';
import { en, type Messages } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { it } from './locales/it';
import { ko } from './locales/ko';
import { lt } from './locales/lt';
import { nl } from './locales/nl';
import { pl } from './locales/pl';
import { pt } from './locales/pt';
import { ro } from './locales/ro';
import { ru } from './locales/ru';

export type { Messages };

/** The supported languages, in the order of platform-core.txt §1. */
export const LANGUAGES = ['nl', 'en', 'fr', 'de', 'it', 'ko', 'pl', 'pt', 'ro', 'es', 'ru', 'lt'] as const;
export type Language = (typeof LANGUAGES)[number];

/** French is the product's default language (platform-core.txt §1, §9). */
export const DEFAULT_LANGUAGE: Language = 'fr';

export const catalogues: Record<Language, Messages> = { nl, en, fr, de, it, ko, pl, pt, ro, es, ru, lt };

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
