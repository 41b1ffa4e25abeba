// Order exports end to end: ask, follow the task, download, and read the file back with a real XLSX reader
// (exceljs) or CSV parser: the rows are the list API's, in its order, for its filters.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogues } from '@cargolens/i18n/catalogues';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { ORDER_INPUT_EXAMPLE } from '../orders/order-input-example';
import { createOrdersRepository } from '../orders/repository';
import { createOrdersService } from '../orders/service';
import { createExportWorker } from './export-worker';
import { createExportTasksRepository } from './repository';
import { EXPORT_COLUMNS } from './schemas';

const exportDir = await mkdtemp(path.join(tmpdir(), 'cargolens-exports-'));
afterAll(() => rm(exportDir, { recursive: true, force: true }));

/** The wall clock of `zone` at `iso`, as dd/MM/yyyy HH:mm (the default date format). */
function wallClock(iso: string, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

describe.each(engines())('order exports on $name', (engine) => {
  const app = useCargolens(engine, { env: () => ({ EXPORT_DIR: path.join(exportDir, engine.name) }) });

  async function exportOrders(username: string, query: string, attributes: Record<string, unknown>) {
    const token = await app.tokenOf(username);
    const asked = await app.api.request('POST', `/api/orders/export${query ? `?${query}` : ''}`, {
      token,
      body: { data: { type: 'exportTasks', attributes } },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    const id: string = asked.body.data.id;
    for (let i = 0; i < 200; i++) {
      const task = await app.api.get(`/api/export-tasks/${id}`, token);
      expect(task.status).toBe(200);
      if (task.body.data.attributes.status === 'done') return task.body.data;
      expect(task.body.data.attributes.status).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`export ${id} did not finish`);
  }

  async function download(url: string, username: string) {
    const response = await fetch(new URL(url, app.running.url), {
      headers: { authorization: `Bearer ${await app.tokenOf(username)}` },
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: await response.arrayBuffer(),
    };
  }

  async function me(username: string) {
    const token = await app.tokenOf(username);
    return (await app.api.get('/api/me', token)).body.data.attributes as { lang: string; timezone: string };
  }

  const FILTER = 'filter[transportMode]=road,ftl,ltl,ocean,air,rail,parcel&sort=reference';

  it('writes the filtered list as an xlsx workbook that reads back as the list’s rows', async () => {
    const token = await app.tokenOf('shipper.admin');
    const listed = await app.api.collect(`/api/orders?page[size]=100&${FILTER}`, token);
    expect(listed.length).toBeGreaterThan(1);
    const task = await exportOrders('shipper.admin', FILTER, {
      columns: ['reference', 'status', 'clientReference', 'createdAt'],
    });
    expect(task.attributes).toMatchObject({ format: 'xlsx', progress: listed.length, total: listed.length });
    expect(task.attributes.fileName).toMatch(/^orders-\d{4}-\d\d-\d\d-\d{4}\.xlsx$/);
    const file = await download(task.attributes.fileUrl, 'shipper.admin');
    expect(file.status).toBe(200);
    expect(file.type).toContain('spreadsheetml');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body);
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const { lang, timezone } = await me('shipper.admin');
    const messages = catalogues[lang as 'en'] ?? catalogues.en;
    expect(rows[0]).toEqual([
      messages.orderList.columns.reference,
      messages.orderList.columns.status,
      messages.orderList.columns.clientReference,
      messages.orderList.columns.createdAt,
    ]);
    const body = rows.slice(1);
    expect(body.map((r) => r[0])).toEqual(listed.map((o) => o.attributes.reference));
    for (const [i, order] of listed.entries()) {
      const [, status, clientReference, created] = body[i]!;
      expect(status).toBe((messages.orderStatus as Record<string, string>)[order.attributes.currentStatus]);
      expect(clientReference ?? null).toBe(order.attributes.clientReference);
      // An Excel date holds the user's wall clock; exceljs reads it back as that wall clock in UTC.
      const shown = wallClock((created as Date).toISOString(), 'UTC');
      expect(shown).toBe(wallClock(order.attributes.createdAt, timezone));
      expect(sheet.getRow(i + 2).getCell(4).numFmt).toBe('dd/mm/yyyy hh:mm');
    }
  });

  it('writes csv with the same rows, dates in the user’s zone and format', async () => {
    const token = await app.tokenOf('carrier.operator');
    const listed = await app.api.collect(`/api/orders?page[size]=100&sort=-createdAt`, token);
    const task = await exportOrders('carrier.operator', 'sort=-createdAt', {
      format: 'csv',
      columns: ['reference', 'departure', 'ownerName', 'createdAt'],
    });
    const file = await download(task.attributes.fileUrl, 'carrier.operator');
    expect(file.type).toContain('text/csv');
    const text = Buffer.from(file.body).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parse(text.slice(1)) as string[][];
    expect(header).toHaveLength(5);
    const { timezone } = await me('carrier.operator');
    expect(rows.map((r) => r[0])).toEqual(listed.map((o) => o.attributes.reference));
    for (const [i, order] of listed.entries()) {
      const departure = order.attributes.departure;
      expect(rows[i]![2]).toBe(departure?.plannedStart ? wallClock(departure.plannedStart, timezone) : '');
      expect(rows[i]![3]).toBe(order.attributes.ownerName);
      expect(rows[i]![4]).toBe(wallClock(order.attributes.createdAt, timezone));
    }
  });

  it('writes every column as the list API says it, read from the same rows', async () => {
    const token = await app.tokenOf('shipper.admin');
    const listed = await app.api.collect(`/api/orders?page[size]=100&sort=reference`, token);
    const task = await exportOrders('shipper.admin', 'sort=reference', {
      format: 'csv',
      columns: EXPORT_COLUMNS,
    });
    const text = Buffer.from((await download(task.attributes.fileUrl, 'shipper.admin')).body).toString(
      'utf8',
    );
    const [header, ...rows] = parse(text.slice(1)) as string[][];
    const { lang, timezone } = await me('shipper.admin');
    const messages = catalogues[lang as 'en'] ?? catalogues.en;
    const at = (column: string, planned = false) => {
      const label = (messages.orderList.columns as Record<string, string>)[column]!;
      return header!.indexOf(planned ? `${label} – ${messages.orderExport.planned}` : label);
    };
    const place = (p: { name: string; town: string | null; country: string | null } | null) =>
      p ? [p.name, p.town, p.country].filter(Boolean).join(', ') : '';
    const date = (iso: string | null | undefined) => (iso ? wallClock(iso, timezone) : '');
    expect(rows).toHaveLength(listed.length);
    for (const [i, order] of listed.entries()) {
      const a = order.attributes;
      const row = rows[i]!;
      const expected: Array<[string, string]> = [
        ['reference', a.reference],
        ['clientReference', a.clientReference ?? ''],
        ['status', (messages.orderStatus as Record<string, string>)[a.currentStatus] ?? a.currentStatus],
        ['departure', place(a.departure)],
        ['arrival', place(a.arrival)],
        ['nextStopPoint', a.nextStopPoint ? place(a[a.nextStopPoint]) : ''],
        ['tags', a.tags.map((tag: { label: string }) => tag.label).join(', ')],
        ['ownerName', a.ownerName ?? ''],
        ['charteringName', a.charteredName ?? ''],
        ['tourReference', a.tourReference ?? ''],
        ['meanName', a.mean?.label ?? ''],
        ['consignmentReference', a.consignmentReference ?? ''],
        ['bookingReferences', a.bookingReference ?? ''],
        ['billOfLading', a.billOfLadingReference ?? ''],
        ['containerReference', a.containerReference ?? ''],
        ['createdAt', date(a.createdAt)],
      ];
      for (const [column, value] of expected)
        expect(row[at(column)], `${a.reference} ${column}`).toBe(value.replace(/^([=+\-@\t\r])/, "'$1"));
      expect(row[at('departure', true)]).toBe(date(a.departure?.plannedStart));
      expect(row[at('arrival', true)]).toBe(date(a.arrival?.plannedStart));
    }
  });

  it('neutralises cells that a spreadsheet would run as formulas, in both formats', async () => {
    const token = await app.tokenOf('shipper.admin');
    const order = structuredClone(ORDER_INPUT_EXAMPLE) as any;
    order.data.attributes.reference = '=HYPERLINK("http://evil.example","x")';
    order.data.attributes.clientReference = '@SUM(1+1)';
    const created = await app.api.request('POST', '/api/orders', { token, body: order });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    const query = `filter[search]=${encodeURIComponent('HYPERLINK')}`;
    const columns = ['reference', 'clientReference'];
    const xlsx = await exportOrders('shipper.admin', query, { columns });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(xlsx.attributes.fileUrl, 'shipper.admin')).body);
    const row = workbook.worksheets[0]!.getRow(2);
    expect(row.getCell(1).value).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(row.getCell(1).formula).toBeUndefined();
    expect(row.getCell(2).value).toBe(`'@SUM(1+1)`);
    const csv = await exportOrders('shipper.admin', query, { columns, format: 'csv' });
    const text = Buffer.from((await download(csv.attributes.fileUrl, 'shipper.admin')).body).toString('utf8');
    expect(parse(text.slice(1))[1]).toEqual([`'=HYPERLINK("http://evil.example","x")`, `'@SUM(1+1)`]);
  });

  it('answers 404 for another user’s or another organization’s task and file', async () => {
    const task = await exportOrders('shipper.admin', '', { format: 'csv', columns: ['reference'] });
    for (const username of ['shipper.operator', 'carrier.operator', 'backoffice.admin']) {
      const token = await app.tokenOf(username);
      expect((await app.api.get(`/api/export-tasks/${task.id}`, token)).status, username).toBe(404);
      expect((await download(task.attributes.fileUrl, username)).status, username).toBe(404);
    }
    expect((await app.api.get('/api/export-tasks/nope', await app.tokenOf('shipper.admin'))).status).toBe(
      404,
    );
  });

  it('refuses a bad format, column or filter with a pointer, and queues nothing', async () => {
    const token = await app.tokenOf('shipper.admin');
    const cases: Array<[string, unknown]> = [
      ['', { format: 'pdf' }],
      ['', { columns: ['actions'] }],
      ['filter[status]=NOPE', {}],
    ];
    for (const [query, attributes] of cases) {
      const response = await app.api.request('POST', `/api/orders/export?${query}`, {
        token,
        body: { data: { type: 'exportTasks', attributes } },
      });
      expect(response.status, JSON.stringify(attributes)).toBe(400);
      expect(response.body.errors[0].source).toBeDefined();
    }
  });

  it('pages with keysets through every sort exactly as the list orders it', async () => {
    const orders = createOrdersService(createOrdersRepository(app.running.store.db));
    const scope = { organizationId: 0, allOrganizations: true };
    for (const sort of [
      'reference',
      '-reference',
      'clientReference',
      '-departureDate',
      'arrivalDate',
      'createdAt',
    ]) {
      const token = await app.tokenOf('backoffice.admin');
      const listed = await app.api.collect(`/api/orders?page[size]=100&sort=${sort}`, token);
      const field = sort.replace('-', '') as 'reference';
      const paged: string[] = [];
      for await (const page of orders.pages(scope, {
        filters: {},
        sort: [{ field, direction: sort.startsWith('-') ? 'desc' : 'asc' }],
        include: new Set(),
        pageSize: 7,
      }))
        paged.push(...page.orders.map((o) => o.reference));
      expect(paged, sort).toEqual(listed.map((o) => o.attributes.reference));
    }
  });

  it('takes over a task whose process died, and sweeps expired files', async () => {
    const db = app.running.store.db;
    const user = await db
      .selectFrom('users')
      .select(['id', 'organization_id'])
      .where('username', '=', 'shipper.admin')
      .executeTakeFirstOrThrow();
    const staleTask = {
      organization_id: user.organization_id,
      user_id: user.id,
      status: 'running' as const,
      format: 'csv' as const,
      query: JSON.stringify({ sort: 'reference' }),
      columns: ['reference'],
      lang: 'en',
      timezone: 'Europe/Paris',
      date_format: 'dd/MM/yyyy HH:mm',
      unit_system: 'metric',
      attempts: 1,
      heartbeat_at: new Date(Date.now() - 10 * 60_000),
    };
    const stale = await db
      .insertInto('export_tasks')
      .values(staleTask)
      .returning('id')
      .executeTakeFirstOrThrow();
    const worker = createExportWorker({
      repository: createExportTasksRepository(db),
      orders: createOrdersService(createOrdersRepository(db)),
      exportDir: path.join(exportDir, `${engine.name}-sweep`),
      retentionHours: 1,
    });
    const doomed = await db
      .insertInto('export_tasks')
      .values({ ...staleTask, attempts: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await worker.drain();
    // The server's own worker polls too and may have claimed one of them first: wait for both to settle.
    const settled = async (id: number) => {
      for (let i = 0; i < 200; i++) {
        const row = await db
          .selectFrom('export_tasks')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        if (row.status !== 'running' && row.status !== 'queued') return row;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`task ${id} did not settle`);
    };
    // A task whose process died three times fails with a reason instead of running forever.
    const failed = await settled(doomed.id);
    expect(failed).toMatchObject({ status: 'failed', error: 'The export was interrupted too many times' });
    const done = await settled(stale.id);
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
    expect(await readdir(path.dirname(done.file_path!))).toContain(path.basename(done.file_path!));

    await db
      .updateTable('export_tasks')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', stale.id)
      .execute();
    await worker.sweep();
    const swept = await db
      .selectFrom('export_tasks')
      .selectAll()
      .where('id', '=', stale.id)
      .executeTakeFirstOrThrow();
    expect(swept.status).toBe('expired');
    expect(await readdir(path.dirname(done.file_path!))).not.toContain(path.basename(done.file_path!));
  });
});
