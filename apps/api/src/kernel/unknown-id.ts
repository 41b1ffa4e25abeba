// Services speak internal ids (decision 0222): the HTTP schemas decode public ids before a service sees them.

/**
 * The internal id a public id that decodes to nothing stands for. Keys are serials starting at 1, so no row has
 * it: a lookup finds nothing and answers the same 404 as a missing row, as it did when services decoded. Not 0:
 * a truthy number, so a `value ? … : …` cannot mistake a wrong id for an absent one.
 */
export const UNKNOWN_ID = -1;
