/**
 * The app on a cheap phone with a weak signal, as Chromium emulates one: 2 s round trip, 50 KB/s
 * each way, the processor slowed 4×. For the home page, a product page, and the sign-in and sign-up pages: a first visit with an
 * empty cache (seconds until the page is usable, requests and bytes of that first view), a repeat
 * visit (seconds until usable again), and Lighthouse's mobile performance score. Runs the built app
 * (`npm run build -w apps/web`) served by the real API on a fresh embedded database with the demo data.
 *
 *   npm run bench -w apps/web
 *   npx tsx bench/slow-phone.ts --requests     (also prints each first-view request: start, end, KB)
 *   npx tsx bench/slow-phone.ts --only sign-in,sign-up
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { lighthouseScore } from './lighthouse.js';

const REPO = path.resolve(import.meta.dirname, '../../..');
const RTT_MS = 2000;
const BYTES_PER_SECOND = 50 * 1024;
const CPU_SLOWDOWN = 4;
const PRINT_REQUESTS = process.argv.includes('--requests');
/** `--only sign-in,sign-up`: those pages alone. */
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1]?.split(',') : undefined;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

async function startApi(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'farmai-slow-phone-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(REPO, 'apps/api'),
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error('the API exited before it was ready');
    if (tries > 600) throw new Error('the API was not ready after 5 minutes');
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Applies the slow phone to a page; returns the bytes received so far, as a counter. */
async function slowPhone(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT_MS,
    downloadThroughput: BYTES_PER_SECOND,
    uploadThroughput: BYTES_PER_SECOND,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const seen = {
    requests: 0,
    bytes: 0,
    log: new Map<string, { url: string; start: number; end?: number; kb?: number }>(),
  };
  const started = performance.now();
  cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string } }) => {
    // pictures written into the page (data: addresses) cost no round trip
    if (event.request.url.startsWith('data:')) return;
    seen.requests++;
    seen.log.set(event.requestId, { url: event.request.url, start: performance.now() - started });
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
    seen.bytes += event.encodedDataLength;
    const entry = seen.log.get(event.requestId);
    if (entry) Object.assign(entry, { end: performance.now() - started, kb: event.encodedDataLength / 1024 });
  });
  return seen;
}

interface Visit {
  seconds: number;
  /** Seconds until the first view was drawn (before anything is clicked). */
  drawn: number;
  requests: number;
  kb: number;
}

/**
 * Waits until the page is usable; calls `shown` once its first view is drawn, before anything is
 * clicked (the requests of the first view are those asked for until then).
 */
type Usable = (page: Page, shown: () => void) => Promise<void>;

/** The home page is usable when its banner and its first list of suggestions are on screen. */
const homeUsable: Usable = async (page, shown) => {
  await page.getByRole('region', { name: 'Highlights' }).getByRole('link').first().waitFor({ timeout: 120_000 });
  await page.getByRole('link', { name: 'View Suggestion' }).first().waitFor({ timeout: 120_000 });
  shown();
};

/** A product page is usable when "Add to cart" puts the product in the cart. */
const productUsable: Usable = async (page, shown) => {
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 120_000 });
  const add = page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first();
  await add.waitFor({ timeout: 120_000 });
  shown();
  await add.click({ timeout: 120_000 });
  await page.getByTestId('cart-count').filter({ hasText: /\d/ }).waitFor({ timeout: 120_000 });
};

/** The sign-in page is usable when its form is drawn with its button. */
const signInUsable: Usable = async (page, shown) => {
  await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 120_000 });
  shown();
};

/**
 * The sign-up page is usable when a farmer can fill it in and be told what is wrong before anything
 * is sent (the browser's own check, with the contract's schema).
 */
const signUpUsable: Usable = async (page, shown) => {
  const submit = page.getByRole('button', { name: 'Sign Up' });
  await submit.waitFor({ timeout: 120_000 });
  shown();
  await page.getByLabel('User Name').fill('Rahim Uddin', { timeout: 120_000 });
  await page.getByLabel('Email').fill('rahim-at-example.test');
  await page.getByLabel('Password', { exact: true }).fill('maize-harvest-9');
  await submit.click();
  await page.locator('#email[aria-invalid="true"]').waitFor({ timeout: 120_000 });
};

async function visit(context: BrowserContext, url: string, usable: Usable, then?: (page: Page) => Promise<unknown>) {
  const page = await context.newPage();
  const seen = await slowPhone(context, page);
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  let firstView = 0;
  let drawn = 0;
  await usable(page, () => {
    firstView = seen.requests;
    drawn = (performance.now() - started) / 1000;
  });
  const seconds = (performance.now() - started) / 1000;
  const result: Visit = { seconds, drawn, requests: firstView, kb: seen.bytes / 1024 };
  if (PRINT_REQUESTS) {
    for (const r of seen.log.values()) {
      const end = r.end === undefined ? '   …' : (r.end / 1000).toFixed(1).padStart(5);
      console.log(
        `  ${(r.start / 1000).toFixed(1).padStart(5)} → ${end} s ${(r.kb ?? 0).toFixed(1).padStart(6)} KB  ${r.url.replace(/^https?:\/\/[^/]+/, '')}`,
      );
    }
  }
  await then?.(page);
  await page.close();
  return result;
}

/** The app's copy on the phone is stored (the worker is registered once the first page has loaded). */
const appStored = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 180_000 });

async function measure(browser: Browser, url: string, usable: Usable) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'allow' });
  // the farmer comes back later: the phone keeps what it stored on the first visit
  const first = await visit(context, url, usable, appStored);
  const repeat = await visit(context, url, usable);
  await context.close();
  return { first, repeat };
}

const api = await startApi();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const products = (await (await fetch(`${api.url}/api/shop/products/get?limit=5`)).json()) as {
    data: { _id: string; slug: string; totalStock: number }[];
  };
  const product = products.data.find((p) => p.totalStock > 0);
  if (!product) throw new Error('no product in stock');
  const rows = [
    ['home', '/', homeUsable],
    ['product', `/shop/product/${product._id}-${product.slug}`, productUsable],
    ['sign-in', '/auth/login', signInUsable],
    ['sign-up', '/auth/register', signUpUsable],
  ].filter(([name]) => !ONLY || ONLY.includes(name as string)) as [string, string, Usable][];
  console.log(
    `Slow phone: ${RTT_MS / 1000} s round trip, ${BYTES_PER_SECOND / 1024} KB/s, CPU ${CPU_SLOWDOWN}× slower`,
  );
  console.log(
    'page      first visit: drawn (s)  usable (s)  requests     KB   repeat visit: usable (s)  Lighthouse (mobile)',
  );
  for (const [name, pagePath, usable] of rows) {
    const { first, repeat } = await measure(browser, `${api.url}${pagePath}`, usable);
    const score = await lighthouseScore(`${api.url}${pagePath}`);
    console.log(
      `${name.padEnd(9)} ${first.drawn.toFixed(1).padStart(23)} ${first.seconds.toFixed(1).padStart(11)} ${String(first.requests).padStart(9)} ${first.kb
        .toFixed(0)
        .padStart(6)} ${repeat.seconds.toFixed(1).padStart(25)} ${String(score).padStart(20)}`,
    );
  }
  console.log('Targets: usable ≤ 12 s on the first visit, ≤ 3 s on a repeat visit, ≤ 25 requests for the first view.');
} finally {
  await browser.close();
  await api.stop();
}
