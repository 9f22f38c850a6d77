import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { haproxySections, ROOT, read, runTool, tsxScriptFile, unknownEnv } from './support.js';

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[] | string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  stop_grace_period?: string;
}

const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
const services = compose.services;
const service = (name: string) => services[name] as ComposeService;
const env = (name: string) => service(name).environment ?? {};
const API = ['api1', 'api2'];
const DIAGNOSIS = ['diagnosis1', 'diagnosis2'];
const SHARED = ['JWT_SECRET', 'DATABASE_URL', 'REDIS_URL', 'STORAGE_DRIVER'];
const S3 = ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'];

/**
 * How this machine runs compose: `docker-compose`, or `docker compose` where the plugin answers its own
 * `version`. A docker without the plugin (it then reads `compose` as an unknown command or its flags as
 * docker's own) counts as no compose at all.
 */
function composeCommand(): string[] | undefined {
  for (const command of [['docker-compose'], ['docker', 'compose']]) {
    const probe = runTool(command[0] as string, [...command.slice(1), 'version']);
    if (probe?.status === 0 && /compose/i.test(probe.output)) return command;
  }
  return undefined;
}

/** The variables a `${NAME:?…}` in compose.yaml requires. */
const required = [...read('compose.yaml').matchAll(/\$\{(\w+):\?/g)].map((m) => m[1] as string);

describe('compose.yaml', () => {
  it('holds the whole topology: stores, one-shot steps, two replicas of each server, the load balancer', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['api1', 'api2', 'buckets', 'diagnosis1', 'diagnosis2', 'lb', 'migrate', 'minio', 'postgres', 'redis'].sort(),
    );
    expect(service('postgres').image).toMatch(/^postgres:\d+/);
    expect(service('redis').image).toMatch(/^redis:\d+/);
    expect(service('minio').image).toMatch(/^minio\/minio/);
    expect(service('buckets').image).toMatch(/^minio\/mc/);
    expect(service('lb').image).toMatch(/^haproxy:/);
  });

  it('gives every API replica the same secret, database, Redis and S3 settings, and the diagnosis replicas the same store', () => {
    const first = env('api1');
    for (const name of API) expect(env(name)).toEqual(first);
    for (const name of DIAGNOSIS) expect(env(name)).toEqual(env('diagnosis1'));
    for (const key of [...SHARED, ...S3]) expect(first[key], key).toBeTruthy();
    expect(first.STORAGE_DRIVER).toBe('s3');
    expect(first.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    for (const key of ['REDIS_URL', 'STORAGE_DRIVER', ...S3]) expect(env('diagnosis1')[key], key).toBe(first[key]);
    expect(first.MIGRATE_ON_START).toBe('false');
    expect(first.NODE_ENV).toBe('production');
  });

  it('sets only variables the services read', () => {
    for (const name of [...API, 'migrate']) expect(unknownEnv('api', Object.keys(env(name))), name).toEqual([]);
    for (const name of DIAGNOSIS) expect(unknownEnv('diagnosis', Object.keys(env(name))), name).toEqual([]);
  });

  it('builds the images from the apps’ Dockerfiles under one name each', () => {
    for (const [names, app] of [
      [[...API, 'migrate'], 'api'],
      [DIAGNOSIS, 'diagnosis'],
    ] as const) {
      for (const name of names) {
        expect(service(name).image, name).toMatch(new RegExp(`^farmai/${app}:`));
        expect(service(name).build, name).toEqual({ context: '.', dockerfile: `apps/${app}/Dockerfile` });
        expect(existsSync(path.join(ROOT, `apps/${app}/Dockerfile`))).toBe(true);
      }
    }
  });

  it('checks the health of the stores, and the readiness of every replica on /api/ready', () => {
    for (const name of ['postgres', 'redis', 'minio', ...API, ...DIAGNOSIS]) {
      expect(service(name).healthcheck?.test.length, name).toBeGreaterThan(1);
    }
    for (const name of API) expect(service(name).healthcheck?.test.join(' ')).toContain('127.0.0.1:3000/api/ready');
    for (const name of DIAGNOSIS)
      expect(service(name).healthcheck?.test.join(' ')).toContain('127.0.0.1:3001/api/ready');
  });

  it('migrates once before the API replicas start, and creates the public bucket first', () => {
    const healthy = { condition: 'service_healthy' };
    const done = { condition: 'service_completed_successfully' };
    for (const name of API) {
      expect(service(name).depends_on).toEqual({ postgres: healthy, redis: healthy, buckets: done, migrate: done });
    }
    for (const name of DIAGNOSIS) expect(service(name).depends_on).toEqual({ redis: healthy, buckets: done });
    expect(service('migrate').depends_on).toEqual({ postgres: healthy });
    expect(service('buckets').depends_on).toEqual({ minio: healthy });
    expect(service('lb').depends_on).toEqual(Object.fromEntries([...API, ...DIAGNOSIS].map((n) => [n, healthy])));
    const migrate = service('migrate').command as string[];
    expect(migrate.slice(0, 3)).toEqual(['node', '--import', 'tsx']);
    expect(migrate[3]).toBe(tsxScriptFile('api', 'migrate'));
    expect(env('migrate')).toEqual(env('api1'));
    const buckets = String(service('buckets').command);
    expect(buckets).toContain('mc mb --ignore-existing');
    expect(buckets).toContain('mc anonymous set download');
  });

  it('points the load balancer at the replicas by their service names and ports', () => {
    expect(service('lb').volumes).toContain('./deploy/haproxy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    const sections = haproxySections(read('deploy/haproxy/haproxy.cfg'));
    const servers = (backend: string) =>
      (sections.get(`backend ${backend}`) ?? []).filter((l) => l.startsWith('server ')).map((l) => l.split(' ')[2]);
    expect(servers('api')).toEqual(API.map((n) => `${n}:${env(n).PORT}`));
    expect(servers('diagnosis')).toEqual(DIAGNOSIS.map((n) => `${n}:${env(n).DIAGNOSIS_PORT}`));
    // the API replicas reach the diagnosis service through the balancer's internal frontend
    const internal = sections.get('frontend diagnosis_internal') ?? [];
    expect(internal).toContain(`bind *:${new URL(env('api1').DIAGNOSIS_URL as string).port}`);
    expect(new URL(env('api1').DIAGNOSIS_URL as string).hostname).toBe('lb');
  });

  it('gives the servers time to drain on stop', () => {
    for (const name of [...API, ...DIAGNOSIS]) {
      const seconds = Number(/^(\d+)s$/.exec(service(name).stop_grace_period ?? '')?.[1]);
      // SHUTDOWN_DRAIN_MS (5 s by default) plus up to 10 s for the requests in flight
      expect(seconds, name).toBeGreaterThan(15);
    }
  });

  it('takes its secrets from .env, documented with placeholders in deploy/compose.env.example', () => {
    expect([...new Set(required)].sort()).toEqual([
      'JWT_SECRET',
      'MINIO_ROOT_PASSWORD',
      'MINIO_ROOT_USER',
      'POSTGRES_PASSWORD',
    ]);
    const example = read('deploy/compose.env.example');
    for (const name of new Set(required)) expect(example).toMatch(new RegExp(`^${name}=\\S*CHANGE`, 'm'));
    expect(read('.gitignore')).toMatch(/^\.env$/m);
  });

  it('is a valid compose file for docker compose (where the machine has it)', () => {
    const args = ['--env-file', 'deploy/compose.env.example', '-f', 'compose.yaml', 'config', '-q'];
    const compose = composeCommand();
    if (compose) {
      const [command, ...rest] = compose as [string, ...string[]];
      const result = runTool(command, [...rest, ...args]);
      expect(result?.status, result?.output).toBe(0);
    }
    const lint = runTool('yamllint', ['-s', '-c', 'deploy/.yamllint.yaml', 'compose.yaml']);
    if (lint) expect(lint.status, lint.output).toBe(0);
    expect(Object.keys(services).length).toBeGreaterThan(0);
  });
});
