/**
 * Orders: checkout, payment capture and the back office's order list; the payment housekeeping
 * the jobs plugin runs; and whether a user bought a product (reviews ask).
 */
export { statusMailDue, statusMailed } from './admin-status.js';
export { seedDemoOrders } from './demo-orders.js';
/** The dashboard's figures of sales and orders. */
export { bestSellers, type DayRow, ordersByStatus, orderTotals, paidPerDay, type SoldRow } from './figures.js';
export { productsInOrders } from './product-lines.js';
export { anonymiseBuyerOrders, hasPurchased } from './repository.js';
export { adminOrdersRoutes, ordersRoutes } from './routes.js';
export { findOrderForMail } from './service.js';
export { type SettleReport, settlePayments } from './settle.js';
