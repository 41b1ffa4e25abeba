// Streams the records of a CSV file (RFC 4180, csv-parse) from its bytes, decoded with the detected
// encoding, each with the line it ends on. A broken quote stops the file with an error naming its line.
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

/**
 * The file's records, each with the line it ends on. The parser is fed one decoded chunk at a time and its
 * records taken synchronously, so a megabyte chunk costs no promise per record, and nothing is read ahead of
 * the consumer (backpressure: the next chunk is decoded only once this one's records are taken).
 */
export async function* csvRecords(
  bytes: AsyncIterable<Uint8Array>,
  format: CsvFormat,
): AsyncGenerator<CsvRecord> {
  const parser = parse({
    delimiter: format.delimiter,
    bom: true,
    info: true,
    // A line with too few or too many values is that line's error, not the end of the file.
    relax_column_count: true,
    skip_empty_lines: true,
  });
  let failure: CsvParseError | undefined;
  parser.on('error', (error: CsvParseError) => {
    failure ??= error;
  });
  const described = (error: CsvParseError) =>
    error.code?.startsWith('CSV_') ? fileError(describe(error)) : error;
  const taken: CsvRecord[] = [];
  // csv-parse parses a chunk as it is written; its records wait in the parser until read.
  const take = () => {
    if (failure) throw described(failure);
    for (let read = parser.read(); read !== null; read = parser.read()) {
      const { record, info } = read as { record: string[]; info: { lines: number } };
      taken.push({ line: info.lines, values: record });
    }
  };
  try {
    for await (const text of decoded(bytes, format)) {
      parser.write(text);
      take();
      for (const record of taken) yield record;
      taken.length = 0;
    }
    if (failure) throw described(failure);
    parser.end();
    // The last record (a file without a final line break) comes when the parser ends.
    try {
      for await (const { record, info } of parser as AsyncIterable<{
        record: string[];
        info: { lines: number };
      }>)
        yield { line: info.lines, values: record };
    } catch (error) {
      throw described(error as CsvParseError);
    }
  } finally {
    parser.destroy();
  }
}
