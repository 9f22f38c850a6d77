import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeHaproxyConfig } from './haproxy.js';
import { Child, freePort, REPO_ROOT, startScript, waitUntilReady } from './processes.js';
import type { Services } from './services.js';

/** Two API replicas and two diagnosis replicas behind HAProxy, on the shared services. */

export const ADMIN = { email: 'cluster-admin@farmai.test', password: `admin-${randomBytes(6).toString('hex')}` };
/** The diagnosis service's per-address limit: small, so the shared count shows within a few requests. */
export const RATE_LIMIT_PER_MINUTE = 6;
/** How long a replica keeps serving after SIGTERM. */
export const SHUTDOWN_DRAIN_MS = 3_000;
export const PAYMENT_SETTLE_INTERVAL_MS = 2_000;
/** Every replica serves /metrics to whoever sends this token. */
export const METRICS_TOKEN = randomBytes(24).toString('hex');

export interface Cluster {
  publicUrl: string;
  api: Child[];
  diagnosis: Child[];
  haproxy: Child;
  /** HAProxy's runtime API socket (retry counts). */
  statsSocket: string;
  /** Each replica's own address, for asking one directly. */
  directUrl(child: Child): string;
  /** Starts an API replica again (it does not seed) and waits until it is ready. */
  restart(child: Child): Promise<number>;
  stop(): Promise<void>;
}

/** What every child gets from this process: the path, and nothing of the test runner's own settings. */
function baseEnv(): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', LANG: 'C.UTF-8' };
}

/** Runs the prestart step `npm start` runs first (the API builds the JavaScript it runs). */
export function prestart(app: 'api' | 'diagnosis'): void {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'apps', app, 'package.json'), 'utf8')) as {
    scripts: { prestart?: string };
  };
  if (pkg.scripts.prestart) {
    execFileSync('npm', ['run', '--silent', 'prestart'], { cwd: path.join(REPO_ROOT, 'apps', app), stdio: 'inherit' });
  }
}

/** `VAR=value node args…` of an app's start script: its variables and node's arguments. */
export function startCommand(app: 'api' | 'diagnosis'): { env: Record<string, string>; args: string[] } {
  const start = startScript(app);
  const [node, ...args] = start.argv;
  if (node !== 'node') throw new Error(`apps/${app}: the start script does not run node`);
  return { env: start.env, args };
}

/** A replica run as its app's start script runs it: the same variables and node flags. */
function nodeChild(name: string, app: 'api' | 'diagnosis', env: Record<string, string>, dir: string): Child {
  const start = startCommand(app);
  return new Child({
    name,
    command: process.execPath,
    args: start.args,
    cwd: path.join(REPO_ROOT, 'apps', app),
    env: { ...baseEnv(), ...start.env, ...env },
    logFile: path.join(dir, `${name}.log`),
  });
}

interface Ports {
  public: number;
  diagnosisInternal: number;
  api: number[];
  diagnosis: number[];
}

async function choosePorts(): Promise<Ports> {
  const ports = new Set<number>();
  while (ports.size < 6) ports.add(await freePort());
  const [pub, internal, a1, a2, d1, d2] = [...ports] as [number, number, number, number, number, number];
  return { public: pub, diagnosisInternal: internal, api: [a1, a2], diagnosis: [d1, d2] };
}

function apiEnv(services: Services, ports: Ports, port: number, dir: string, jwtSecret: string) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${ports.public}`,
    DATA_DIR: dir,
    DATABASE_URL: services.databaseUrl,
    DATABASE_POOL_SIZE: '8',
    REDIS_URL: services.redisUrl,
    JWT_SECRET: jwtSecret,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    STORAGE_DRIVER: 's3',
    S3_BUCKET: services.s3.bucket,
    S3_ENDPOINT: services.s3.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SMTP_URL: services.smtp.url,
    DIAGNOSIS_URL: `http://127.0.0.1:${ports.diagnosisInternal}`,
    // the API serves the web app only when it is built; the cluster test needs the API alone
    WEB_DIST_DIR: path.join(dir, 'no-web-build'),
    PAYMENT_SETTLE_INTERVAL_MS: String(PAYMENT_SETTLE_INTERVAL_MS),
    JOB_POLLING_INTERVAL_MS: '500',
    // a capture a killed replica left unrecorded is settled within seconds, before the books are read
    PAYMENT_CAPTURE_GRACE_MS: '3000',
    SHUTDOWN_DRAIN_MS: String(SHUTDOWN_DRAIN_MS),
    METRICS_TOKEN,
    LOG_LEVEL: 'warn',
  };
}

/**
 * The diagnosis replicas keep their pictures in one shared folder (a shared volume), so that
 * `/uploads/diagnosis/…` is served by either; the API replicas keep theirs in S3.
 */
function diagnosisEnv(ports: Ports, port: number, sharedDir: string, redisUrl: string) {
  return {
    HOST: '127.0.0.1',
    DIAGNOSIS_PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${ports.public}`,
    DATA_DIR: sharedDir,
    REDIS_URL: redisUrl,
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
    SHUTDOWN_DRAIN_MS: String(SHUTDOWN_DRAIN_MS),
    METRICS_TOKEN,
    LOG_LEVEL: 'warn',
  };
}

function children(services: Services, ports: Ports, dir: string, haproxyBinary: string) {
  const jwtSecret = randomBytes(48).toString('base64url');
  const api = ports.api.map((port, i) => {
    const dataDir = path.join(dir, `api${i + 1}`);
    mkdirSync(dataDir, { recursive: true });
    return nodeChild(`api${i + 1}`, 'api', apiEnv(services, ports, port, dataDir, jwtSecret), dir);
  });
  const sharedDir = path.join(dir, 'diagnosis-data');
  mkdirSync(sharedDir, { recursive: true });
  const diagnosis = ports.diagnosis.map((port, i) =>
    nodeChild(`diag${i + 1}`, 'diagnosis', diagnosisEnv(ports, port, sharedDir, services.redisUrl), dir),
  );
  const statsSocket = path.join(dir, 'haproxy.sock');
  const config = writeHaproxyConfig(haproxyBinary, dir, {
    publicPort: ports.public,
    statsSocket,
    diagnosisInternalPort: ports.diagnosisInternal,
    api: api.map((c, i) => ({ name: c.name, port: ports.api[i] as number })),
    diagnosis: diagnosis.map((c, i) => ({ name: c.name, port: ports.diagnosis[i] as number })),
  });
  const haproxy = new Child({
    name: 'haproxy',
    command: haproxyBinary,
    args: ['-db', '-f', config],
    cwd: dir,
    env: baseEnv(),
    logFile: path.join(dir, 'haproxy.log'),
  });
  return { api, diagnosis, haproxy, statsSocket };
}

/**
 * Starts the replicas: the diagnosis replicas and the first API replica together (only that one
 * seeds the demo data, so no two seed at once), then the second API replica, then HAProxy.
 */
export async function startCluster(services: Services, dir: string, haproxyBinary: string): Promise<Cluster> {
  for (const app of ['api', 'diagnosis'] as const) prestart(app);
  const ports = await choosePorts();
  const { api, diagnosis, haproxy, statsSocket } = children(services, ports, dir, haproxyBinary);
  const portOf = new Map<Child, number>([
    ...api.map((c, i) => [c, ports.api[i] as number] as const),
    ...diagnosis.map((c, i) => [c, ports.diagnosis[i] as number] as const),
  ]);
  const directUrl = (child: Child) => `http://127.0.0.1:${portOf.get(child)}`;
  const ready = (child: Child) => waitUntilReady(child, `${directUrl(child)}/api/ready`);
  const cluster: Cluster = {
    publicUrl: `http://127.0.0.1:${ports.public}`,
    api,
    diagnosis,
    haproxy,
    statsSocket,
    directUrl,
    async restart(child) {
      child.start();
      return ready(child);
    },
    async stop() {
      await Promise.all([...api, ...diagnosis, haproxy].map((c) => c.stop()));
    },
  };
  try {
    const [api1, api2] = api as [Child, Child];
    const started = Date.now();
    for (const d of diagnosis) d.start();
    api1.start({ SEED_DEMO: 'true' });
    await Promise.all([ready(api1), ...diagnosis.map(ready)]);
    api2.start();
    await ready(api2);
    haproxy.start();
    await waitUntilReady(haproxy, `${cluster.publicUrl}/api/ready`, 10_000);
    // both API servers must be up in HAProxy's eyes before the checks count who answers
    await waitForBothServers(cluster);
    console.log(
      `cluster ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${cluster.publicUrl} (logs in ${dir})`,
    );
    return cluster;
  } catch (err) {
    await cluster.stop();
    throw err;
  }
}

/** Waits until HAProxy sends requests to both API replicas. */
async function waitForBothServers(cluster: Cluster): Promise<void> {
  const seen = new Set<string>();
  for (let i = 0; i < 100 && seen.size < 2; i++) {
    const res = await fetch(`${cluster.publicUrl}/api/health`);
    await res.arrayBuffer();
    seen.add(res.headers.get('x-served-by') ?? '');
    if (seen.size < 2) await new Promise((r) => setTimeout(r, 100));
  }
  if (seen.size < 2) throw new Error(`HAProxy sends every request to ${[...seen].join(', ')}`);
}
