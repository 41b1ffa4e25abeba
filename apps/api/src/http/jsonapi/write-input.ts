// What a write's request document becomes for its service: the attributes, plus the two members a JSON:API
// body may add to them — the organization a back-office creation is for, and the id a change may repeat.

/** A creation's attributes with `relationships.organization` (back office; absent: the caller's own). */
export function attributesForOrganization<A extends object, O>(data: {
  attributes: A;
  relationships?: { organization: { data: { id: O } } } | undefined;
}): A & { organization: O | undefined } {
  return { ...data.attributes, organization: data.relationships?.organization.data.id };
}

/** A change's attributes with the body's `id` when it gave one (the service checks it is the path's). */
export function attributesWithId<A extends object | undefined, I>(data: {
  id?: I | undefined;
  attributes?: A;
}): NonNullable<A> & { id?: I } {
  return { ...data.attributes, ...(data.id !== undefined ? { id: data.id } : {}) } as NonNullable<A> & {
    id?: I;
  };
}
