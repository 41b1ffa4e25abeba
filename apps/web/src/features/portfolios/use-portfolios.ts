import { useQuery } from '@tanstack/react-query';
import type { FeatureToastKey } from '../../app/api/error-toasts';
import { flattenPage } from '../../app/api/jsonapi';
import { useItemChange, usePageQuery } from '../../app/api/list-data';
import { valueTaken } from '../../app/api/value-taken';
import { api } from '../../app/session';
import { useCan } from '../account/use-permissions';
import type { ItemChange } from '../organizations/item-writes';
import { toManyRelationship } from './portfolio-filter';

/** Every portfolio (back office, decision 0190), filtered by name. */
export function usePortfolios(query: { name?: string; page?: number; size?: number } = {}, enabled = true) {
  return usePageQuery(
    ['portfolios', 'list', query],
    '/portfolios',
    {
      'page[size]': query.size ?? 100,
      'page[number]': query.page ?? 1,
      ...(query.name ? { 'filter[name]': query.name } : {}),
    },
    enabled,
  );
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

type Change = ItemChange<PortfolioValues>;

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
  return useItemChange(send, {
    success: (change) => SUCCESS[change.kind],
    reloads: ['portfolios', 'organizations'],
  });
}

/** HEAD /portfolios/name/{value}: 200 taken, 404 free. */
export async function portfolioNameTaken(name: string): Promise<boolean> {
  return valueTaken(`/portfolios/name/${encodeURIComponent(name)}`);
}
