import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import { Pagination, type PaginationProps } from './Pagination';
import { LoadError, Loading } from './Status';

/** What a paged list query gives the scaffold (a TanStack Query result of a flattened JSON:API page). */
export interface ListPageQuery<T> {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
  data?: { items: T[]; meta: { totalPages: number; totalItems?: number } } | undefined;
}

export interface ListPageProps<T> {
  /** A page's header (a tab has none); `total` shows the count of items once known. */
  header?: {
    title: ReactNode;
    total?: { testId: string; text: (count: number) => ReactNode };
    meta?: ReactNode;
    actions?: ReactNode;
  };
  /** The search and filter bar, as the page builds it. */
  filters?: ReactNode;
  query: ListPageQuery<T>;
  /** Paging, in the list's own terms (the current page's count comes from the query). */
  paging: Omit<PaginationProps, 'pages'>;
  /** The table of the page's items; `busy` while the next ones load. */
  children: (items: T[], busy: boolean) => ReactNode;
  /** Dialogs the list opens (forms, confirmations). */
  dialogs?: ReactNode;
}

/**
 * The scaffold of every list page and administration tab: header, filters, loading and error states, the table
 * in its panel and its pages, then the dialogs it opens, so every list behaves alike.
 */
export function ListPage<T>({ header, filters, query, paging, children, dialogs }: ListPageProps<T>) {
  const total = query.data?.meta.totalItems;
  return (
    <>
      {header && (
        <PageHeader
          title={header.title}
          meta={
            header.meta ??
            (header.total && total !== undefined && (
              <span data-testid={header.total.testId}>{header.total.text(total)}</span>
            ))
          }
          actions={header.actions}
        />
      )}
      {filters}
      {query.isPending ? (
        <Loading />
      ) : query.isError || !query.data ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <section className="panel panel--flush">
          {children(query.data.items, query.isPlaceholderData)}
          <Pagination {...paging} pages={query.data.meta.totalPages} />
        </section>
      )}
      {dialogs}
    </>
  );
}
