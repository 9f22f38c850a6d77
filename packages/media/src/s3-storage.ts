import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { assertSafeKey } from './local-storage.js';
import type { StorageDriver, StoredObject } from './storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Custom endpoint for S3-compatible stores (MinIO, R2, …), e.g. "http://127.0.0.1:9000". */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Address the bucket as "endpoint/bucket/key" instead of "bucket.endpoint/key". */
  forcePathStyle?: boolean;
  /** URL prefix the objects are served under (a CDN or a public bucket domain). */
  publicBaseUrl?: string;
}

/** Uploaded objects never change (their keys are random), so browsers may cache them forever. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

function publicBase(options: S3StorageOptions): string {
  if (options.publicBaseUrl) return options.publicBaseUrl.replace(/\/+$/, '');
  if (options.endpoint) {
    const endpoint = new URL(options.endpoint);
    const origin = endpoint.origin;
    const prefix = endpoint.pathname.replace(/\/+$/, '');
    if (options.forcePathStyle) return `${origin}${prefix}/${options.bucket}`;
    return `${endpoint.protocol}//${options.bucket}.${endpoint.host}${prefix}`;
  }
  if (options.forcePathStyle) return `https://s3.${options.region}.amazonaws.com/${options.bucket}`;
  return `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
}

/**
 * True for "this object does not exist" answers, whichever way the store phrases them.
 * A missing bucket is a configuration error and is not swallowed.
 */
function isMissingObject(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { name, $metadata } = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

export function createS3Storage(options: S3StorageOptions): StorageDriver {
  const { bucket } = options;
  const base = publicBase(options);
  const config: S3ClientConfig = { region: options.region, forcePathStyle: options.forcePathStyle ?? false };
  if (options.endpoint) config.endpoint = options.endpoint;
  if (options.accessKeyId && options.secretAccessKey) {
    config.credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
  }
  // the AWS SDK (~15 MB resident) loads only in servers configured for S3, at their first call
  let connecting: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const connect = () =>
    (connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: new sdk.S3Client(config) })));
  return {
    name: 's3',
    async put(key, body, contentType): Promise<StoredObject> {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL,
        }),
      );
      return { key, url: `${base}/${key}` };
    },
    async delete(key) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (err) {
        if (!isMissingObject(err)) throw err;
      }
    },
    async get(key) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!res.Body) return Buffer.alloc(0);
        return Buffer.from(await res.Body.transformToByteArray());
      } catch (err) {
        if (isMissingObject(err)) return null;
        throw err;
      }
    },
    keyFromUrl(url) {
      if (!url.startsWith(`${base}/`)) return null;
      const key = url.slice(base.length + 1);
      return SAFE_KEY.test(key) && !key.includes('..') && !key.includes('//') ? key : null;
    },
    async ping() {
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
