// A page of a list read from the API: its items flattened, the page on screen kept while the next one loads
// (paging, sorting and filtering change the key), as every list of the web app reads it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../session';
import type { QueryValue } from './api-client';
import type { ApiPath, GetDocument } from './api-types';
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
