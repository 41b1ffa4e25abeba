// Runs one claimed import task from where it stopped: lines already counted (lines_done) are skipped, each
// batch is checked by its importer and, unless it is a dry run, its valid rows are written in the same
// transaction that counts it. A line with an error writes nothing.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CsvFormat } from '../../modules/imports/csv-format';
import { csvRecords } from '../../modules/imports/csv-records';
import type {
  AfterCommit,
  ImportContext,
  Importer,
  ImportLine,
  RejectedLine,
} from '../../modules/imports/importer';
import type { ImportsRepository, ImportTaskRow } from '../../modules/imports/repository';
import { headerColumns } from '../../modules/imports/upload';
import { recordBatch } from './claim-task';

/** Rejected lines kept per task; the counts stay exact beyond it. */
export const KEPT_ERRORS = 5000;

export type RunOutcome = 'done' | 'stopped' | 'lost';

export interface RunOptions {
  db: Kysely<Database>;
  repository: ImportsRepository;
  importer: Importer;
  batchSize: number;
  shouldStop: () => boolean;
}

function columnCountError(line: ImportLine, expected: number, label: string): RejectedLine {
  return {
    line: line.line,
    label,
    values: line.values,
    errors: [
      {
        field: null,
        code: 'validation.not_valid',
        message: `This line has ${line.values.length} values where the header has ${expected} columns`,
      },
    ],
  };
}

export async function runImportTask(task: ImportTaskRow, options: RunOptions): Promise<RunOutcome> {
  const { db, importer } = options;
  const context: ImportContext = {
    db,
    organizationId: task.organization_id,
    userId: task.user_id ?? 0,
    seenKeys: task.dry_run ? new Set() : undefined,
  };
  const format: CsvFormat = {
    encoding: task.encoding as CsvFormat['encoding'],
    delimiter: task.delimiter as CsvFormat['delimiter'],
  };
  const claim = { id: task.id, attempts: task.attempts };
  let kept = Math.min(task.lines_error, KEPT_ERRORS);
  let columns: string[] | undefined;
  let index = 0;
  let batch: ImportLine[] = [];
  const earlyRejects: RejectedLine[] = [];

  async function flush(): Promise<boolean> {
    const lines = batch;
    const badShape = earlyRejects.splice(0);
    batch = [];
    const { rows, rejected } = await importer.check(context, lines);
    const all = [...badShape, ...rejected].sort((a, b) => a.line - b.line);
    const progress = {
      lines: lines.length + badShape.length,
      ok: rows.length,
      rejected: all,
      keep: KEPT_ERRORS - kept,
    };
    let afterCommit: AfterCommit | undefined;
    const recorded = await db.transaction().execute(async (trx) => {
      if (!(await recordBatch(trx, claim, progress))) return false;
      if (!task.dry_run) afterCommit = (await importer.write(trx, context, rows)) ?? undefined;
      return true;
    });
    kept = Math.min(KEPT_ERRORS, kept + all.length);
    if (recorded && afterCommit) await afterCommit();
    return recorded;
  }

  for await (const record of csvRecords(options.repository.chunks(task.id), format)) {
    if (!columns) {
      columns = headerColumns(importer, record.values);
      continue;
    }
    if (index++ < task.lines_done) continue;
    const fields: Record<string, string> = {};
    columns.forEach((column, i) => {
      fields[column] = record.values[i] ?? '';
    });
    const line = { line: record.line, values: record.values, fields };
    if (record.values.length !== columns.length)
      earlyRejects.push(columnCountError(line, columns.length, fields.name ?? ''));
    else batch.push(line);
    if (batch.length + earlyRejects.length >= options.batchSize) {
      if (!(await flush())) return 'lost';
      if (options.shouldStop()) return 'stopped';
    }
  }
  if ((batch.length || earlyRejects.length) && !(await flush())) return 'lost';
  return 'done';
}
