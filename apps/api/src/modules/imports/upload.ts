// Takes an uploaded CSV in: spooled to a temporary file under the size limit, then read once through to
// detect its format, check its header against the importer's columns and count its lines. Whatever is wrong
// with the file as a whole is said here, with its line or column, before any task exists.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@cargolens/domain/errors';
import { type CsvFormat, detectCsvFormat, fileError } from './csv-format';
import { csvRecords } from './csv-records';
import type { Importer } from './importer';

export interface SpooledFile {
  path: string;
  size: number;
  format: CsvFormat;
  linesTotal: number;
  remove(): Promise<void>;
}

const HEAD_BYTES = 64 * 1024;

function tooLarge(limit: number) {
  return new AppError('import.file_too_large_error', {
    detail: `The file is larger than ${Math.round(limit / (1 << 20))} MB: split it into several files`,
  });
}

async function spool(body: NodeJS.ReadableStream, file: string, limit: number): Promise<number> {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > limit ? tooLarge(limit) : null, chunk);
    },
  });
  await pipeline(body, counter, createWriteStream(file));
  return size;
}

async function headOf(file: string): Promise<Uint8Array> {
  const handle = await open(file);
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Header names as the importer spells them, matched without regard to case or surrounding spaces. */
export function headerColumns(importer: Importer, header: string[]): string[] {
  const known = new Map(importer.columns.map((column) => [column.toLowerCase(), column]));
  const seen = new Set<string>();
  const columns = header.map((raw, index) => {
    const column = known.get(raw.trim().toLowerCase());
    if (!column)
      throw fileError(
        `Line 1, column ${index + 1} "${raw.trim()}": unknown column. The columns are: ${importer.columns.join(', ')}`,
      );
    if (seen.has(column))
      throw fileError(`Line 1, column ${index + 1} "${raw.trim()}": this column appears twice`);
    seen.add(column);
    return column;
  });
  const missing = importer.requiredColumns.filter((column) => !seen.has(column));
  if (missing.length)
    throw fileError(
      `Line 1: the column${missing.length > 1 ? 's' : ''} ${missing.map((m) => `"${m}"`).join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing`,
    );
  return columns;
}

export async function spoolUpload(
  body: NodeJS.ReadableStream,
  importer: Importer,
  limit: number,
  declaredBytes?: number,
): Promise<SpooledFile> {
  // A file announced too large is refused before a byte of it is read.
  if (declaredBytes !== undefined && declaredBytes > limit) throw tooLarge(limit);
  const folder = await mkdtemp(path.join(tmpdir(), 'cargolens-import-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    const file = path.join(folder, 'upload.csv');
    const size = await spool(body, file, limit);
    const format = detectCsvFormat(await headOf(file));
    let linesTotal = -1;
    for await (const record of csvRecords(createReadStream(file), format)) {
      if (linesTotal === -1) headerColumns(importer, record.values);
      linesTotal++;
    }
    if (linesTotal <= 0)
      throw fileError('The file is empty: it needs a header line and at least one line of data');
    return { path: file, size, format, linesTotal, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
