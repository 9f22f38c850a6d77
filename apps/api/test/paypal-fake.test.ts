import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID, CLIENT_SECRET, driverFor, paymentRequest, withFakePayPal } from './helpers/paypal.js';
import { type FakePayPal, startFakePayPal } from './mocks/paypal-fake.js';

describe('fake PayPal buyer pages', () => {
  it('approves through the payer-action link and redirects to the return URL', async () => {
    await withFakePayPal({}, async (fake) => {
      const paypal = driverFor(fake);
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
    });
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
