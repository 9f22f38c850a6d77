import {
  type CapturedPayment,
  type CaptureRequest,
  type CreatedPayment,
  PaymentError,
  type PaymentProvider,
  type PaymentRequest,
  type Refund,
  type RefundRequest,
} from './provider.js';

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

/** A cached token is used until this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;
/** PayPal's limit on item names and brand names. */
const MAX_NAME_LENGTH = 127;

const UNREACHABLE = 'The payment provider is unreachable. Please try again later.';
const BAD_ANSWER = 'The payment provider sent an unexpected answer. Please try again later.';
const BAD_CREDENTIALS = 'The payment provider rejected the shop credentials. Please try again later.';
const MISMATCH = 'The payment does not match this order';

/** Integer cents → PayPal's two-decimal string, without floating point: 1999 → '19.99', 5 → '0.05'. */
export function centsToValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new PaymentError('Invalid payment amount', 400);
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return `${whole}.${rest < 10 ? '0' : ''}${rest}`;
}

/** PayPal's decimal string → integer cents; undefined when it is not a plain amount with at most two decimals. */
export function valueToCents(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return undefined;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

// ---------------------------------------------------------------------------------------------------------------
// PayPal's JSON, as far as we read it. Everything arrives as `unknown` and is checked field by field.

interface PayPalLink {
  href?: unknown;
  rel?: unknown;
}

interface PayPalCapture {
  id?: unknown;
  status?: unknown;
  amount?: { currency_code?: unknown; value?: unknown };
  custom_id?: unknown;
}

interface PayPalPurchaseUnit {
  reference_id?: unknown;
  custom_id?: unknown;
  amount?: { currency_code?: unknown; value?: unknown };
  payments?: { captures?: unknown };
}

interface PayPalOrder {
  id?: unknown;
  status?: unknown;
  links?: unknown;
  payer?: { payer_id?: unknown };
  purchase_units?: unknown;
}

interface PayPalErrorBody {
  name?: unknown;
  details?: unknown;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function objects<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value.filter(isObject) as T[]) : [];
}

/** The `issue` codes of a PayPal error answer (`details[].issue`), plus its `name`. */
function issues(body: unknown): string[] {
  if (!isObject(body)) return [];
  const error = body as PayPalErrorBody;
  const found = objects<{ issue?: unknown }>(error.details)
    .map((detail) => detail.issue)
    .filter((issue): issue is string => typeof issue === 'string');
  if (typeof error.name === 'string') found.push(error.name);
  return found;
}

/** A PayPal issue code for a message: only an upper-case identifier, so nothing else from the answer leaks. */
function issueLabel(body: unknown): string {
  const issue = issues(body).find((code) => /^[A-Z0-9_]{1,64}$/.test(code));
  return issue ? ` (${issue})` : '';
}

interface Answer {
  status: number;
  body: unknown;
}

interface CachedToken {
  token: string;
  /** Use the token while Date.now() is before this. */
  goodUntil: number;
}

export function createPayPalProvider(options: PayPalOptions): PaymentProvider {
  const baseUrl = (options.baseUrl ?? PAYPAL_BASE_URLS[options.env]).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const basicAuth = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  const brandName = options.brandName ? truncate(options.brandName, MAX_NAME_LENGTH) : undefined;

  let cached: CachedToken | undefined;
  let pendingToken: Promise<CachedToken> | undefined;

  /** One HTTP exchange. Network failures, timeouts and unreadable answers become a 502 PaymentError. */
  async function send(path: string, init: RequestInit): Promise<Answer> {
    const doFetch = options.fetch ?? fetch;
    try {
      const response = await doFetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      const text = await response.text();
      let body: unknown;
      if (text.trim() !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          // A non-JSON answer (a proxy's error page…): fine for 5xx, which is reported as unreachable anyway.
          if (response.ok) throw new PaymentError(BAD_ANSWER, 502);
        }
      }
      return { status: response.status, body };
    } catch (error) {
      if (error instanceof PaymentError) throw error;
      // TypeError (network), DOMException TimeoutError/AbortError. The error text is not passed on.
      throw new PaymentError(UNREACHABLE, 502);
    }
  }

  async function fetchToken(): Promise<CachedToken> {
    const requestedAt = Date.now();
    const answer = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        Authorization: basicAuth,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (answer.status >= 500) throw new PaymentError(UNREACHABLE, 502);
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
      throw new PaymentError(BAD_CREDENTIALS, 502);
    }
    const body = answer.body;
    if (answer.status !== 200 || !isObject(body) || typeof body.access_token !== 'string' || !body.access_token) {
      throw new PaymentError(BAD_ANSWER, 502);
    }
    const expiresIn = typeof body.expires_in === 'number' && Number.isFinite(body.expires_in) ? body.expires_in : 0;
    // Counted from when we asked, so the token never outlives PayPal's idea of its lifetime.
    return { token: body.access_token, goodUntil: requestedAt + expiresIn * 1000 - TOKEN_MARGIN_MS };
  }

  /** A usable token: the cached one while it has more than a minute left, else a fresh one (shared by callers). */
  async function getToken(): Promise<CachedToken> {
    if (cached && Date.now() < cached.goodUntil) return cached;
    if (!pendingToken) {
      pendingToken = fetchToken()
        .then((token) => {
          cached = token;
          return token;
        })
        .finally(() => {
          pendingToken = undefined;
        });
    }
    return pendingToken;
  }

  /**
   * An Orders API call with a bearer token. A 401 drops the cached token and retries once with a fresh one
   * (PayPal may revoke tokens early); 5xx and a second 401 become 502. Other statuses go back to the caller.
   */
  async function api(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      const token = await getToken();
      const headers: Record<string, string> = {
        Authorization: `Bearer ${token.token}`,
        Accept: 'application/json',
      };
      if (body !== undefined) {
        headers['Content-Type'] = 'application/json';
        headers.Prefer = 'return=representation';
      }
      if (requestId) headers['PayPal-Request-Id'] = requestId;
      const answer = await send(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (answer.status === 401 || answer.status === 403) {
        if (cached === token) cached = undefined;
        if (answer.status === 401 && attempt === 0) continue;
        throw new PaymentError(BAD_CREDENTIALS, 502);
      }
      if (answer.status >= 500) throw new PaymentError(UNREACHABLE, 502);
      return answer;
    }
  }

  function orderPath(paymentId: string): string {
    // PayPal order ids are short upper-case alphanumerics; anything else cannot be one of ours.
    if (!/^[A-Za-z0-9-]{1,64}$/.test(paymentId)) throw new PaymentError('Unknown payment');
    return `/v2/checkout/orders/${encodeURIComponent(paymentId)}`;
  }

  async function getOrder(paymentId: string): Promise<PayPalOrder> {
    const answer = await api('GET', orderPath(paymentId));
    if (answer.status === 404) throw new PaymentError('Unknown payment');
    if (answer.status !== 200 || !isObject(answer.body)) {
      throw new PaymentError(`The payment could not be read${issueLabel(answer.body)}`);
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

  /** Checks a completed order (capture answer or GET) against our order and returns what we store. */
  function verifyCaptured(order: PayPalOrder, request: CaptureRequest): CapturedPayment {
    if (order.id !== undefined && order.id !== request.paymentId) throw new PaymentError(MISMATCH);
    const unit = purchaseUnitFor(order, request);
    const captures = objects<PayPalCapture>(unit.payments?.captures);
    const completed = captures.find((capture) => capture.status === 'COMPLETED');
    if (!completed) {
      if (captures.some((capture) => capture.status === 'PENDING')) {
        throw new PaymentError('The payment is pending review by PayPal. The order will be confirmed later.', 409);
      }
      if (captures.some((capture) => capture.status === 'DECLINED' || capture.status === 'FAILED')) {
        throw new PaymentError('The payment was declined. Please try again with another payment method.');
      }
      throw new PaymentError('The payment was not completed. Please try again.');
    }
    if (order.status !== 'COMPLETED') throw new PaymentError('The payment was not completed. Please try again.');
    if (completed.amount?.currency_code !== 'USD' || valueToCents(completed.amount.value) !== request.amountCents) {
      throw new PaymentError(MISMATCH);
    }
    if (completed.custom_id !== undefined && completed.custom_id !== request.orderId) throw new PaymentError(MISMATCH);
    if (typeof completed.id !== 'string' || !completed.id) throw new PaymentError(BAD_ANSWER, 502);
    const payerId =
      typeof order.payer?.payer_id === 'string' && order.payer.payer_id ? order.payer.payer_id : undefined;
    return { paymentId: request.paymentId, payerId: payerId ?? request.payerId, captureId: completed.id };
  }

  return {
    name: 'paypal',

    async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
      if (request.currency !== 'USD') throw new PaymentError('Unsupported currency', 400);
      if (request.amountCents <= 0) throw new PaymentError('Invalid payment amount', 400);
      const value = centsToValue(request.amountCents);
      const amount: Record<string, unknown> = { currency_code: 'USD', value };
      const unit: Record<string, unknown> = { reference_id: request.orderId, custom_id: request.orderId, amount };

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
        `farmai-create-${request.orderId}`,
      );
      if (answer.status !== 200 && answer.status !== 201) {
        throw new PaymentError(`PayPal could not create the payment${issueLabel(answer.body)}`);
      }
      const order = answer.body;
      if (!isObject(order) || typeof order.id !== 'string' || !order.id) throw new PaymentError(BAD_ANSWER, 502);
      const links = objects<PayPalLink>(order.links);
      const link = links.find((l) => l.rel === 'payer-action') ?? links.find((l) => l.rel === 'approve');
      if (!link || typeof link.href !== 'string' || !URL.canParse(link.href)) {
        throw new PaymentError('PayPal did not return an approval link', 502);
      }
      return { paymentId: order.id, approvalURL: link.href };
    },

    async capturePayment(request: CaptureRequest): Promise<CapturedPayment> {
      const path = orderPath(request.paymentId);

      // Read first: capturing moves money, so a payment for another order or amount is refused before that.
      const current = await getOrder(request.paymentId);
      purchaseUnitFor(current, request);
      if (current.status === 'COMPLETED') return verifyCaptured(current, request);

      const answer = await api('POST', `${path}/capture`, {}, `farmai-capture-${request.orderId}`);
      if (answer.status === 200 || answer.status === 201) {
        if (!isObject(answer.body)) throw new PaymentError(BAD_ANSWER, 502);
        return verifyCaptured(answer.body as PayPalOrder, request);
      }
      const found = issues(answer.body);
      if (answer.status === 404) throw new PaymentError('Unknown payment');
      if (found.includes('ORDER_ALREADY_CAPTURED')) {
        // Captured in the meantime (another request, or PayPal forgot the request id): the order tells the result.
        return verifyCaptured(await getOrder(request.paymentId), request);
      }
      if (found.includes('ORDER_NOT_APPROVED') || found.includes('PAYER_ACTION_REQUIRED')) {
        throw new PaymentError('The payment was not approved. Please try again.');
      }
      if (found.includes('INSTRUMENT_DECLINED')) {
        throw new PaymentError('The payment was declined. Please try again with another payment method.');
      }
      throw new PaymentError(`PayPal could not capture the payment${issueLabel(answer.body)}`);
    },

    async refundPayment(request: RefundRequest): Promise<Refund> {
      // an empty body refunds the whole capture; the request id makes a retry return the same refund
      const answer = await api(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(request.captureId)}/refund`,
        {},
        `farmai-refund-${request.orderId}`,
      );
      if ((answer.status === 200 || answer.status === 201) && isObject(answer.body)) {
        const { id, status } = answer.body as { id?: unknown; status?: unknown };
        if (typeof id === 'string' && (status === 'COMPLETED' || status === 'PENDING')) return { refundId: id };
        throw new PaymentError(BAD_ANSWER, 502);
      }
      if (answer.status === 404) throw new PaymentError('Unknown capture', 404);
      throw new PaymentError(`PayPal could not refund the payment${issueLabel(answer.body)}`, 502);
    },
  };
}
