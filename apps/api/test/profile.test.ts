import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Order } from '@farmai/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, reviews, sessions, users } from '../src/db/schema.js';
import { buildTestApp, Client, createProduct, signIn, type TestContext } from './helper.js';
import { buildShop, buyerWith, payOrder, placeOrder } from './helpers/shop.js';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  // no SMTP_URL: mails are written to DATA_DIR/mail/
  ({ ctx, admin } = await buildShop({ env: { JOB_POLLING_INTERVAL_MS: '500' } }));
});
afterAll(async () => ctx?.close());

const mailDir = () => path.join(ctx.config.dataDir, 'mail');

async function waitForFile(match: (eml: string) => boolean, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let names: string[] = [];
    try {
      names = readdirSync(mailDir()).filter((n) => n.endsWith('.eml'));
    } catch {
      // not written yet
    }
    const found = names.find((name) => match(readFileSync(path.join(mailDir(), name), 'utf8')));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no matching .eml file');
}

describe('mail written to files without SMTP_URL', () => {
  it('writes an .eml file that the admin mail list shows, newest first, and opens', async () => {
    const email = `filed-${Date.now()}@example.test`;
    const res = await new Client(ctx.app).post('/api/auth/register', {
      userName: `filed-${Date.now()}`,
      email,
      password: 'Wheat-harvest-2026',
    });
    expect(res.statusCode).toBe(201);
    const file = await waitForFile((eml) => eml.includes(email));
    const id = file.replace(/\.eml$/, '');

    expect((await admin.get('/api/admin/mail/status')).json()).toMatchObject({ data: { listed: true } });
    const list = await admin.get('/api/admin/mail');
    expect(list.statusCode).toBe(200);
    const mails = list.json<{ data: { _id: string; to: string; subject: string; date: string }[] }>().data;
    expect(mails[0]).toMatchObject({ _id: id, to: email, subject: 'Welcome to FarmAI' });
    const dates = mails.map((m) => m.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const one = await admin.get(`/api/admin/mail/${id}`);
    expect(one.statusCode).toBe(200);
    const detail = one.json<{ data: { text: string; html: string } }>().data;
    expect(detail.text).toContain('/auth/login');
    expect(detail.html).toContain('<html lang="en">');

    expect((await admin.get('/api/admin/mail/no-such-mail')).statusCode).toBe(404);
    const shopper = (await signIn(ctx)).client;
    expect((await shopper.get('/api/admin/mail')).statusCode).toBe(403);
    expect((await new Client(ctx.app).get('/api/admin/mail')).statusCode).toBe(401);
  });

  it('has no mail list when an SMTP server is configured, nor in production', async () => {
    const envs: Record<string, string>[] = [
      { SMTP_URL: 'smtp://127.0.0.1:2' },
      { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SEED_DEMO: 'false' },
    ];
    for (const env of envs) {
      const other = await buildTestApp({ env });
      const otherAdmin = (await signIn(other, 'admin')).client;
      expect((await otherAdmin.get('/api/admin/mail')).statusCode).toBe(404);
      expect((await otherAdmin.get('/api/admin/mail/status')).json()).toMatchObject({ data: { listed: false } });
      await other.close();
    }
  }, 120_000);
});

describe('profile', () => {
  it('shows and renames the signed-in user, and answers 403 for another user', async () => {
    const a = await signIn(ctx);
    const b = await signIn(ctx);
    const mine = await a.client.get(`/api/shop/profile/${a.user.id}`);
    expect(mine.json()).toMatchObject({ success: true, data: { _id: a.user.id, email: a.email, pendingEmail: null } });
    expect((await a.client.get(`/api/shop/profile/${b.user.id}`)).statusCode).toBe(403);
    expect((await a.client.put(`/api/shop/profile/${b.user.id}`, { userName: 'taken over' })).statusCode).toBe(403);

    const renamed = await a.client.put(`/api/shop/profile/${a.user.id}`, { userName: '  Rahim Uddin ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ message: 'Profile updated', data: { userName: 'Rahim Uddin' } });
    expect((await a.client.get('/api/auth/check-auth')).json()).toMatchObject({ user: { userName: 'Rahim Uddin' } });
    // another account's name is refused
    const clash = await b.client.put(`/api/shop/profile/${b.user.id}`, { userName: 'rahim uddin' });
    expect(clash.statusCode).toBe(409);
    expect((await b.client.put(`/api/shop/profile/${b.user.id}`, { userName: 'x' })).statusCode).toBe(400);
  });

  it('follows the language of a signed-in user’s requests and of the profile', async () => {
    const a = await signIn(ctx);
    await a.client.get('/api/auth/check-auth', { 'accept-language': 'bn-BD,bn;q=0.9' });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, a.user.id));
    expect(row?.language).toBe('bn');
    const set = await a.client.put(`/api/shop/profile/${a.user.id}`, { language: 'fr' });
    expect(set.json()).toMatchObject({ data: { language: 'fr' } });
  });

  it('changes the password with the current one and ends the other sessions only', async () => {
    const a = await signIn(ctx);
    const elsewhere = new Client(ctx.app);
    expect((await elsewhere.post('/api/auth/login', { email: a.email, password: a.password })).statusCode).toBe(200);

    const wrong = await a.client.put(`/api/shop/profile/${a.user.id}/password`, {
      currentPassword: 'not-it',
      password: 'Fresh-paddy-2026',
    });
    expect(wrong.statusCode).toBe(400);
    const weak = await a.client.put(`/api/shop/profile/${a.user.id}/password`, {
      currentPassword: a.password,
      password: 'password',
    });
    expect(weak.statusCode).toBe(400);
    const ok = await a.client.put(`/api/shop/profile/${a.user.id}/password`, {
      currentPassword: a.password,
      password: 'Fresh-paddy-2026',
    });
    expect(ok.statusCode).toBe(200);
    expect((await a.client.get('/api/auth/check-auth')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/auth/check-auth')).statusCode).toBe(401);
    const again = await new Client(ctx.app).post('/api/auth/login', { email: a.email, password: 'Fresh-paddy-2026' });
    expect(again.statusCode).toBe(200);
  });

  it('deletes an account: orders stay anonymised for the books, everything else goes', async () => {
    const product = await createProduct(admin, { title: 'Drip Irrigation Kit', price: 40, totalStock: 5 });
    const buyer = await buyerWith(ctx, [[product, 1]]);
    const order = await placeOrder(buyer);
    expect((await payOrder(buyer.client, order)).statusCode).toBe(200);
    const review = await buyer.client.post('/api/shop/review/add', {
      productId: product._id,
      userId: buyer.user.id,
      userName: buyer.user.userName,
      reviewMessage: 'Works well',
      reviewValue: 5,
    });
    expect(review.statusCode).toBeLessThan(300);
    await buyer.client.post('/api/shop/cart/add', { userId: buyer.user.id, productId: product._id, quantity: 1 });

    const other = await signIn(ctx);
    expect(
      (
        await other.client.request({
          method: 'DELETE',
          url: `/api/shop/profile/${buyer.user.id}`,
          payload: { password: buyer.password },
        })
      ).statusCode,
    ).toBe(403);
    const wrong = await buyer.client.request({
      method: 'DELETE',
      url: `/api/shop/profile/${buyer.user.id}`,
      payload: { password: 'not-it' },
    });
    expect(wrong.statusCode).toBe(400);

    const deleted = await buyer.client.request({
      method: 'DELETE',
      url: `/api/shop/profile/${buyer.user.id}`,
      payload: { password: buyer.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await buyer.client.get('/api/auth/check-auth')).statusCode).toBe(401);
    const login = await new Client(ctx.app).post('/api/auth/login', { email: buyer.email, password: buyer.password });
    expect(login.statusCode).toBe(401);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(row).toMatchObject({ userName: 'Deleted user', email: '', passwordHash: '' });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await ctx.database.db.select().from(addresses).where(eq(addresses.userId, buyer.user.id))).toHaveLength(0);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, buyer.user.id))).toHaveLength(0);
    const [kept] = await ctx.database.db.select().from(reviews).where(eq(reviews.userId, buyer.user.id));
    expect(kept?.userName).toBe('Deleted user');

    const books = (await admin.get(`/api/admin/orders/details/${order.orderId}`)).json<{ data: Order }>().data;
    expect(books).toMatchObject({ paymentStatus: 'paid', totalAmount: 40, userId: buyer.user.id });
    expect(books.addressInfo).toMatchObject({ address: '', phone: '', notes: '', city: 'Bogura' });
    expect(books.cartItems).toHaveLength(1);

    // the address can make a new account
    const again = await new Client(ctx.app).post('/api/auth/register', {
      userName: `back-${Date.now()}`,
      email: buyer.email,
      password: 'Second-season-2026',
    });
    expect(again.statusCode).toBe(201);
  });
});
