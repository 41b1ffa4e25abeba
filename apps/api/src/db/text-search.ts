// The search fields of the lists match a fragment anywhere in a column (ILIKE '%fragment%'): what the user typed
// is matched literally, so a `%` or `_` in a reference is not a wildcard.
export function containsPattern(fragment: string): string {
  return `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
