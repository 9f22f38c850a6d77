import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.js';
import { createTestDatabase, DATABASE_KIND } from './helper.js';

/**
 * The migrations build the tables the code declares: every column of src/db/schema*.ts is in a
 * migrated database, under its name, nullable or not as declared. A column added to a table (a
 * product fact, say) without its migration fails here, not at the first query that reads it.
 */

interface DatabaseColumn {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
}

let columns: Map<string, DatabaseColumn>;
let drop: () => Promise<void>;

beforeAll(async () => {
  const test = await createTestDatabase();
  drop = test.drop;
  const result = (await test.database.db.execute(
    "select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public'",
  )) as unknown as { rows: DatabaseColumn[] };
  columns = new Map(result.rows.map((c) => [`${c.table_name}.${c.column_name}`, c]));
});
afterAll(async () => drop?.());

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => value instanceof PgTable);

describe(`the migrated ${DATABASE_KIND} database`, () => {
  it('declares tables to compare', () => {
    expect(tables.map((t) => getTableConfig(t).name)).toContain('products');
  });

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
    'has every column of %s as declared',
    (name, table) => {
      const missing: string[] = [];
      const nullability: string[] = [];
      for (const column of getTableConfig(table).columns) {
        const found = columns.get(`${name}.${column.name}`);
        if (!found) missing.push(column.name);
        else if ((found.is_nullable === 'NO') !== column.notNull) nullability.push(column.name);
      }
      expect(missing, `columns with no migration: write one (npm run migration:new -w apps/api -- <name>)`).toEqual([]);
      expect(nullability, 'columns whose "not null" differs from the migration').toEqual([]);
    },
  );
});
