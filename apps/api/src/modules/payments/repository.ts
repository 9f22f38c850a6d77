import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { demoPayments } from '../../db/schema-payments.js';

/** The demo provider's own record of a payment (PayPal keeps these on its side). */
export type DemoPaymentRow = typeof demoPayments.$inferSelect;
export type NewDemoPayment = Pick<typeof demoPayments.$inferInsert, 'id' | 'orderId' | 'amountCents' | 'lines'>;

export async function insertDemoPayment(db: Executor, payment: NewDemoPayment): Promise<void> {
  await db.insert(demoPayments).values(payment);
}

/**
 * The payment of another of its order's payments that was captured, if any: that order is paid already
 * (in another tab or device), so the page offers no second Pay now. The demo provider's own records say
 * so, as PayPal's would.
 */
const paidBySql = sql<string | null>`(
  select sibling.id from ${demoPayments} sibling
  where sibling.order_id = ${demoPayments}.order_id and sibling.status = 'captured' limit 1
)`;

/** A payment as its approval page shows it: with `paidBy`, the payment that paid its order already. */
export type DemoPaymentPage = DemoPaymentRow & { paidBy: string | null };

const demoPaymentStatement = (db: Executor) =>
  db
    .select({ ...getTableColumns(demoPayments), paidBy: paidBySql })
    .from(demoPayments)
    .where(eq(demoPayments.id, sql.placeholder('id')))
    .limit(1)
    .prepare('demo_payment');

export async function findDemoPayment(db: Executor, id: string): Promise<DemoPaymentPage | undefined> {
  const [row] = await preparedOn(db, 'demo_payment', demoPaymentStatement).execute({ id });
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

/**
 * Marks a created payment approved by `payerId`, unless its order was paid meanwhile by another of its
 * payments; undefined when nothing was approved.
 */
const approveCreatedStatement = (db: Executor) =>
  db
    .update(demoPayments)
    .set({ status: 'approved', payerId: sql`${sql.placeholder('payerId')}`, updatedAt: sql`${sql.placeholder('now')}` })
    .where(
      and(eq(demoPayments.id, sql.placeholder('id')), eq(demoPayments.status, 'created'), sql`${paidBySql} is null`),
    )
    .returning()
    .prepare('approve_demo_payment');

export async function approveCreated(db: Executor, id: string, payerId: string): Promise<DemoPaymentRow | undefined> {
  const [row] = await preparedOn(db, 'approve_demo_payment', approveCreatedStatement).execute({
    id,
    payerId,
    now: new Date(),
  });
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
