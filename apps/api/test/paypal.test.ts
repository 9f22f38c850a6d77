import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToValue, createPayPalProvider, valueToCents } from '../src/modules/payments/paypal.js';
import { PaymentError, type PaymentProvider, type PaymentRequest } from '../src/modules/payments/provider.js';
import { type FakePayPal, startFakePayPal } from './mocks/paypal-fake.js';

const CLIENT_ID = 'test-client-id';
const CLIENT_SECRET = 'test-client-secret-s3cr3t';

let counter = 0;
/** A payment request for a new order id each time, so idempotency keys never collide between tests. */
function paymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  counter++;
  return {
    orderId: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    amountCents: 2498,
    currency: 'USD',
    lines: [
      { title: 'Layer feed 25 kg', quantity: 1, unitCents: 1999 },
      { title: 'Chick waterer', quantity: 1, unitCents: 499 },
    ],
    returnUrl: 'https://shop.example/shop/paypal-return',
    cancelUrl: 'https://shop.example/shop/checkout',
    ...overrides,
  };
}

async function rejection(promise: Promise<unknown>): Promise<PaymentError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentError);
  return error as PaymentError;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('PayPal driver against the fake PayPal', () => {
  let fake: FakePayPal;
  let paypal: PaymentProvider;

  beforeAll(async () => {
    fake = await startFakePayPal({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    paypal = createPayPalProvider({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      env: 'sandbox',
      baseUrl: fake.baseUrl,
      brandName: 'FarmAI',
    });
  });
  afterAll(() => fake.close());

  /** Creates a payment, approves it in the fake as the buyer would, and returns both. */
  async function approvedPayment(overrides: Partial<PaymentRequest> = {}) {
    const request = paymentRequest(overrides);
    const created = await paypal.createPayment(request);
    fake.approve(created.paymentId, 'PAYER123ABC');
    return { request, created };
  }

  it('creates an order and returns the payer-action URL', async () => {
    const request = paymentRequest();
    const before = fake.requests.length;
    const created = await paypal.createPayment(request);

    expect(paypal.name).toBe('paypal');
    expect(created.approvalURL).toBe(`${fake.baseUrl}/checkoutnow?token=${created.paymentId}`);
    expect(fake.orders.get(created.paymentId)?.status).toBe('PAYER_ACTION_REQUIRED');

    const sent = fake.requests.slice(before).find((r) => r.method === 'POST' && r.path === '/v2/checkout/orders');
    expect(sent?.headers['paypal-request-id']).toBe(`farmai-create-${request.orderId}`);
    expect(sent?.headers.prefer).toBe('return=representation');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.headers.authorization).toMatch(/^Bearer \S+$/);
    expect(sent?.body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: request.orderId,
          custom_id: request.orderId,
          amount: {
            currency_code: 'USD',
            value: '24.98',
            breakdown: { item_total: { currency_code: 'USD', value: '24.98' } },
          },
          items: [
            { name: 'Layer feed 25 kg', quantity: '1', unit_amount: { currency_code: 'USD', value: '19.99' } },
            { name: 'Chick waterer', quantity: '1', unit_amount: { currency_code: 'USD', value: '4.99' } },
          ],
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: 'https://shop.example/shop/paypal-return',
            cancel_url: 'https://shop.example/shop/checkout',
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
            brand_name: 'FarmAI',
          },
        },
      },
    });
  });

  it('sends two-decimal amounts made from cents (3 × 3.33 = 9.99)', async () => {
    const request = paymentRequest({
      amountCents: 999,
      lines: [{ title: 'Seed packet', quantity: 3, unitCents: 333 }],
    });
    const before = fake.requests.length;
    const created = await paypal.createPayment(request);
    const unit = fake.orders.get(created.paymentId)?.purchaseUnit;
    expect(unit?.amount.value).toBe('9.99');
    expect(unit?.amount.breakdown?.item_total?.value).toBe('9.99');
    expect(unit?.items).toEqual([
      { name: 'Seed packet', quantity: '3', unit_amount: { currency_code: 'USD', value: '3.33' } },
    ]);
    expect(fake.requests.slice(before).some((r) => r.path === '/v2/checkout/orders')).toBe(true);
  });

  it('formats cents without floating-point error', () => {
    expect(centsToValue(1999)).toBe('19.99');
    expect(centsToValue(5)).toBe('0.05');
    expect(centsToValue(10)).toBe('0.10');
    expect(centsToValue(100)).toBe('1.00');
    expect(centsToValue(0)).toBe('0.00');
    expect(centsToValue(123456789)).toBe('1234567.89');
    // 0.1 + 0.2 style sums: 29 cents is 0.29, not 0.28999…
    expect(centsToValue(29)).toBe('0.29');
    expect(() => centsToValue(1.5)).toThrow(PaymentError);
    expect(() => centsToValue(-1)).toThrow(PaymentError);
    expect(valueToCents('19.99')).toBe(1999);
    expect(valueToCents('0.5')).toBe(50);
    expect(valueToCents('7')).toBe(700);
    expect(valueToCents('1.999')).toBeUndefined();
    expect(valueToCents('-1.00')).toBeUndefined();
    expect(valueToCents(19.99)).toBeUndefined();
  });

  it('sends the amount without items when the lines do not add up to it', async () => {
    const created = await paypal.createPayment(
      paymentRequest({ amountCents: 2999, lines: [{ title: 'Hay bale', quantity: 2, unitCents: 1000 }] }),
    );
    const unit = fake.orders.get(created.paymentId)?.purchaseUnit;
    expect(unit?.amount).toEqual({ currency_code: 'USD', value: '29.99' });
    expect(unit?.items).toBeUndefined();
  });

  it('cuts item names to 127 characters', async () => {
    const title = 'Ä'.repeat(200);
    const created = await paypal.createPayment(
      paymentRequest({ amountCents: 100, lines: [{ title, quantity: 1, unitCents: 100 }] }),
    );
    expect(fake.orders.get(created.paymentId)?.purchaseUnit.items?.[0]?.name).toBe('Ä'.repeat(127));
  });

  it('creates one PayPal order per shop order (PayPal-Request-Id idempotency)', async () => {
    const request = paymentRequest();
    const first = await paypal.createPayment(request);
    const ordersBefore = fake.orders.size;
    const second = await paypal.createPayment(request);
    expect(second).toEqual(first);
    expect(fake.orders.size).toBe(ordersBefore);
  });

  it('refuses to capture before the buyer approved', async () => {
    const request = paymentRequest();
    const created = await paypal.createPayment(request);
    const error = await rejection(
      paypal.capturePayment({ ...request, paymentId: created.paymentId, payerId: 'PAYER123ABC' }),
    );
    expect(error.message).toBe('The payment was not approved. Please try again.');
    expect(fake.orders.get(created.paymentId)?.captures).toHaveLength(0);
  });

  it('captures an approved payment', async () => {
    const { request, created } = await approvedPayment();
    const before = fake.requests.length;
    const captured = await paypal.capturePayment({
      orderId: request.orderId,
      amountCents: request.amountCents,
      paymentId: created.paymentId,
      payerId: 'FROM-RETURN-URL',
    });

    const order = fake.orders.get(created.paymentId);
    expect(order?.status).toBe('COMPLETED');
    expect(order?.captures).toHaveLength(1);
    expect(captured).toEqual({
      paymentId: created.paymentId,
      payerId: 'PAYER123ABC',
      captureId: order?.captures[0]?.id,
    });

    const sent = fake.requests.slice(before).find((r) => r.path === `/v2/checkout/orders/${created.paymentId}/capture`);
    expect(sent?.method).toBe('POST');
    expect(sent?.headers['paypal-request-id']).toBe(`farmai-capture-${request.orderId}`);
    expect(sent?.body).toEqual({});
  });

  it('captures again with the same result and no second money movement', async () => {
    const { request, created } = await approvedPayment();
    const capture = { orderId: request.orderId, amountCents: request.amountCents, paymentId: created.paymentId };
    const first = await paypal.capturePayment({ ...capture, payerId: 'PAYER123ABC' });
    const second = await paypal.capturePayment({ ...capture, payerId: 'PAYER123ABC' });
    expect(second).toEqual(first);

    // A second driver (a restarted server: new token, no memory) gets the same answer too.
    const restarted = createPayPalProvider({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      env: 'sandbox',
      baseUrl: fake.baseUrl,
    });
    expect(await restarted.capturePayment({ ...capture, payerId: 'PAYER123ABC' })).toEqual(first);
    expect(fake.orders.get(created.paymentId)?.captures).toHaveLength(1);
  });

  it('refunds a capture in full, once, with the order as the idempotency key', async () => {
    const { request, created } = await approvedPayment();
    const captured = await paypal.capturePayment({ ...request, paymentId: created.paymentId, payerId: 'PAYER123ABC' });
    const before = fake.requests.length;
    const refund = { orderId: request.orderId, captureId: captured.captureId, amountCents: request.amountCents };
    const first = await paypal.refundPayment(refund);
    const again = await paypal.refundPayment(refund);
    expect(again).toEqual(first);
    expect(fake.refunds.get(captured.captureId)).toMatchObject({ id: first.refundId, status: 'COMPLETED' });
    const sent = fake.requests
      .slice(before)
      .filter((r) => r.path === `/v2/payments/captures/${captured.captureId}/refund`);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.headers['paypal-request-id']).toBe(`farmai-refund-${request.orderId}`);
    await expect(paypal.refundPayment({ ...refund, captureId: 'NO-SUCH-CAPTURE' })).rejects.toThrow(/Unknown capture/);
  });

  it('moves money once when two captures of the same payment race', async () => {
    const { request, created } = await approvedPayment();
    const capture = { ...request, paymentId: created.paymentId, payerId: 'PAYER123ABC' };
    const [a, b] = await Promise.all([paypal.capturePayment(capture), paypal.capturePayment(capture)]);
    expect(b).toEqual(a);
    expect(fake.orders.get(created.paymentId)?.captures).toHaveLength(1);
  });

  it('reads the order when PayPal answers ORDER_ALREADY_CAPTURED', async () => {
    const { request, created } = await approvedPayment();
    const capture = { ...request, paymentId: created.paymentId, payerId: 'PAYER123ABC' };
    const first = await paypal.capturePayment(capture);
    // As if the pre-capture read still saw APPROVED and PayPal no longer remembered the request id.
    fake.failNext(200, {
      id: created.paymentId,
      status: 'APPROVED',
      purchase_units: [fake.orders.get(created.paymentId)?.purchaseUnit],
    });
    fake.failNext(422, {
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'ORDER_ALREADY_CAPTURED', description: 'Order already captured.' }],
    });
    const before = fake.requests.length;
    expect(await paypal.capturePayment(capture)).toEqual(first);
    // the read, the refused capture, and the read that settles it
    expect(fake.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v2/checkout/orders/${created.paymentId}`,
      `POST /v2/checkout/orders/${created.paymentId}/capture`,
      `GET /v2/checkout/orders/${created.paymentId}`,
    ]);
    expect(fake.orders.get(created.paymentId)?.captures).toHaveLength(1);
  });

  it('reports a capture pending review with status 409', async () => {
    const { request, created } = await approvedPayment();
    const unit = fake.orders.get(created.paymentId)?.purchaseUnit;
    fake.failNext(200, {
      id: created.paymentId,
      status: 'COMPLETED',
      payer: { payer_id: 'PAYER123ABC' },
      purchase_units: [
        {
          ...unit,
          payments: { captures: [{ id: 'CAP1', status: 'PENDING', amount: unit?.amount, custom_id: request.orderId }] },
        },
      ],
    });
    const error = await rejection(paypal.capturePayment({ ...request, paymentId: created.paymentId, payerId: 'X' }));
    expect(error.statusCode).toBe(409);
    expect(error.message).toMatch(/pending review/);
  });

  it('rejects a made-up payment id', async () => {
    const error = await rejection(
      paypal.capturePayment({ orderId: 'o-1', amountCents: 100, paymentId: 'NOSUCHORDER12345', payerId: 'P' }),
    );
    expect(error.message).toBe('Unknown payment');
    const badChars = await rejection(
      paypal.capturePayment({ orderId: 'o-1', amountCents: 100, paymentId: '../../v1/oauth2/token', payerId: 'P' }),
    );
    expect(badChars.message).toBe('Unknown payment');
  });

  it('refuses a payment approved for another order, without capturing it', async () => {
    const { request, created } = await approvedPayment();
    const other = paymentRequest();
    const error = await rejection(
      paypal.capturePayment({ ...other, amountCents: request.amountCents, paymentId: created.paymentId, payerId: 'P' }),
    );
    expect(error.message).toBe('The payment does not match this order');
    expect(fake.orders.get(created.paymentId)?.captures).toHaveLength(0);

    // the rightful order can still capture it
    const captured = await paypal.capturePayment({ ...request, paymentId: created.paymentId, payerId: 'P' });
    expect(captured.paymentId).toBe(created.paymentId);
  });

  it('refuses a payment for another amount, without capturing it', async () => {
    const { request, created } = await approvedPayment();
    const error = await rejection(
      paypal.capturePayment({
        ...request,
        amountCents: request.amountCents + 1,
        paymentId: created.paymentId,
        payerId: 'P',
      }),
    );
    expect(error.message).toBe('The payment does not match this order');
    expect(fake.orders.get(created.paymentId)?.captures).toHaveLength(0);
  });

  it('refuses a completed capture of another amount', async () => {
    const { request, created } = await approvedPayment();
    const unit = fake.orders.get(created.paymentId)?.purchaseUnit;
    fake.failNext(200, {
      id: created.paymentId,
      status: 'COMPLETED',
      payer: { payer_id: 'PAYER123ABC' },
      purchase_units: [
        {
          ...unit,
          payments: {
            captures: [{ id: 'CAP1', status: 'COMPLETED', amount: { currency_code: 'USD', value: '0.01' } }],
          },
        },
      ],
    });
    const error = await rejection(paypal.capturePayment({ ...request, paymentId: created.paymentId, payerId: 'P' }));
    expect(error.message).toBe('The payment does not match this order');
  });

  it('turns a 500 from PayPal into a 502 PaymentError', async () => {
    fake.failNext(500, { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.' });
    const error = await rejection(paypal.createPayment(paymentRequest()));
    expect(error.statusCode).toBe(502);
    expect(error.message).toMatch(/unreachable/);
    // and the next call works again
    await expect(paypal.createPayment(paymentRequest())).resolves.toHaveProperty('paymentId');
  });

  it('refuses wrong credentials without revealing the secret', async () => {
    const secret = 'wrong-secret-d0-not-leak';
    const driver = createPayPalProvider({
      clientId: CLIENT_ID,
      clientSecret: secret,
      env: 'sandbox',
      baseUrl: fake.baseUrl,
    });
    const tokensBefore = fake.tokenCount();
    const ordersBefore = fake.orders.size;
    const error = await rejection(driver.createPayment(paymentRequest()));
    expect(error.statusCode).toBe(502);
    expect(error.message).not.toContain(secret);
    expect(error.message).not.toContain(Buffer.from(`${CLIENT_ID}:${secret}`).toString('base64'));
    expect(fake.tokenCount()).toBe(tokensBefore);
    expect(fake.orders.size).toBe(ordersBefore);
  });
});

describe('PayPal OAuth token handling', () => {
  function driverFor(fake: FakePayPal) {
    return createPayPalProvider({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      env: 'sandbox',
      baseUrl: fake.baseUrl,
    });
  }

  it('fetches a token with Basic auth and reuses it across calls', async () => {
    const fake = await startFakePayPal({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    try {
      const paypal = driverFor(fake);
      const request = paymentRequest();
      const created = await paypal.createPayment(request);
      await paypal.createPayment(paymentRequest());
      fake.approve(created.paymentId);
      await paypal.capturePayment({ ...request, paymentId: created.paymentId, payerId: 'P' });
      expect(fake.tokenCount()).toBe(1);

      const tokenRequests = fake.requests.filter((r) => r.path === '/v1/oauth2/token');
      expect(tokenRequests).toHaveLength(1);
      expect(tokenRequests[0]?.method).toBe('POST');
      expect(tokenRequests[0]?.headers.authorization).toBe(
        `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
      );
      expect(tokenRequests[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(tokenRequests[0]?.body).toBe('grant_type=client_credentials');
    } finally {
      await fake.close();
    }
  });

  it('fetches a new token for every call when the token lives 60 s or less', async () => {
    const fake = await startFakePayPal({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, tokenTtlSeconds: 60 });
    try {
      const paypal = driverFor(fake);
      await paypal.createPayment(paymentRequest());
      await paypal.createPayment(paymentRequest());
      await paypal.createPayment(paymentRequest());
      expect(fake.tokenCount()).toBe(3);
    } finally {
      await fake.close();
    }
  });

  it('refreshes the token once it is within 60 s of expiring', async () => {
    // 61 s: usable for one second, then inside the margin
    const fake = await startFakePayPal({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, tokenTtlSeconds: 61 });
    try {
      const paypal = driverFor(fake);
      await paypal.createPayment(paymentRequest());
      await paypal.createPayment(paymentRequest());
      expect(fake.tokenCount()).toBe(1);
      await sleep(1100);
      await paypal.createPayment(paymentRequest());
      expect(fake.tokenCount()).toBe(2);
    } finally {
      await fake.close();
    }
  });

  it('drops the token and retries once after a 401', async () => {
    const fake = await startFakePayPal({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    try {
      const paypal = driverFor(fake);
      await paypal.createPayment(paymentRequest());
      fake.failNext(401, { error: 'invalid_token', error_description: 'Token signature verification failed' });
      const created = await paypal.createPayment(paymentRequest());
      expect(fake.orders.has(created.paymentId)).toBe(true);
      expect(fake.tokenCount()).toBe(2);
      // the fresh token is cached again
      await paypal.createPayment(paymentRequest());
      expect(fake.tokenCount()).toBe(2);

      // a second 401 in a row is not retried forever
      fake.failNext(401, { error: 'invalid_token' });
      fake.failNext(401, { error: 'invalid_token' });
      const error = await rejection(paypal.createPayment(paymentRequest()));
      expect(error.statusCode).toBe(502);
      expect(fake.tokenCount()).toBe(3);
    } finally {
      await fake.close();
    }
  });
});

describe('PayPal driver transport', () => {
  it('uses the sandbox and live API hosts', async () => {
    for (const [env, host] of [
      ['sandbox', 'https://api-m.sandbox.paypal.com'],
      ['live', 'https://api-m.paypal.com'],
    ] as const) {
      const urls: string[] = [];
      const paypal = createPayPalProvider({
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        env,
        fetch: async (input) => {
          urls.push(String(input));
          return new Response(JSON.stringify({ error: 'invalid_client' }), { status: 401 });
        },
      });
      await rejection(paypal.createPayment(paymentRequest()));
      expect(urls).toEqual([`${host}/v1/oauth2/token`]);
    }
  });

  it('turns a timeout into a 502 PaymentError', async () => {
    const paypal = createPayPalProvider({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      env: 'sandbox',
      timeoutMs: 50,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    });
    const error = await rejection(paypal.createPayment(paymentRequest()));
    expect(error.statusCode).toBe(502);
    expect(error.message).toMatch(/unreachable/);
  });

  it('turns a refused connection into a 502 PaymentError', async () => {
    // a port that was just free
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));

    const paypal = createPayPalProvider({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      env: 'sandbox',
      baseUrl: `http://127.0.0.1:${port}`,
    });
    const error = await rejection(paypal.createPayment(paymentRequest()));
    expect(error.statusCode).toBe(502);
  });

  it('refuses an answer without an approval link', async () => {
    const paypal = createPayPalProvider({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      env: 'sandbox',
      fetch: async (input) =>
        String(input).endsWith('/v1/oauth2/token')
          ? new Response(JSON.stringify({ access_token: 'T', token_type: 'Bearer', expires_in: 3600 }))
          : new Response(JSON.stringify({ id: 'ORDER1', status: 'CREATED', links: [{ href: 'x', rel: 'self' }] }), {
              status: 201,
            }),
    });
    await rejection(paypal.createPayment(paymentRequest()));
  });
});

describe('fake PayPal buyer pages', () => {
  it('approves through the payer-action link and redirects to the return URL', async () => {
    const fake = await startFakePayPal({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    try {
      const paypal = createPayPalProvider({
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        env: 'sandbox',
        baseUrl: fake.baseUrl,
      });
      const request = paymentRequest();
      const created = await paypal.createPayment(request);
      const page = await fetch(created.approvalURL);
      expect(await page.text()).toContain('id="approve"');
      const redirect = await fetch(`${fake.baseUrl}/checkoutnow/approve?token=${created.paymentId}`, {
        redirect: 'manual',
      });
      expect(redirect.status).toBe(302);
      const location = new URL(redirect.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(request.returnUrl);
      expect(location.searchParams.get('token')).toBe(created.paymentId);
      const payerId = location.searchParams.get('PayerID') ?? '';
      const captured = await paypal.capturePayment({ ...request, paymentId: created.paymentId, payerId });
      expect(captured.payerId).toBe(payerId);
    } finally {
      await fake.close();
    }
  });
});

describe('fake PayPal wire protocol', () => {
  let fake: FakePayPal;
  let bearer: string;

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${fake.baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  function order(value: string, itemTotal = value, items?: unknown[]) {
    return {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'o-1',
          amount: {
            currency_code: 'USD',
            value,
            breakdown: { item_total: { currency_code: 'USD', value: itemTotal } },
          },
          ...(items ? { items } : {}),
        },
      ],
    };
  }

  beforeAll(async () => {
    fake = await startFakePayPal({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    const response = await fetch(`${fake.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const token = (await response.json()) as { access_token: string; token_type: string; expires_in: number };
    expect(token.token_type).toBe('Bearer');
    expect(token.expires_in).toBeGreaterThan(60);
    bearer = token.access_token;
  });
  afterAll(() => fake.close());

  it('rejects API calls without a valid bearer token', async () => {
    const saved = bearer;
    bearer = 'not-a-token';
    try {
      expect((await call('POST', '/v2/checkout/orders', order('1.00'))).status).toBe(401);
    } finally {
      bearer = saved;
    }
  });

  it('validates the order it is asked to create', async () => {
    expect((await call('POST', '/v2/checkout/orders', { ...order('1.00'), intent: 'SALE' })).status).toBe(400);
    expect((await call('POST', '/v2/checkout/orders', order('1.5', '1.5'))).status).toBe(400);
    const mismatch = await call('POST', '/v2/checkout/orders', order('2.00', '1.00'));
    expect(mismatch.status).toBe(422);
    const items = [{ name: 'A', quantity: '3', unit_amount: { currency_code: 'USD', value: '3.33' } }];
    expect((await call('POST', '/v2/checkout/orders', order('10.00', '10.00', items))).status).toBe(422);
    expect((await call('POST', '/v2/checkout/orders', order('9.99', '9.99', items))).status).toBe(201);
  });

  it('answers a repeated capture request id with the stored answer, another id with ORDER_ALREADY_CAPTURED', async () => {
    const created = await call('POST', '/v2/checkout/orders', order('5.00'));
    const id = String(created.body.id);
    expect(
      (await call('POST', `/v2/checkout/orders/${id}/capture`, {}, { 'PayPal-Request-Id': 'r1' })).body,
    ).toMatchObject({ details: [{ issue: 'ORDER_NOT_APPROVED' }] });
    fake.approve(id);
    const first = await call('POST', `/v2/checkout/orders/${id}/capture`, {}, { 'PayPal-Request-Id': 'r1' });
    const again = await call('POST', `/v2/checkout/orders/${id}/capture`, {}, { 'PayPal-Request-Id': 'r1' });
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    const other = await call('POST', `/v2/checkout/orders/${id}/capture`, {}, { 'PayPal-Request-Id': 'r2' });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
    expect(fake.orders.get(id)?.captures).toHaveLength(1);
    const missing = await call('POST', '/v2/checkout/orders/NOSUCHORDER/capture', {}, { 'PayPal-Request-Id': 'r3' });
    expect(missing.status).toBe(404);
    expect(missing.body.name).toBe('RESOURCE_NOT_FOUND');
  });
});
