// Cells of the user and resource imports that are not plain text: yes/no, whole numbers and choices, read
// as people write them in a spreadsheet. A cell that says nothing readable is that column's line error.
import type { LineError } from './importer';

const TRUE = new Set(['true', 'yes', '1', 'oui', 'ja', 'si', 'sí', 'tak', 'da', 'sim', 'taip']);
const FALSE = new Set(['false', 'no', '0', 'non', 'nein', 'nee', 'nie', 'nu', 'não', 'nao', 'ne']);

export function cellReader(fields: Record<string, string>) {
  const errors: LineError[] = [];
  const cell = (name: string) => fields[name]?.trim() ?? '';
  return {
    errors,
    cell,
    optional: (name: string) => (cell(name) === '' ? null : cell(name)),
    yesNo(name: string, fallback: boolean): boolean {
      const text = cell(name).toLowerCase();
      if (TRUE.has(text)) return true;
      if (FALSE.has(text)) return false;
      if (text !== '')
        errors.push({
          field: name,
          code: 'validation.invalid_choice',
          message: 'The value you selected is not a valid choice',
        });
      return fallback;
    },
    integer(name: string): number | null {
      if (cell(name) === '') return null;
      const value = Number(cell(name));
      if (!Number.isInteger(value)) {
        errors.push({
          field: name,
          code: 'validation.not_integer',
          message: 'The value must be an integer.',
        });
        return null;
      }
      return value;
    },
    choice<T extends string>(
      name: string,
      read: (text: string) => T | undefined,
      fallback: T,
      choices: readonly string[],
    ): T {
      if (cell(name) === '') return fallback;
      const value = read(cell(name));
      if (value === undefined)
        errors.push({
          field: name,
          code: 'validation.invalid_choice',
          message: `The value you selected is not a valid choice: ${choices.join(', ')}`,
        });
      return value ?? fallback;
    },
  };
}

/** Every error of a line: what the cells could not say first, then the rules' issues on other columns. */
export function lineErrors(cellErrors: LineError[], ruleErrors: LineError[]): LineError[] {
  const cellFields = new Set(cellErrors.map((error) => error.field));
  return [...cellErrors, ...ruleErrors.filter((error) => !cellFields.has(error.field))];
}
