import { apiMessage } from '../../i18n/index.js';
import { createPayPalApi, type PayPalApi } from './paypal-client.js';
import {
  BAD_ANSWER,
  centsToValue,
  isObject,
  issueLabel,
  issues,
  MAX_NAME_LENGTH,
  MISMATCH,
  objects,
  type PayPalCapture,
  type PayPalLink,
  type PayPalOrder,
  type PayPalPurchaseUnit,
  truncate,
  valueToCents,
} from './paypal-wire.js';
import {
  type CapturedPayment,
  type CaptureRequest,
  type CreatedPayment,
  PaymentError,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentState,
  type Refund,
  type RefundRequest,
} from './provider.js';

export { centsToValue, valueToCents } from './paypal-wire.js';

/**
 * PayPal Orders v2 driver (https://developer.paypal.com/docs/api/orders/v2/), spoken over plain `fetch`.
 *
 * Flow: createPayment creates an order with intent CAPTURE and returns the payer-action link the buyer's
 * browser goes to; PayPal sends the buyer back to `returnUrl?token=<paypal order id>&PayerID=…`, and
 * capturePayment first reads the order (it must belong to our order and amount, so money is never taken for a
 * payment we would then reject), captures it, and checks the completed capture against the order again.
 */
export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  env: 'sandbox' | 'live';
  /** Overrides the API base; tests point it at the fake. */
  baseUrl?: string;
  /** Shown to the buyer on PayPal's pages. */
  brandName?: string;
  fetch?: typeof fetch;
  /** Per HTTP request, including reading the answer. Default 15000. */
  timeoutMs?: number;
}

export const PAYPAL_BASE_URLS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

const isDone = (status: number) => status === 200 || status === 201;

function orderPath(paymentId: string): string {
  // PayPal order ids are short upper-case alphanumerics; anything else cannot be one of ours.
  if (!/^[A-Za-z0-9-]{1,64}$/.test(paymentId)) throw new PaymentError(apiMessage('payment.unknown'));
  return `/v2/checkout/orders/${encodeURIComponent(paymentId)}`;
}

async function getOrder(api: PayPalApi, paymentId: string): Promise<PayPalOrder> {
  const answer = await api('GET', orderPath(paymentId));
  if (answer.status === 404) throw new PaymentError(apiMessage('payment.unknown'));
  if (answer.status !== 200 || !isObject(answer.body)) {
    throw new PaymentError(apiMessage('payment.unreadable', { issue: issueLabel(answer.body) }));
  }
  return answer.body as PayPalOrder;
}

/** The purchase unit for our order, checked against our order id and amount. */
function purchaseUnitFor(order: PayPalOrder, request: CaptureRequest): PayPalPurchaseUnit {
  const units = objects<PayPalPurchaseUnit>(order.purchase_units);
  const unit = units.find((u) => u.reference_id === request.orderId || u.custom_id === request.orderId);
  if (!unit || units.length !== 1) throw new PaymentError(MISMATCH);
  // The order amount is present on an order read with GET; a capture answer may carry only the captures.
  if (unit.amount !== undefined) {
    if (unit.amount.currency_code !== 'USD' || valueToCents(unit.amount.value) !== request.amountCents) {
      throw new PaymentError(MISMATCH);
    }
  }
  return unit;
}

/** Why a purchase unit has no completed capture, as the buyer is told. */
function notCompleted(captures: PayPalCapture[]): PaymentError {
  if (captures.some((capture) => capture.status === 'PENDING')) {
    return new PaymentError(apiMessage('payment.pendingReview'), 409);
  }
  if (captures.some((capture) => capture.status === 'DECLINED' || capture.status === 'FAILED')) {
    return new PaymentError(apiMessage('payment.declined'));
  }
  return new PaymentError(apiMessage('payment.notCompleted'));
}

/** Checks a completed order (capture answer or GET) against our order and returns what we store. */
function verifyCaptured(order: PayPalOrder, request: CaptureRequest): CapturedPayment {
  if (order.id !== undefined && order.id !== request.paymentId) throw new PaymentError(MISMATCH);
  const unit = purchaseUnitFor(order, request);
  const captures = objects<PayPalCapture>(unit.payments?.captures);
  const completed = captures.find((capture) => capture.status === 'COMPLETED');
  if (!completed) throw notCompleted(captures);
  if (order.status !== 'COMPLETED') throw new PaymentError(apiMessage('payment.notCompleted'));
  if (completed.amount?.currency_code !== 'USD' || valueToCents(completed.amount.value) !== request.amountCents) {
    throw new PaymentError(MISMATCH);
  }
  if (completed.custom_id !== undefined && completed.custom_id !== request.orderId) throw new PaymentError(MISMATCH);
  if (typeof completed.id !== 'string' || !completed.id) throw new PaymentError(BAD_ANSWER, 502);
  const payerId = typeof order.payer?.payer_id === 'string' && order.payer.payer_id ? order.payer.payer_id : undefined;
  return { paymentId: request.paymentId, payerId: payerId ?? request.payerId, captureId: completed.id };
}

/** The purchase unit we ask PayPal for: our order id, the amount and, when they add up exactly, the items. */
function purchaseUnit(request: PaymentRequest): Record<string, unknown> {
  const value = centsToValue(request.amountCents);
  const amount: Record<string, unknown> = { currency_code: 'USD', value };
  const unit: Record<string, unknown> = { reference_id: request.orderId, custom_id: request.orderId, amount };
  // the buyer's PayPal account names the purchase by the number on the shop's pages and mails
  if (request.orderNumber) unit.description = `FarmAI ${request.orderNumber}`;

  // Items are sent only with a breakdown that adds up exactly; PayPal rejects an inconsistent one.
  const linesValid =
    request.lines.length > 0 &&
    request.lines.every(
      (line) =>
        Number.isSafeInteger(line.quantity) &&
        line.quantity > 0 &&
        Number.isSafeInteger(line.unitCents) &&
        line.unitCents >= 0,
    );
  const linesTotal = linesValid
    ? request.lines.reduce((sum, line) => sum + line.quantity * line.unitCents, 0)
    : Number.NaN;
  if (linesValid && linesTotal === request.amountCents) {
    amount.breakdown = { item_total: { currency_code: 'USD', value } };
    unit.items = request.lines.map((line) => ({
      name: truncate(line.title.trim() || 'Item', MAX_NAME_LENGTH),
      quantity: String(line.quantity),
      unit_amount: { currency_code: 'USD', value: centsToValue(line.unitCents) },
    }));
  }
  return unit;
}

/** The payer-action (or approve) link of a created order: where the buyer's browser goes. */
function approvalLink(order: unknown): CreatedPayment {
  if (!isObject(order) || typeof order.id !== 'string' || !order.id) throw new PaymentError(BAD_ANSWER, 502);
  const links = objects<PayPalLink>(order.links);
  const link = links.find((l) => l.rel === 'payer-action') ?? links.find((l) => l.rel === 'approve');
  if (!link || typeof link.href !== 'string' || !URL.canParse(link.href)) {
    throw new PaymentError(apiMessage('payment.noApprovalLink'), 502);
  }
  return { paymentId: order.id, approvalURL: link.href };
}

/** An idempotency key: the first payment of an order keeps the plain key, a retry's carries its number. */
const attemptKey = (key: string, attempt = 1) => (attempt > 1 ? `${key}-${attempt}` : key);

/** Where a PayPal order stands, read with GET (no money moves). */
async function paymentState(api: PayPalApi, paymentId: string): Promise<PaymentState> {
  let order: PayPalOrder;
  try {
    order = await getOrder(api, paymentId);
  } catch (error) {
    if (error instanceof PaymentError && error.statusCode === 402) return { state: 'closed', payerId: '' };
    throw error;
  }
  const payerId = typeof order.payer?.payer_id === 'string' ? order.payer.payer_id : '';
  switch (order.status) {
    case 'APPROVED':
      return { state: 'approved', payerId };
    case 'COMPLETED':
      return { state: 'captured', payerId };
    case 'CREATED':
    case 'SAVED':
    case 'PAYER_ACTION_REQUIRED':
      return { state: 'created', payerId };
    default:
      return { state: 'closed', payerId };
  }
}

async function createPayment(
  api: PayPalApi,
  brandName: string | undefined,
  request: PaymentRequest,
): Promise<CreatedPayment> {
  if (request.currency !== 'USD') throw new PaymentError(apiMessage('payment.unsupportedCurrency'), 400);
  if (request.amountCents <= 0) throw new PaymentError(apiMessage('payment.invalidAmount'), 400);
  const unit = purchaseUnit(request);
  const experienceContext: Record<string, unknown> = {
    return_url: request.returnUrl,
    cancel_url: request.cancelUrl,
    user_action: 'PAY_NOW',
    shipping_preference: 'NO_SHIPPING',
  };
  if (brandName) experienceContext.brand_name = brandName;

  const answer = await api(
    'POST',
    '/v2/checkout/orders',
    {
      intent: 'CAPTURE',
      purchase_units: [unit],
      payment_source: { paypal: { experience_context: experienceContext } },
    },
    attemptKey(`farmai-create-${request.orderId}`, request.attempt),
  );
  if (!isDone(answer.status)) {
    throw new PaymentError(apiMessage('payment.createFailed', { issue: issueLabel(answer.body) }));
  }
  return approvalLink(answer.body);
}

async function capturePayment(api: PayPalApi, request: CaptureRequest): Promise<CapturedPayment> {
  const path = orderPath(request.paymentId);

  // Read first: capturing moves money, so a payment for another order or amount is refused before that.
  const current = await getOrder(api, request.paymentId);
  purchaseUnitFor(current, request);
  if (current.status === 'COMPLETED') return verifyCaptured(current, request);

  const answer = await api(
    'POST',
    `${path}/capture`,
    {},
    attemptKey(`farmai-capture-${request.orderId}`, request.attempt),
  );
  if (isDone(answer.status)) {
    if (!isObject(answer.body)) throw new PaymentError(BAD_ANSWER, 502);
    return verifyCaptured(answer.body as PayPalOrder, request);
  }
  const found = issues(answer.body);
  if (answer.status === 404) throw new PaymentError(apiMessage('payment.unknown'));
  if (found.includes('ORDER_ALREADY_CAPTURED')) {
    // Captured in the meantime (another request, or PayPal forgot the request id): the order tells the result.
    return verifyCaptured(await getOrder(api, request.paymentId), request);
  }
  if (found.includes('ORDER_NOT_APPROVED') || found.includes('PAYER_ACTION_REQUIRED')) {
    throw new PaymentError(apiMessage('payment.notApproved'));
  }
  if (found.includes('INSTRUMENT_DECLINED')) {
    throw new PaymentError(apiMessage('payment.declined'));
  }
  throw new PaymentError(apiMessage('payment.captureFailed', { issue: issueLabel(answer.body) }));
}

async function refundPayment(api: PayPalApi, request: RefundRequest): Promise<Refund> {
  // an empty body refunds the whole capture; the request id makes a retry return the same refund
  const answer = await api(
    'POST',
    `/v2/payments/captures/${encodeURIComponent(request.captureId)}/refund`,
    {},
    `farmai-refund-${request.orderId}`,
  );
  if (isDone(answer.status) && isObject(answer.body)) {
    const { id, status } = answer.body as { id?: unknown; status?: unknown };
    if (typeof id === 'string' && (status === 'COMPLETED' || status === 'PENDING')) return { refundId: id };
    throw new PaymentError(BAD_ANSWER, 502);
  }
  if (answer.status === 404) throw new PaymentError(apiMessage('payment.unknownCapture'), 404);
  throw new PaymentError(apiMessage('payment.refundFailed', { issue: issueLabel(answer.body) }), 502);
}

export function createPayPalProvider(options: PayPalOptions): PaymentProvider {
  const api = createPayPalApi({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    baseUrl: (options.baseUrl ?? PAYPAL_BASE_URLS[options.env]).replace(/\/+$/, ''),
    timeoutMs: options.timeoutMs ?? 15_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const brandName = options.brandName ? truncate(options.brandName, MAX_NAME_LENGTH) : undefined;
  return {
    name: 'paypal',
    createPayment: (request) => createPayment(api, brandName, request),
    capturePayment: (request) => capturePayment(api, request),
    refundPayment: (request) => refundPayment(api, request),
    async paymentStates(paymentIds) {
      // one GET per payment, side by side; one that fails is left out
      const read = await Promise.allSettled(paymentIds.map((id) => paymentState(api, id)));
      const states = new Map<string, PaymentState>();
      read.forEach((result, i) => {
        if (result.status === 'fulfilled') states.set(paymentIds[i] as string, result.value);
      });
      return states;
    },
  };
}
