// Streams the records of a CSV file (RFC 4180, csv-parse) from its bytes, decoded with the detected
// encoding, each with the line it ends on. A broken quote stops the file with an error naming its line.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { type CsvFormat, fileError } from './csv-format';

export interface CsvRecord {
  line: number;
  values: string[];
}

async function* decoded(bytes: AsyncIterable<Uint8Array>, format: CsvFormat): AsyncGenerator<string> {
  const decoder = new TextDecoder(format.encoding, { ignoreBOM: false });
  for await (const chunk of bytes) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

interface CsvParseError extends Error {
  code?: string;
  lines?: number;
}

/** csv-parse's own error texts, said in terms of the file's lines. */
function describe(error: CsvParseError): string {
  const line = error.lines ?? 0;
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return `Line ${line}: a quoted value is never closed (a " is missing)`;
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return `Line ${line}: a quote closes a value but is followed by other characters (write "" for a quote inside a value)`;
    default:
      return `Line ${line}: ${error.message}`;
  }
}

export async function* csvRecords(
  bytes: AsyncIterable<Uint8Array>,
  format: CsvFormat,
): AsyncGenerator<CsvRecord> {
  const parser = Readable.from(decoded(bytes, format)).pipe(
    parse({
      delimiter: format.delimiter,
      bom: true,
      info: true,
      // A line with too few or too many values is that line's error, not the end of the file.
      relax_column_count: true,
      skip_empty_lines: true,
    }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>)
      yield { line: info.lines, values: record };
  } catch (error) {
    const parseError = error as CsvParseError;
    if (parseError.code?.startsWith('CSV_')) throw fileError(describe(parseError));
    throw error;
  } finally {
    parser.destroy();
  }
}
