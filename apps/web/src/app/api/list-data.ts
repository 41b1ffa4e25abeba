// The data hooks of a list: a page read from the API (its items flattened, the page on screen kept while the
// next one loads), and the writes of its items (create, change, delete and the like), each confirmed by a
// toast and reloading the lists it touches. One module, so the build keeps them out of the login page's entry
// (a file this small on its own is folded into the entry; issue 10's budgets).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../session';
import { showToast } from '../toasts';
import type { QueryValue } from './api-client';
import type { ApiPath, GetDocument } from './api-types';
import type { FeatureToastKey, ToastTextKey } from './error-toasts';
import { type FlatPrimary, flattenPage, type JsonApiDocument, type Page } from './jsonapi';

/** The flattened page of a list's path: its items typed from the generated API types. */
export type PageOf<P extends ApiPath> = Page<FlatPrimary<GetDocument<P>>>;

export function usePageQuery<P extends ApiPath>(
  queryKey: readonly unknown[],
  path: P,
  query: Record<string, QueryValue>,
  enabled = true,
) {
  return useQuery({
    queryKey,
    // TypeScript cannot narrow a generic path's document to JSON:API; the flattened page keeps its type.
    queryFn: async ({ signal }) =>
      flattenPage((await api.get(path, { query, signal })) as JsonApiDocument) as PageOf<P>,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useItemChange<C>(
  send: (change: C) => Promise<unknown>,
  options: {
    /** The toast text of a change that went through. */
    success: (change: C) => ToastTextKey | FeatureToastKey;
    /** The first key of every query the change makes stale. */
    reloads: readonly string[];
  },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (_document, change) => {
      showToast({ tone: 'success', title: 'successTitle', text: options.success(change) });
      await Promise.all(options.reloads.map((key) => client.invalidateQueries({ queryKey: [key] })));
    },
  });
}
