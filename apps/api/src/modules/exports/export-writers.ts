// The two file formats of an export (shipment-domain §9: xlsx by default, csv), each written row by row to a
// file so that memory stays flat however many orders the list holds: exceljs's streaming WorkbookWriter commits
// each row to the zip stream, csv-stringify streams into the file; both wait for the file when it lags behind.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { type DateFormat, dateTextWriter, excelDateFormat, excelSerialWriter } from './date-formats';
import { neutraliseFormula } from './neutralise-formula';
import type { Cell } from './order-export-columns';

export interface ExportWriter {
  /** Writes a page of rows; resolves once the file has room for more. */
  writeRows(rows: readonly Cell[][]): Promise<void>;
  close(): Promise<void>;
}

export interface WriterOptions {
  path: string;
  headers: string[];
  timezone: string;
  dateFormat: DateFormat;
  sheetName: string;
}

/** Resolves when a stream that asked to wait has drained (or at once if it did not). */
async function drained(stream: Writable) {
  if (stream.writableNeedDrain) await once(stream, 'drain');
}

export async function openCsvWriter(options: WriterOptions): Promise<ExportWriter> {
  const file = createWriteStream(options.path);
  // The byte order mark makes Excel read the file as UTF-8 (accents, Cyrillic, Hangul).
  const csv = stringify({ bom: true });
  csv.pipe(file);
  const dateText = dateTextWriter(options.timezone, options.dateFormat);
  csv.write(options.headers.map(neutraliseFormula));
  return {
    async writeRows(rows) {
      for (const cells of rows) {
        const record = new Array<string | number>(cells.length);
        for (let i = 0; i < cells.length; i++) {
          const cell = cells[i]!;
          if (cell === null) record[i] = '';
          else if (typeof cell === 'string') record[i] = neutraliseFormula(cell);
          else if (typeof cell === 'number') record[i] = cell;
          else record[i] = dateText(cell);
        }
        csv.write(record);
      }
      // Backpressure once a page: the stringifier and the file hold at most a page beyond their buffers.
      await drained(csv);
    },
    async close() {
      csv.end();
      await once(file, 'close');
    },
  };
}

/** A row's own style (exceljs has one, untyped): shared too, for the same reason as the cells'. */
function withStyle(row: ExcelJS.Row, style: Partial<ExcelJS.Style>) {
  (row as unknown as { style: Partial<ExcelJS.Style> }).style = style;
}

export async function openXlsxWriter(options: WriterOptions): Promise<ExportWriter> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: options.path,
    // Inline strings: a shared-strings table would keep every distinct text in memory until the end.
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(options.sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  // Two style objects for every cell of the sheet: exceljs finds a style it has seen by identity, where a new
  // object per cell would be serialised to XML to be compared (most of the xlsx writer's time).
  const plain: Partial<ExcelJS.Style> = {};
  const dated: Partial<ExcelJS.Style> = { numFmt: excelDateFormat(options.dateFormat) };
  const serialOf = excelSerialWriter(options.timezone);
  // The file exceljs zips into: exceljs writes without waiting, so the writer waits for the file instead.
  const fileStream = (workbook as unknown as { stream?: Writable }).stream;
  const header = sheet.addRow(options.headers.map(neutraliseFormula));
  withStyle(header, plain);
  header.eachCell((cell) => {
    cell.style = plain;
  });
  header.commit();
  return {
    async writeRows(rows) {
      for (const cells of rows) {
        // An empty cell is left out (undefined) rather than written as an empty cell exceljs would style.
        const values = new Array<string | number | undefined>(cells.length);
        for (let i = 0; i < cells.length; i++) {
          const cell = cells[i]!;
          if (cell === null) values[i] = undefined;
          else if (typeof cell === 'number') values[i] = cell;
          else if (typeof cell === 'string') values[i] = neutraliseFormula(cell);
          else values[i] = serialOf(cell);
        }
        const row = sheet.addRow(values);
        withStyle(row, plain);
        for (let i = 0; i < cells.length; i++) {
          const cell = cells[i];
          if (cell !== null) row.getCell(i + 1).style = cell instanceof Date ? dated : plain;
        }
        row.commit();
      }
      // Let the zip stream take the page before the next one: memory holds a page, not the sheet.
      await new Promise((resolve) => setImmediate(resolve));
      if (fileStream) await drained(fileStream);
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
