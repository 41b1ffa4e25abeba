// Runs one claimed import task from where it stopped: lines already counted (lines_done) are skipped, each
// batch is checked by its importer and, unless it is a dry run, its valid rows are written in the same
// transaction that counts it. A line with an error writes nothing.
//
// Batches overlap (decision 0096): while one batch's transaction runs in the database, the next batch is read
// and checked here, so the server's CPU and the database's work side by side. At most one transaction is in
// flight, and a batch's transaction starts only once the one before it has committed, so lines_done always
// counts a prefix of the file. The keys of the batch still being written are kept (RecentKeys) for the check of
// the next one, which the database cannot show them to yet; should a unique key slip through anyway (an
// importer that checks only the database, or another writer), the batch is checked again once the one before
// it is visible, and written once more.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordBatch } from './claim-task';
import type { CsvFormat } from './csv-format';
import { csvRecords } from './csv-records';
import type { AfterCommit, ImportContext, Importer, ImportLine, KeySet, RejectedLine } from './importer';
import type { ImportsRepository, ImportTaskRow } from './repository';
import { headerColumns } from './upload';

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

/** The keys of the last two batches: the one being checked, and the one being written meanwhile. */
export class RecentKeys implements KeySet {
  private previous = new Set<string>();
  private current = new Set<string>();

  has(key: string): boolean {
    return this.current.has(key) || this.previous.has(key);
  }

  add(key: string): void {
    this.current.add(key);
  }

  /** A batch starts: the one before the previous batch has committed, so the database shows its keys. */
  nextBatch(): void {
    this.previous = this.current;
    this.current = new Set();
  }
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

/** PostgreSQL's unique_violation, on both engines. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

export async function runImportTask(task: ImportTaskRow, options: RunOptions): Promise<RunOutcome> {
  const { db, importer } = options;
  const recent = task.dry_run ? undefined : new RecentKeys();
  const context: ImportContext = {
    db,
    organizationId: task.organization_id,
    userId: task.user_id ?? 0,
    seenKeys: recent ?? new Set(),
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
  let earlyRejects: RejectedLine[] = [];
  /** The transaction of the batch before, still running; true once committed, false when the claim was lost. */
  let writing: Promise<boolean> | undefined;

  async function settled(): Promise<boolean> {
    const pending = writing;
    writing = undefined;
    return pending ? pending : true;
  }

  /** Counts a checked batch and writes its rows, in one transaction; false when the claim was lost. */
  async function commit(
    lines: ImportLine[],
    badShape: RejectedLine[],
    checked: Awaited<ReturnType<Importer['check']>>,
  ): Promise<boolean> {
    const rejected = badShape.length
      ? [...badShape, ...checked.rejected].sort((a, b) => a.line - b.line)
      : checked.rejected;
    const progress = {
      lines: lines.length + badShape.length,
      ok: checked.rows.length,
      rejected,
      keep: KEPT_ERRORS - kept,
    };
    kept = Math.min(KEPT_ERRORS, kept + rejected.length);
    let afterCommit: AfterCommit | undefined;
    const recorded = await db.transaction().execute(async (trx) => {
      if (!(await recordBatch(trx, claim, progress))) return false;
      if (!task.dry_run) afterCommit = (await importer.write(trx, context, checked.rows)) ?? undefined;
      return true;
    });
    // What the batch starts once it is durable (the users import's invitations), never inside its transaction.
    if (recorded && afterCommit) await afterCommit();
    return recorded;
  }

  /** Checks the batch read so far while the one before is written, then starts writing it. */
  async function flush(): Promise<boolean> {
    const lines = batch;
    const badShape = earlyRejects;
    batch = [];
    earlyRejects = [];
    recent?.nextBatch();
    const checked = await importer.check(context, lines);
    if (!(await settled())) return false;
    const keptBefore = kept;
    writing = commit(lines, badShape, checked).catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      // The batch before has committed by now: checked again against the database alone, the line that
      // collided is rejected like any duplicate.
      kept = keptBefore;
      return commit(lines, badShape, await importer.check({ ...context, seenKeys: new Set() }, lines));
    });
    // Seen where it is awaited; a run that ends early must not leave an unhandled rejection behind.
    writing.catch(() => undefined);
    return true;
  }

  for await (const record of csvRecords(options.repository.chunks(task.id), format)) {
    if (!columns) {
      columns = headerColumns(importer, record.values);
      continue;
    }
    if (index++ < task.lines_done) continue;
    const fields: Record<string, string> = {};
    for (let i = 0; i < columns.length; i++) fields[columns[i]!] = record.values[i] ?? '';
    const line = { line: record.line, values: record.values, fields };
    if (record.values.length !== columns.length)
      earlyRejects.push(columnCountError(line, columns.length, fields.name ?? ''));
    else batch.push(line);
    if (batch.length + earlyRejects.length >= options.batchSize) {
      if (!(await flush())) return 'lost';
      if (options.shouldStop()) return (await settled()) ? 'stopped' : 'lost';
    }
  }
  if ((batch.length || earlyRejects.length) && !(await flush())) return 'lost';
  return (await settled()) ? 'done' : 'lost';
}
