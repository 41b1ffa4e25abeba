// Uploads and waits for import tasks over real HTTP, as the web app does: the file as the request body.
import { expect } from 'vitest';
import type { TestCargolens } from './cargolens';

export const PLACE_HEADER =
  'externalId,name,street,postalCode,town,country,latitude,longitude,geofenceRadius';

export async function upload(
  app: TestCargolens,
  body: string | Uint8Array,
  options: { query?: string; username?: string; contentType?: string } = {},
) {
  const response = await fetch(new URL(`/api/imports${options.query ?? '?type=place'}`, app.running.url), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await app.tokenOf(options.username ?? 'shipper.admin')}`,
      'content-type': options.contentType ?? 'text/csv',
    },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** The CSV template of an import type, fetched as `username` (it answers 200). */
export async function templateOf(app: TestCargolens, type: string, username = 'shipper.admin') {
  const response = await fetch(new URL(`/api/imports/templates/${type}`, app.running.url), {
    headers: { authorization: `Bearer ${await app.tokenOf(username)}` },
  });
  expect(response.status).toBe(200);
  return response;
}

/** Polls the task until the worker has finished it. */
export async function finished(app: TestCargolens, id: string, username = 'shipper.admin') {
  const token = await app.tokenOf(username);
  for (let attempt = 0; attempt < 200; attempt++) {
    const response = await app.api.get(`/api/imports/${id}`, token);
    expect(response.status).toBe(200);
    if (response.body.data.attributes.status !== 'pending') return response.body.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import task ${id} never finished`);
}

export async function placesMatching(app: TestCargolens, search: string) {
  const token = await app.tokenOf('shipper.admin');
  return (await app.api.get(`/api/places?filter[search]=${encodeURIComponent(search)}&page[size]=100`, token))
    .body.data as { attributes: Record<string, any> }[];
}

/** Uploads a file as `options.username` and waits until the worker has finished its task. */
export async function finishedImport(
  app: TestCargolens,
  body: string | Uint8Array,
  options: { query?: string; username?: string } = {},
) {
  const created = await upload(app, body, options);
  return finished(app, created.body.data.id, options.username);
}

/** Waits for a task that must fail with some lines imported, checks its statistics, and gives its errors by line. */
export async function errorsByLine(app: TestCargolens, id: string, statistics: Record<string, number>) {
  const task = await finished(app, id);
  expect(task.attributes).toMatchObject({ status: 'failed', partiallySuccessful: true, statistics });
  return Object.fromEntries(task.attributes.errors.map((e: any) => [e.line, e]));
}

/** A finished task's rejected lines, as [line number, message]. */
export function rejectedLines(task: { attributes: { errors: { line: number; message: string }[] } }) {
  return task.attributes.errors.map((e) => [e.line, e.message]);
}
