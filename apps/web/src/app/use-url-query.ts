// A list page's query kept in the address bar (bookmarks, back button): read from the search params, changed
// through the list's own rules (any change but paging goes back to the first page), written back.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface UrlQueryCodec<Q> {
  read: (params: URLSearchParams) => Q;
  change: (query: Q, next: Partial<Q>) => Q;
  write: (query: Q) => URLSearchParams;
}

/** `codec` is a module constant: `update` changes only when the address does. */
export function useUrlQuery<Q>(codec: UrlQueryCodec<Q>) {
  const [params, setParams] = useSearchParams();
  const serialized = params.toString();
  const update = useCallback(
    (next: Partial<Q>) =>
      setParams(codec.write(codec.change(codec.read(new URLSearchParams(serialized)), next))),
    [codec, serialized, setParams],
  );
  return { query: codec.read(params), update };
}

/** The pager of a list whose page and size live in its address-bar query. */
export function urlPaging<Q extends { page: number; size: number }>(
  query: Q,
  update: (next: Partial<Q>) => void,
  sizes: readonly number[],
) {
  return {
    page: query.page,
    size: query.size,
    sizes,
    onPage: (page: number) => update({ page } as Partial<Q>),
    onSize: (size: number) => update({ size } as Partial<Q>),
  };
}
