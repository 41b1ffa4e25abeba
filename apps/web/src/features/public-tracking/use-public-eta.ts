import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../app/api/api-error';
import type { GetDocument } from '../../app/api/api-types';
import { flattenOne } from '../../app/api/jsonapi';
import { api } from '../../app/session';

type PublicEtaDocument = GetDocument<'/public/orders/eta'>;
export type PublicEta = ReturnType<typeof flattenOne<PublicEtaDocument>>;
export type PublicStop = PublicEta['stops'][number];

/** How often an open page asks again: the ETA moves with the truck, a minute is plenty (and well under the limit). */
const REFRESH_MS = 60_000;

/** The order behind a tracking link, without a session; a dead link (404, 410) is final, not retried. */
export function usePublicEta(token: string) {
  return useQuery({
    queryKey: ['public-eta', token],
    queryFn: async ({ signal }) =>
      flattenOne(
        await api.request<PublicEtaDocument>('/public/orders/eta', {
          query: { token },
          auth: false,
          toast: false,
          signal,
        }),
      ),
    refetchInterval: (query) => (query.state.error ? false : REFRESH_MS),
    retry: (count, error) => count < 2 && isApiError(error, 0),
  });
}
