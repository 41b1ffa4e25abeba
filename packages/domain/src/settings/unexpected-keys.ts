import type { FieldIssue } from '../errors';

/** A setting's data names only the keys it may hold: one unexpected_field issue at each other key, under `at`. */
export function unexpectedKeys(
  value: Record<string, unknown>,
  allowed: readonly string[],
  at: string,
): FieldIssue[] {
  return Object.keys(value)
    .filter((key) => !allowed.includes(key))
    .map((key) => ({ code: 'validation.unexpected_field', pointer: `${at}/${key}` }));
}
