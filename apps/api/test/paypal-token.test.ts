import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  driverFor,
  paymentRequest,
  paypalDriver,
  rejection,
  sleep,
  withFakePayPal,
} from './helpers/paypal.js';

describe('PayPal OAuth token handling', () => {
  it('fetches a token with Basic auth and reuses it across calls', async () => {
    await withFakePayPal({}, async (fake) => {
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
    });
  });

  it('fetches a new token for every call when the token lives 60 s or less', async () => {
    await withFakePayPal({ tokenTtlSeconds: 60 }, async (fake) => {
      const paypal = driverFor(fake);
      await paypal.createPayment(paymentRequest());
      await paypal.createPayment(paymentRequest());
      await paypal.createPayment(paymentRequest());
      expect(fake.tokenCount()).toBe(3);
    });
  });

  it('refreshes the token once it is within 60 s of expiring', async () => {
    // 61 s: usable for one second, then inside the margin
    await withFakePayPal({ tokenTtlSeconds: 61 }, async (fake) => {
      const paypal = driverFor(fake);
      await paypal.createPayment(paymentRequest());
      await paypal.createPayment(paymentRequest());
      expect(fake.tokenCount()).toBe(1);
      await sleep(1100);
      await paypal.createPayment(paymentRequest());
      expect(fake.tokenCount()).toBe(2);
    });
  });

  it('drops the token and retries once after a 401', async () => {
    await withFakePayPal({}, async (fake) => {
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
    });
  });
});

describe('PayPal driver transport', () => {
  it('uses the sandbox and live API hosts', async () => {
    for (const [env, host] of [
      ['sandbox', 'https://api-m.sandbox.paypal.com'],
      ['live', 'https://api-m.paypal.com'],
    ] as const) {
      const urls: string[] = [];
      const paypal = paypalDriver({
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
    const paypal = paypalDriver({
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

    const paypal = paypalDriver({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await rejection(paypal.createPayment(paymentRequest()));
    expect(error.statusCode).toBe(502);
  });

  it('refuses an answer without an approval link', async () => {
    const paypal = paypalDriver({
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
