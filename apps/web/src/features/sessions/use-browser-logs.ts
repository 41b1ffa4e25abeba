import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { flattenPage } from '../../app/api/jsonapi';
import { api } from '../../app/session';

/** GET /users/{id}/browser-logs, newest first (decision 0140). */
export function useBrowserLogs(userId: string, page: number, size: number) {
  return useQuery({
    queryKey: ['users', userId, 'browser-logs', page, size],
    queryFn: async ({ signal }) =>
      flattenPage(
        await api.get('/users/{id}/browser-logs', {
          params: { id: userId },
          query: { 'page[number]': page, 'page[size]': size },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
