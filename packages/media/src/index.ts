export * from './image.js';
export * from './local-storage.js';
export * from './s3-storage.js';
export * from './storage.js';
