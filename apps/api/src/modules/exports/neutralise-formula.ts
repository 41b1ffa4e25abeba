// Formula (CSV) injection: a spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return
// before one) as a formula, so an order reference like `=HYPERLINK(...)` typed by anyone would run on the
// machine of whoever opens the export. Such text is written with a leading apostrophe, which spreadsheets show as
// text and OWASP recommends; numbers and dates are written as such and need nothing.
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
