/** The PASS/FAIL lines as the checks run, and the summary table at the end. */

export interface CheckResult {
  name: string;
  passed: boolean;
  /** The measured figure, e.g. "412 ms" or "11th request 429". */
  figure: string;
}

export interface PhaseFigures {
  phase: string;
  seconds: number;
  requests: number;
  errors: number;
  /** 429 answers: a limit doing its job, not an error. */
  limited: number;
  /** Expected business 4xx (sold out, …): not errors either. */
  business: number;
  p50: number;
  p99: number;
  /** Answers per replica, e.g. "api1 120, api2 130, diag1 12". */
  servedBy: string;
}

export class Report {
  readonly checks: CheckResult[] = [];
  phases: PhaseFigures[] = [];
  readonly notes: string[] = [];

  check(name: string, passed: boolean, figure: string): boolean {
    this.checks.push({ name, passed, figure });
    console.log(`${passed ? 'PASS' : 'FAIL'}  ${name}: ${figure}`);
    return passed;
  }

  /** Runs `fn`; a check that throws is a failed check with the error as its figure. */
  async run(name: string, fn: () => Promise<{ passed: boolean; figure: string }>): Promise<void> {
    try {
      const { passed, figure } = await fn();
      this.check(name, passed, figure);
    } catch (err) {
      this.check(name, false, `error: ${(err as Error).message}`);
    }
  }

  get passed(): boolean {
    return this.checks.every((c) => c.passed);
  }

  failed(): CheckResult[] {
    return this.checks.filter((c) => !c.passed);
  }

  /** The figures as one Markdown document, to paste into notes. */
  markdown(durationSeconds: number, load: string): string {
    const lines = ['| check | result | figure |', '| --- | --- | --- |'];
    for (const c of this.checks) lines.push(`| ${c.name} | ${c.passed ? 'PASS' : 'FAIL'} | ${c.figure} |`);
    if (this.phases.length > 0) {
      lines.push(
        '',
        '| phase | s | requests | errors | error rate | 429 | business 4xx | p50 ms | p99 ms | answered by |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      );
      for (const p of this.phases) {
        const rate = p.requests > 0 ? ((100 * p.errors) / p.requests).toFixed(2) : '0.00';
        lines.push(
          `| ${p.phase} | ${p.seconds.toFixed(1)} | ${p.requests} | ${p.errors} | ${rate}% | ${p.limited} | ${p.business} | ${p.p50.toFixed(0)} | ${p.p99.toFixed(0)} | ${p.servedBy} |`,
        );
      }
    }
    lines.push('', `Run: ${durationSeconds.toFixed(0)} s in all; load average at the end: ${load}.`);
    for (const note of this.notes) lines.push(`- ${note}`);
    return lines.join('\n');
  }
}

/** The value below which `q` (0–1) of the sorted values lie. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] as number;
}
