// Order exports as a caller sees them: ask for one (it is queued for the worker), follow it, download it.
// The caller's own tasks only: another user's task, or another organization's, is reported as missing. Tasks
// are named by internal id (decision 0222).
import { stat } from 'node:fs/promises';
import { AppError } from '@cargolens/domain/errors';
import { DEFAULT_VISIBLE_ORDER_COLUMNS } from '@cargolens/domain/orders';
import type { Session } from '../../kernel/session';
import { scopeOf } from '../../kernel/tenant-scope';
import { dateFormatOf, knownTimeZone, unitSystemOf } from './date-formats';
import type { ExportTaskRow, ExportTasksRepository } from './repository';
import { EXPORT_COLUMNS, type ExportColumn, type ExportFormat } from './schemas';

export interface ExportRequest {
  format: ExportFormat;
  columns?: ExportColumn[];
  /** The orders list's filter and sort parameters, as GET /api/orders took them (already validated). */
  listQuery: Record<string, string>;
}

const DEFAULT_COLUMNS = DEFAULT_VISIBLE_ORDER_COLUMNS.filter((column): column is ExportColumn =>
  (EXPORT_COLUMNS as readonly string[]).includes(column),
);

/** The list parameters an export keeps: filters and sort. Paging and includes mean nothing for a whole file. */
export function listParametersOf(url: string): Record<string, string> {
  const params = new URLSearchParams(url.split('?')[1] ?? '');
  const kept: Record<string, string> = {};
  for (const [name, value] of params) if (name.startsWith('filter[') || name === 'sort') kept[name] = value;
  return kept;
}

export function createExportsService(repository: ExportTasksRepository, options: { onQueued: () => void }) {
  async function own(session: Session, id: number): Promise<ExportTaskRow> {
    const task = await repository.findOwn(
      { organizationId: session.organizationId, userId: session.userId },
      id,
    );
    if (!task) throw new AppError('http.not_found', { detail: 'Export task not found' });
    return task;
  }

  return {
    async request(session: Session, request: ExportRequest): Promise<ExportTaskRow> {
      const preferences = await repository.preferencesOf(session.userId);
      const task = await repository.create({
        organizationId: session.organizationId,
        userId: session.userId,
        allOrganizations: scopeOf(session).allOrganizations,
        format: request.format,
        query: request.listQuery,
        columns: request.columns ?? DEFAULT_COLUMNS,
        lang: preferences.lang,
        timezone: knownTimeZone(preferences.timezone),
        dateFormat: dateFormatOf(preferences.dateTimeFormat),
        unitSystem: unitSystemOf(preferences.unitSystem),
      });
      options.onQueued();
      return task;
    },

    get: own,

    /** The finished file's path, while it is kept. */
    async file(session: Session, id: number): Promise<{ task: ExportTaskRow; path: string; size: number }> {
      const task = await own(session, id);
      if (task.status === 'queued' || task.status === 'running')
        throw new AppError('http.conflict_error', { detail: 'The export is not finished yet' });
      if (task.status !== 'done' || !task.file_path)
        throw new AppError('http.not_found', {
          detail: task.status === 'failed' ? 'The export failed' : 'The export file has expired',
        });
      const file = await stat(task.file_path).catch(() => undefined);
      if (!file) throw new AppError('http.not_found', { detail: 'The export file has expired' });
      return { task, path: task.file_path, size: file.size };
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
