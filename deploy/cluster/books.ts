import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { Report } from './report.js';
import type { Recorder } from './workload.js';

/** After the workload, the books read directly from the database: orders, payments, stock. */

/** Each product's stock now. */
export async function stockSnapshot(db: pg.Pool): Promise<Map<string, number>> {
  const { rows } = await db.query<{ id: string; total_stock: number }>('select id, total_stock from products');
  return new Map(rows.map((r) => [r.id, r.total_stock]));
}

interface OrderBooks {
  id: string;
  payment_status: string;
  capture_id: string;
  charges: number;
  provider_capture: string | null;
  capture_pending: boolean;
}

async function orderBooks(db: pg.Pool, since: Date): Promise<OrderBooks[]> {
  const { rows } = await db.query<OrderBooks>(
    `select o.id, o.payment_status, o.capture_id, o.capture_requested_at is not null as capture_pending,
            count(d.id) filter (where d.status in ('captured', 'refunded'))::int as charges,
            max(d.capture_id) filter (where d.status = 'captured') as provider_capture
       from orders o left join demo_payments d on d.order_id = o.id
      where o.order_date >= $1
      group by o.id`,
    [since],
  );
  return rows;
}

/** An order whose payment rows disagree with it: paid without exactly one capture, or charged but not paid. */
function inconsistent(o: OrderBooks): boolean {
  if (o.payment_status === 'paid') return o.charges !== 1 || o.provider_capture !== o.capture_id;
  return o.provider_capture !== null;
}

/** Orders and payments; waits (up to 20 s) for the settle job to reconcile captures a killed replica left behind. */
export async function checkOrders(db: pg.Pool, recorder: Recorder, since: Date, report: Report): Promise<void> {
  let books = await orderBooks(db, since);
  for (let i = 0; i < 40 && books.some((o) => inconsistent(o) || o.capture_pending); i++) {
    await sleep(500);
    books = await orderBooks(db, since);
  }
  const known = new Set(books.map((o) => o.id));
  const lost = [...recorder.orders.keys()].filter((id) => !known.has(id));
  report.check(
    'C no lost order',
    lost.length === 0,
    `${recorder.orders.size} orders created (2xx), ${lost.length} missing from the database`,
  );
  const doubled = books.filter((o) => o.charges > 1);
  const wrong = books.filter(inconsistent);
  const paid = books.filter((o) => o.payment_status === 'paid').length;
  const capturedTwice = [...recorder.orders.values()].filter((o) => o.captured > 1).length;
  report.check(
    'C none double-charged, payment rows consistent',
    doubled.length === 0 && wrong.length === 0 && capturedTwice === 0,
    `${paid} paid of ${books.length} orders; ${doubled.length} charged twice, ${wrong.length} inconsistent`,
  );
}

/** For every product: starting stock − current stock == units in paid orders (+ units still held by unpaid ones). */
export async function checkStock(db: pg.Pool, before: Map<string, number>, since: Date, report: Report): Promise<void> {
  const after = await stockSnapshot(db);
  const { rows } = await db.query<{ product_id: string; paid: number; held: number }>(
    `select i.product_id,
            coalesce(sum(i.quantity) filter (where o.stock_state = 'committed'), 0)::int as paid,
            coalesce(sum(i.quantity) filter (where o.stock_state = 'reserved'), 0)::int as held
       from order_items i join orders o on o.id = i.order_id
      where o.order_date >= $1
      group by i.product_id`,
    [since],
  );
  const units = new Map(rows.map((r) => [r.product_id, r]));
  let paid = 0;
  let held = 0;
  const off: string[] = [];
  for (const [id, start] of before) {
    const sold = units.get(id);
    paid += sold?.paid ?? 0;
    held += sold?.held ?? 0;
    const taken = start - (after.get(id) ?? 0);
    if (taken !== (sold?.paid ?? 0) + (sold?.held ?? 0))
      off.push(`${id}: ${taken} taken, ${sold?.paid ?? 0} paid + ${sold?.held ?? 0} held`);
  }
  report.check(
    'C stock: starting − current == units in paid orders',
    off.length === 0,
    `${before.size} products, ${paid} units paid, ${held} units held by unpaid orders; ${off.length} products off${off.length ? ` (${off.slice(0, 3).join('; ')})` : ''}`,
  );
}
