import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { hashPassword } from '../src/modules/auth/password.js';

/**
 * Generated shoppers for the user-scale runs: N accounts with the history a season of use
 * leaves behind, so that per-user reads (session check, order list, cart) meet tables of a
 * realistic size. Inserted with set-based SQL; every account has the same password, hashed
 * once, so seeding 100,000 users takes seconds instead of the ~2 hours of hashing one by one.
 */

export const BENCH_PASSWORD = 'bench-password-1';
/** The e-mail of the n-th generated user (1-based). */
export const benchEmail = (n: number) => `farmer-${n}@bench.test`;

/** What each generated user has: open sessions (browsers), paid orders of 2 lines each, cart lines. */
export const SESSIONS_PER_USER = 2;
export const ORDERS_PER_USER = 3;
const LINES_PER_ORDER = 2;
const CART_LINES_PER_USER = 2;
/** Orders and carts draw their products from the first this many products by id. */
const PRODUCT_POOL = 1_000;

const USERS_BATCH = 10_000;

/** Inserts `count` users with their sessions, address, orders (with lines and status events) and cart. */
export async function seedUsers(database: Database, count: number, note: (line: string) => void): Promise<void> {
  const hash = await hashPassword(BENCH_PASSWORD);
  const { db } = database;
  await db.execute(sql`create temporary table bench_pool as
    select id, title, image, effective_price_cents as cents, (row_number() over (order by id)) - 1 as n
    from products order by id limit ${PRODUCT_POOL}`);
  for (let from = 1; from <= count; from += USERS_BATCH) {
    const to = Math.min(count, from + USERS_BATCH - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table bench_batch on commit drop as
        with inserted as (
          insert into users (user_name, email, password_hash, created_at, updated_at)
          select 'farmer-' || i, 'farmer-' || i || '@bench.test', ${hash},
            now() - make_interval(mins => ${count} - i), now() - make_interval(mins => ${count} - i)
          from generate_series(${from}::int, ${to}::int) as i
          returning id, user_name)
        select id, substring(user_name from 8)::int as n from inserted`);
      await tx.execute(sql`insert into sessions (user_id, expires_at)
        select id, now() + interval '7 days' from bench_batch cross join generate_series(1, ${SESSIONS_PER_USER})`);
      await tx.execute(sql`insert into addresses (user_id, address, city, pincode, phone, notes)
        select id, n || ' Farm Road', 'Bogura', '5800', '01700000000', '' from bench_batch`);
      await seedOrders(tx);
      await tx.execute(sql`insert into carts (user_id) select id from bench_batch`);
      await tx.execute(sql`insert into cart_items (cart_id, product_id, quantity)
        select c.id, p.id, 1 from bench_batch b join carts c on c.user_id = b.id
        cross join generate_series(0, ${CART_LINES_PER_USER - 1}) as k
        join bench_pool p on p.n = (b.n * 7 + k) % ${PRODUCT_POOL}`);
    });
    note(`seeded ${to.toLocaleString('en-US')}/${count.toLocaleString('en-US')} users`);
  }
  await db.execute(sql`drop table bench_pool`);
}

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

/** The batch's paid, delivered orders: lines from the product pool, and the timeline's two events. */
async function seedOrders(tx: Tx): Promise<void> {
  await tx.execute(sql`create temporary table bench_orders on commit drop as
    with inserted as (
      insert into orders (user_id, address_id, address, city, pincode, phone, notes, order_status, payment_status,
        total_cents, payment_id, payer_id, provider_payment_id, capture_id, stock_state, order_date, order_update_date)
      select b.id, a.id, a.address, a.city, a.pincode, a.phone, '', 'delivered', 'paid', 0,
        'DEMO-seed-' || b.n || '-' || k, 'SEEDPAYER', 'DEMO-seed-' || b.n || '-' || k, 'CAPTURE-' || b.n || '-' || k,
        'committed', now() - make_interval(days => k * 20), now() - make_interval(days => k * 20 - 3)
      from bench_batch b join addresses a on a.user_id = b.id cross join generate_series(1, ${ORDERS_PER_USER}) as k
      returning id, order_number)
    select id, order_number from inserted`);
  await tx.execute(sql`insert into order_items (order_id, product_id, title, image, price_cents, quantity)
    select o.id, p.id, p.title, p.image, p.cents, 1 + k from bench_orders o
    cross join generate_series(0, ${LINES_PER_ORDER - 1}) as k
    join bench_pool p on p.n = (o.order_number * 3 + k) % ${PRODUCT_POOL}`);
  await tx.execute(sql`update orders o set total_cents = t.cents
    from (select order_id, sum(price_cents * quantity)::int as cents from order_items
      where order_id in (select id from bench_orders) group by order_id) t
    where o.id = t.order_id`);
  await tx.execute(sql`insert into order_events (order_id, order_status, payment_status, created_at)
    select o.id, e.order_status, e.payment_status, r.order_date + e.after
    from bench_orders o join orders r on r.id = o.id
    cross join (values ('pending', 'pending', interval '0'), ('confirmed', 'paid', interval '1 minute'),
      ('delivered', 'paid', interval '3 days')) as e(order_status, payment_status, after)`);
}
