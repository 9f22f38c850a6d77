import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { check, findLongFunctions, isExempt, MAX_LINES, measure } from './function-length.js';

/** A component of `items` list items, each on three lines, with a blank line and comments between them. */
function component(items: number): string {
  const body = Array.from({ length: items }, (_, i) =>
    ['', `      {/* item ${i} */}`, `      <li key="${i}">`, `        {t('item.${i}')}`, '      </li>'].join('\n'),
  ).join('\n');
  return [
    'export function Items({ t }: { t: (id: string) => string }) {',
    '  // the list, one item per line',
    '  return (',
    '    <ul>',
    body,
    '    </ul>',
    '  );',
    '}',
    '',
  ].join('\n');
}

/** A function of `lines` code lines, a blank line and a comment line after each statement. */
function plain(lines: number): string {
  const statements = Array.from({ length: lines - 3 }, (_, i) => `  total += ${i};\n\n  /* step ${i} */`);
  return ['function sum() {', '  /** The running total. */', '  let total = 0;', ...statements, '}', ''].join('\n');
}

describe('the function length counter', () => {
  it('counts every line of a React component, its JSX included, and none of its blank or comment lines', () => {
    // 3 code lines per item, plus the signature, return (, <ul>, </ul>, ); and }
    const [fn] = measure('items.tsx', component(40));
    expect(fn).toEqual({ line: 1, lines: 40 * 3 + 6, name: 'Items' });
  });

  it('fails on a function of 81 lines and lets one of 80 pass, however many blank lines and comments they hold', () => {
    expect(findLongFunctions([{ file: 'sum.ts', text: plain(MAX_LINES) }])).toEqual([]);
    expect(findLongFunctions([{ file: 'sum.ts', text: plain(MAX_LINES + 1) }])).toEqual([
      { file: 'sum.ts', line: 1, lines: 81, name: 'sum' },
    ]);
  });

  it('measures arrow functions, function expressions and methods by the names they are given', () => {
    const text = [
      'const add = (a: number) => a + 1;',
      'export const handler = function () {',
      '  return 1;',
      '};',
      'class Store {',
      '  read() {',
      '    return 2;',
      '  }',
      '}',
      "app.get('/orders', async () => {",
      '  return [];',
      '});',
    ].join('\n');
    expect(measure('f.ts', text)).toEqual([
      { line: 1, lines: 1, name: 'add' },
      { line: 2, lines: 3, name: 'handler' },
      { line: 6, lines: 3, name: 'read' },
      { line: 10, lines: 3, name: "app.get('/orders') callback" },
    ]);
  });

  it('leaves tests, test helpers and data files to their own length', () => {
    expect(isExempt('apps/api/test/orders.test.ts')).toBe(true);
    expect(isExempt('apps/web/e2e/checkout.spec.ts')).toBe(true);
    expect(isExempt('apps/web/src/features/cart/cart.test.tsx')).toBe(true);
    expect(isExempt('packages/server-kit/src/testing/fake-world.ts')).toBe(true);
    expect(isExempt('apps/web/src/features/diagnosis/suggestions/data/suggestions-bn-data.ts')).toBe(true);
    expect(isExempt('apps/diagnosis/src/engine/knowledge/entries/rice.ts')).toBe(true);
    expect(isExempt('apps/api/src/seed/content/guides.ts')).toBe(true);
    expect(isExempt('apps/web/src/features/cart/components/cart-page.tsx')).toBe(false);
    expect(isExempt('apps/api/src/cli/seed.ts')).toBe(false);
  });
});

describe('the function length check', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names each long function as path:line, its length and its name, and answers exit code 1', () => {
    root = mkdtempSync(path.join(tmpdir(), 'function-length-'));
    execFileSync('git', ['init', '-q'], { cwd: root });
    mkdirSync(path.join(root, 'src'));
    writeFileSync(path.join(root, 'src/items.tsx'), component(30));
    writeFileSync(path.join(root, 'src/short.ts'), plain(10));
    mkdirSync(path.join(root, 'test'));
    writeFileSync(path.join(root, 'test/long.ts'), plain(200));
    const lines: string[] = [];
    expect(check(root, (line) => lines.push(line))).toBe(1);
    expect(lines).toEqual(['src/items.tsx:1  96 lines (max 80)  Items']);
  });

  it('answers exit code 0 when every function is short enough', () => {
    root = mkdtempSync(path.join(tmpdir(), 'function-length-'));
    execFileSync('git', ['init', '-q'], { cwd: root });
    writeFileSync(path.join(root, 'items.tsx'), component(20));
    const lines: string[] = [];
    expect(check(root, (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual([]);
  });
});
