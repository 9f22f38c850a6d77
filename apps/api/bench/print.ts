import { fmtMs } from './format.js';
import type { ScenarioResult } from './load.js';

export { fmtInt, fmtMs } from './format.js';

/** Number formats and plain-text tables for the bench report. */

/** A latency, marked when it is only a lower bound. */
export const fmtLatency = (r: ScenarioResult, n: number) => `${fmtMs(n)}${r.censored ? '*' : ''}`;
export const CENSORED_NOTE =
  '* lower bound: fewer than 10 requests per connection completed, so the slowest requests (those still ' +
  'in flight when the window closed) are missing';
export const fmtKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
export const fmtRatio = (n: number) => `${n.toFixed(2)}×`;

export function table(header: string[], rows: string[][], rightAligned: boolean[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (rightAligned[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export interface TargetResult {
  name: string;
  value: number | null;
  target: string;
  met: boolean | null;
}

export const verdict = (met: boolean | null) => (met === null ? 'not measured' : met ? 'met' : 'MISSED');
