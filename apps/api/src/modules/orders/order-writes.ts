import { randomUUID } from 'node:crypto';
import { and, eq, type SQL, sql, type WithSubquery } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Executor } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { orderEvents, orderItems, orders } from '../../db/schema-orders.js';
import { type StockTake, stockTaking } from '../catalog/index.js';
import { type JsonLines, linesAndTimeline, type OrderLines, orderColumns, readOrderLines } from './lines-json.js';
import type { NewOrder, OrderEventRow, OrderRow } from './rows.js';

/** The statements that write an order and its timeline. */

/**
 * Inserts an order with its lines and the first entry of its timeline (`first`, at the order's date), in one
 * statement: the order's id is chosen here, and its references are checked once the statement has run. With
 * `take`, the same statement takes those units off the shelf; `took` says whether there were enough (when
 * not, the caller's transaction must not commit the order).
 */
export async function insertOrder(
  db: Executor,
  order: NewOrder,
  items: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
  first: Pick<OrderEventRow, 'orderStatus' | 'paymentStatus'>,
  take?: StockTake,
): Promise<OrderRow & { took: boolean }> {
  if (items.length === 0) throw new Error('an order needs lines');
  const id = order.id ?? randomUUID();
  const orderDate = order.orderDate ?? new Date();
  const lines = db.$with('lines').as(db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: id }))));
  const placed = db.$with('placed').as(db.insert(orderEvents).values({ orderId: id, ...first, createdAt: orderDate }));
  const taken = take && db.$with('taken').as(stockTaking(db, take));
  const [row] = await db
    .with(lines, placed, ...(taken ? [taken] : []))
    .insert(orders)
    .values({ ...order, id, orderDate })
    .returning({ ...orderColumns, took: taken ? sql<boolean>`exists (select 1 from ${taken})` : sql<boolean>`true` });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** What an order must still be for a change to apply (the row is locked by the change itself, not read first). */
export type OrderCondition = Partial<
  Pick<OrderRow, 'userId' | 'providerPaymentId' | 'orderStatus' | 'paymentStatus' | 'stockState'>
>;

/** The order a statement changed, for the parts of that statement that follow from the change. */
export interface ChangedOrder {
  /** A subquery of its id (none when the order did not meet the condition). */
  ids: SQL;
  /** A subquery of its buyer's id. */
  userIds: SQL;
}

/** A write made by the same statement, once the order is changed: another module's statement, not yet run. */
export type StatementPart = TypedQueryBuilder<undefined>;

export interface UpdateOrderOptions {
  /** An entry for the timeline, written by the same statement when the order is updated. */
  record?: Omit<typeof orderEvents.$inferInsert, 'orderId'>;
  /** Writes that follow from the change, made by the same statement (nothing is written when no order changed). */
  alsoWrite?: (changed: ChangedOrder) => StatementPart[];
  /** Reads the order's lines and timeline (the entry `record` writes included) in the same statement. */
  readLines?: boolean;
}

/** An updated order, with its lines and timeline when they were asked for. */
export type UpdatedOrder = OrderRow & { lines?: OrderLines };

/** Updates the order, when it still meets `condition`; answers the updated row, or undefined. */
export async function updateOrder(
  db: Executor,
  id: string,
  values: Partial<NewOrder>,
  condition: OrderCondition = {},
  { record, alsoWrite, readLines }: UpdateOrderOptions = {},
): Promise<UpdatedOrder | undefined> {
  if (!record && !alsoWrite && !readLines) return preparedUpdate(db, id, values, condition);
  const update = db
    .update(orders)
    .set({ ...values, orderUpdateDate: new Date() })
    .where(
      and(
        eq(orders.id, id),
        ...Object.entries(condition).map(([key, value]) => eq(orders[key as keyof OrderCondition], value as string)),
      ),
    );
  // the lines, and the timeline as it was: a statement's reads do not see what its own parts write
  const lines = { items: linesAndTimeline.items.as('items'), events: linesAndTimeline.events.as('events') };
  const changed = db.$with('changed').as(update.returning(readLines ? { ...orderColumns, ...lines } : orderColumns));
  const parts: WithSubquery[] = [changed];
  // the entry's id and time are chosen here, so that the answer can hold it without reading it back
  const entry = record && { ...record, id: randomUUID(), orderId: id, createdAt: new Date() };
  if (entry) parts.push(db.$with('recorded').as(db.insert(orderEvents).select(eventFrom(db, changed, entry))));
  const following = alsoWrite?.({
    ids: sql`select ${changed.id} from ${changed}`,
    userIds: sql`select ${changed.userId} from ${changed}`,
  });
  for (const [i, part] of (following ?? []).entries()) parts.push(db.$with(`following_${i}`).as(part));
  const [row] = (await db
    .with(...parts)
    .select()
    .from(changed)) as (OrderRow & Partial<JsonLines>)[];
  if (!row || !readLines) return row;
  const { items, events, ...order } = row;
  const read = readOrderLines({ items: items ?? [], events: events ?? [] });
  if (entry) read.events.push({ ...entry, actorId: entry.actorId ?? null, reason: entry.reason ?? null });
  return { ...order, lines: read };
}

/** The name of the prepared statement of each shape of update (the columns it sets, the conditions): a handful. */
const updateShapes = new Map<string, string>();

/** updateOrder alone, as a statement prepared once for its shape: its values and conditions are its parameters. */
async function preparedUpdate(
  db: Executor,
  id: string,
  values: Partial<NewOrder>,
  condition: OrderCondition,
): Promise<OrderRow | undefined> {
  const set = Object.entries({ ...values, orderUpdateDate: new Date() }).filter(([, value]) => value !== undefined);
  const where = Object.entries(condition).filter(([, value]) => value !== undefined);
  const shape = `${set.map(([key]) => key)}|${where.map(([key]) => key)}`;
  let name = updateShapes.get(shape);
  if (!name) {
    name = `update_order_${updateShapes.size}`;
    updateShapes.set(shape, name);
  }
  const statement = preparedOn(db, name, (on) =>
    on
      .update(orders)
      .set(Object.fromEntries(set.map(([key]) => [key, sql`${sql.placeholder(`set_${key}`)}`])))
      .where(
        and(
          eq(orders.id, sql.placeholder('id')),
          ...where.map(([key]) => eq(orders[key as keyof OrderCondition], sql.placeholder(`if_${key}`))),
        ),
      )
      .returning()
      .prepare(name),
  );
  const params: Record<string, unknown> = { id };
  for (const [key, value] of set) params[`set_${key}`] = value;
  for (const [key, value] of where) params[`if_${key}`] = value;
  const [row] = await statement.execute(params);
  return row;
}

/** The timeline entry `entry` for the order `changed` holds (none when no order changed). */
function eventFrom(db: Executor, changed: WithSubquery & { id: unknown }, entry: typeof orderEvents.$inferInsert) {
  return db
    .select({
      id: sql`${entry.id}::uuid`.as('id'),
      orderId: sql`${changed.id}`.as('order_id'),
      orderStatus: sql`${entry.orderStatus}`.as('order_status'),
      paymentStatus: sql`${entry.paymentStatus}`.as('payment_status'),
      actorId: sql`${entry.actorId ?? null}::uuid`.as('actor_id'),
      reason: sql`${entry.reason ?? null}`.as('reason'),
      createdAt: sql`${entry.createdAt}`.as('created_at'),
    })
    .from(changed);
}

export async function insertEvent(db: Executor, event: typeof orderEvents.$inferInsert): Promise<void> {
  await db.insert(orderEvents).values(event);
}

/** Sets the payment the provider opened for an order (nothing read back): one statement, prepared. */
const providerPaymentStatement = (db: Executor) =>
  db
    .update(orders)
    .set({ providerPaymentId: sql`${sql.placeholder('paymentId')}`, orderUpdateDate: sql`${sql.placeholder('now')}` })
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('set_provider_payment');

export async function setProviderPayment(db: Executor, orderId: string, paymentId: string): Promise<void> {
  await preparedOn(db, 'set_provider_payment', providerPaymentStatement).execute({
    orderId,
    paymentId,
    now: new Date(),
  });
}
