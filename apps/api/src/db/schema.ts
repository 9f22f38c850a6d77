/**
 * Every table, for Drizzle and the tests. Each module declares its own tables in `schema-<module>.ts` and
 * reads only those (the import rules in .dependency-cruiser.cjs say so); `schema-columns.ts` is shared.
 */
export * from './schema-addresses.js';
export * from './schema-auth.js';
export * from './schema-cart.js';
export * from './schema-catalog.js';
export * from './schema-content.js';
export * from './schema-diagnosis-history.js';
export * from './schema-newsletter.js';
export * from './schema-orders.js';
export * from './schema-payments.js';
export * from './schema-reviews.js';
export * from './schema-settings.js';
