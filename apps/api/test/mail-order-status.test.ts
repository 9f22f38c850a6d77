import type { Order } from '@farmai/contracts';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createProduct, type TestContext } from './helper.js';
import { buildShop, buyerWith, payOrder, placeOrder } from './helpers/shop.js';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp.js';

/** The wait that merges the back office's status changes of an order into one mail. */
const DELAY_S = 2;
let smtp: TestSmtpServer;
let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ({ ctx, admin } = await buildShop({
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://shop.test:3000',
      JOB_POLLING_INTERVAL_MS: '500',
      ORDER_STATUS_MAIL_DELAY_SECONDS: String(DELAY_S),
    },
  }));
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Long enough for a delayed mail to be due, taken by a poll and sent. */
const pastTheWait = () => sleep(DELAY_S * 1000 + 2_500);

/** A paid order (its confirmation mail received), its number and its buyer's status mails so far. */
async function paidOrder() {
  const product = await createProduct(admin, { title: 'Mustard Seed 1 kg', price: 4, totalStock: 10 });
  const buyer = await buyerWith(ctx, [[product, 1]]);
  const order = await placeOrder(buyer);
  expect((await payOrder(buyer.client, order)).statusCode).toBe(200);
  const { orderNumber } = (await admin.get(`/api/admin/orders/details/${order.orderId}`)).json<{ data: Order }>().data;
  await smtp.waitFor(buyer.email, /is confirmed/);
  const statusMails = (): ParsedMail[] =>
    smtp.received.filter((m) => JSON.stringify(m.to).includes(buyer.email) && /new status/.test(m.subject ?? ''));
  return { orderId: order.orderId, orderNumber, email: buyer.email, statusMails };
}

const move = (orderId: string, orderStatus: string) =>
  admin.put(`/api/admin/orders/update/${orderId}`, { orderStatus });
const correct = (orderId: string, orderStatus: string) =>
  admin.put(`/api/admin/orders/correct/${orderId}`, { orderStatus, reason: 'Set by mistake' });

describe('status mails: one per real step', () => {
  it('merges changes within the wait into one mail that tells the latest status, named by the order number', async () => {
    const order = await paidOrder();
    expect((await move(order.orderId, 'inProcess')).statusCode).toBe(200);
    expect((await move(order.orderId, 'inShipping')).statusCode).toBe(200);
    // nothing before the wait is over
    await sleep(500);
    expect(order.statusMails()).toHaveLength(0);

    const mail = await smtp.waitFor(order.email, /new status/, 15_000);
    await pastTheWait();
    expect(order.statusMails()).toHaveLength(1);
    expect(mail.subject).toBe(`Your FarmAI order ${order.orderNumber} has a new status`);
    expect(mail.text).toContain(`The status of your order ${order.orderNumber} is now: In shipping.`);
    expect(mail.text).not.toContain('In process');
  });

  it('sends nothing for a change corrected back within the wait, and mails the next real step', async () => {
    const order = await paidOrder();
    expect((await move(order.orderId, 'inProcess')).statusCode).toBe(200);
    expect((await correct(order.orderId, 'confirmed')).statusCode).toBe(200);
    await pastTheWait();
    expect(order.statusMails()).toHaveLength(0);

    // the mails still flow: the next change is told, once
    expect((await move(order.orderId, 'delivered')).statusCode).toBe(200);
    const mail = await smtp.waitFor(order.email, /new status/, 15_000);
    expect(mail.text).toContain(`${order.orderNumber} is now: Delivered.`);
    await pastTheWait();
    expect(order.statusMails()).toHaveLength(1);
  });

  it('tells a change that stands after the wait, even when the next one comes later', async () => {
    const order = await paidOrder();
    expect((await move(order.orderId, 'inProcess')).statusCode).toBe(200);
    await smtp.waitFor(order.email, /new status/, 15_000);
    expect((await move(order.orderId, 'inShipping')).statusCode).toBe(200);
    await pastTheWait();
    const texts = order.statusMails().map((m) => m.text ?? '');
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('is now: In process.');
    expect(texts[1]).toContain('is now: In shipping.');
  });
});
