import { createLocalStorage, createS3Storage, type StorageDriver } from '@farmai/media';
import type { StorageConfig } from './env.js';

/** URL path local uploads are served under, by whichever server stored them. */
export const UPLOADS_PREFIX = '/uploads';

/** The driver the configuration names; local files get URLs under `localBaseUrl` + /uploads. */
export function createStorage(config: StorageConfig, localBaseUrl = ''): StorageDriver {
  if (config.driver === 's3') {
    return createS3Storage({
      bucket: config.bucket,
      region: config.region,
      endpoint: config.endpoint,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      forcePathStyle: config.forcePathStyle,
      publicBaseUrl: config.publicUrl,
    });
  }
  return createLocalStorage({
    root: config.root,
    publicBaseUrl: `${localBaseUrl.replace(/\/+$/, '')}${UPLOADS_PREFIX}`,
  });
}
