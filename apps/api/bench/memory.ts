import { readFileSync, writeFileSync } from 'node:fs';

/** The memory of the API process, read from /proc. */

const MEMORY_SAMPLE_MS = 250;

function readStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

const mb = (kb: number | undefined) => (kb === undefined ? undefined : Math.round(kb / 1024));

export interface MemoryReport {
  /** VmHWM of the server at the end: the peak while the scenarios ran (if the reset worked). */
  peakMb: number | undefined;
  /** Whether VmHWM could be reset once the server was ready, so the peak excludes start-up. */
  peakCoversScenariosOnly: boolean;
  idleMb: number | undefined;
  maxSampledMb: number | undefined;
  lastMb: number | undefined;
  samples: number;
}

/** Samples VmRSS of a process every 250 ms; the peak comes from VmHWM. */
export class MemorySampler {
  private readonly rss: number[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly idleKb: number | undefined;
  private readonly reset: boolean;

  constructor(private readonly pid: number) {
    this.idleKb = readStatusKb(pid, 'VmRSS');
    try {
      // "5" resets the peak resident set size (Linux ≥ 4.0), so VmHWM measures from here on
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
      this.reset = true;
    } catch {
      this.reset = false;
    }
    this.timer = setInterval(() => {
      const kb = readStatusKb(pid, 'VmRSS');
      if (kb !== undefined) this.rss.push(kb);
    }, MEMORY_SAMPLE_MS);
  }

  peakSoFarMb(): number | undefined {
    return mb(readStatusKb(this.pid, 'VmHWM'));
  }

  stop(): MemoryReport {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    return {
      peakMb: mb(readStatusKb(this.pid, 'VmHWM')),
      peakCoversScenariosOnly: this.reset,
      idleMb: mb(this.idleKb),
      maxSampledMb: this.rss.length > 0 ? mb(Math.max(...this.rss)) : undefined,
      lastMb: mb(this.rss.at(-1)),
      samples: this.rss.length,
    };
  }
}
