// The portfolio filter of the back office's organization picker and organizations tab (decision 0190): "all",
// "my portfolios", or one portfolio, as the `filter[portfolio]` of GET /organizations.
export const ALL_PORTFOLIOS = 'all';
export const MY_PORTFOLIOS = 'mine';

export interface PortfolioOption {
  id: string;
  label: string;
}

/**
 * All organizations first, then the caller's portfolios as a whole when they follow any, then every portfolio
 * by name, the caller's own first so an account manager finds theirs at the top.
 */
export function portfolioFilterOptions(
  portfolios: readonly { id: string; name: string }[],
  mine: readonly { id: string }[],
  labels: { all: string; mine: string },
): PortfolioOption[] {
  const own = new Set(mine.map((p) => p.id));
  const sorted = [...portfolios].sort(
    (a, b) => Number(own.has(b.id)) - Number(own.has(a.id)) || a.name.localeCompare(b.name),
  );
  return [
    { id: ALL_PORTFOLIOS, label: labels.all },
    ...(own.size > 0 ? [{ id: MY_PORTFOLIOS, label: labels.mine }] : []),
    ...sorted.map((p) => ({ id: p.id, label: p.name })),
  ];
}

/** The query GET /organizations takes for a filter choice. */
export function portfolioQuery(choice: string | undefined): { 'filter[portfolio]'?: string } {
  return choice && choice !== ALL_PORTFOLIOS ? { 'filter[portfolio]': choice } : {};
}

/** A to-many relationship as a save body sends it: the whole set. */
export function toManyRelationship<T extends string>(type: T, ids: readonly string[]) {
  return { data: [...new Set(ids)].map((id) => ({ type, id })) };
}

/** The ids of a flattened resource's to-many relationship (absent for tenants: none). */
export function relatedIds(related: unknown): string[] {
  return Array.isArray(related) ? related.map((item: { id: string }) => item.id) : [];
}
