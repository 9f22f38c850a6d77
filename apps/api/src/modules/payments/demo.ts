import { randomBytes } from 'node:crypto';
import { pathTo, routes } from '@farmai/contracts';
import type { Db } from '../../db/client.js';
import { apiMessage } from '../../i18n/index.js';
import { type CapturedPayment, PaymentError, type PaymentProvider, type PaymentState } from './provider.js';
import * as repo from './repository.js';

const token = (prefix: string) => `${prefix}-${randomBytes(16).toString('hex')}`;

/** Where the API serves the demo approval page of a payment. */
export const demoPaymentPath = (paymentId: string) => pathTo(routes.payments.demo.page, { paymentId });

/**
 * A payment provider that behaves like PayPal without a network: the approval page is served
 * by the API itself, "Pay now" approves and sends the buyer back, capture checks the approval.
 */
export function createDemoProvider(db: Db, publicUrl: string): PaymentProvider {
  return {
    name: 'demo',
    async createPayment(request) {
      const id = token('DEMO');
      await repo.insertDemoPayment(db, {
        id,
        orderId: request.orderId,
        amountCents: request.amountCents,
        lines: request.lines,
      });
      // the page opens by a redirect: it is told the buyer's language (English needs no word)
      const lang =
        request.language && request.language !== 'en' ? `?${new URLSearchParams({ lang: request.language })}` : '';
      return { paymentId: id, approvalURL: `${publicUrl}${demoPaymentPath(id)}${lang}` };
    },
    async capturePayment(request): Promise<CapturedPayment> {
      // the usual case, as one statement: an approved payment of this order, captured now
      const captured = await repo.captureApproved(db, request, token('CAPTURE'));
      if (captured) return { paymentId: captured.id, payerId: captured.payerId, captureId: captured.captureId };
      // every other case says why, or answers a capture made before
      return db.transaction(async (tx) => {
        const payment = await repo.lockDemoPayment(tx, request.paymentId);
        if (!payment) throw new PaymentError(apiMessage('payment.unknown'));
        if (payment.orderId !== request.orderId || payment.amountCents !== request.amountCents) {
          throw new PaymentError(apiMessage('payment.mismatch'));
        }
        if (payment.status === 'created') throw new PaymentError(apiMessage('payment.notApproved'));
        if (request.payerId && payment.payerId !== request.payerId) {
          throw new PaymentError(apiMessage('payment.otherPayer'));
        }
        if (payment.status === 'captured' || payment.status === 'refunded') {
          return { paymentId: payment.id, payerId: payment.payerId, captureId: payment.captureId };
        }
        const captureId = token('CAPTURE');
        await repo.updateDemoPayment(tx, payment.id, { status: 'captured', captureId });
        return { paymentId: payment.id, payerId: payment.payerId, captureId };
      });
    },
    async paymentStates(paymentIds) {
      const found = new Map((await repo.findDemoPayments(db, paymentIds)).map((payment) => [payment.id, payment]));
      // one query for them all: an order list read asks about each of its waiting payments
      return new Map(
        paymentIds.map((id): [string, PaymentState] => {
          const payment = found.get(id);
          if (!payment || payment.status === 'refunded')
            return [id, { state: 'closed', payerId: payment?.payerId ?? '' }];
          return [id, { state: payment.status, payerId: payment.payerId }];
        }),
      );
    },
    async refundPayment(request) {
      return db.transaction(async (tx) => {
        const payment = await repo.lockCapturedPayment(tx, request.orderId, request.captureId);
        if (!payment || payment.status === 'created' || payment.status === 'approved') {
          throw new PaymentError(apiMessage('payment.nothingToRefund'), 409);
        }
        if (payment.status === 'refunded') return { refundId: payment.refundId };
        const refundId = token('REFUND');
        await repo.updateDemoPayment(tx, payment.id, { status: 'refunded', refundId });
        return { refundId };
      });
    },
  };
}

export const findDemoPayment = (db: Db, id: string) => repo.findDemoPayment(db, id);

/**
 * "Pay now": marks a payment approved by a (made-up) payer, and answers it as the page would show it. A
 * payment approved already keeps its first payer; one whose order another payment paid meanwhile is not
 * approved (its `paidBy` names that payment); undefined for no such payment, or one past approving.
 */
export async function approveDemoPayment(db: Db, id: string): Promise<repo.DemoPaymentPage | undefined> {
  const approved = await repo.approveCreated(db, id, token('PAYER').slice(0, 22).toUpperCase());
  if (approved) return { ...approved, paidBy: null };
  const payment = await repo.findDemoPayment(db, id);
  return payment && (payment.paidBy || ['approved', 'captured'].includes(payment.status)) ? payment : undefined;
}
