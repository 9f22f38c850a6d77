import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { TEST_KB } from './kb.js';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/** Builds the service on a fresh temporary DATA_DIR with the given environment. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: Partial<Omit<BuildOptions, 'config'>> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'farmai-diagnosis-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, knowledgeBase: TEST_KB, ...options });
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
