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

export interface ImportContext {
  /** Reads (checks against stored data); writes go through `write`'s transaction. */
  db: Kysely<Database>;
  organizationId: number;
  userId: number;
  /** Keys already taken earlier in this file; kept by dry runs, which write nothing to check against. */
  seenKeys: Set<string> | undefined;
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
