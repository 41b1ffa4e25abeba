import { catalogues, DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@cargolens/i18n';
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
  resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: catalogues[lang] }])),
  lng: storedLanguage() ?? DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
});

const syncDocumentLanguage = (lang: string) => {
  document.documentElement.lang = lang;
};
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);
