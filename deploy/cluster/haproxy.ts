import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

/** HAProxy in front of the replicas, as README.md "Running past one machine" describes it. */

/** The haproxy binary; installed with apt-get when it is not on PATH. */
export function ensureHaproxy(): string {
  const found = () => spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim();
  let binary = found();
  if (!binary) {
    console.log('haproxy is not installed: apt-get install -y haproxy');
    const install = () => execFileSync('apt-get', ['install', '-y', 'haproxy'], { stdio: 'inherit' });
    try {
      install();
    } catch {
      // a fresh machine may not have the package lists yet
      execFileSync('apt-get', ['update'], { stdio: 'inherit' });
      install();
    }
    binary = found();
  }
  if (!binary) throw new Error('haproxy could not be installed (apt-get install -y haproxy)');
  return binary;
}

export interface Backend {
  name: string;
  port: number;
}

export interface HaproxyLayout {
  /** The one public address: the API replicas, and the diagnosis paths to the diagnosis replicas. */
  publicPort: number;
  /** Where each API replica's DIAGNOSIS_URL points: the diagnosis replicas. */
  diagnosisInternalPort: number;
  /** The runtime API's socket, read for the retry counts. */
  statsSocket: string;
  api: Backend[];
  diagnosis: Backend[];
}

/** Health checks every 500 ms: two failures take a server out, two successes bring it back. */
const SERVER_OPTIONS = 'check inter 500 fall 2 rise 2';

function backend(name: string, servers: Backend[]): string[] {
  return [
    `backend ${name}`,
    '  balance roundrobin',
    '  option httpchk GET /api/ready',
    '  http-check expect status 200',
    ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} ${SERVER_OPTIONS}`),
    '',
  ];
}

/**
 * The configuration: round robin, readiness checks, `X-Served-By` on every answer, and a request
 * that met a dead or closing server (refused connection, connection closed without an answer) is
 * sent again to another one (`retry-on`, `option redispatch`).
 */
export function haproxyConfig(layout: HaproxyLayout): string {
  return [
    'global',
    '  maxconn 4096',
    `  stats socket ${layout.statsSocket} mode 600 level user`,
    '',
    'defaults',
    '  mode http',
    '  option http-keep-alive',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout check 1s',
    '  timeout http-keep-alive 10s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response junk-response response-timeout 503',
    '',
    'frontend public',
    `  bind 127.0.0.1:${layout.publicPort}`,
    '  option forwardfor',
    '  http-response set-header X-Served-By %s',
    '  acl to_diagnosis path_beg /api/images/analyze /uploads/diagnosis/',
    '  use_backend diagnosis if to_diagnosis',
    '  default_backend api',
    '',
    'frontend diagnosis_internal',
    `  bind 127.0.0.1:${layout.diagnosisInternalPort}`,
    '  option forwardfor',
    '  http-response set-header X-Served-By %s',
    '  default_backend diagnosis',
    '',
    ...backend('api', layout.api),
    ...backend('diagnosis', layout.diagnosis),
  ].join('\n');
}

/** Per backend: requests HAProxy sent again after a failed attempt, and of those, to another server. */
export async function retryCounts(
  statsSocket: string,
): Promise<Record<string, { retries: number; redispatches: number }>> {
  const csv = await new Promise<string>((resolve, reject) => {
    let text = '';
    const socket = connect(statsSocket, () => socket.end('show stat\n'));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  const [header = '', ...rows] = csv.replace(/^# /, '').trim().split('\n');
  const columns = header.split(',');
  const at = (name: string) => columns.indexOf(name);
  const counts: Record<string, { retries: number; redispatches: number }> = {};
  for (const row of rows.map((r) => r.split(','))) {
    if (row[at('svname')] !== 'BACKEND') continue;
    counts[row[at('pxname')] ?? '?'] = { retries: Number(row[at('wretr')]), redispatches: Number(row[at('wredis')]) };
  }
  return counts;
}

/** Writes the configuration into `dir` and checks it with `haproxy -c`; answers its path. */
export function writeHaproxyConfig(binary: string, dir: string, layout: HaproxyLayout): string {
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(layout));
  const check = spawnSync(binary, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused its configuration:\n${check.stderr}${check.stdout}`);
  return file;
}
