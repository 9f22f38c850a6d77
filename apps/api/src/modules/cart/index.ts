/** The shopper's cart: the routes, and the reads and the emptying an order needs. */

export { checkOrderLine, refusedOrderLine } from './line-rules.js';
export { type CartLine, cartClearing, cartLines, clearCart, getOrCreateCart } from './repository.js';
export { cartRoutes } from './routes.js';
