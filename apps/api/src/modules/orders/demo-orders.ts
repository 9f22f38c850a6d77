import type { OrderStatus, PaymentStatus } from '@farmai/contracts';
import type { Db } from '../../db/client.js';
import { productsInStockByPrice } from '../catalog/index.js';
import * as repo from './repository.js';
import { PAYMENT_METHOD } from './service.js';

const HOUR = 60 * 60 * 1000;
/** How many of the cheapest products the demo orders pass over. */
const MIDDLE = 12;
const DAY = 24 * HOUR;

/** A demo order: how long ago it was placed, its lines (product index, quantity) and the statuses it went through, with their delays. */
interface DemoOrder {
  placedDaysAgo: number;
  lines: [number, number][];
  steps: { after: number; orderStatus: OrderStatus; paymentStatus: PaymentStatus }[];
}

const paid = { orderStatus: 'confirmed', paymentStatus: 'paid' } as const;
const DEMO_ORDERS: DemoOrder[] = [
  {
    placedDaysAgo: 12,
    lines: [
      [0, 1],
      [1, 1],
    ],
    steps: [
      { after: 5 * 60 * 1000, ...paid },
      { after: DAY, orderStatus: 'inProcess', paymentStatus: 'paid' },
      { after: 2 * DAY, orderStatus: 'inShipping', paymentStatus: 'paid' },
      { after: 4 * DAY, orderStatus: 'delivered', paymentStatus: 'paid' },
    ],
  },
  {
    placedDaysAgo: 3,
    lines: [[2, 1]],
    steps: [
      { after: 3 * 60 * 1000, ...paid },
      { after: 20 * HOUR, orderStatus: 'inProcess', paymentStatus: 'paid' },
      { after: 2 * DAY, orderStatus: 'inShipping', paymentStatus: 'paid' },
    ],
  },
  { placedDaysAgo: 1, lines: [[3, 1]], steps: [{ after: 2 * 60 * 1000, ...paid }] },
];

/**
 * A few paid orders of the demo farmer (delivered, on its way, just paid), with their status history, so the
 * order history, its timeline and the back office's order list show something on a fresh start. They are
 * demo-provider payments of mid-priced products, and take no stock.
 */
export async function seedDemoOrders(
  db: Db,
  buyer: { userId: string; address: { address: string; city: string; pincode: string; phone: string; notes: string } },
  now = new Date(),
): Promise<number> {
  // everyday goods from the middle of the price list (the cheapest stay unbought, so a review of them is refused)
  const goods = await productsInStockByPrice(db, MIDDLE, 4);
  if (goods.length < 4) return 0;
  await db.transaction(async (tx) => {
    for (const [index, demo] of DEMO_ORDERS.entries()) {
      const placed = new Date(now.getTime() - demo.placedDaysAgo * DAY);
      const lines = demo.lines.map(([i, quantity]) => {
        const product = goods[i] as (typeof goods)[number];
        const unit = product.salePriceCents > 0 ? product.salePriceCents : product.priceCents;
        return { productId: product.id, title: product.title, image: product.image, priceCents: unit, quantity };
      });
      const last = demo.steps.at(-1) ?? paid;
      const order = await repo.insertOrder(
        tx,
        {
          userId: buyer.userId,
          ...buyer.address,
          orderStatus: last.orderStatus,
          paymentStatus: last.paymentStatus,
          paymentMethod: PAYMENT_METHOD,
          paymentProvider: 'demo',
          paymentId: `DEMO-SEED-${index + 1}`,
          payerId: 'DEMO-PAYER',
          totalCents: lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0),
          stockState: 'committed',
          orderDate: placed,
          orderUpdateDate: new Date(placed.getTime() + (demo.steps.at(-1)?.after ?? 0)),
        },
        lines,
        { orderStatus: 'pending', paymentStatus: 'pending' },
      );
      for (const step of demo.steps) {
        await repo.insertEvent(tx, {
          orderId: order.id,
          orderStatus: step.orderStatus,
          paymentStatus: step.paymentStatus,
          createdAt: new Date(placed.getTime() + step.after),
        });
      }
    }
  });
  return DEMO_ORDERS.length;
}
