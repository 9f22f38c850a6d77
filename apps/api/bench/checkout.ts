import { readFileSync } from 'node:fs';
import type { Server } from './api-process.js';
import { fmtInt, fmtMs } from './format.js';
import { type Api, apiFor, drain, signUp } from './load.js';
import type { Options } from './options.js';
import { stockedProductIds } from './scenarios.js';

/**
 * Full checkouts with the demo payment provider, as the web app and the buyer's browser make them:
 * cart add → create order → the provider's approval page → "Pay now" (303 back to the shop) →
 * capture, which confirms the order and empties the cart. Each virtual user is an account of its
 * own with an address, buying one of the stocked products (stock that cannot run out) per checkout,
 * one checkout after another (a closed loop). Reported as checkouts/s with the latency of a whole
 * checkout and of each step.
 */

const STEPS = ['cart add', 'create order', 'approval page', 'pay now', 'capture'] as const;
type Step = (typeof STEPS)[number];

export interface CheckoutResult {
  name: string;
  virtualUsers: number;
  checkouts: number;
  checkoutsPerSec: number;
  /** HTTP requests/s (five per checkout). */
  reqPerSec: number;
  /**
   * CPU time the API process spent per checkout while measuring (user and system): steadier than the
   * rate on a machine whose other tenants come and go, since waiting for a core is not counted.
   */
  apiCpuMsPerCheckout: number;
  p50Ms: number;
  p99Ms: number;
  steps: Record<Step, { p50Ms: number; p99Ms: number }>;
  errors: number;
  firstError?: string;
  drainSeconds: number;
}

interface Buyer {
  api: Api;
  userId: string;
  addressId: string;
  productIds: string[];
}

interface Tally {
  checkoutMs: number[];
  stepMs: Record<Step, number[]>;
  errors: number;
  firstError?: string;
}

const newTally = (): Tally => ({
  checkoutMs: [],
  stepMs: Object.fromEntries(STEPS.map((s) => [s, []])) as unknown as Record<Step, number[]>,
  errors: 0,
});

async function newBuyer(url: string, n: number, stocked: string[]): Promise<Buyer> {
  const api = apiFor(url);
  const userId = await signUp(api, 'checkout');
  const address = await api.post<{ data: { _id: string } }>('/api/shop/address/add', {
    userId,
    address: `${n} Bench Road`,
    city: 'Bogura',
    pincode: '5800',
    phone: '01700000000',
    notes: 'Gate 2',
  });
  // a few products per buyer, different from the next buyer's: orders lock the rows they take stock from
  const productIds = [0, 1, 2].map((k) => stocked[(n * 3 + k) % stocked.length] as string);
  return { api, userId, addressId: address.data._id, productIds };
}

/** The provider's approval page, as the buyer's browser opens it: where its "Pay now" form posts, and its token. */
async function approvalForm(buyer: Buyer, approvalPath: string): Promise<{ action: string; xsrf: string }> {
  const headers = buyer.api.sessionHeaders();
  const page = await fetch(buyer.api.url + approvalPath, { headers: { cookie: headers.cookie ?? '' } });
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const xsrf = /name="_xsrf" value="([^"]+)"/.exec(html)?.[1];
  if (!page.ok || !action || !xsrf) throw new Error(`approval page answered ${page.status} without the Pay now form`);
  return { action, xsrf };
}

async function oneCheckout(buyer: Buyer, round: number, tally: Tally): Promise<void> {
  const stepMs: [Step, number][] = [];
  let t = performance.now();
  const lap = (step: Step) => {
    const now = performance.now();
    stepMs.push([step, now - t]);
    t = now;
  };
  const started = t;
  const { api, userId } = buyer;
  const productId = buyer.productIds[round % buyer.productIds.length];
  await api.post('/api/shop/cart/add', { userId, productId, quantity: 1 });
  lap('cart add');
  const order = await api.post<{ approvalURL: string; orderId: string }>('/api/shop/order/create', {
    userId,
    addressInfo: { addressId: buyer.addressId },
  });
  lap('create order');
  const { action, xsrf } = await approvalForm(buyer, new URL(order.approvalURL).pathname);
  lap('approval page');
  // "Pay now" as the browser sends the form: its token and the cookies, the redirect not followed
  const approve = await fetch(buyer.api.url + action, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: api.sessionHeaders().cookie ?? '', 'content-type': 'application/x-www-form-urlencoded' },
    body: `_xsrf=${encodeURIComponent(xsrf)}`,
  });
  await approve.text();
  const back = new URL(approve.headers.get('location') ?? '', buyer.api.url).searchParams;
  if (approve.status !== 303 || !back.get('paymentId')) throw new Error(`Pay now answered ${approve.status}`);
  lap('pay now');
  await api.post('/api/shop/order/capture', {
    paymentId: back.get('paymentId'),
    payerId: back.get('PayerID'),
    orderId: order.orderId,
  });
  lap('capture');
  tally.checkoutMs.push(t - started);
  for (const [step, ms] of stepMs) tally.stepMs[step].push(ms);
}

/** Every buyer checks out again and again until `seconds` have passed; the checkout under way then finishes. */
async function drive(buyers: Buyer[], seconds: number): Promise<{ tally: Tally; seconds: number }> {
  const tally = newTally();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let finishedBy = started;
  await Promise.all(
    buyers.map(async (buyer) => {
      for (let round = 0; performance.now() < deadline; round++) {
        try {
          await oneCheckout(buyer, round, tally);
          finishedBy = Math.max(finishedBy, performance.now());
        } catch (err) {
          tally.errors++;
          tally.firstError ??= (err as Error).message;
        }
      }
    }),
  );
  // checkouts completed, over the time they took: the last ones end a little after the deadline
  return { tally, seconds: Math.max(seconds, (finishedBy - started) / 1000) };
}

/** CPU time (user and system) a process has used so far, in ms, from /proc. */
function cpuMsOf(pid: number): number {
  // the fields after the command's name, which is in parentheses and may hold spaces
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Linux's USER_HZ, the unit of /proc's CPU times (100 on every architecture Node runs on). */
const CLOCK_TICKS_PER_SECOND = 100;

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

export async function runCheckout(server: Server, options: Options): Promise<CheckoutResult> {
  const label = 'checkout'.padEnd(24);
  await drain(server);
  const stocked = await stockedProductIds(apiFor(server.url));
  const buyers: Buyer[] = [];
  // sign-ups hash a password each: a few at a time
  for (let n = 0; n < options.connections; n += 5) {
    const batch = Array.from({ length: Math.min(5, options.connections - n) }, (_, k) => n + k);
    buyers.push(...(await Promise.all(batch.map((k) => newBuyer(server.url, k, stocked)))));
  }
  process.stdout.write(`  ${label} ${buyers.length} buyers, warm-up ${options.warmup} s, `);
  await drive(buyers.slice(0, 10), options.warmup);
  const drainSeconds = await drain(server);
  process.stdout.write(`measuring ${options.duration} s ... `);
  const cpuBefore = cpuMsOf(server.info.pid);
  const { tally, seconds } = await drive(buyers, options.duration);
  const apiCpuMs = cpuMsOf(server.info.pid) - cpuBefore;
  const checkouts = tally.checkoutMs.length;
  const result: CheckoutResult = {
    name: 'checkout',
    virtualUsers: buyers.length,
    checkouts,
    checkoutsPerSec: checkouts / seconds,
    reqPerSec: (checkouts * STEPS.length) / seconds,
    apiCpuMsPerCheckout: checkouts > 0 ? apiCpuMs / checkouts : 0,
    p50Ms: percentile(tally.checkoutMs, 0.5),
    p99Ms: percentile(tally.checkoutMs, 0.99),
    steps: Object.fromEntries(
      STEPS.map((s) => [s, { p50Ms: percentile(tally.stepMs[s], 0.5), p99Ms: percentile(tally.stepMs[s], 0.99) }]),
    ) as CheckoutResult['steps'],
    errors: tally.errors,
    ...(tally.firstError ? { firstError: tally.firstError } : {}),
    drainSeconds,
  };
  console.log(
    `${result.checkoutsPerSec.toFixed(1)} checkouts/s (${fmtInt(result.reqPerSec)} req/s), ` +
      `p50 ${fmtMs(result.p50Ms)} ms, p99 ${fmtMs(result.p99Ms)} ms, API CPU ${result.apiCpuMsPerCheckout.toFixed(1)} ms a checkout` +
      (result.errors ? `, ${result.errors} errors (first: ${result.firstError})` : ''),
  );
  return result;
}
