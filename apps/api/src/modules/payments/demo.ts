import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { demoPayments } from '../../db/schema.js';
import { type CapturedPayment, PaymentError, type PaymentProvider } from './provider.js';

export type DemoPaymentRow = typeof demoPayments.$inferSelect;

const token = (prefix: string) => `${prefix}-${randomBytes(16).toString('hex')}`;

/** Where the API serves the demo approval page of a payment. */
export const demoPaymentPath = (paymentId: string) => `/api/payments/demo/${encodeURIComponent(paymentId)}`;

/**
 * A payment provider that behaves like PayPal without a network: the approval page is served
 * by the API itself, "Pay now" approves and sends the buyer back, capture checks the approval.
 */
export function createDemoProvider(db: Db, publicUrl: string): PaymentProvider {
  return {
    name: 'demo',
    async createPayment(request) {
      const id = token('DEMO');
      await db.insert(demoPayments).values({
        id,
        orderId: request.orderId,
        amountCents: request.amountCents,
        lines: request.lines,
      });
      return { paymentId: id, approvalURL: `${publicUrl}${demoPaymentPath(id)}` };
    },
    async capturePayment(request): Promise<CapturedPayment> {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(demoPayments)
          .where(eq(demoPayments.id, request.paymentId))
          .for('update');
        if (!payment) throw new PaymentError('Unknown payment');
        if (payment.orderId !== request.orderId || payment.amountCents !== request.amountCents) {
          throw new PaymentError('The payment does not match this order');
        }
        if (payment.status === 'created') throw new PaymentError('The payment was not approved. Please try again.');
        if (request.payerId && payment.payerId !== request.payerId) {
          throw new PaymentError('The payment was approved by another payer');
        }
        if (payment.status === 'captured' || payment.status === 'refunded') {
          return { paymentId: payment.id, payerId: payment.payerId, captureId: payment.captureId };
        }
        const captureId = token('CAPTURE');
        await tx
          .update(demoPayments)
          .set({ status: 'captured', captureId, updatedAt: new Date() })
          .where(eq(demoPayments.id, payment.id));
        return { paymentId: payment.id, payerId: payment.payerId, captureId };
      });
    },
    async refundPayment(request) {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(demoPayments)
          .where(and(eq(demoPayments.orderId, request.orderId), eq(demoPayments.captureId, request.captureId)))
          .for('update');
        if (!payment || payment.status === 'created' || payment.status === 'approved') {
          throw new PaymentError('There is no captured payment to refund', 409);
        }
        if (payment.status === 'refunded') return { refundId: payment.refundId };
        const refundId = token('REFUND');
        await tx
          .update(demoPayments)
          .set({ status: 'refunded', refundId, updatedAt: new Date() })
          .where(eq(demoPayments.id, payment.id));
        return { refundId };
      });
    },
  };
}

export async function findDemoPayment(db: Db, id: string): Promise<DemoPaymentRow | undefined> {
  const [row] = await db.select().from(demoPayments).where(eq(demoPayments.id, id)).limit(1);
  return row;
}

/** Marks a payment approved by a (made-up) payer; approving twice keeps the first payer. */
export async function approveDemoPayment(db: Db, id: string): Promise<DemoPaymentRow | undefined> {
  const [row] = await db
    .update(demoPayments)
    .set({ status: 'approved', payerId: token('PAYER').slice(0, 22).toUpperCase(), updatedAt: new Date() })
    .where(and(eq(demoPayments.id, id), eq(demoPayments.status, 'created')))
    .returning();
  if (row) return row;
  const [existing] = await db
    .select()
    .from(demoPayments)
    .where(and(eq(demoPayments.id, id), inArray(demoPayments.status, ['approved', 'captured'])));
  return existing;
}
