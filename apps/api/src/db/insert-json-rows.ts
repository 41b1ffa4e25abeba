// Rows sent as one JSON parameter per table instead of one parameter per cell: the statement's text depends
// on the table and its columns, never on how many rows there are, so a connection prepares it once, and Node
// serializes each table with one JSON.stringify instead of a value per cell (decision 0170).

/** The columns a statement writes into a table; rows carry exactly these keys (a missing one is written NULL). */
export type ColumnList<Row> = readonly (keyof Row & string)[];

/**
 * `INSERT INTO table (columns) SELECT columns FROM json_populate_recordset(NULL::table, param::json)`: each
 * JSON value is converted to its column's type (arrays to arrays, objects to json/jsonb, ISO strings to
 * timestamptz). Columns left out take their defaults.
 */
export function insertFromJsonSql(table: string, columns: readonly string[], param: string): string {
  const list = columns.join(', ');
  return `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, ${param}::json)`;
}

/**
 * The rows as the JSON parameter of insertFromJsonSql. A key the column list does not name would be dropped
 * without a word: that is a programming error, thrown before anything is written.
 */
export function jsonRows(table: string, columns: readonly string[], rows: readonly object[]): string {
  if (rows.length > 0) {
    const known = knownColumns(columns);
    for (const row of rows)
      for (const key in row)
        if (!known.has(key)) throw new Error(`${table}.${key} is not among the columns the statement writes`);
  }
  return JSON.stringify(rows);
}

const columnSets = new WeakMap<readonly string[], Set<string>>();

function knownColumns(columns: readonly string[]): Set<string> {
  let known = columnSets.get(columns);
  if (!known) {
    known = new Set(columns);
    columnSets.set(columns, known);
  }
  return known;
}
