import { getTableColumns, type InferSelectModel, type SQL, sql, type Table } from 'drizzle-orm';

/**
 * A table's rows as one JSON array inside another statement (a parent's lines read with the parent:
 * one round trip instead of two), and back to rows as Drizzle reads them.
 */

/** The rows of `table` that `where` picks, in `orderBy` order, as a JSON array (empty when none). */
export function rowsAsJson(table: Table, where: SQL, orderBy: SQL): SQL<Record<string, unknown>[]> {
  return sql<
    Record<string, unknown>[]
  >`coalesce((select json_agg(${table} order by ${orderBy}) from ${table} where ${where}), '[]'::json)`;
}

/** Rows read as JSON (column names as keys), with each value as the column's own reading gives it. */
export function fromJsonRows<T extends Table>(
  table: T,
  rows: readonly Record<string, unknown>[],
): InferSelectModel<T>[] {
  const columns = Object.entries(getTableColumns(table));
  return rows.map((json) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = json[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as InferSelectModel<T>;
  });
}
