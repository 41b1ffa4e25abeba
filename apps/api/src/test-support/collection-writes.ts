// Writes to one JSON:API collection, as a demo user makes them from its administration screen.
import type { TestCargolens } from './cargolens';

type Attributes = Record<string, unknown>;

/** Bodies, creates and patches of the collection at `path`, whose resources are of the JSON:API `type`. */
export function collectionWrites(app: TestCargolens, type: string, path: string) {
  /** A document of the collection's type: these attributes, and relationships or an id in `extra`. */
  const body = (attributes: Attributes, extra: Attributes = {}) => ({ data: { type, attributes, ...extra } });
  return {
    body,
    create: (username: string, attributes: Attributes, extra: Attributes = {}) =>
      app.as(username, 'POST', path, body(attributes, extra)),
    patch: (username: string, id: string, attributes: Attributes) =>
      app.as(username, 'PATCH', `${path}/${id}`, body(attributes)),
  };
}
