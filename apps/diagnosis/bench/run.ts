/**
 * Diagnosis service figures: the real server process on loopback, driven by autocannon, with its
 * bare route (`GET /api/health`) measured in the same run for the ratio.
 * - model load time (in this process, five times) and the server's resident memory with it loaded;
 * - text-only diagnoses (1 and 10 connections) and diagnoses with a 1600 px photo (1, 4 and 8
 *   connections: the process is saturated where more connections no longer raise diagnoses/s):
 *   requests/s, p50/p95/p99, peak memory.
 *
 *   npm run bench -w apps/diagnosis            (BENCH_SECONDS=10 by default)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { LeafModel } from '../src/engine/leaf-model.js';
import { testPhotos } from '../test/support/leaf-photos.js';
import { multipart } from '../test/support/multipart.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const here = path.join(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

async function start(port: number, dataDir: string): Promise<ChildProcess> {
  const words = (
    JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8')) as { scripts: { start: string } }
  ).scripts.start.split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0]?.includes('=')) {
    const [key, value] = (words.shift() as string).split('=');
    env[key as string] = value as string;
  }
  words.shift(); // node
  const child = spawn(process.execPath, words, {
    cwd: here,
    env: {
      PATH: process.env.PATH,
      ...env,
      DIAGNOSIS_PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      SHUTDOWN_DRAIN_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    if ((await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.ok) return child;
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the diagnosis service did not start');
}

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  peakMb: number;
}

async function load(
  pid: number,
  url: string,
  connections: number,
  request: { method?: 'GET' | 'POST'; body?: Buffer; headers?: Record<string, string> } = {},
): Promise<Figures> {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const result = await autocannon({ url, connections, duration: SECONDS, ...request });
  clearInterval(timer);
  const latency = result.latency as unknown as Record<string, number>;
  return {
    rps: result.requests.average,
    p50: latency.p50 ?? 0,
    // autocannon reports p90, p97.5 and p99; p97.5 stands in for p95 (it is the stricter of the two)
    p95: latency.p97_5 ?? 0,
    p99: latency.p99 ?? 0,
    errors: result.errors + result.non2xx,
    peakMb: peak,
  };
}

async function main() {
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const loads: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await LeafModel.load();
    loads.push(performance.now() - started);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'farmai-diagnosis-bench-'));
  const port = await freePort();
  const server = await start(port, dataDir);
  const pid = server.pid as number;
  try {
    await new Promise((r) => setTimeout(r, 1_000));
    const idleMb = rssMb(pid);
    const base = `http://127.0.0.1:${port}`;
    const text = multipart({
      userInputText: 'My tomato lower leaves have dark brown spots with rings inside rings like a target board',
    });
    const sample = testPhotos().photos.find((p) => p.classId === 'tomato-early-blight');
    if (!sample) throw new Error('no held-out photo');
    const photo1600 = await sharp(readFileSync(sample.file))
      .resize(1600, 1200, { fit: 'cover' })
      .jpeg({ quality: 85 })
      .toBuffer();
    const withPhoto = multipart({
      userInputText: 'what is wrong with my tomato plant',
      image: { filename: 'leaf.jpg', contentType: 'image/jpeg', data: photo1600 },
    });
    // warm up both paths
    for (const form of [text, withPhoto]) {
      await fetch(`${base}/api/images/analyze`, {
        method: 'POST',
        body: new Uint8Array(form.payload),
        headers: form.headers,
      });
    }
    const bare = await load(pid, `${base}/api/health`, 10);
    const textRequest = { method: 'POST' as const, body: text.payload, headers: text.headers };
    const textOne = await load(pid, `${base}/api/images/analyze`, 1, textRequest);
    const textFigures = await load(pid, `${base}/api/images/analyze`, 10, textRequest);
    const photoRequest = { method: 'POST' as const, body: withPhoto.payload, headers: withPhoto.headers };
    const photoOne = await load(pid, `${base}/api/images/analyze`, 1, photoRequest);
    const photoFigures = await load(pid, `${base}/api/images/analyze`, 4, photoRequest);
    // twice the connections: when diagnoses/s stay where they were at 4, one process is saturated
    const photoEight = await load(pid, `${base}/api/images/analyze`, 8, photoRequest);
    const row = (name: string, f: Figures) =>
      `${name.padEnd(34)} ${f.rps.toFixed(1).padStart(8)} req/s  ${(f.rps / bare.rps).toFixed(3).padStart(6)}×  p50 ${String(f.p50).padStart(4)} ms  p97.5 ${String(f.p95).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  errors ${f.errors}  peak ${f.peakMb.toFixed(0)} MB`;
    console.log(
      `\nDiagnosis service (${SECONDS} s each, loopback; photo ${(photo1600.length / 1024).toFixed(0)} kB, 1600×1200 JPEG)`,
    );
    console.log(
      `model load: median ${loads.sort((a, b) => a - b)[2]?.toFixed(0)} ms (5 loads); server resident memory with the model loaded, idle: ${idleMb.toFixed(0)} MB`,
    );
    console.log(row('GET /api/health (bare, 10 conns)', bare));
    console.log(row('analyze, text only (1 conn)', textOne));
    console.log(row('analyze, text only (10 conns)', textFigures));
    console.log(row('analyze, 1600 px photo (1 conn)', photoOne));
    console.log(row('analyze, 1600 px photo (4 conns)', photoFigures));
    console.log(row('analyze, 1600 px photo (8 conns)', photoEight));
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    server.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
