import { apiMessage } from '../../i18n/index.js';
import { PaymentError } from './provider.js';

/** PayPal's JSON, as far as we read it. Everything arrives as `unknown` and is checked field by field. */

export const UNREACHABLE = apiMessage('payment.unreachable');
export const BAD_ANSWER = apiMessage('payment.badAnswer');
export const BAD_CREDENTIALS = apiMessage('payment.badCredentials');
export const MISMATCH = apiMessage('payment.mismatch');

/** PayPal's limit on item names and brand names. */
export const MAX_NAME_LENGTH = 127;

/** Integer cents → PayPal's two-decimal string, without floating point: 1999 → '19.99', 5 → '0.05'. */
export function centsToValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new PaymentError(apiMessage('payment.invalidAmount'), 400);
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

export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

export interface PayPalLink {
  href?: unknown;
  rel?: unknown;
}

export interface PayPalCapture {
  id?: unknown;
  status?: unknown;
  amount?: { currency_code?: unknown; value?: unknown };
  custom_id?: unknown;
}

export interface PayPalPurchaseUnit {
  reference_id?: unknown;
  custom_id?: unknown;
  amount?: { currency_code?: unknown; value?: unknown };
  payments?: { captures?: unknown };
}

export interface PayPalOrder {
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

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function objects<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value.filter(isObject) as T[]) : [];
}

/** The `issue` codes of a PayPal error answer (`details[].issue`), plus its `name`. */
export function issues(body: unknown): string[] {
  if (!isObject(body)) return [];
  const error = body as PayPalErrorBody;
  const found = objects<{ issue?: unknown }>(error.details)
    .map((detail) => detail.issue)
    .filter((issue): issue is string => typeof issue === 'string');
  if (typeof error.name === 'string') found.push(error.name);
  return found;
}

/** A PayPal issue code for a message: only an upper-case identifier, so nothing else from the answer leaks. */
export function issueLabel(body: unknown): string {
  const issue = issues(body).find((code) => /^[A-Z0-9_]{1,64}$/.test(code));
  return issue ? ` (${issue})` : '';
}
