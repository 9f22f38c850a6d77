import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = join(import.meta.dirname, '..');

/** The app's own source files: tests and their helpers (src/testing), which may mock addresses, left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' && dir === srcDir ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A string or template literal that starts with an API path. */
const API_LITERAL = /(['"`])\/api\//;

describe('API paths', () => {
  it('come from the route table of the contracts, never from a literal', () => {
    const files = sourceFiles(srcDir);
    expect(files.length).toBeGreaterThan(100);
    const literals = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          API_LITERAL.test(line) ? [`${relative(srcDir, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    // write `routes.….path` or `pathTo(routes.…, { … })` from @farmai/contracts/routes instead
    expect(literals).toEqual([]);
  });
});
