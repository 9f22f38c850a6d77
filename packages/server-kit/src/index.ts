export * from './env.js';
export * from './errors.js';
export * from './i18n.js';
export * from './logging.js';
export * from './redis.js';
export * from './run.js';
export * from './storage.js';
