// The two file formats of an export (shipment-domain §9: xlsx by default, csv), each written row by row to a
// file so that memory stays flat however many orders the list holds: exceljs's streaming WorkbookWriter commits
// each row to the zip stream, csv-stringify streams into the file with backpressure.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { type DateFormat, excelDate, excelDateFormat, formatDate } from './date-formats';
import { neutraliseFormula } from './neutralise-formula';
import type { Cell } from './order-export-columns';

export interface ExportWriter {
  writeRow(cells: Cell[]): Promise<void>;
  close(): Promise<void>;
}

export interface WriterOptions {
  path: string;
  headers: string[];
  timezone: string;
  dateFormat: DateFormat;
  sheetName: string;
}

export async function openCsvWriter(options: WriterOptions): Promise<ExportWriter> {
  const file = createWriteStream(options.path);
  // The byte order mark makes Excel read the file as UTF-8 (accents, Cyrillic, Hangul).
  const csv = stringify({ bom: true });
  csv.pipe(file);
  const write = async (record: (string | number)[]) => {
    if (!csv.write(record)) await once(csv, 'drain');
  };
  await write(options.headers.map(neutraliseFormula));
  return {
    writeRow: (cells) =>
      write(
        cells.map((cell) => {
          if (cell === null) return '';
          if (typeof cell === 'number') return cell;
          if (typeof cell === 'string') return neutraliseFormula(cell);
          return formatDate(cell.instant, options.timezone, options.dateFormat);
        }),
      ),
    async close() {
      csv.end();
      await once(file, 'close');
    },
  };
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
  const numFmt = excelDateFormat(options.dateFormat);
  sheet.addRow(options.headers.map(neutraliseFormula)).commit();
  let rows = 0;
  return {
    async writeRow(cells) {
      const row = sheet.addRow(
        cells.map((cell) => {
          if (cell === null || typeof cell === 'number') return cell;
          if (typeof cell === 'string') return neutraliseFormula(cell);
          return excelDate(cell.instant, options.timezone);
        }),
      );
      cells.forEach((cell, i) => {
        if (cell !== null && typeof cell === 'object') row.getCell(i + 1).numFmt = numFmt;
      });
      row.commit();
      // Let the zip stream drain now and then rather than buffer the whole sheet.
      if (++rows % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
