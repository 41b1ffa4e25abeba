import {
  DEFAULT_LANGUAGE,
  defaultCatalogue,
  isLanguage,
  LANGUAGES,
  type Language,
  loadCatalogue,
} from '@cargolens/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Where the chosen language survives reloads (platform-core.txt §4: storage keys carry the product prefix). */
export const LANGUAGE_STORAGE_KEY = 'cargolens.lang';

export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode may refuse storage; the language still applies to this page.
  }
}

export const i18n = i18next.createInstance();

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LANGUAGE]: { translation: defaultCatalogue } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
});

let requested: Language = DEFAULT_LANGUAGE;
/** Languages whose whole catalogue is in place; French starts with its bundled core only (defaultCatalogue). */
const complete = new Set<Language>();

/**
 * Switches language once its catalogue is loaded, so no screen shows keys or a mix of two languages. `whole`:
 * also the blocks of the signed-in screens, which the default language does not bundle.
 */
export async function changeLanguage(language: Language, whole = true): Promise<void> {
  requested = language;
  const bundled = i18n.hasResourceBundle(language, 'translation');
  if (!complete.has(language) && (whole || !bundled)) {
    i18n.addResourceBundle(language, 'translation', await loadCatalogue(language), true, true);
    complete.add(language);
  }
  // A slower catalogue must not override a language chosen after it.
  if (requested === language) await i18n.changeLanguage(language);
}

/** Settles when the reader's stored language is in place; a catalogue that fails to load leaves French. */
export const i18nReady: Promise<void> = changeLanguage(storedLanguage() ?? DEFAULT_LANGUAGE, false).catch(
  () => undefined,
);

/**
 * The signed-in screens wait for this: the whole catalogue of the language in place once the stored one is
 * (the router starts loading the layout before that, and must not switch back to the default).
 */
export function wholeCatalogueReady(): Promise<void> {
  return i18nReady.then(() => changeLanguage(currentLanguage())).catch(() => undefined);
}

const syncDocumentLanguage = (lang: string) => {
  document.documentElement.lang = lang;
};
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);
