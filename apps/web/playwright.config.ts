import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive the built app, served by the real API (with demo data on a fresh
 * embedded database) and the real diagnosis service, in the machine's Chromium.
 */
/**
 * Two ports the OS reports free, chosen once: the config is evaluated again in every worker,
 * which inherits them through the environment (as it does the data folder). A fixed port
 * would fail the run whenever something else on the machine holds it.
 */
function freePorts(count: number): number[] {
  const script = `const net=require('node:net');const s=[];let left=${count};for(let i=0;i<${count};i++){const v=net.createServer();s.push(v);v.listen(0,'127.0.0.1',()=>{if(--left===0){console.log(s.map(x=>x.address().port).join(' '));s.forEach(x=>x.close())}})}`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(' ').map(Number);
}
if (!process.env.E2E_API_PORT || !process.env.E2E_DIAGNOSIS_PORT) {
  const [api, diagnosis] = freePorts(2);
  process.env.E2E_API_PORT ??= String(api);
  process.env.E2E_DIAGNOSIS_PORT ??= String(diagnosis);
}
const API_PORT = Number(process.env.E2E_API_PORT);
const DIAGNOSIS_PORT = Number(process.env.E2E_DIAGNOSIS_PORT);
const baseURL = `http://localhost:${API_PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'farmai-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const repo = path.resolve(import.meta.dirname, '../..');

const serverEnv = {
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: baseURL,
  PORT: String(API_PORT),
  DIAGNOSIS_PORT: String(DIAGNOSIS_PORT),
  DIAGNOSIS_URL: `http://127.0.0.1:${DIAGNOSIS_PORT}`,
  WEB_ORIGIN: baseURL,
  // every account the browser tests make comes from this one address
  SIGN_UP_LIMIT_PER_HOUR: '1000',
  // the on-device parity test asks the diagnosis service 20 questions in a row
  RATE_LIMIT_PER_MINUTE: '600',
  WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? path.join(repo, 'apps/web/dist'),
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  // one more try on CI, reported as flaky; a test that fails twice fails the run
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // the app's service worker answers API reads itself, out of page.route()'s reach: tests that
    // are about working offline allow it (offline.spec.ts)
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      dependencies: ['setup'],
      testIgnore: /auth\.setup\.ts/,
    },
  ],
  webServer: [
    {
      command: `node --import tsx ${path.join(repo, 'apps/diagnosis/src/server.ts')}`,
      cwd: path.join(repo, 'apps/diagnosis'),
      url: `http://127.0.0.1:${DIAGNOSIS_PORT}/api/health`,
      env: serverEnv,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `node --import tsx ${path.join(repo, 'apps/api/src/server.ts')}`,
      cwd: path.join(repo, 'apps/api'),
      url: `${baseURL}/api/ready`,
      env: serverEnv,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
