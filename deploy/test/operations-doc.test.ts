import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, read, unknownEnv } from './support.js';

const doc = read('docs/operations.md');

/** The text of a `## heading` section, up to the next one. */
function section(heading: string): string {
  const start = doc.indexOf(`\n## ${heading}\n`);
  expect(start, heading).toBeGreaterThan(-1);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
}

describe('docs/operations.md', () => {
  it('names only variables one of the services reads', () => {
    const names = new Set([...doc.matchAll(/`([A-Z][A-Z0-9_]{2,})(?:=[^`]*)?`/g)].map((m) => m[1] as string));
    const unknown = [...names].filter(
      (n) => unknownEnv('api', [n]).length > 0 && unknownEnv('diagnosis', [n]).length > 0,
    );
    // the bundled PostgreSQL/MinIO containers' and compose's variables, glibc's, and words that are no variables
    const outside = [
      ...['POSTGRES_PASSWORD', 'MINIO_ROOT_USER', 'MINIO_ROOT_PASSWORD', 'FARMAI_TAG', 'MALLOC_MMAP_THRESHOLD_'],
      ...['PG_TRGM', 'CONCURRENTLY', 'SIGTERM'],
    ];
    expect(unknown.filter((n) => !outside.includes(n))).toEqual([]);
    expect(names.size).toBeGreaterThan(20);
  });

  it('points at files that exist', () => {
    const paths = [...doc.matchAll(/`((?:apps|deploy|packages|docs)\/[\w./-]+|compose\.yaml)`/g)].map(
      (m) => m[1] as string,
    );
    expect(paths.length).toBeGreaterThan(5);
    for (const p of paths) expect(existsSync(path.join(ROOT, p)), p).toBe(true);
  });

  it('gives measured capacity figures for each kind of traffic, and is linked from the README', () => {
    const capacity = section('Capacity');
    for (const heading of ['### API: browse, search and checkout', '### Diagnosis service', '### Size of the data']) {
      expect(capacity).toContain(heading);
    }
    // every table row carries numbers, not placeholders
    expect(capacity).toMatch(/\| checkout, checkouts\/s[^\n]*\|\s*\d[\d,.]* \(/);
    expect(capacity).toMatch(/\| 1600 px photo \| \d+ \| \**[\d.]+\** \|/);
    expect(capacity).not.toMatch(/TODO|TBD|\(figures/);
    expect(read('README.md')).toContain('[docs/operations.md](docs/operations.md)');
  });

  it('gives the exact dump and restore commands', () => {
    const backups = section('Backups');
    expect(backups).toContain('pg_dump --format=custom --no-owner --no-privileges');
    expect(backups).toMatch(/pg_restore .*--exit-on-error --single-transaction/);
    expect(backups).toContain('mc mirror');
    expect(backups).toContain('aws s3 sync');
  });
});
