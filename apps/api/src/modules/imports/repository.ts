// The only SQL of import tasks: the task rows a person sees, and the file chunks the worker reads.
import type { Kysely } from 'kysely';
import { organizationExists } from '../../db/organization-exists';
import { fetchPage, type PageRequest } from '../../db/paging';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../kernel/tenant-scope';
import type { CsvFormat } from './csv-format';
import type { ImportType } from './importer';

export interface NewImportTask {
  organizationId: number;
  userId: number;
  type: ImportType;
  name: string;
  dryRun: boolean;
  format: CsvFormat;
  fileSize: number;
  linesTotal: number;
}

/** Chunks of about this size keep each row small and the worker's memory flat. */
export const CHUNK_BYTES = 1 << 20;

export function createImportsRepository(db: Kysely<Database>) {
  function visible(scope: TenantScope) {
    let query = db
      .selectFrom('import_tasks as t')
      .innerJoin('organizations as org', 'org.id', 't.organization_id');
    if (!scope.allOrganizations) query = query.where('t.organization_id', '=', scope.organizationId);
    return query;
  }

  return {
    /** The task and its whole file in one transaction: a task is never seen without all of its file. */
    async create(task: NewImportTask, chunks: AsyncIterable<Uint8Array>): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('import_tasks')
          .values({
            organization_id: task.organizationId,
            user_id: task.userId,
            type: task.type,
            name: task.name,
            dry_run: task.dryRun,
            encoding: task.format.encoding,
            delimiter: task.format.delimiter,
            file_size: task.fileSize,
            lines_total: task.linesTotal,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        let seq = 0;
        for await (const data of chunks)
          await trx.insertInto('import_task_chunks').values({ task_id: id, seq: seq++, data }).execute();
        return id;
      });
    },

    /** `organizationId` narrows a back-office list to one organization (acting on behalf). */
    list(scope: TenantScope, page: PageRequest, organizationId?: number) {
      let base = visible(scope);
      if (organizationId !== undefined) base = base.where('t.organization_id', '=', organizationId);
      const rows = base
        .selectAll('t')
        .select('org.name as organization_name')
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc');
      return fetchPage(rows, base, page);
    },

    find(scope: TenantScope, id: number) {
      return visible(scope)
        .selectAll('t')
        .select('org.name as organization_name')
        .where('t.id', '=', id)
        .executeTakeFirst();
    },

    organizationExists: (id: number) => organizationExists(db, id),

    /** The file, one chunk at a time, so a large file never sits in memory whole. */
    async *chunks(taskId: number): AsyncGenerator<Uint8Array> {
      for (let seq = 0; ; seq++) {
        const row = await db
          .selectFrom('import_task_chunks')
          .select('data')
          .where('task_id', '=', taskId)
          .where('seq', '=', seq)
          .executeTakeFirst();
        if (!row) return;
        yield row.data;
      }
    },
  };
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>;
export type ImportTaskRow = NonNullable<Awaited<ReturnType<ImportsRepository['find']>>>;
