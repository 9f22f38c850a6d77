import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** PayPal's wire shapes as the fake keeps them, its error answers, and small helpers of the fake's HTTP side. */

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

export interface FakeRefund {
  id: string;
  status: 'COMPLETED';
  amount: FakeAmount;
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

/** An HTTP answer of the fake's API. */
export interface Answer {
  status: number;
  body: unknown;
}

export const AMOUNT = /^\d{1,10}\.\d{2}$/;

export function randomId(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
}

export function cents(value: string): number {
  const [whole = '0', fraction = '00'] = value.split('.');
  return Number(whole) * 100 + Number(fraction);
}

export function paypalError(status: number, name: string, issue: string, description: string, field?: string): Answer {
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

export const invalid = (issue: string, description: string, field?: string) =>
  paypalError(400, 'INVALID_REQUEST', issue, description, field);
export const unprocessable = (issue: string, description: string, field?: string) =>
  paypalError(422, 'UNPROCESSABLE_ENTITY', issue, description, field);

export function notFound(): Answer {
  return paypalError(
    404,
    'RESOURCE_NOT_FOUND',
    'INVALID_RESOURCE_ID',
    'Specified resource ID does not exist. Please check the resource ID and try again.',
  );
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isAmount(value: unknown): value is FakeAmount & Record<string, unknown> {
  return isObject(value) && typeof value.currency_code === 'string' && typeof value.value === 'string';
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
