import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haproxySections, read } from './support.js';

/**
 * The load balancer's configuration run for real: the compose service names and ports are
 * replaced by small HTTP servers on this machine, everything else is the file as it is.
 */

interface Replica {
  name: string;
  ready: boolean;
  seen: { path: string; forwardedFor: string | undefined }[];
  server: Server;
}

async function replica(name: string): Promise<Replica> {
  const r: Replica = { name, ready: true, seen: [], server: createServer() };
  r.server.on('request', (req, res) => {
    if (req.url === '/api/ready') {
      res.writeHead(r.ready ? 200 : 503).end();
      return;
    }
    r.seen.push({ path: req.url ?? '', forwardedFor: req.headers['x-forwarded-for'] as string | undefined });
    res.writeHead(200, { 'content-type': 'text/plain' }).end(name);
  });
  await new Promise<void>((resolve) => r.server.listen(0, '127.0.0.1', resolve));
  return r;
}

const port = (s: Server) => (s.address() as AddressInfo).port;

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const p = port(s);
  await new Promise((resolve) => s.close(resolve));
  return p;
}

const hasHaproxy = spawnSync('haproxy', ['-v']).error === undefined;
const replicas: Record<string, Replica> = {};
const binds: Record<string, number> = {};
let haproxy: ChildProcess | undefined;
let dir = '';

/** The config with each `server NAME HOST:PORT` and `bind *:PORT` pointed at this machine. */
function localConfig(): string {
  let text = read('deploy/haproxy/haproxy.cfg');
  for (const r of Object.values(replicas)) {
    text = text.replace(new RegExp(`(server ${r.name}) \\S+`), `$1 127.0.0.1:${port(r.server)}`);
  }
  for (const [original, local] of Object.entries(binds)) {
    text = text.replace(`bind *:${original}`, `bind 127.0.0.1:${local}`);
  }
  return text;
}

beforeAll(async () => {
  for (const name of ['api1', 'api2', 'diagnosis1', 'diagnosis2']) replicas[name] = await replica(name);
  for (const [name, lines] of haproxySections(read('deploy/haproxy/haproxy.cfg'))) {
    const bind = lines.find((l) => l.startsWith('bind '));
    if (name.startsWith('frontend ') && bind) binds[bind.split(':')[1] as string] = await freePort();
  }
  if (!hasHaproxy) return;
  dir = mkdtempSync(path.join(tmpdir(), 'farmai-lb-'));
  writeFileSync(path.join(dir, 'haproxy.cfg'), localConfig());
  haproxy = spawn('haproxy', ['-db', '-f', path.join(dir, 'haproxy.cfg')], { stdio: 'ignore' });
  // every server up: two good checks each
  for (let i = 0; i < 50 && (await fetch(url('8080', '/x')).catch(() => undefined))?.status !== 200; i++) {
    await new Promise((r) => setTimeout(r, 200));
  }
});

afterAll(async () => {
  haproxy?.kill('SIGKILL');
  for (const r of Object.values(replicas)) r.server.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function url(frontendPort: string, pathname: string): string {
  return `http://127.0.0.1:${binds[frontendPort]}${pathname}`;
}

async function servedBy(frontendPort: string, pathname: string): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await fetch(url(frontendPort, pathname));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-served-by')).toBe(await res.text());
    names.push(res.headers.get('x-served-by') as string);
  }
  return names.sort();
}

/** Without haproxy on the machine, what each test relies on is checked in the file instead. */
function fromFile(section: string, line: string): boolean {
  const lines = haproxySections(localConfig()).get(section) ?? [];
  expect(lines, section).toContain(line);
  return !hasHaproxy;
}

describe('the load balancer, run with its configuration', () => {
  it('balances the public address round-robin over the API replicas, naming each in X-Served-By', async () => {
    if (fromFile('backend api', 'balance roundrobin')) return;
    expect(await servedBy('8080', '/api/shop/products/get')).toEqual(['api1', 'api1', 'api2', 'api2']);
    expect(replicas.api1?.seen.at(-1)?.forwardedFor).toBe('127.0.0.1');
  });

  it('sends photo analyses and diagnosis pictures to the diagnosis replicas', async () => {
    if (fromFile('frontend public', 'use_backend diagnosis if diagnosis_path')) return;
    expect(await servedBy('8080', '/api/images/analyze')).toEqual([
      'diagnosis1',
      'diagnosis1',
      'diagnosis2',
      'diagnosis2',
    ]);
    expect(await servedBy('8080', '/uploads/diagnosis/a.webp')).toEqual([
      'diagnosis1',
      'diagnosis1',
      'diagnosis2',
      'diagnosis2',
    ]);
    expect(await servedBy('3001', '/api/images/analyze')).toEqual([
      'diagnosis1',
      'diagnosis1',
      'diagnosis2',
      'diagnosis2',
    ]);
  });

  it('takes a replica whose /api/ready answers 503 out of the rotation within the drain time', async () => {
    if (fromFile('defaults', 'default-server init-addr last,libc,none resolvers docker check inter 2s fall 2 rise 2'))
      return;
    // a server that just came up falls at its first failed check; one that has passed `rise` more
    // checks needs `fall` failures, as in a running deployment: wait for those checks first
    await new Promise((r) => setTimeout(r, 4_500));
    (replicas.api2 as Replica).ready = false;
    const started = Date.now();
    let names: string[] = [];
    while (Date.now() - started < 8_000) {
      names = await servedBy('8080', '/api/cart');
      if (names.every((n) => n === 'api1')) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(names).toEqual(['api1', 'api1', 'api1', 'api1']);
    // SHUTDOWN_DRAIN_MS defaults to 5000
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThan(1_000);
    expect(elapsed).toBeLessThan(5_000);
    (replicas.api2 as Replica).ready = true;
  }, 20_000);
});

describe('the configuration the load balancer test runs', () => {
  it('is the file with only the servers’ and frontends’ addresses replaced', () => {
    const local = localConfig();
    expect(local).not.toMatch(/server \w+ (api|diagnosis)\d:/);
    expect(local).not.toMatch(/bind \*:/);
    const strip = (t: string) => t.replace(/server (\w+) \S+/g, 'server $1').replace(/bind \S+/g, 'bind');
    expect(strip(local)).toBe(strip(read('deploy/haproxy/haproxy.cfg')));
  });
});
