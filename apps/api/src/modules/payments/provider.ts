import type { Language } from '@farmai/contracts';
import type { LocalizedMessage } from '@farmai/server-kit';

/**
 * A payment provider takes the buyer to an approval page and, once they come back,
 * captures the money. Two drivers: the built-in demo provider and PayPal Orders v2.
 */
export interface PaymentLine {
  title: string;
  quantity: number;
  unitCents: number;
}

export interface PaymentRequest {
  /** Our order id; the provider must tie the payment to it. */
  orderId: string;
  /** The order's number (`FA-2026-000123`), the name the buyer knows it by: the provider shows it. */
  orderNumber?: string;
  amountCents: number;
  currency: 'USD';
  lines: PaymentLine[];
  /** Where the provider sends the buyer after approval (`${PUBLIC_URL}/shop/paypal-return`). */
  returnUrl: string;
  /** Where the provider sends the buyer who cancels (`${PUBLIC_URL}/shop/checkout`). */
  cancelUrl: string;
  /** The buyer's language, for a provider whose approval page can speak it (the demo provider's). */
  language?: Language;
  /** Which payment of the order this is (1 the first, a retry the next): part of the idempotency key. */
  attempt?: number;
}

export interface CreatedPayment {
  /** The provider's id for this payment (PayPal order id); stored on our order. */
  paymentId: string;
  /** The page the buyer's browser goes to. */
  approvalURL: string;
}

export interface CaptureRequest {
  orderId: string;
  amountCents: number;
  /** The provider payment id stored when the payment was created. */
  paymentId: string;
  /** As reported by the return URL. */
  payerId: string;
  /** Which payment of the order (see PaymentRequest.attempt). */
  attempt?: number;
}

/**
 * Where a payment stands at the provider: `created` (the buyer has not approved it), `approved` (it may be
 * captured), `captured`, or `closed` (refunded, voided or unknown).
 */
export interface PaymentState {
  state: 'created' | 'approved' | 'captured' | 'closed';
  /** The payer, once approved. */
  payerId: string;
}

export interface CapturedPayment {
  paymentId: string;
  payerId: string;
  /** The provider's id of the capture itself, for refunds. */
  captureId: string;
}

export interface RefundRequest {
  orderId: string;
  /** The capture to give back, in full. */
  captureId: string;
  amountCents: number;
}

export interface Refund {
  refundId: string;
}

/**
 * The provider refused: not approved, wrong order or amount, already used… The message is safe to
 * show, in the buyer's language (`text`; `message` holds the English).
 */
export class PaymentError extends Error {
  constructor(
    readonly text: LocalizedMessage,
    readonly statusCode = 402,
  ) {
    super(text.render('en'));
    this.name = 'PaymentError';
  }
}

export interface PaymentProvider {
  readonly name: 'demo' | 'paypal';
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /**
   * Captures an approved payment. Must verify that it was approved for this order and amount.
   * Capturing the same payment again for the same order returns the same result (idempotent).
   */
  capturePayment(request: CaptureRequest): Promise<CapturedPayment>;
  /** Gives a captured payment back in full. Refunding the same capture again returns the same refund (idempotent). */
  refundPayment(request: RefundRequest): Promise<Refund>;
  /**
   * Reads where payments stand, moving no money (a payment approved in another tab is found this way),
   * all in one go. A payment that could not be read is left out of the answer.
   */
  paymentStates(paymentIds: readonly string[]): Promise<Map<string, PaymentState>>;
}
