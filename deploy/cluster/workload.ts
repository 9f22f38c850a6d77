import { setTimeout as sleep } from 'node:timers/promises';
import { diagnose } from './checks.js';
import { type Answer, Client, NoAnswer } from './http.js';
import { approveDemoPayment, type ProductSummary, type Shopper } from './shop.js';

/** A bounded mixed workload: a fixed number of virtual users browsing, searching, buying and asking for diagnoses. */

export type Outcome = 'ok' | 'error' | 'limited' | 'business';

export interface Sample {
  /** When the request started, in ms since the workload began. */
  at: number;
  ms: number;
  outcome: Outcome;
  route: string;
  status: number;
  servedBy: string;
}

/** Which 4xx answers of a route are the shop saying no (sold out, …) rather than a failure. */
const BUSINESS: Record<string, number[]> = {
  'cart add': [400, 409],
  'order create': [400, 409],
  capture: [409],
};

export class Recorder {
  readonly samples: Sample[] = [];
  started = performance.now();
  /** Orders whose create was answered 2xx, and how many 2xx captures each got. */
  readonly orders = new Map<string, { captured: number }>();
  readonly errors = new Map<string, number>();
  /** Business 4xx answers by route, status and message. */
  readonly refusals = new Map<string, number>();

  /** The workload begins now: times are counted from here. */
  begin(): void {
    this.started = performance.now();
  }

  record(route: string, res: Answer | NoAnswer, startedAt: number): Answer | undefined {
    const at = startedAt - this.started;
    if (res instanceof NoAnswer) {
      this.push({ at, ms: res.ms, outcome: 'error', route, status: 0, servedBy: '' }, res.message);
      return undefined;
    }
    let outcome: Outcome = 'ok';
    if (res.status === 429) outcome = 'limited';
    else if (res.status >= 500) outcome = 'error';
    else if (res.status >= 400) outcome = BUSINESS[route]?.includes(res.status) ? 'business' : 'error';
    this.push({ at, ms: res.ms, outcome, route, status: res.status, servedBy: res.servedBy }, res.text.slice(0, 120));
    return res;
  }

  private push(sample: Sample, detail: string): void {
    this.samples.push(sample);
    if (sample.outcome === 'error') {
      const key = `${sample.route} ${sample.status} ${sample.servedBy || '-'} ${detail}`;
      this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
    } else if (sample.outcome === 'business') {
      const key = `${sample.route} ${sample.status} ${detail}`;
      this.refusals.set(key, (this.refusals.get(key) ?? 0) + 1);
    }
  }

  /** Sends one request and records it; a request without an answer is recorded as an error. */
  async call(route: string, send: () => Promise<Answer>): Promise<Answer | undefined> {
    const startedAt = performance.now();
    try {
      return this.record(route, await send(), startedAt);
    } catch (err) {
      return this.record(route, err instanceof NoAnswer ? err : new NoAnswer(0, err), startedAt);
    }
  }
}

const TEXTS = [
  'Rice leaves have brown spots with yellow halo',
  'Tomato leaves curl upward and turn yellow at the edges',
  'White powder on the upper side of cucumber leaves',
  'Potato leaves show dark rings and the plant wilts',
];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

export interface WorkloadContext {
  recorder: Recorder;
  products: ProductSummary[];
  keywords: string[];
  photo: Buffer;
  publicUrl: string;
  /** Whether the users also ask for diagnoses (false: an API alone, without the diagnosis service). */
  diagnosis?: boolean;
}

/** One virtual user: an account of its own, actions one after the other with a short pause. */
export class VirtualUser {
  private diagnoses = 0;

  constructor(
    private readonly id: number,
    private readonly shopper: Shopper,
    private readonly ctx: WorkloadContext,
  ) {}

  async run(until: () => boolean): Promise<void> {
    while (!until()) {
      const roll = Math.random();
      if (roll < 0.4) await this.browse();
      else if (roll < 0.6) await this.search();
      else if (roll < 0.72) await this.addToCart();
      else if (roll < 0.85) await this.checkout();
      else if (this.ctx.diagnosis === false) await this.browse();
      else await this.diagnose(roll > 0.98);
      await sleep(40 + Math.random() * 80);
    }
  }

  private get client(): Client {
    return this.shopper.client;
  }

  private async browse(): Promise<void> {
    const { recorder, products } = this.ctx;
    await recorder.call('listing', () =>
      this.client.get(`/api/shop/products/get?page=${1 + Math.floor(Math.random() * 3)}&limit=12`),
    );
    await recorder.call('product', () => this.client.get(`/api/shop/products/get/${pick(products)._id}`));
  }

  private async search(): Promise<void> {
    const keyword = encodeURIComponent(pick(this.ctx.keywords));
    await this.ctx.recorder.call('search', () => this.client.get(`/api/shop/search/${keyword}`));
  }

  private async addToCart(product = pick(this.ctx.products)): Promise<boolean> {
    const body = { userId: this.shopper.userId, productId: product._id, quantity: 1 };
    const res = await this.ctx.recorder.call('cart add', () => this.client.post('/api/shop/cart/add', body));
    return res?.status === 200;
  }

  /** Cart add, order, the demo provider's approval page and Pay now, capture. */
  private async checkout(): Promise<void> {
    const { recorder } = this.ctx;
    if (!(await this.addToCart())) return;
    const created = await recorder.call('order create', () =>
      this.client.post('/api/shop/order/create', {
        userId: this.shopper.userId,
        addressInfo: { addressId: this.shopper.addressId },
      }),
    );
    if (created?.status !== 201) return;
    const { orderId, approvalURL } = created.json<{ orderId: string; approvalURL: string }>();
    const order = { captured: 0 };
    recorder.orders.set(orderId, order);
    let approved: { paymentId: string; payerId: string } | undefined;
    try {
      approved = await approveDemoPayment(this.client, approvalURL, (res) =>
        recorder.record('payment page', res, performance.now() - res.ms),
      );
    } catch (err) {
      recorder.record('payment page', err instanceof NoAnswer ? err : new NoAnswer(0, err), performance.now());
    }
    if (!approved) return;
    const body = { ...approved, orderId };
    const capture = await recorder.call('capture', () => this.client.post('/api/shop/order/capture', body));
    if (capture && capture.status >= 200 && capture.status < 300) order.captured += 1;
  }

  /** Mostly text; now and then a small photo. Each from an address of its own, as many farmers are. */
  private async diagnose(withPhoto: boolean): Promise<void> {
    this.diagnoses += 1;
    const address = `10.${this.id}.${Math.floor(this.diagnoses / 250)}.${this.diagnoses % 250}`;
    const client = new Client(this.ctx.publicUrl, address);
    await this.ctx.recorder.call(withPhoto ? 'diagnosis photo' : 'diagnosis text', () =>
      diagnose(client, withPhoto ? this.ctx.photo : undefined, pick(TEXTS)),
    );
  }
}
