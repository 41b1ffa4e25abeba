// The public tracking page is read by people who never signed in to Cargolens: it speaks the language the
// link asks for (?lang=de), else the first of the browser's languages Cargolens has, else French.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@cargolens/i18n';

export function publicPageLanguage(query: string | null, browserLanguages: readonly string[]): Language {
  const asked = query?.toLowerCase() ?? null;
  if (isLanguage(asked)) return asked;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
