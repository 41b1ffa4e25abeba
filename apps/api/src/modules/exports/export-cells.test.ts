// The cell rules of exports on their own: formula neutralisation, and wall clocks across daylight-saving changes.
import { describe, expect, it } from 'vitest';
import { excelDateFormat, formatDate } from './date-formats';
import { neutraliseFormula } from './neutralise-formula';

describe('neutraliseFormula', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+33 1 84 60 20 26', "'+33 1 84 60 20 26"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
    ['\r=cmd', "'\r=cmd"],
    ['MDI-2026-0001', 'MDI-2026-0001'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j → %j', (text, expected) => expect(neutraliseFormula(text)).toBe(expected));
});

describe('formatDate', () => {
  it.each([
    // Paris: winter UTC+1, summer UTC+2; the change on 2026-03-29 at 01:00 UTC.
    ['2026-03-29T00:59:00Z', 'Europe/Paris', 'dd/MM/yyyy HH:mm', '29/03/2026 01:59'],
    ['2026-03-29T01:00:00Z', 'Europe/Paris', 'dd/MM/yyyy HH:mm', '29/03/2026 03:00'],
    ['2026-10-25T00:59:00Z', 'Europe/Paris', 'MM/dd/yyyy HH:mm', '10/25/2026 02:59'],
    ['2026-10-25T01:00:00Z', 'Europe/Paris', 'yyyy-MM-dd HH:mm', '2026-10-25 02:00'],
    // Half-hour zones and a zone whose daylight saving moves by 30 minutes.
    ['2026-06-01T12:00:00Z', 'Asia/Kolkata', 'dd/MM/yyyy HH:mm', '01/06/2026 17:30'],
    ['2026-01-01T12:00:00Z', 'Australia/Lord_Howe', 'dd/MM/yyyy HH:mm', '01/01/2026 23:00'],
    ['2026-12-31T23:30:00Z', 'UTC', 'dd/MM/yyyy HH:mm', '31/12/2026 23:30'],
  ] as const)('%s in %s as %s → %s', (iso, zone, format, expected) =>
    expect(formatDate(new Date(iso), zone, format)).toBe(expected),
  );

  it('gives Excel the same format in its own spelling', () => {
    expect(excelDateFormat('dd/MM/yyyy HH:mm')).toBe('dd/mm/yyyy hh:mm');
    expect(excelDateFormat('MM/dd/yyyy HH:mm')).toBe('mm/dd/yyyy hh:mm');
    expect(excelDateFormat('yyyy-MM-dd HH:mm')).toBe('yyyy-mm-dd hh:mm');
  });
});
