// A browser needs one catalogue, not twelve: the default one is bundled, each other one is a chunk of its
// own fetched when a reader chooses it (docs/decisions/0030-web-delivery.md). Import specifiers stay literal
// so the bundler can split them.
import type { Language } from './languages';
import type { Messages } from './locales/en';
import { frCore } from './locales/fr-core';

/**
 * The part of DEFAULT_LANGUAGE's catalogue available without waiting: all but the blocks only signed-in screens
 * read, which come with the whole catalogue (loadCatalogue) once a user is signed in.
 */
export const defaultCatalogue: Partial<Messages> = frCore;

const loaders: Record<Language, () => Promise<Messages>> = {
  nl: async () => (await import('./locales/nl')).nl,
  en: async () => (await import('./locales/en')).en,
  fr: async () => (await import('./locales/fr')).fr,
  de: async () => (await import('./locales/de')).de,
  it: async () => (await import('./locales/it')).it,
  ko: async () => (await import('./locales/ko')).ko,
  pl: async () => (await import('./locales/pl')).pl,
  pt: async () => (await import('./locales/pt')).pt,
  ro: async () => (await import('./locales/ro')).ro,
  es: async () => (await import('./locales/es')).es,
  ru: async () => (await import('./locales/ru')).ru,
  lt: async () => (await import('./locales/lt')).lt,
};

export function loadCatalogue(language: Language): Promise<Messages> {
  return loaders[language]();
}
