import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { demoPayments } from '../../db/schema-payments.js';

/** The demo provider's own record of a payment (PayPal keeps these on its side). */
export type DemoPaymentRow = typeof demoPayments.$inferSelect;
export type NewDemoPayment = Pick<typeof demoPayments.$inferInsert, 'id' | 'orderId' | 'amountCents' | 'lines'>;

export async function insertDemoPayment(db: Executor, payment: NewDemoPayment): Promise<void> {
  await db.insert(demoPayments).values(payment);
}

export async function findDemoPayment(db: Executor, id: string): Promise<DemoPaymentRow | undefined> {
  const [row] = await db.select().from(demoPayments).where(eq(demoPayments.id, id)).limit(1);
  return row;
}

/** The payments of the ids given (those that exist). */
export async function findDemoPayments(db: Executor, ids: readonly string[]): Promise<DemoPaymentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(demoPayments)
    .where(inArray(demoPayments.id, [...ids]));
}

/** The payment, locked for the rest of the transaction. */
export async function lockDemoPayment(db: Executor, id: string): Promise<DemoPaymentRow | undefined> {
  const [row] = await db.select().from(demoPayments).where(eq(demoPayments.id, id)).for('update');
  return row;
}

/** The order's payment with this capture, locked for the rest of the transaction. */
export async function lockCapturedPayment(
  db: Executor,
  orderId: string,
  captureId: string,
): Promise<DemoPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(demoPayments)
    .where(and(eq(demoPayments.orderId, orderId), eq(demoPayments.captureId, captureId)))
    .for('update');
  return row;
}

export async function updateDemoPayment(
  db: Executor,
  id: string,
  values: Partial<Pick<DemoPaymentRow, 'status' | 'captureId' | 'refundId'>>,
): Promise<void> {
  await db
    .update(demoPayments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(demoPayments.id, id));
}

/** Marks a created payment approved by `payerId`; undefined when it is not in the created state. */
export async function approveCreated(db: Executor, id: string, payerId: string): Promise<DemoPaymentRow | undefined> {
  const [row] = await db
    .update(demoPayments)
    .set({ status: 'approved', payerId, updatedAt: new Date() })
    .where(and(eq(demoPayments.id, id), eq(demoPayments.status, 'created')))
    .returning();
  return row;
}

/**
 * Captures an approved payment of this order and amount (by this payer, when one is named) as `captureId`;
 * undefined when it is not such a payment (created only, captured already, another order's…).
 */
export async function captureApproved(
  db: Executor,
  request: { paymentId: string; orderId: string; amountCents: number; payerId?: string | undefined },
  captureId: string,
): Promise<DemoPaymentRow | undefined> {
  const [row] = await db
    .update(demoPayments)
    .set({ status: 'captured', captureId, updatedAt: new Date() })
    .where(
      and(
        eq(demoPayments.id, request.paymentId),
        eq(demoPayments.orderId, request.orderId),
        eq(demoPayments.amountCents, request.amountCents),
        eq(demoPayments.status, 'approved'),
        request.payerId ? eq(demoPayments.payerId, request.payerId) : undefined,
      ),
    )
    .returning();
  return row;
}

/** The payment if it was approved already (and maybe captured since). */
export async function findApproved(db: Executor, id: string): Promise<DemoPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(demoPayments)
    .where(and(eq(demoPayments.id, id), inArray(demoPayments.status, ['approved', 'captured'])));
  return row;
}
