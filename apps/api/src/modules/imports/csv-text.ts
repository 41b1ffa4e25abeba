// Writes CSV text (RFC 4180): the templates and the rejected lines a person downloads. A value with the
// separator, a quote or a line break is quoted, its quotes doubled. Lines end with CRLF as Excel writes them.
export function csvLine(values: readonly string[]): string {
  return `${values.map((value) => (/[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)).join(',')}\r\n`;
}
