import { randomBytes } from 'node:crypto';
import { type LocalS3, startLocalS3 } from '@farmai/media/testing';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type MailCounter, startSmtpReceiver } from './smtp.js';

/** What the replicas share: a throwaway PostgreSQL database, a Redis db of their own, S3 and SMTP. */

export interface Services {
  databaseUrl: string;
  databaseName: string;
  /** A pool on the throwaway database, for the checks that read the books directly. */
  db: pg.Pool;
  redisUrl: string;
  s3: LocalS3;
  smtp: MailCounter;
  close(): Promise<void>;
}

/** DATABASE_URL and REDIS_URL, or a message saying what is missing. */
export function requiredEnv(): { databaseUrl: string; redisUrl: string } {
  const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(' and ')} must be set: the cluster test runs on PostgreSQL and Redis, e.g.\n` +
        '  DATABASE_URL=postgres://root@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 npm run test:cluster',
    );
  }
  return { databaseUrl: process.env.DATABASE_URL as string, redisUrl: process.env.REDIS_URL as string };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database next to the one `serverUrl` names; `drop` removes it, connections and all. */
async function throwawayDatabase(serverUrl: string) {
  const name = `farmai_cluster_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * A Redis db number no one uses (empty when chosen), so the replicas' counters and caches are
 * the test's alone; `clear` deletes what they wrote there.
 */
async function freeRedisDb(redisUrl: string) {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await probe.connect();
  try {
    const candidates = Array.from({ length: 15 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
    for (const db of candidates) {
      await probe.select(db);
      if ((await probe.dbsize()) === 0) {
        const url = new URL(redisUrl);
        url.pathname = `/${db}`;
        return { db, url: url.toString(), clear: () => clearRedisDb(url.toString()) };
      }
    }
  } finally {
    probe.disconnect();
  }
  throw new Error('no empty Redis db (1–15) to run the cluster in');
}

async function clearRedisDb(url: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'COUNT', 500);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Starts the shared services; on a failure half-way, what was started is closed again. */
export async function startServices(env: { databaseUrl: string; redisUrl: string }): Promise<Services> {
  const closers: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer().catch((err) => console.error('clean-up:', err.message));
  };
  try {
    const database = await throwawayDatabase(env.databaseUrl);
    closers.push(database.drop);
    const db = new pg.Pool({ connectionString: database.url, max: 3 });
    closers.push(() => db.end());
    const redis = await freeRedisDb(env.redisUrl);
    closers.push(redis.clear);
    const s3 = await startLocalS3('farmai-cluster');
    closers.push(() => s3.close());
    const smtp = await startSmtpReceiver();
    closers.push(() => smtp.close());
    console.log(`database ${database.name}, Redis db ${redis.db}, S3 ${s3.endpoint}, SMTP ${smtp.url}`);
    return {
      databaseUrl: database.url,
      databaseName: database.name,
      db,
      redisUrl: redis.url,
      s3,
      smtp,
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
