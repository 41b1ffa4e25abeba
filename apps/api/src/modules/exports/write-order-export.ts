// One export task, start to end: the orders list's query as the caller asked it, page after page (keyset),
// each page's rows turned into the list's cells (order-export-columns.ts) and written as rows of the file.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { UnitSystem } from '@cargolens/domain/units';
import { isLanguage } from '@cargolens/i18n';
import { catalogues } from '@cargolens/i18n/catalogues';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { GoodsRow, OrdersService } from '../orders';
import { listOrdersQuery, orderFiltersOf } from '../orders';
import { dateFormatOf } from './date-formats';
import { openCsvWriter, openXlsxWriter } from './export-writers';
import { headerCells, rowCells } from './order-export-columns';
import type { ExportTaskRow } from './repository';
import type { ExportColumn } from './schemas';

/** Orders per page: large enough that round trips do not dominate, small enough to keep memory flat. */
export const EXPORT_PAGE_SIZE = 2_000;

const NO_GOODS: readonly GoodsRow[] = [];

/** Goods lines by order, in the order they were read (by order, then position). */
function goodsByOrder(goods: readonly GoodsRow[] | undefined): Map<number, GoodsRow[]> {
  const byOrder = new Map<number, GoodsRow[]>();
  for (const line of goods ?? []) {
    const lines = byOrder.get(line.order_id);
    if (lines) lines.push(line);
    else byOrder.set(line.order_id, [line]);
  }
  return byOrder;
}

export interface ExportRun {
  orders: OrdersService;
  exportDir: string;
  /** Called after each page with the orders written so far; it also keeps the task's claim alive. */
  onProgress: (written: number, total: number) => Promise<void>;
}

/** Asks for the next page as soon as one arrives, so the database reads it while this one is written. */
async function* prefetched<T>(pages: AsyncGenerator<T>): AsyncGenerator<T> {
  const ask = () => {
    const page = pages.next();
    // A failure is seen where the page is awaited; a page asked for but never awaited (the writer failed
    // first) must not crash the process as an unhandled rejection.
    page.catch(() => undefined);
    return page;
  };
  let next = ask();
  for (;;) {
    const current = await next;
    if (current.done) return;
    next = ask();
    yield current.value;
  }
}

export async function writeOrderExport(task: ExportTaskRow, run: ExportRun): Promise<{ path: string }> {
  const query = listOrdersQuery.parse({ ...task.query });
  const scope: TenantScope = {
    organizationId: task.organization_id,
    allOrganizations: task.all_organizations,
  };
  const columns = task.columns as ExportColumn[];
  // Goods are read only for a goods column: they are most of a page's rows otherwise unused.
  const include = new Set(columns.includes('goods') ? ['goods'] : []);
  const input = { filters: orderFiltersOf(query), sort: query.sort, include };
  const messages = catalogues[isLanguage(task.lang) ? task.lang : 'en'];
  const cellsOf = rowCells(columns, { messages, unitSystem: task.unit_system as UnitSystem });
  // The count the list would show, for the progress bar.
  const { total } = await run.orders.list(scope, {
    ...input,
    page: { number: 1, size: 1 },
    include: new Set(),
  });
  // Unguessable and unique even when several databases (test runs, deployments) share one EXPORT_DIR.
  const file = path.join(run.exportDir, `export-${task.id}-${randomUUID()}.${task.format}`);
  const options = {
    path: file,
    headers: headerCells(columns, messages, messages.orderExport.planned),
    timezone: task.timezone,
    dateFormat: dateFormatOf(task.date_format),
    sheetName: messages.orderExport.sheetName,
  };
  const writer = task.format === 'csv' ? await openCsvWriter(options) : await openXlsxWriter(options);
  try {
    let written = 0;
    await run.onProgress(0, total);
    for await (const page of prefetched(run.orders.pages(scope, { ...input, pageSize: EXPORT_PAGE_SIZE }))) {
      const goods = goodsByOrder(page.goods);
      const rows = new Array<ReturnType<typeof cellsOf>>(page.orders.length);
      for (let i = 0; i < page.orders.length; i++) {
        const order = page.orders[i]!;
        rows[i] = cellsOf(order, goods.get(order.id) ?? NO_GOODS);
      }
      await writer.writeRows(rows);
      written += rows.length;
      await run.onProgress(written, Math.max(total, written));
    }
    await writer.close();
    return { path: file };
  } catch (error) {
    await writer.close().catch(() => undefined);
    await rm(file, { force: true });
    throw error;
  }
}
