import type { FastifyInstance } from 'fastify';
import { Counter, Histogram } from 'prom-client';

/** The steps of a diagnosis whose time is measured: the text matcher, the leaf-photo model, the cloud AI. */
export type ModelStage = 'text' | 'image' | 'attention' | 'cloud';

export interface DiagnosisMetrics {
  /** Runs `work` and records how long it took as `stage`, whether it succeeded or threw. */
  time<T>(stage: ModelStage, work: () => T): T;
  /** A request refused by the per-IP limit. */
  rateLimited(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    diagnosisMetrics: DiagnosisMetrics;
  }
}

/** The diagnosis service's own metrics, in the app's registry (app.metrics). */
export function decorateDiagnosisMetrics(app: FastifyInstance): void {
  const registers = [app.metrics.registry];
  const duration = new Histogram({
    name: 'farmai_diagnosis_model_duration_seconds',
    help: 'Time taken by one step of a diagnosis: text matcher, leaf-photo model, its attention map or cloud AI call',
    labelNames: ['stage'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const limited = new Counter({
    name: 'farmai_diagnosis_rate_limited_total',
    help: 'Requests refused by the per-IP rate limit',
    registers,
  });
  app.decorate('diagnosisMetrics', {
    time<T>(stage: ModelStage, work: () => T): T {
      const end = duration.startTimer({ stage });
      let result: T;
      try {
        result = work();
      } catch (err) {
        end();
        throw err;
      }
      if (result instanceof Promise) return result.finally(() => end()) as T;
      end();
      return result;
    },
    rateLimited: () => limited.inc(),
  });
}
