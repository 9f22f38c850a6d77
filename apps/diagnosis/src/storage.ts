export { createStorage, UPLOADS_PREFIX } from '@farmai/server-kit';
