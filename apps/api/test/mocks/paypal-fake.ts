import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for PayPal's REST API (OAuth token + Orders v2) on 127.0.0.1, for tests and local browser runs.
 * It speaks the documented wire protocol closely enough for the real driver: Basic-auth token endpoint,
 * bearer-checked order calls, PayPal-Request-Id idempotency, and PayPal's error shapes.
 *
 * The buyer's side: `approve(id)` marks an order approved, as a buyer on PayPal's page would. A browser can
 * also follow the payer-action link: `/checkoutnow?token=<id>` shows a page with "Pay now" (approves and
 * redirects to `return_url?token=<id>&PayerID=<payer>`) and "Cancel" (redirects to `cancel_url`).
 */
export interface FakeAmount {
  currency_code: string;
  value: string;
}

export interface FakeCapture {
  id: string;
  status: 'COMPLETED';
  amount: FakeAmount;
  custom_id?: string;
  create_time: string;
}

export interface FakePurchaseUnit {
  reference_id?: string;
  custom_id?: string;
  amount: FakeAmount & { breakdown?: { item_total?: FakeAmount } };
  items?: { name: string; quantity: string; unit_amount: FakeAmount }[];
}

export interface FakeOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  intent: 'CAPTURE';
  purchaseUnit: FakePurchaseUnit;
  returnUrl?: string;
  cancelUrl?: string;
  payerId?: string;
  /** Money moved: one entry per successful capture (never more than one for intent CAPTURE). */
  captures: FakeCapture[];
  createTime: string;
}

export interface FakeRequest {
  method: string;
  /** Path with query string. */
  path: string;
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
  /** Parsed JSON, the raw text for other bodies, undefined when empty. */
  body: unknown;
}

export interface FakePayPal {
  baseUrl: string;
  /** What the buyer does on PayPal's page. Throws for an unknown order. */
  approve(paypalOrderId: string, payerId?: string): void;
  orders: Map<string, FakeOrder>;
  /** Refunds made, by capture id. */
  refunds: Map<string, { id: string; status: 'COMPLETED'; amount: FakeAmount }>;
  requests: FakeRequest[];
  /** How many access tokens were issued. */
  tokenCount: () => number;
  /** The next Orders API call (not the token endpoint) answers this instead; calls queue up. */
  failNext(status: number, body: unknown): void;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body: unknown;
}

const AMOUNT = /^\d{1,10}\.\d{2}$/;

function randomId(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
}

function cents(value: string): number {
  const [whole = '0', fraction = '00'] = value.split('.');
  return Number(whole) * 100 + Number(fraction);
}

function paypalError(status: number, name: string, issue: string, description: string, field?: string): Answer {
  return {
    status,
    body: {
      name,
      message:
        status === 422
          ? 'The requested action could not be performed, semantically incorrect, or failed business validation.'
          : status === 404
            ? 'The specified resource does not exist.'
            : 'Request is not well-formed, syntactically incorrect, or violates schema.',
      debug_id: randomBytes(6).toString('hex'),
      details: [{ ...(field ? { field } : {}), issue, description }],
    },
  };
}

const invalid = (issue: string, description: string, field?: string) =>
  paypalError(400, 'INVALID_REQUEST', issue, description, field);
const unprocessable = (issue: string, description: string, field?: string) =>
  paypalError(422, 'UNPROCESSABLE_ENTITY', issue, description, field);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAmount(value: unknown): value is FakeAmount & Record<string, unknown> {
  return isObject(value) && typeof value.currency_code === 'string' && typeof value.value === 'string';
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export async function startFakePayPal(options?: {
  clientId?: string;
  clientSecret?: string;
  tokenTtlSeconds?: number;
}): Promise<FakePayPal> {
  const clientId = options?.clientId ?? 'fake-client-id';
  const clientSecret = options?.clientSecret ?? 'fake-client-secret';
  const tokenTtlSeconds = options?.tokenTtlSeconds ?? 32_400;

  const orders = new Map<string, FakeOrder>();
  const requests: FakeRequest[] = [];
  const tokens = new Map<string, number>(); // token → expiry (ms)
  const failures: Answer[] = [];
  /** PayPal-Request-Id → the stored answer, per operation. */
  const idempotent = new Map<string, Answer>();
  const refunds = new Map<string, { id: string; status: 'COMPLETED'; amount: FakeAmount }>();
  let issuedTokens = 0;
  let baseUrl = '';

  function orderLinks(order: FakeOrder) {
    const self = `${baseUrl}/v2/checkout/orders/${order.id}`;
    const links: { href: string; rel: string; method: string }[] = [{ href: self, rel: 'self', method: 'GET' }];
    if (order.status === 'PAYER_ACTION_REQUIRED') {
      links.push({ href: `${baseUrl}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' });
    }
    if (order.status === 'APPROVED') links.push({ href: `${self}/capture`, rel: 'capture', method: 'POST' });
    return links;
  }

  function representation(order: FakeOrder) {
    const unit: Record<string, unknown> = { ...order.purchaseUnit };
    if (order.captures.length > 0) unit.payments = { captures: order.captures };
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      create_time: order.createTime,
      payment_source: { paypal: order.payerId ? { account_id: order.payerId } : {} },
      purchase_units: [unit],
      ...(order.payerId
        ? { payer: { payer_id: order.payerId, email_address: 'buyer@example.com', name: { given_name: 'Test' } } }
        : {}),
      links: orderLinks(order),
    };
  }

  function token(request: IncomingMessage, raw: string): Answer {
    if (request.headers.authorization !== `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`) {
      return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
    }
    if (new URLSearchParams(raw).get('grant_type') !== 'client_credentials') {
      return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' } };
    }
    const accessToken = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.set(accessToken, Date.now() + tokenTtlSeconds * 1000);
    issuedTokens++;
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: accessToken,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: tokenTtlSeconds,
        nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
      },
    };
  }

  function create(body: unknown, requestId: string | undefined): Answer {
    const key = requestId ? `create:${requestId}` : undefined;
    const stored = key ? idempotent.get(key) : undefined;
    if (stored) return stored;
    if (!isObject(body)) return invalid('MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
    if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE') {
      return invalid('INVALID_PARAMETER_VALUE', 'The value of a field is invalid.', '/intent');
    }
    if (body.intent !== 'CAPTURE') {
      return unprocessable('NOT_SUPPORTED_BY_FAKE', 'The fake supports intent CAPTURE only.', '/intent');
    }
    const units = body.purchase_units;
    if (!Array.isArray(units) || units.length !== 1 || !isObject(units[0])) {
      return invalid('INVALID_ARRAY_MAX_ITEMS', 'The fake takes exactly one purchase unit.', '/purchase_units');
    }
    const unit = units[0];
    const amount = unit.amount;
    if (!isAmount(amount)) {
      return invalid(
        'MISSING_REQUIRED_PARAMETER',
        'A required field is missing.',
        '/purchase_units/@reference_id==/amount',
      );
    }
    if (amount.currency_code !== 'USD') {
      return unprocessable('CURRENCY_NOT_SUPPORTED', 'Currency code is not supported.', '/purchase_units/0/amount');
    }
    if (!AMOUNT.test(amount.value) || cents(amount.value) <= 0) {
      return invalid('DECIMAL_PRECISION', 'The value of the field should not be more than two decimal places.');
    }
    const items = unit.items;
    const breakdown = isObject(amount.breakdown) ? amount.breakdown : undefined;
    const itemTotal = breakdown?.item_total;
    if (items !== undefined) {
      if (!Array.isArray(items) || !isAmount(itemTotal)) {
        return unprocessable('ITEM_TOTAL_REQUIRED', 'If item details are specified, item_total is required.');
      }
      let sum = 0;
      for (const item of items) {
        if (!isObject(item) || typeof item.name !== 'string' || item.name.length === 0) {
          return invalid('MISSING_REQUIRED_PARAMETER', 'Item name is required.', '/purchase_units/0/items/name');
        }
        if (Array.from(item.name).length > 127) {
          return invalid('INVALID_STRING_LENGTH', 'The value of a field is too long.', '/purchase_units/0/items/name');
        }
        if (typeof item.quantity !== 'string' || !/^[1-9]\d{0,9}$/.test(item.quantity)) {
          return invalid('INVALID_PARAMETER_VALUE', 'Item quantity is invalid.', '/purchase_units/0/items/quantity');
        }
        if (!isAmount(item.unit_amount) || !AMOUNT.test(item.unit_amount.value)) {
          return invalid('DECIMAL_PRECISION', 'Item unit_amount is invalid.', '/purchase_units/0/items/unit_amount');
        }
        if (item.unit_amount.currency_code !== amount.currency_code) {
          return unprocessable('ITEM_CURRENCY_MISMATCH', 'Item currency differs from the amount currency.');
        }
        sum += Number(item.quantity) * cents(item.unit_amount.value);
      }
      if (!AMOUNT.test(itemTotal.value) || cents(itemTotal.value) !== sum) {
        return unprocessable('ITEM_TOTAL_MISMATCH', 'Should equal sum of (unit_amount * quantity) across all items.');
      }
    }
    if (breakdown !== undefined) {
      if (!isAmount(itemTotal) || !AMOUNT.test(itemTotal.value) || cents(itemTotal.value) !== cents(amount.value)) {
        return unprocessable('AMOUNT_MISMATCH', 'Should equal item_total + tax_total + shipping + handling + …');
      }
    }
    const experience = (() => {
      const source = isObject(body.payment_source) ? body.payment_source : undefined;
      const paypal = source && isObject(source.paypal) ? source.paypal : undefined;
      return paypal && isObject(paypal.experience_context) ? paypal.experience_context : undefined;
    })();
    const order: FakeOrder = {
      id: randomId(17),
      status: 'PAYER_ACTION_REQUIRED',
      intent: 'CAPTURE',
      purchaseUnit: unit as unknown as FakePurchaseUnit,
      ...(typeof experience?.return_url === 'string' ? { returnUrl: experience.return_url } : {}),
      ...(typeof experience?.cancel_url === 'string' ? { cancelUrl: experience.cancel_url } : {}),
      captures: [],
      createTime: new Date().toISOString(),
    };
    orders.set(order.id, order);
    const answer: Answer = { status: 201, body: representation(order) };
    if (key) idempotent.set(key, answer);
    return answer;
  }

  function notFound(): Answer {
    return paypalError(
      404,
      'RESOURCE_NOT_FOUND',
      'INVALID_RESOURCE_ID',
      'Specified resource ID does not exist. Please check the resource ID and try again.',
    );
  }

  function capture(id: string, requestId: string | undefined): Answer {
    const order = orders.get(id);
    if (!order) return notFound();
    const key = requestId ? `capture:${id}:${requestId}` : undefined;
    const stored = key ? idempotent.get(key) : undefined;
    if (stored) return stored;
    if (order.status === 'COMPLETED') {
      return unprocessable(
        'ORDER_ALREADY_CAPTURED',
        "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    }
    if (order.status !== 'APPROVED') {
      return unprocessable(
        'ORDER_NOT_APPROVED',
        'Payer has not yet approved the Order for payment. Please redirect the payer to the approval link.',
      );
    }
    const unit = order.purchaseUnit;
    order.captures.push({
      id: randomId(17),
      status: 'COMPLETED',
      amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
      ...(unit.custom_id !== undefined ? { custom_id: unit.custom_id } : {}),
      create_time: new Date().toISOString(),
    });
    order.status = 'COMPLETED';
    const answer: Answer = { status: 201, body: representation(order) };
    if (key) idempotent.set(key, answer);
    return answer;
  }

  /** POST /v2/payments/captures/{id}/refund: a full refund of a completed capture. */
  function refund(captureId: string, requestId: string | undefined): Answer {
    const key = requestId ? `refund:${captureId}:${requestId}` : undefined;
    const stored = key ? idempotent.get(key) : undefined;
    if (stored) return stored;
    const found = [...orders.values()].flatMap((o) => o.captures).find((c) => c.id === captureId);
    if (!found) return notFound();
    if (refunds.has(captureId)) {
      return unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
    }
    const made = { id: randomId(17), status: 'COMPLETED' as const, amount: found.amount };
    refunds.set(captureId, made);
    const answer: Answer = {
      status: 201,
      body: { ...made, links: [{ href: `${baseUrl}/v2/payments/refunds/${made.id}`, rel: 'self', method: 'GET' }] },
    };
    if (key) idempotent.set(key, answer);
    return answer;
  }

  function approve(paypalOrderId: string, payerId?: string): FakeOrder {
    const order = orders.get(paypalOrderId);
    if (!order) throw new Error(`Fake PayPal: no order ${paypalOrderId}`);
    if (order.status === 'PAYER_ACTION_REQUIRED') {
      order.status = 'APPROVED';
      order.payerId = payerId ?? randomId(13);
    }
    return order;
  }

  /** The buyer's pages behind the payer-action link. */
  function checkout(url: URL, response: ServerResponse): void {
    const order = orders.get(url.searchParams.get('token') ?? '');
    if (!order) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Unknown order');
      return;
    }
    if (url.pathname === '/checkoutnow/approve' && order.returnUrl) {
      approve(order.id, url.searchParams.get('payer') ?? undefined);
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

  function route(request: IncomingMessage, url: URL, raw: string, body: unknown): Answer {
    const method = request.method ?? 'GET';
    if (url.pathname === '/v1/oauth2/token') {
      return method === 'POST' ? token(request, raw) : { status: 405, body: { error: 'method_not_allowed' } };
    }
    if (!url.pathname.startsWith('/v2/')) return { status: 404, body: { name: 'NOT_FOUND' } };

    const failure = failures.shift();
    if (failure) return failure;

    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiry = bearer ? tokens.get(bearer) : undefined;
    if (expiry === undefined || Date.now() >= expiry) {
      return {
        status: 401,
        body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
      };
    }
    const requestId =
      typeof request.headers['paypal-request-id'] === 'string' ? request.headers['paypal-request-id'] : undefined;

    if (url.pathname === '/v2/checkout/orders' && method === 'POST') return create(body, requestId);
    const refundMatch = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url.pathname);
    if (refundMatch?.[1] && method === 'POST') return refund(decodeURIComponent(refundMatch[1]), requestId);
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url.pathname);
    if (match?.[1]) {
      const id = decodeURIComponent(match[1]);
      if (match[2] && method === 'POST') {
        if (raw.trim() !== '' && !isObject(body)) return invalid('MALFORMED_REQUEST_JSON', 'Body is not an object.');
        return capture(id, requestId);
      }
      if (!match[2] && method === 'GET') {
        const order = orders.get(id);
        return order ? { status: 200, body: representation(order) } : notFound();
      }
    }
    return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_URI', 'The URI requested is invalid.');
  }

  const server = createServer((request, response) => {
    readBody(request).then(
      (raw) => {
        const url = new URL(request.url ?? '/', baseUrl);
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
        requests.push({ method: request.method ?? 'GET', path: request.url ?? '/', headers, body });

        if (url.pathname.startsWith('/checkoutnow')) {
          checkout(url, response);
          return;
        }
        const answer = route(request, url, raw, body);
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
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    approve(paypalOrderId, payerId) {
      approve(paypalOrderId, payerId);
    },
    orders,
    refunds,
    requests,
    tokenCount: () => issuedTokens,
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
