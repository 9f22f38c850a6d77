import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  approveOrder,
  captureOrder,
  createOrder,
  type FakeState,
  issueToken,
  refundCapture,
  representation,
} from './paypal-orders.js';
import {
  type Answer,
  escapeHtml,
  type FakeOrder,
  type FakeRefund,
  type FakeRequest,
  invalid,
  isObject,
  notFound,
  paypalError,
  readBody,
} from './paypal-wire.js';

export type { FakeAmount, FakeCapture, FakeOrder, FakePurchaseUnit, FakeRequest } from './paypal-wire.js';

/**
 * A stand-in for PayPal's REST API (OAuth token + Orders v2) on 127.0.0.1, for tests and local browser runs.
 * It speaks the documented wire protocol closely enough for the real driver: Basic-auth token endpoint,
 * bearer-checked order calls, PayPal-Request-Id idempotency, and PayPal's error shapes.
 *
 * The buyer's side: `approve(id)` marks an order approved, as a buyer on PayPal's page would. A browser can
 * also follow the payer-action link: `/checkoutnow?token=<id>` shows a page with "Pay now" (approves and
 * redirects to `return_url?token=<id>&PayerID=<payer>`) and "Cancel" (redirects to `cancel_url`).
 */
export interface FakePayPal {
  baseUrl: string;
  /** What the buyer does on PayPal's page. Throws for an unknown order. */
  approve(paypalOrderId: string, payerId?: string): void;
  orders: Map<string, FakeOrder>;
  /** Refunds made, by capture id. */
  refunds: Map<string, FakeRefund>;
  requests: FakeRequest[];
  /** How many access tokens were issued. */
  tokenCount: () => number;
  /** The next Orders API call (not the token endpoint) answers this instead; calls queue up. */
  failNext(status: number, body: unknown): void;
  close(): Promise<void>;
}

/** The buyer's pages behind the payer-action link. */
function checkoutPage(state: FakeState, url: URL, response: ServerResponse): void {
  const order = state.orders.get(url.searchParams.get('token') ?? '');
  if (!order) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Unknown order');
    return;
  }
  if (url.pathname === '/checkoutnow/approve' && order.returnUrl) {
    approveOrder(state, order.id, url.searchParams.get('payer') ?? undefined);
    const target = new URL(order.returnUrl);
    target.searchParams.set('token', order.id);
    target.searchParams.set('PayerID', order.payerId ?? '');
    response.writeHead(302, { location: target.toString() }).end();
    return;
  }
  const id = encodeURIComponent(order.id);
  const cancel = order.cancelUrl ? `<a id="cancel" href="${escapeHtml(order.cancelUrl)}">Cancel</a>` : '';
  response
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    .end(
      `<!doctype html><title>Fake PayPal</title><h1>Fake PayPal</h1>` +
        `<p>Order ${escapeHtml(order.id)}: ${escapeHtml(order.purchaseUnit.amount.value)} ` +
        `${escapeHtml(order.purchaseUnit.amount.currency_code)}</p>` +
        `<a id="approve" href="/checkoutnow/approve?token=${id}">Pay now</a> ${cancel}`,
    );
}

/** Whether the request carries a bearer token the fake issued and that has not expired. */
function hasValidToken(state: FakeState, request: IncomingMessage): boolean {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const expiry = bearer ? state.tokens.get(bearer) : undefined;
  return expiry !== undefined && Date.now() < expiry;
}

/** The Orders v2 and refund calls, once the token is checked. */
function ordersApi(state: FakeState, method: string, url: URL, raw: string, body: unknown, requestId?: string): Answer {
  if (url.pathname === '/v2/checkout/orders' && method === 'POST') return createOrder(state, body, requestId);
  const refundMatch = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url.pathname);
  if (refundMatch?.[1] && method === 'POST') {
    return refundCapture(state, decodeURIComponent(refundMatch[1]), requestId);
  }
  const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url.pathname);
  if (match?.[1]) {
    const id = decodeURIComponent(match[1]);
    if (match[2] && method === 'POST') {
      if (raw.trim() !== '' && !isObject(body)) return invalid('MALFORMED_REQUEST_JSON', 'Body is not an object.');
      return captureOrder(state, id, requestId);
    }
    if (!match[2] && method === 'GET') {
      const order = state.orders.get(id);
      return order ? { status: 200, body: representation(state, order) } : notFound();
    }
  }
  return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_URI', 'The URI requested is invalid.');
}

function route(state: FakeState, failures: Answer[], request: IncomingMessage, url: URL, raw: string, body: unknown) {
  const method = request.method ?? 'GET';
  if (url.pathname === '/v1/oauth2/token') {
    return method === 'POST' ? issueToken(state, request, raw) : { status: 405, body: { error: 'method_not_allowed' } };
  }
  if (!url.pathname.startsWith('/v2/')) return { status: 404, body: { name: 'NOT_FOUND' } };

  const failure = failures.shift();
  if (failure) return failure;

  if (!hasValidToken(state, request)) {
    return {
      status: 401,
      body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
    };
  }
  const requestId =
    typeof request.headers['paypal-request-id'] === 'string' ? request.headers['paypal-request-id'] : undefined;
  return ordersApi(state, method, url, raw, body, requestId);
}

/** The request as the fake records it: JSON parsed when sent as JSON, header values joined. */
function recorded(request: IncomingMessage, raw: string): FakeRequest {
  let body: unknown = raw === '' ? undefined : raw;
  if (raw !== '' && request.headers['content-type']?.startsWith('application/json')) {
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
  }
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return { method: request.method ?? 'GET', path: request.url ?? '/', headers, body };
}

export async function startFakePayPal(options?: {
  clientId?: string;
  clientSecret?: string;
  tokenTtlSeconds?: number;
}): Promise<FakePayPal> {
  const state: FakeState = {
    clientId: options?.clientId ?? 'fake-client-id',
    clientSecret: options?.clientSecret ?? 'fake-client-secret',
    tokenTtlSeconds: options?.tokenTtlSeconds ?? 32_400,
    baseUrl: '',
    orders: new Map(),
    tokens: new Map(),
    idempotent: new Map(),
    refunds: new Map(),
    issuedTokens: 0,
  };
  const requests: FakeRequest[] = [];
  const failures: Answer[] = [];

  const server = createServer((request, response) => {
    readBody(request).then(
      (raw) => {
        const url = new URL(request.url ?? '/', state.baseUrl);
        const entry = recorded(request, raw);
        requests.push(entry);
        if (url.pathname.startsWith('/checkoutnow')) {
          checkoutPage(state, url, response);
          return;
        }
        const answer = route(state, failures, request, url, raw, entry.body);
        response
          .writeHead(answer.status, { 'content-type': 'application/json', 'paypal-debug-id': randomUUID() })
          .end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      },
      () => response.destroy(),
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl: state.baseUrl,
    approve(paypalOrderId, payerId) {
      approveOrder(state, paypalOrderId, payerId);
    },
    orders: state.orders,
    refunds: state.refunds,
    requests,
    tokenCount: () => state.issuedTokens,
    failNext(status, body) {
      failures.push({ status, body });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
