import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'farmai-config-'));

describe('configuration', () => {
  it('has embedded defaults that need nothing set', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      diagnosisPort: 3001,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      seedDemo: true,
      storage: { driver: 'local', root: path.join(dir, 'uploads') },
      admin: { email: 'admin@farmai.local', password: 'farmai-admin', fromEnv: false },
      secureCookies: false,
    });
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('follows PORT in the default PUBLIC_URL, uses secure cookies behind https, no demo data on PostgreSQL', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://shop.example.com/' })).toMatchObject({
      publicUrl: 'https://shop.example.com',
      secureCookies: true,
    });
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://u@db/farmai' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://u@db/farmai', SEED_DEMO: 'true' }).seedDemo).toBe(
      true,
    );
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DIAGNOSIS_PORT: '-1' }, 'DIAGNOSIS_PORT'],
    [{ PUBLIC_URL: 'localhost:3000' }, 'PUBLIC_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'not-mail', ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL'],
    [{ SHOP_CURRENCY: 'dollars' }, 'SHOP_CURRENCY'],
    [{ SHOP_CURRENCY: 'XYZ' }, 'SHOP_CURRENCY'],
    [{ SHUTDOWN_DRAIN_MS: 'soon' }, 'SHUTDOWN_DRAIN_MS'],
    [{ SHUTDOWN_DRAIN_MS: '-5' }, 'SHUTDOWN_DRAIN_MS'],
  ])('stops on %o naming %s', (env, variable) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new RegExp(`${variable}:`));
  });

  it('takes the admin and S3 settings from the environment', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'a-long-password',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'farm',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      JWT_SECRET: 'x'.repeat(40),
      NODE_ENV: 'production',
    });
    expect(config.admin).toEqual({ email: 'boss@example.com', password: 'a-long-password', fromEnv: true });
    expect(config.storage).toMatchObject({ driver: 's3', bucket: 'farm', forcePathStyle: true });
    expect(config.jwtSecret).toBe('x'.repeat(40));
  });

  it('prices in US dollars unless SHOP_CURRENCY names another ISO 4217 currency', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).shopCurrency).toBe('USD');
    expect(loadConfig({ DATA_DIR: dataDir(), SHOP_CURRENCY: '' }).shopCurrency).toBe('USD');
    expect(loadConfig({ DATA_DIR: dataDir(), SHOP_CURRENCY: 'bdt' }).shopCurrency).toBe('BDT');
    expect(loadConfig({ DATA_DIR: dataDir(), SHOP_CURRENCY: ' EUR ' }).shopCurrency).toBe('EUR');
  });
});
