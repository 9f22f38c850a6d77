// autocannon ships no types and @types/autocannon is not installed: the part of its
// programmatic API that bench/run.ts uses (autocannon 8).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

    interface Request {
      method?: Method;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      /** Returns the request to send; a falsy value restarts the sequence. */
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request | null | undefined;
      onResponse?: (
        status: number,
        body: string,
        context: Record<string, unknown>,
        headers: Record<string, string>,
      ) => void;
    }

    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      /** Seconds before a request counts as timed out (default 10). */
      timeout?: number;
      pipelining?: number;
      method?: Method;
      headers?: Record<string, string>;
      body?: string | Buffer;
      requests?: Request[];
      title?: string;
      bailout?: number;
      workers?: number;
    }

    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p0_001: number;
      p0_01: number;
      p0_1: number;
      p1: number;
      p2_5: number;
      p10: number;
      p25: number;
      p50: number;
      p75: number;
      p90: number;
      p97_5: number;
      p99: number;
      p99_9: number;
      p99_99: number;
      p99_999: number;
    }

    interface Result {
      title?: string;
      url: string;
      requests: Histogram & { sent: number };
      latency: Histogram;
      throughput: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      resets: number;
      '1xx': number;
      '2xx': number;
      '3xx': number;
      '4xx': number;
      '5xx': number;
      statusCodeStats: Record<string, { count: number }>;
      start: Date;
      finish: Date;
    }

    /** A running benchmark: await it for the result; 'response' is (client, statusCode, bytes, ms). */
    interface Instance extends EventEmitter, PromiseLike<Result> {
      stop(): void;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
