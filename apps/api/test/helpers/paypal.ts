import { expect } from 'vitest';
import { createPayPalProvider, type PayPalOptions } from '../../src/modules/payments/paypal.js';
import { PaymentError, type PaymentProvider, type PaymentRequest } from '../../src/modules/payments/provider.js';
import { buildTestApp, type Client, signIn, type TestContext } from '../helper.js';
import { type FakePayPal, startFakePayPal } from '../mocks/paypal-fake.js';

/** What the PayPal driver's tests share: credentials, payment requests, drivers and errors. */

export const CLIENT_ID = 'test-client-id';
export const CLIENT_SECRET = 'test-client-secret-s3cr3t';

let counter = 0;
/** A payment request for a new order id each time, so idempotency keys never collide between tests. */
export function paymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
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

/** A sandbox driver with the test credentials; `options` override them. */
export function paypalDriver(options: Partial<PayPalOptions> = {}): PaymentProvider {
  return createPayPalProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, env: 'sandbox', ...options });
}

/** A driver talking to the fake. */
export function driverFor(fake: FakePayPal, options: Partial<PayPalOptions> = {}): PaymentProvider {
  return paypalDriver({ baseUrl: fake.baseUrl, ...options });
}

/** The PaymentError a promise rejects with (the test fails when it resolves or rejects with something else). */
export async function rejection(promise: Promise<unknown>): Promise<PaymentError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentError);
  return error as PaymentError;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Runs `use` against a fake PayPal of its own (the test credentials, `options` on top), closed afterwards. */
export async function withFakePayPal(
  options: Parameters<typeof startFakePayPal>[0],
  use: (fake: FakePayPal) => Promise<void>,
): Promise<void> {
  const fake = await startFakePayPal({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, ...options });
  try {
    await use(fake);
  } finally {
    await fake.close();
  }
}

export interface PayPalShop {
  paypal: FakePayPal;
  ctx: TestContext;
  admin: Client;
  close(): Promise<void>;
}

/** The shop taking payments through a fake PayPal of its own (`env` on top of its settings), with its admin. */
export async function shopOnFakePayPal(env: Record<string, string> = {}): Promise<PayPalShop> {
  const paypal = await startFakePayPal({ clientId: 'shop-client', clientSecret: 'shop-secret' });
  try {
    const ctx = await buildTestApp({
      env: {
        PUBLIC_URL: 'https://farm.example',
        PAYPAL_CLIENT_ID: 'shop-client',
        PAYPAL_CLIENT_SECRET: 'shop-secret',
        PAYPAL_API_URL: paypal.baseUrl,
        ...env,
      },
    });
    const admin = (await signIn(ctx, 'admin')).client;
    return {
      paypal,
      ctx,
      admin,
      async close() {
        await ctx.close();
        await paypal.close();
      },
    };
  } catch (err) {
    await paypal.close();
    throw err;
  }
}
