// An i18next instance of its own for unit tests that translate outside React: the English and French
// catalogues, no escaping (React escapes), in the language the test starts in.
import { catalogues } from '@cargolens/i18n/catalogues';
import i18next, { type i18n } from 'i18next';

export async function testI18n(lng: 'en' | 'fr'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    resources: { en: { translation: catalogues.en }, fr: { translation: catalogues.fr } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return instance;
}
