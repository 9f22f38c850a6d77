import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveDemoPayment,
  buildTestApp,
  createAddress,
  createProduct,
  createTestDatabase,
  signIn,
  type TestContext,
} from './helper.js';

/**
 * Every statement of a checkout is a round trip to the database, and on the checkout path round trips are
 * most of what a process spends (docs/decisions/038-checkout-round-trips.md has the profile). These are the
 * statements each step sends once the buyer has a cart, counted where Drizzle sends them: a step that
 * takes more fails here, so a new one is added knowingly.
 */
const BUDGET = {
  'cart add': 2,
  // the transaction (begin, the cart locked, its lines, the address, a stock update per line but the last, the
  // order with the last line's units taken, commit), the provider's payment and the order's payment id, and the
  // catalog's reading of the product
  'create order': 9,
  // the approval page reads the payment (and whether another of its order's paid); Pay now approves it
  'approval page and Pay now': 2,
  // capture started, the provider's capture, the transaction (begin; paid, with its timeline entry, its
  // units sold and the cart emptied, answering the order's lines; the mail queued; commit), and the catalog's
  // reading of the product
  capture: 7,
};
type Step = keyof typeof BUDGET;

let ctx: TestContext;
let counting = false;
let statements = 0;

beforeAll(async () => {
  const { database, drop } = await createTestDatabase(undefined, {
    onQuery: () => {
      if (counting) statements += 1;
    },
  });
  const app = await buildTestApp({ database });
  ctx = {
    ...app,
    close: async () => {
      await app.close();
      await drop();
    },
  };
});
afterAll(() => ctx.close());

describe('a checkout', () => {
  it('takes no more statements per step than its budget', async () => {
    const admin = (await signIn(ctx, 'admin')).client;
    const product = await createProduct(admin, { totalStock: 100 });
    const { client, user } = await signIn(ctx);
    const addressId = await createAddress(client, user.id);
    const counted: Partial<Record<Step, number>> = {};
    const step = async <T>(name: Step, run: () => Promise<T>): Promise<T> => {
      statements = 0;
      counting = true;
      const result = await run();
      counting = false;
      counted[name] = statements;
      return result;
    };
    // the first checkout makes the cart; the second is what every later one costs
    for (let round = 0; round < 2; round++) {
      const added = await step('cart add', () =>
        client.post('/api/shop/cart/add', { userId: user.id, productId: product._id, quantity: 1 }),
      );
      expect(added.statusCode).toBe(200);
      const order = await step('create order', async () =>
        (await client.post('/api/shop/order/create', { userId: user.id, addressInfo: { addressId } })).json<{
          orderId: string;
          approvalURL: string;
        }>(),
      );
      const back = await step('approval page and Pay now', () => approveDemoPayment(client, order.approvalURL));
      const captured = await step('capture', () =>
        client.post('/api/shop/order/capture', { ...back, orderId: order.orderId }),
      );
      expect(captured.statusCode).toBe(200);
    }
    for (const [name, budget] of Object.entries(BUDGET)) {
      expect(counted[name as Step], name).toBeGreaterThan(0);
      expect(counted[name as Step], name).toBeLessThanOrEqual(budget);
    }
  });
});
