export * from './auth.js';
export * from './catalog.js';
export * from './common.js';
export * from './content.js';
export * from './dashboard.js';
export * from './health.js';
export * from './newsletter.js';
export * from './shop.js';
