import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalStorage, type StorageDriver } from '@farmai/media';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { createDatabase, type Database, type DatabaseOptions } from '../src/db/client.js';
import { registerUser, upsertAdmin } from '../src/modules/auth/service.js';
import { createStorage, UPLOADS_PREFIX } from '../src/plugins/storage.js';

/** Which database the suite runs on: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const DATABASE_KIND = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new
 * PostgreSQL database created next to the one DATABASE_URL names and dropped afterwards.
 */
export async function createTestDatabase(
  serverUrl = process.env.DATABASE_URL,
  options: Pick<DatabaseOptions, 'onQuery'> = {},
): Promise<{ database: Database; url: string | undefined; drop: () => Promise<void> }> {
  const url = serverUrl;
  if (!url) {
    const database = await createDatabase({ ...options });
    await database.migrate();
    return { database, url: undefined, drop: () => database.close() };
  }
  const throwaway = await createThrowawayDatabase(url);
  const database = await createDatabase({ ...options, url: throwaway.url, poolSize: 20 });
  await database.migrate();
  return {
    database,
    url: throwaway.url,
    drop: async () => {
      await database.close();
      await throwaway.drop();
    },
  };
}

/** A new, empty PostgreSQL database next to the one `serverUrl` names: its URL, and how to drop it. */
export async function createThrowawayDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `farmai_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  database: Database;
  storage: StorageDriver;
  uploadsDir: string;
  close: () => Promise<void>;
}

export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    storage?: StorageDriver;
    webDistDir?: string;
    logger?: FastifyServerOptions['logger'];
    /** An existing database (another replica's); the caller closes it. Default: a fresh one. */
    database?: Database;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'farmai-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env },
    { jwtSecret: randomBytes(32).toString('hex'), webDistDir: options.webDistDir ?? path.join(dataDir, 'no-web') },
  );
  const { database, drop } = options.database
    ? { database: options.database, drop: async () => undefined }
    : await createTestDatabase();
  const uploadsDir = path.join(dataDir, 'uploads');
  const storage =
    options.storage ??
    (config.storage.driver === 's3'
      ? createStorage(config.storage)
      : createLocalStorage({ root: uploadsDir, publicBaseUrl: UPLOADS_PREFIX }));
  const app = await buildApp({ config, database, storage, logger: options.logger });
  await app.ready();
  return {
    app,
    config,
    database,
    storage,
    uploadsDir,
    close: async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Body = InjectOptions['payload'];

/** A browser-like client: keeps cookies and sends the XSRF header on unsafe methods, as the web app does. */
export class Client {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  async request(
    options: InjectOptions & { xsrf?: boolean },
  ): Promise<LightMyRequestResponse & { body: string; json: <T = Record<string, unknown>>() => T }> {
    const method = (options.method ?? 'GET').toUpperCase();
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (unsafe && options.xsrf !== false && !this.cookies.has('XSRF-TOKEN')) {
      await this.request({ method: 'GET', url: '/api/health' });
    }
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (unsafe && options.xsrf !== false) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    const { xsrf: _xsrf, ...rest } = options;
    const response = await this.app.inject({ ...rest, method: method as InjectOptions['method'], headers });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response as LightMyRequestResponse & { body: string; json: <T>() => T };
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, ...(headers ? { headers } : {}) });
  }
  post(url: string, payload?: Body, headers?: Record<string, string>) {
    return this.request({
      method: 'POST',
      url,
      ...(payload !== undefined ? { payload } : {}),
      ...(headers ? { headers } : {}),
    });
  }
  put(url: string, payload?: Body, headers?: Record<string, string>) {
    return this.request({
      method: 'PUT',
      url,
      ...(payload !== undefined ? { payload } : {}),
      ...(headers ? { headers } : {}),
    });
  }
  delete(url: string) {
    return this.request({ method: 'DELETE', url });
  }
}

let sequence = 0;

/** Creates an account directly in the database and signs it in through the API. */
export async function signIn(ctx: TestContext, role: 'admin' | 'user' = 'user') {
  sequence += 1;
  const suffix = `${process.pid}-${sequence}-${randomBytes(3).toString('hex')}`;
  const email = `${role}-${suffix}@example.test`;
  const password = `secret-${suffix}`;
  const userName = `${role}-${suffix}`;
  const user =
    role === 'admin'
      ? (await upsertAdmin(ctx.database.db, { email, password, userName })).user
      : await registerUser(ctx.database.db, { email, password, userName });
  const client = new Client(ctx.app);
  const res = await client.post('/api/auth/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return { client, user, email, password };
}

/** A multipart/form-data body built by hand, so tests control every byte. */
export function multipart(
  fields: Record<string, string>,
  file?: { field: string; filename: string; contentType: string; data: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----farmai${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface TestProduct {
  _id: string;
  title: string;
  price: number;
  salePrice: number;
  totalStock: number;
  averageReview: number;
}

/** Adds a product as an admin through the API. */
export async function createProduct(admin: Client, overrides: Record<string, unknown> = {}): Promise<TestProduct> {
  const res = await admin.post('/api/admin/products/add', {
    image: '/uploads/products/sample.webp',
    title: `Test product ${randomBytes(3).toString('hex')}`,
    description: 'A product made by a test.',
    category: 'seed',
    brand: 'aci',
    price: 10,
    salePrice: 0,
    totalStock: 20,
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(`product not created: ${res.body}`);
  return res.json<{ data: TestProduct }>().data;
}

export const sampleAddress = {
  address: '12 Canal Road, Village Rampur',
  city: 'Bogura',
  pincode: '5800',
  phone: '+880 1711 000000',
  notes: 'Call before delivery',
};

/** Adds an address for a signed-in user and returns its id. */
export async function createAddress(client: Client, userId: string): Promise<string> {
  const res = await client.post('/api/shop/address/add', { ...sampleAddress, userId });
  if (res.statusCode !== 201) throw new Error(`address not created: ${res.body}`);
  return res.json<{ data: { _id: string } }>().data._id;
}

/** Goes through the demo provider's approval page like a browser and returns the return-URL query. */
export async function approveDemoPayment(client: Client, approvalURL: string) {
  const page = await client.get(new URL(approvalURL).pathname);
  if (page.statusCode !== 200) throw new Error(`approval page: ${page.statusCode}`);
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
  const xsrf = /name="_xsrf" value="([^"]+)"/.exec(page.body)?.[1];
  if (!action || !xsrf) throw new Error('no Pay now form on the approval page');
  const res = await client.request({
    method: 'POST',
    url: action,
    payload: `_xsrf=${encodeURIComponent(xsrf)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    xsrf: false,
  });
  if (res.statusCode !== 303) throw new Error(`Pay now answered ${res.statusCode}: ${res.body}`);
  const location = new URL(String(res.headers.location));
  return {
    location,
    paymentId: location.searchParams.get('paymentId') ?? '',
    payerId: location.searchParams.get('PayerID') ?? '',
  };
}
