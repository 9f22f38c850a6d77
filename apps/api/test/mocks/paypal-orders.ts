import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  AMOUNT,
  type Answer,
  cents,
  type FakeAmount,
  type FakeOrder,
  type FakePurchaseUnit,
  type FakeRefund,
  invalid,
  isAmount,
  isObject,
  notFound,
  randomId,
  unprocessable,
} from './paypal-wire.js';

/** What the fake PayPal remembers, and its route handlers: OAuth token, Orders v2 and refunds. */

export interface FakeState {
  clientId: string;
  clientSecret: string;
  tokenTtlSeconds: number;
  baseUrl: string;
  orders: Map<string, FakeOrder>;
  /** Access token → expiry (ms). */
  tokens: Map<string, number>;
  /** PayPal-Request-Id → the stored answer, per operation. */
  idempotent: Map<string, Answer>;
  /** Refunds made, by capture id. */
  refunds: Map<string, FakeRefund>;
  issuedTokens: number;
}

function orderLinks(state: FakeState, order: FakeOrder) {
  const self = `${state.baseUrl}/v2/checkout/orders/${order.id}`;
  const links: { href: string; rel: string; method: string }[] = [{ href: self, rel: 'self', method: 'GET' }];
  if (order.status === 'PAYER_ACTION_REQUIRED') {
    links.push({ href: `${state.baseUrl}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' });
  }
  if (order.status === 'APPROVED') links.push({ href: `${self}/capture`, rel: 'capture', method: 'POST' });
  return links;
}

/** An order as the Orders API answers with it. */
export function representation(state: FakeState, order: FakeOrder) {
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
    links: orderLinks(state, order),
  };
}

/** POST /v1/oauth2/token: client credentials in Basic auth. */
export function issueToken(state: FakeState, request: IncomingMessage, raw: string): Answer {
  const basic = Buffer.from(`${state.clientId}:${state.clientSecret}`).toString('base64');
  if (request.headers.authorization !== `Basic ${basic}`) {
    return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
  }
  if (new URLSearchParams(raw).get('grant_type') !== 'client_credentials') {
    return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' } };
  }
  const accessToken = `A21AA${randomBytes(24).toString('base64url')}`;
  state.tokens.set(accessToken, Date.now() + state.tokenTtlSeconds * 1000);
  state.issuedTokens++;
  return {
    status: 200,
    body: {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: accessToken,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: state.tokenTtlSeconds,
      nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
    },
  };
}

/** The one purchase unit of a create-order body and its amount, or the error PayPal answers with. */
function purchaseUnitOf(
  body: unknown,
): Answer | { unit: Record<string, unknown>; amount: FakeAmount & Record<string, unknown> } {
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
  return { unit, amount };
}

/** The error for the first bad item line, if any; otherwise the items' total in cents. */
function itemsTotal(items: unknown[], currency: string): Answer | number {
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
    if (item.unit_amount.currency_code !== currency) {
      return unprocessable('ITEM_CURRENCY_MISMATCH', 'Item currency differs from the amount currency.');
    }
    sum += Number(item.quantity) * cents(item.unit_amount.value);
  }
  return sum;
}

/** The error when the items or the amount's breakdown do not add up. */
function breakdownError(
  unit: Record<string, unknown>,
  amount: FakeAmount & Record<string, unknown>,
): Answer | undefined {
  const items = unit.items;
  const breakdown = isObject(amount.breakdown) ? amount.breakdown : undefined;
  const itemTotal = breakdown?.item_total;
  if (items !== undefined) {
    if (!Array.isArray(items) || !isAmount(itemTotal)) {
      return unprocessable('ITEM_TOTAL_REQUIRED', 'If item details are specified, item_total is required.');
    }
    const sum = itemsTotal(items, amount.currency_code);
    if (typeof sum !== 'number') return sum;
    if (!AMOUNT.test(itemTotal.value) || cents(itemTotal.value) !== sum) {
      return unprocessable('ITEM_TOTAL_MISMATCH', 'Should equal sum of (unit_amount * quantity) across all items.');
    }
  }
  if (breakdown !== undefined) {
    if (!isAmount(itemTotal) || !AMOUNT.test(itemTotal.value) || cents(itemTotal.value) !== cents(amount.value)) {
      return unprocessable('AMOUNT_MISMATCH', 'Should equal item_total + tax_total + shipping + handling + …');
    }
  }
  return undefined;
}

/** payment_source.paypal.experience_context of a create-order body. */
function experienceOf(body: Record<string, unknown>) {
  const source = isObject(body.payment_source) ? body.payment_source : undefined;
  const paypal = source && isObject(source.paypal) ? source.paypal : undefined;
  return paypal && isObject(paypal.experience_context) ? paypal.experience_context : undefined;
}

/** POST /v2/checkout/orders. */
export function createOrder(state: FakeState, body: unknown, requestId: string | undefined): Answer {
  const key = requestId ? `create:${requestId}` : undefined;
  const stored = key ? state.idempotent.get(key) : undefined;
  if (stored) return stored;
  const checked = purchaseUnitOf(body);
  if ('status' in checked) return checked;
  const { unit, amount } = checked;
  const error = breakdownError(unit, amount);
  if (error) return error;
  const experience = experienceOf(body as Record<string, unknown>);
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
  state.orders.set(order.id, order);
  const answer: Answer = { status: 201, body: representation(state, order) };
  if (key) state.idempotent.set(key, answer);
  return answer;
}

/** POST /v2/checkout/orders/{id}/capture. */
export function captureOrder(state: FakeState, id: string, requestId: string | undefined): Answer {
  const order = state.orders.get(id);
  if (!order) return notFound();
  const key = requestId ? `capture:${id}:${requestId}` : undefined;
  const stored = key ? state.idempotent.get(key) : undefined;
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
  const answer: Answer = { status: 201, body: representation(state, order) };
  if (key) state.idempotent.set(key, answer);
  return answer;
}

/** POST /v2/payments/captures/{id}/refund: a full refund of a completed capture. */
export function refundCapture(state: FakeState, captureId: string, requestId: string | undefined): Answer {
  const key = requestId ? `refund:${captureId}:${requestId}` : undefined;
  const stored = key ? state.idempotent.get(key) : undefined;
  if (stored) return stored;
  const found = [...state.orders.values()].flatMap((o) => o.captures).find((c) => c.id === captureId);
  if (!found) return notFound();
  if (state.refunds.has(captureId)) {
    return unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
  }
  const made = { id: randomId(17), status: 'COMPLETED' as const, amount: found.amount };
  state.refunds.set(captureId, made);
  const answer: Answer = {
    status: 201,
    body: { ...made, links: [{ href: `${state.baseUrl}/v2/payments/refunds/${made.id}`, rel: 'self', method: 'GET' }] },
  };
  if (key) state.idempotent.set(key, answer);
  return answer;
}

/** What the buyer does on PayPal's page. Throws for an unknown order. */
export function approveOrder(state: FakeState, paypalOrderId: string, payerId?: string): FakeOrder {
  const order = state.orders.get(paypalOrderId);
  if (!order) throw new Error(`Fake PayPal: no order ${paypalOrderId}`);
  if (order.status === 'PAYER_ACTION_REQUIRED') {
    order.status = 'APPROVED';
    order.payerId = payerId ?? randomId(13);
  }
  return order;
}
