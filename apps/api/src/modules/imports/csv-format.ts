// What kind of CSV a file is, read from its first bytes: the encoding (UTF-8 with or without BOM, else
// Windows-1252, which is what Excel writes on Western Windows) and the separator (comma, or semicolon as
// French Excel writes it). A file with NUL or other control bytes is not text and is refused outright.
import { AppError } from '@cargolens/domain/errors';

export type CsvEncoding = 'utf-8' | 'windows-1252';
export type CsvDelimiter = ',' | ';';

export interface CsvFormat {
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
}

const BOM = [0xef, 0xbb, 0xbf];

export function fileError(detail: string, pointer = ''): AppError {
  return new AppError('import.file_not_valid_error', { detail, source: { pointer } });
}

/** True when bytes hold control characters no spreadsheet writes into a CSV (NUL, ESC, …). */
function looksBinary(head: Uint8Array): boolean {
  for (const byte of head) {
    if (byte === 0x09 || byte === 0x0a || byte === 0x0d) continue;
    if (byte < 0x20 || byte === 0x7f) return true;
  }
  return false;
}

function isUtf8(head: Uint8Array): boolean {
  // The sample may end inside a multi-byte character: leave the last three bytes out of the verdict.
  const sample = head.length > 4 ? head.subarray(0, head.length - 3) : head;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample);
    return true;
  } catch {
    return false;
  }
}

/** The separator that splits the header line most: quoted text is skipped so "Lyon, FR" counts for nothing. */
function delimiterOf(text: string): CsvDelimiter {
  const counts = { ',': 0, ';': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && (char === ',' || char === ';')) counts[char]++;
  }
  return counts[';'] > counts[','] ? ';' : ',';
}

export function detectCsvFormat(head: Uint8Array): CsvFormat {
  const hasBom = BOM.every((byte, index) => head[index] === byte);
  const body = hasBom ? head.subarray(3) : head;
  if (body.length === 0 || body.every((byte) => byte === 0x0a || byte === 0x0d || byte === 0x20))
    throw fileError('The file is empty: it needs a header line and at least one line of data');
  if (looksBinary(body)) throw fileError('The file is not a CSV text file: it holds binary content');
  const encoding: CsvEncoding = hasBom || isUtf8(body) ? 'utf-8' : 'windows-1252';
  return { encoding, delimiter: delimiterOf(new TextDecoder(encoding).decode(body)) };
}
