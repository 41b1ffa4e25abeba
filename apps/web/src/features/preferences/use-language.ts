import { isLanguage, type Language } from '@cargolens/i18n';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeLanguage, rememberLanguage } from '../../app/i18n';
import { api, useSignedIn } from '../../app/session';

/** PUT /api/me/display-preferences: the signed-in user's language follows them to other devices. */
export function saveLanguagePreference(lang: Language): Promise<unknown> {
  return api.request('/me/display-preferences', {
    method: 'PUT',
    body: { data: { type: 'displayPreferences', attributes: { lang } } },
  });
}

export function useLanguage() {
  const { i18n } = useTranslation();
  const signedIn = useSignedIn();
  const save = useMutation({ mutationFn: saveLanguagePreference });
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'fr';

  const setLanguage = (next: Language) => {
    if (next === language) return;
    void changeLanguage(next);
    rememberLanguage(next);
    if (signedIn) save.mutate(next);
  };
  return { language, setLanguage };
}

/** PUT /api/me/display-preferences: the zone the user's dates are shown in, on every device. */
export function saveTimeZonePreference(timezone: string): Promise<unknown> {
  return api.request('/me/display-preferences', {
    method: 'PUT',
    body: { data: { type: 'displayPreferences', attributes: { timezone } } },
  });
}
