import { useQuery } from '@tanstack/react-query';
import { flattenPage } from '../../app/api/jsonapi';
import { api } from '../../app/session';

/** The caller organization's tags (a back-office user sees every organization's). */
export function useOrganizationTags() {
  return useQuery({
    queryKey: ['tags', 'list'],
    queryFn: async ({ signal }) =>
      flattenPage(await api.get('/tags', { query: { 'page[size]': '100' }, signal })),
    staleTime: 60_000,
  });
}

/** The organization's tags for the filter, plus any chosen in the address bar that the list does not know. */
export function useKnownTags(selected: readonly string[]): string[] {
  const tags = useOrganizationTags();
  const labels = new Set((tags.data?.items ?? []).map((tag) => tag.label));
  for (const label of selected) labels.add(label);
  return [...labels].sort((a, b) => a.localeCompare(b));
}
