// The only place with SQL for export tasks. A caller reads its own tasks only (its organization and user); the
// worker claims any task, durably: a claim is a row lock taken with SKIP LOCKED, so two workers never share one
// (export-task-queue.ts).
import type { Kysely, Selectable } from 'kysely';
import type { Database, ExportTasksTable } from '../../db/schema';
import { exportTaskQueue } from './export-task-queue';

export { STALE_AFTER_SECONDS } from './export-task-queue';

export type ExportTaskRow = Selectable<ExportTasksTable>;

export interface NewExportTask {
  organizationId: number;
  userId: number;
  allOrganizations: boolean;
  format: 'csv' | 'xlsx';
  query: Record<string, string>;
  columns: string[];
  lang: string;
  timezone: string;
  dateFormat: string;
  unitSystem: string;
}

/** A task that keeps losing its process fails instead of running forever. */
export const MAX_ATTEMPTS = 3;

export function createExportTasksRepository(db: Kysely<Database>) {
  return {
    async create(task: NewExportTask): Promise<ExportTaskRow> {
      return db
        .insertInto('export_tasks')
        .values({
          organization_id: task.organizationId,
          user_id: task.userId,
          all_organizations: task.allOrganizations,
          format: task.format,
          query: JSON.stringify(task.query),
          columns: task.columns,
          lang: task.lang,
          timezone: task.timezone,
          date_format: task.dateFormat,
          unit_system: task.unitSystem,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The caller's own task: another user's, or another organization's, is not found. */
    findOwn(owner: { organizationId: number; userId: number }, id: number) {
      return db
        .selectFrom('export_tasks')
        .selectAll()
        .where('id', '=', id)
        .where('organization_id', '=', owner.organizationId)
        .where('user_id', '=', owner.userId)
        .executeTakeFirst();
    },

    /** The user's display preferences an export formats with (user_settings, when the user chose). */
    async preferencesOf(userId: number) {
      const [user, settings] = await Promise.all([
        db
          .selectFrom('users')
          .select(['lang', 'timezone'])
          .where('id', '=', userId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('user_settings')
          .select(['type', 'data'])
          .where('user_id', '=', userId)
          .where('type', 'in', ['dateTimeFormat', 'unitSystem'])
          .execute(),
      ]);
      const setting = (type: string) => settings.find((s) => s.type === type)?.data;
      return { ...user, dateTimeFormat: setting('dateTimeFormat'), unitSystem: setting('unitSystem') };
    },

    ...exportTaskQueue(db),
  };
}

export type ExportTasksRepository = ReturnType<typeof createExportTasksRepository>;
