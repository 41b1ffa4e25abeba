import { isLanguage } from '@cargolens/i18n';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { GetDocument } from '../../app/api/api-types';
import { type FlatPrimary, flattenOne } from '../../app/api/jsonapi';
import { changeLanguage, rememberLanguage, storedLanguage } from '../../app/i18n';
import { api } from '../../app/session';

export type Me = FlatPrimary<GetDocument<'/me'>>;

export function displayName(me: Me): string {
  return [me.firstname, me.lastname].filter(Boolean).join(' ') || me.username;
}

export function useMe() {
  const query = useQuery({
    queryKey: ['me'],
    queryFn: async () => flattenOne(await api.get('/me', { query: { include: 'organization,userProfile' } })),
    staleTime: 5 * 60_000,
  });
  const lang = query.data?.lang;
  // A browser that never chose a language takes the user's saved one; an explicit choice here wins.
  useEffect(() => {
    if (isLanguage(lang) && !storedLanguage()) {
      rememberLanguage(lang);
      void changeLanguage(lang);
    }
  }, [lang]);
  return query;
}
