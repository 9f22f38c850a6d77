import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processImage, sniffImage, UnsupportedImageError } from '../src/image.js';
import { createLocalStorage } from '../src/local-storage.js';
import { createS3Storage } from '../src/s3-storage.js';
import type { StorageDriver } from '../src/storage.js';
import { startLocalS3 } from '../src/testing.js';

interface DriverFixture {
  driver: StorageDriver;
  /** Stops servers and removes temp folders. */
  teardown(): Promise<void>;
  /** Checks that what a browser would load from `url` is `bytes` (over HTTP for S3, on disk for local). */
  checkServed(url: string, bytes: Buffer, contentType: string): Promise<void>;
}

/** Distinct bytes per call, including every byte value, so a mangled round trip cannot pass. */
function sampleBytes(seed: number): Buffer {
  const bytes = Buffer.alloc(4096);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + seed) % 256;
  return bytes;
}

let uniq = 0;
const freshKey = (folder = 'products') => `${folder}/test-${Date.now()}-${++uniq}.webp`;

/** The behaviour every StorageDriver must have, run against each driver. */
function storageContract(name: string, setup: () => Promise<DriverFixture>): void {
  describe(`${name} storage driver`, () => {
    let fixture: DriverFixture;
    let driver: StorageDriver;

    beforeAll(async () => {
      fixture = await setup();
      driver = fixture.driver;
    });

    afterAll(async () => {
      await fixture?.teardown();
    });

    it('reports its name', () => {
      expect(driver.name).toBe(name);
    });

    it('ping succeeds', async () => {
      await expect(driver.ping()).resolves.toBeUndefined();
    });

    it('put then get returns identical bytes', async () => {
      const key = freshKey();
      const body = sampleBytes(7);
      const stored = await driver.put(key, body, 'image/webp');
      expect(stored.key).toBe(key);
      const back = await driver.get(key);
      expect(back).not.toBeNull();
      expect(Buffer.compare(back as Buffer, body)).toBe(0);
    });

    it('put overwrites an existing key', async () => {
      const key = freshKey();
      await driver.put(key, sampleBytes(1), 'image/webp');
      await driver.put(key, sampleBytes(2), 'image/webp');
      expect((await driver.get(key))?.equals(sampleBytes(2))).toBe(true);
    });

    it('handles nested keys', async () => {
      const key = `diagnoses/2025/06/${Date.now()}-${++uniq}.webp`;
      const body = sampleBytes(3);
      await driver.put(key, body, 'image/webp');
      expect((await driver.get(key))?.equals(body)).toBe(true);
    });

    it('maps the url of a stored object back to its key', async () => {
      const key = freshKey();
      const { url } = await driver.put(key, sampleBytes(4), 'image/webp');
      expect(url.endsWith(`/${key}`)).toBe(true);
      expect(driver.keyFromUrl(url)).toBe(key);
    });

    it('keyFromUrl rejects urls that are not ours or unsafe', async () => {
      const key = freshKey();
      const { url } = await driver.put(key, sampleBytes(5), 'image/webp');
      const base = url.slice(0, -key.length - 1);
      expect(driver.keyFromUrl('https://elsewhere.example.com/products/a.webp')).toBeNull();
      expect(driver.keyFromUrl(`${base}/../secret`)).toBeNull();
      expect(driver.keyFromUrl(`${base}/products/../../etc/passwd`)).toBeNull();
      expect(driver.keyFromUrl(`${base}x/${key}`)).toBeNull();
    });

    it('serves the stored object at its url', async () => {
      const key = freshKey();
      const body = sampleBytes(6);
      const { url } = await driver.put(key, body, 'image/webp');
      await fixture.checkServed(url, body, 'image/webp');
    });

    it('get of a missing key returns null', async () => {
      expect(await driver.get(freshKey('missing'))).toBeNull();
    });

    it('delete removes the object', async () => {
      const key = freshKey();
      await driver.put(key, sampleBytes(8), 'image/webp');
      expect(await driver.get(key)).not.toBeNull();
      await driver.delete(key);
      expect(await driver.get(key)).toBeNull();
    });

    it('delete of a missing key does not throw', async () => {
      await expect(driver.delete(freshKey('missing'))).resolves.toBeUndefined();
    });

    it.each(['../x', '/abs', 'a/../b', 'a//b', '', '.hidden', 'with space.webp'])(
      'rejects the unsafe key %j',
      async (key) => {
        await expect(driver.put(key, sampleBytes(9), 'image/webp')).rejects.toThrow(/Unsafe storage key/);
        await expect(driver.get(key)).rejects.toThrow(/Unsafe storage key/);
        await expect(driver.delete(key)).rejects.toThrow(/Unsafe storage key/);
      },
    );
  });
}

storageContract('local', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'farmai-media-local-'));
  const publicBaseUrl = 'http://localhost:3000/uploads';
  return {
    // Trailing slash on purpose: the driver must not produce "uploads//products/…".
    driver: createLocalStorage({ root, publicBaseUrl: `${publicBaseUrl}/` }),
    teardown: () => rm(root, { recursive: true, force: true }),
    async checkServed(url, bytes) {
      // The API serves `root` under publicBaseUrl, so the url path must name the file that holds the bytes.
      expect(url.startsWith(`${publicBaseUrl}/products/`)).toBe(true);
      const file = path.join(root, ...url.slice(publicBaseUrl.length + 1).split('/'));
      expect((await readFile(file)).equals(bytes)).toBe(true);
    },
  };
});

const BUCKET = 'farmai-test';

storageContract('s3', async () => {
  const s3 = await startLocalS3(BUCKET);
  const { endpoint } = s3;
  return {
    driver: createS3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
    teardown: () => s3.close(),
    async checkServed(url, bytes, contentType) {
      expect(url.startsWith(`${endpoint}/${BUCKET}/`)).toBe(true);
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(contentType);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    },
  };
});

describe('s3 storage urls', () => {
  const key = 'products/a.webp';

  it('uses publicBaseUrl when set', () => {
    const driver = createS3Storage({ bucket: 'b', region: 'eu-west-1', publicBaseUrl: 'https://cdn.example.com/' });
    expect(driver.keyFromUrl(`https://cdn.example.com/${key}`)).toBe(key);
    expect(driver.keyFromUrl(`https://b.s3.eu-west-1.amazonaws.com/${key}`)).toBeNull();
  });

  it('uses the virtual-hosted AWS url without an endpoint', () => {
    const driver = createS3Storage({ bucket: 'b', region: 'eu-west-1' });
    expect(driver.keyFromUrl(`https://b.s3.eu-west-1.amazonaws.com/${key}`)).toBe(key);
    expect(driver.keyFromUrl(`https://cdn.example.com/${key}`)).toBeNull();
  });

  it('uses endpoint/bucket with a path-style endpoint', () => {
    const driver = createS3Storage({
      bucket: 'b',
      region: 'auto',
      endpoint: 'https://minio.example.com:9000/',
      forcePathStyle: true,
    });
    expect(driver.keyFromUrl(`https://minio.example.com:9000/b/${key}`)).toBe(key);
    expect(driver.keyFromUrl(`https://minio.example.com:9000/${key}`)).toBeNull();
  });
});

describe('sniffImage', () => {
  it('recognises JPEG, PNG and WebP by their bytes', async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: '#3a7d44' } });
    expect(sniffImage(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImage(await base.clone().png().toBuffer())).toBe('png');
    expect(sniffImage(await base.clone().webp().toBuffer())).toBe('webp');
  });

  it('rejects anything else', () => {
    expect(sniffImage(Buffer.from('hello, this is not an image'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull();
  });
});

describe('processImage', () => {
  const copyright = 'FarmAI test photographer';
  let png: Buffer;
  let jpegWithExif: Buffer;

  beforeAll(async () => {
    png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#6b8e23' } })
      .png()
      .toBuffer();
    jpegWithExif = await sharp({ create: { width: 800, height: 1200, channels: 3, background: '#8b4513' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: copyright } } })
      .toBuffer();
  });

  it('builds valid fixtures', async () => {
    const pngMeta = await sharp(png).metadata();
    expect(pngMeta.format).toBe('png');
    expect(pngMeta.exif).toBeUndefined();
    const jpegMeta = await sharp(jpegWithExif).metadata();
    expect(jpegMeta.format).toBe('jpeg');
    expect(jpegMeta.exif).toBeInstanceOf(Buffer);
    expect(jpegMeta.exif?.includes(copyright)).toBe(true);
  });

  it('re-encodes a large PNG as WebP, at most 1600 px on the long side', async () => {
    const out = await processImage(png);
    expect(out.contentType).toBe('image/webp');
    expect(out.extension).toBe('webp');
    expect(sniffImage(out.body)).toBe('webp');
    expect([out.width, out.height]).toEqual([1600, 800]);
    const meta = await sharp(out.body).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([1600, 800]);
    expect(meta.exif).toBeUndefined();
  });

  it('strips EXIF from a JPEG and does not enlarge small images', async () => {
    const out = await processImage(jpegWithExif);
    expect(sniffImage(out.body)).toBe('webp');
    const meta = await sharp(out.body).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([800, 1200]);
    expect(meta.exif).toBeUndefined();
    expect(out.body.includes(copyright)).toBe(false);
  });

  it('honours maxSize', async () => {
    const out = await processImage(jpegWithExif, { maxSize: 300 });
    expect([out.width, out.height]).toEqual([200, 300]);
  });

  it('rejects a text file', async () => {
    await expect(processImage(Buffer.from('just some text\n'))).rejects.toBeInstanceOf(UnsupportedImageError);
  });

  it('rejects a truncated PNG', async () => {
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    expect(sniffImage(truncated)).toBe('png');
    await expect(processImage(truncated)).rejects.toBeInstanceOf(UnsupportedImageError);
  });

  it('rejects a kind that is not allowed', async () => {
    await expect(processImage(png, { allowed: ['jpeg'] })).rejects.toBeInstanceOf(UnsupportedImageError);
  });
});
