import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../app/api/api-error';
import type { FeatureToastKey } from '../../app/api/error-toasts';
import { flattenPage } from '../../app/api/jsonapi';
import { api } from '../../app/session';
import { showToast } from '../../app/toasts';
import { useCan } from '../account/use-permissions';
import { toManyRelationship } from './portfolio-filter';

/** Every portfolio (back office, decision 0190), filtered by name. */
export function usePortfolios(query: { name?: string; page?: number; size?: number } = {}, enabled = true) {
  return useQuery({
    queryKey: ['portfolios', 'list', query],
    queryFn: async ({ signal }) =>
      flattenPage(
        await api.get('/portfolios', {
          query: {
            'page[size]': query.size ?? 100,
            'page[number]': query.page ?? 1,
            ...(query.name ? { 'filter[name]': query.name } : {}),
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type Portfolio = NonNullable<ReturnType<typeof usePortfolios>['data']>['items'][number];

/** The portfolios the signed-in user follows; only the back office follows any. */
export function useMyPortfolios() {
  const backOffice = useCan('portfolios.read');
  return useQuery({
    queryKey: ['portfolios', 'mine'],
    queryFn: async ({ signal }) =>
      flattenPage(await api.get('/my-portfolios', { query: { 'page[size]': 100 }, signal })),
    enabled: backOffice,
  });
}

export interface PortfolioValues {
  name: string;
  description: string | null;
  organizations: string[];
}

type Change =
  | { kind: 'create'; values: PortfolioValues }
  | { kind: 'update'; id: string; values: PortfolioValues }
  | { kind: 'delete'; id: string };

const SUCCESS: Record<Change['kind'], FeatureToastKey> = {
  create: 'portfolios.toasts.created',
  update: 'portfolios.toasts.updated',
  delete: 'portfolios.toasts.deleted',
};

function send(change: Change) {
  if (change.kind === 'delete')
    return api.request(`/portfolios/${encodeURIComponent(change.id)}`, { method: 'DELETE' });
  const { name, description, organizations } = change.values;
  const data = {
    type: 'portfolios' as const,
    attributes: { name, description },
    relationships: { organizations: toManyRelationship('organizations', organizations) },
  };
  return change.kind === 'create'
    ? api.request('/portfolios', { method: 'POST', body: { data } })
    : api.request(`/portfolios/${encodeURIComponent(change.id)}`, {
        method: 'PUT',
        body: { data: { ...data, id: change.id } },
      });
}

/** Every write of the portfolios tab: portfolios and organizations reload (their filters), a toast confirms. */
export function usePortfolioChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (_document, change) => {
      showToast({ tone: 'success', title: 'successTitle', text: SUCCESS[change.kind] });
      await Promise.all([
        client.invalidateQueries({ queryKey: ['portfolios'] }),
        client.invalidateQueries({ queryKey: ['organizations'] }),
      ]);
    },
  });
}

/** HEAD /portfolios/name/{value}: 200 taken, 404 free. */
export async function portfolioNameTaken(name: string): Promise<boolean> {
  try {
    await api.request(`/portfolios/name/${encodeURIComponent(name)}`, { method: 'HEAD' });
    return true;
  } catch (error) {
    if (isApiError(error, 404)) return false;
    throw error;
  }
}
