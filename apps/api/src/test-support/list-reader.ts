// Reading a whole JSON:API list as a demo user sees it, page after page.
import type { TestCargolens } from './cargolens';

/** Every item of the list at `path` as `username` sees it, with `query` (e.g. filter[...]=…) among its parameters. */
export function listReader<T>(app: TestCargolens, path: string) {
  return async (query: string, username = 'shipper.admin'): Promise<T[]> =>
    app.api.collect<T>(`${path}?page[size]=100${query ? `&${query}` : ''}`, await app.tokenOf(username));
}
