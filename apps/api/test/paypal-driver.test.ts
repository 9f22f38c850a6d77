import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToValue, valueToCents } from '../src/modules/payments/paypal.js';
import { PaymentError, type PaymentProvider, type PaymentRequest } from '../src/modules/payments/provider.js';
import { CLIENT_ID, CLIENT_SECRET, driverFor, paymentRequest, rejection } from './helpers/paypal.js';
import { type FakePayPal, type FakePurchaseUnit, startFakePayPal } from './mocks/paypal-fake.js';

describe('PayPal driver against the fake PayPal', () => {
  let fake: FakePayPal;
  let paypal: PaymentProvider;

  beforeAll(async () => {
    fake = await startFakePayPal({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    paypal = driverFor(fake, { brandName: 'FarmAI' });
  });
  afterAll(() => fake.close());

  /**
   * The next Orders API call answers that the order is COMPLETED, paid by PAYER123ABC, with one capture made
   * from its purchase unit.
   */
  function answerNextCompletedWith(paymentId: string, capture: (unit: FakePurchaseUnit | undefined) => unknown) {
    const unit = fake.orders.get(paymentId)?.purchaseUnit;
    fake.failNext(200, {
      id: paymentId,
      status: 'COMPLETED',
      payer: { payer_id: 'PAYER123ABC' },
      purchase_units: [{ ...unit, payments: { captures: [capture(unit)] } }],
    });
  }

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
    const restarted = driverFor(fake);
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
    answerNextCompletedWith(created.paymentId, (unit) => ({
      id: 'CAP1',
      status: 'PENDING',
      amount: unit?.amount,
      custom_id: request.orderId,
    }));
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
    answerNextCompletedWith(created.paymentId, () => ({
      id: 'CAP1',
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '0.01' },
    }));
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
    const driver = driverFor(fake, { clientSecret: secret });
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
