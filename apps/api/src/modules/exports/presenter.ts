// An export task as the API shows it: status and progress, and once done the file's name, size and address.

import { isoTimeOrNull as iso, isoTime } from '../../kernel/iso-time';
import { encodeId } from '../../kernel/public-id';
import { wallTime } from './date-formats';
import type { ExportTaskRow } from './repository';
import type { ExportTaskResource } from './schemas';

/** `orders-2026-11-22-1930.xlsx`, stamped with when it was asked for, on the user's clock. */
export function exportFileName(task: ExportTaskRow): string {
  const t = wallTime(task.created_at, task.timezone);
  return `orders-${t.yyyy}-${t.MM}-${t.dd}-${t.HH}${t.mm}.${task.format}`;
}

export function presentExportTask(task: ExportTaskRow, basePath: string): ExportTaskResource {
  const id = encodeId(task.id);
  const done = task.status === 'done';
  return {
    type: 'exportTasks',
    id,
    attributes: {
      status: task.status,
      format: task.format,
      columns: task.columns,
      progress: task.progress,
      total: task.total,
      fileName: done ? exportFileName(task) : null,
      fileSize: done ? task.file_size : null,
      fileUrl: done ? `${basePath}/export-tasks/${id}/file` : null,
      error: task.error,
      createdAt: isoTime(task.created_at),
      finishedAt: iso(task.finished_at),
      expiresAt: iso(task.expires_at),
    },
  };
}
