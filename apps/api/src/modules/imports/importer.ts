// What every import type provides: its columns (the template's header), one example line that imports as
// written, the check of a batch of lines through the same rules as its API, and the write of accepted rows.
import type { ErrorCode } from '@cargolens/domain/errors';
import type { ImportType } from '@cargolens/domain/imports';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export { IMPORT_TYPES, type ImportType } from '@cargolens/domain/imports';

export interface LineError {
  /** The column at fault; null for an error of the whole line. */
  field: string | null;
  code: ErrorCode;
  message: string;
}

export interface RejectedLine {
  line: number;
  /** What names the line for a person (a place's name), shown beside its number (§5). */
  label: string;
  values: string[];
  errors: LineError[];
}

/** A data line keyed by the importer's column names (absent columns are absent keys). */
export interface ImportLine {
  line: number;
  values: string[];
  fields: Record<string, string>;
}

/** The unique keys (external ids, usernames…) an importer has accepted from this file. */
export interface KeySet {
  has(key: string): boolean;
  add(key: string): void;
}

export interface ImportContext {
  /** Reads (checks against stored data); writes go through `write`'s transaction. */
  db: Kysely<Database>;
  organizationId: number;
  userId: number;
  /**
   * Keys taken earlier in this file that the database may not show yet: in a dry run every key seen (it writes
   * nothing to check against); in a real run the keys of the batch being written while this one is checked
   * (batches overlap, see run-import-task.ts). An importer with a unique key checks it here as well as in the
   * database, and adds the keys of the lines it accepts.
   */
  seenKeys: KeySet | undefined;
}

export interface Importer<Row = unknown> {
  type: ImportType;
  columns: readonly string[];
  requiredColumns: readonly string[];
  example: Readonly<Record<string, string>>;
  check(context: ImportContext, lines: ImportLine[]): Promise<{ rows: Row[]; rejected: RejectedLine[] }>;
  /** Writes in the batch's transaction; what it returns runs once that transaction has committed. */
  // biome-ignore lint/suspicious/noConfusingVoidType: most importers return nothing; void lets their async write fit.
  write(db: Kysely<Database>, context: ImportContext, rows: Row[]): Promise<void | AfterCommit>;
}

/** Work that must only happen once the rows are stored for good, such as mailing the users created. */
export type AfterCommit = () => Promise<void>;
