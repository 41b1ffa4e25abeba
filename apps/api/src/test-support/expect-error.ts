// The answer to a refused request, as the API tests check it: its status and what its first error says.
import { expect } from 'vitest';

/** `response` answered `status`, and its first error holds `error` (code, source pointer or parameter…). */
export function expectError(
  response: { status: number; body: any },
  status: number,
  error: Record<string, unknown>,
) {
  expect(response.status).toBe(status);
  expect(response.body.errors[0]).toMatchObject(error);
}

/** `response` answered 400 with these errors, in this order: each as [its source pointer, its detail]. */
export function expectFieldErrors(response: { status: number; body: any }, errors: [string, string][]) {
  expect(response.status).toBe(400);
  expect(response.body.errors.map((e: any) => [e.source.pointer, e.detail])).toEqual(errors);
}
