// The closed lists of the specs (statuses, types, choices) are `as const` arrays of wire values. Whether a value
// read from the wire, a filter or a stored row is one of them is asked in one way, spelt exactly as stored.

/** Whether a value is one of a closed list's values; narrows it to the list's type. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
