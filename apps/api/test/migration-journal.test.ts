import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigration, migrationsDir, migrationTags, readJournal } from '../src/db/migration-files.js';

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function copyOfMigrations(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'farmai-migrations-'));
  copies.push(dir);
  cpSync(migrationsDir, dir, { recursive: true });
  return dir;
}

describe('the migrations journal', () => {
  it('lists every SQL file once, in file order, numbered from 0 with ever later dates', () => {
    const entries = readJournal().entries;
    expect(entries.map((entry) => entry.tag)).toEqual(migrationTags());
    entries.forEach((entry, index) => {
      expect(entry.idx, entry.tag).toBe(index);
      expect(entry.tag.startsWith(String(index).padStart(4, '0')), entry.tag).toBe(true);
      if (index > 0) expect(entry.when, entry.tag).toBeGreaterThan((entries[index - 1] as { when: number }).when);
    });
  });

  it('gets a new migration from the script as the next file with its entry', () => {
    const dir = copyOfMigrations();
    const before = readJournal(path.join(dir, 'meta/_journal.json')).entries;
    const last = before.at(-1) as { idx: number; when: number };
    const file = createMigration('product_unit_label', last.when - 5000, dir);

    const after = readJournal(path.join(dir, 'meta/_journal.json')).entries;
    const added = after.at(-1);
    expect(path.basename(file)).toBe(`${String(last.idx + 1).padStart(4, '0')}_product_unit_label.sql`);
    expect(added).toMatchObject({ idx: last.idx + 1, tag: path.basename(file, '.sql'), breakpoints: true });
    expect(added?.when).toBeGreaterThan(last.when);
    expect(after.map((entry) => entry.tag)).toEqual(migrationTags(dir));
    expect(readFileSync(file, 'utf8')).toBe('-- product unit label\n');
  });

  it('refuses a name that is not snake case and writes nothing', () => {
    const dir = copyOfMigrations();
    expect(() => createMigration('Add Column', Date.now(), dir)).toThrow(/lower-case words/);
    expect(migrationTags(dir)).toEqual(migrationTags());
  });
});
