import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3001);
    expect(config.host).toBe('0.0.0.0');
    expect(config.diagnosisPublicUrl).toBe('http://localhost:3000');
    expect(config.webOrigins).toEqual(['http://localhost:3000']);
    expect(config.storage).toEqual({ driver: 'local', root: path.resolve('./data/uploads') });
    expect(config.ai).toBeUndefined();
    expect(config.rateLimitPerMinute).toBe(20);
    expect(config.trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
  });

  it('derives URLs from the port and PUBLIC_URL', () => {
    const config = loadConfig({ DIAGNOSIS_PORT: '4001', PUBLIC_URL: 'https://farm.example/' });
    // images go out through the API's public address
    expect(config.diagnosisPublicUrl).toBe('https://farm.example');
    expect(config.webOrigins).toEqual(['https://farm.example']);
    const onPort = loadConfig({ PORT: '8080' });
    expect(onPort.diagnosisPublicUrl).toBe('http://localhost:8080');
    expect(onPort.webOrigins).toEqual(['http://localhost:8080']);
    const explicit = loadConfig({
      DIAGNOSIS_PUBLIC_URL: 'https://ai.farm.example/',
      WEB_ORIGIN: 'https://farm.example, https://www.farm.example',
    });
    expect(explicit.diagnosisPublicUrl).toBe('https://ai.farm.example');
    expect(explicit.webOrigins).toEqual(['https://farm.example', 'https://www.farm.example']);
  });

  it('reads the S3 and AI settings', () => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'b',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      AI_BASE_URL: 'https://api.example/v1/',
      AI_API_KEY: 'k',
      AI_MODEL: 'm',
      AI_TIMEOUT_MS: '5000',
    });
    expect(config.storage).toMatchObject({ driver: 's3', bucket: 'b', forcePathStyle: true, region: 'us-east-1' });
    expect(config.ai).toEqual({ baseUrl: 'https://api.example/v1', apiKey: 'k', model: 'm', timeoutMs: 5000 });
  });

  it.each([
    [{ DIAGNOSIS_PORT: 'abc' }, 'DIAGNOSIS_PORT'],
    [{ DIAGNOSIS_PORT: '70000' }, 'DIAGNOSIS_PORT'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ DIAGNOSIS_PUBLIC_URL: 'not a url' }, 'DIAGNOSIS_PUBLIC_URL'],
    [{ WEB_ORIGIN: 'http://ok.example,nope' }, 'WEB_ORIGIN'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ AI_TIMEOUT_MS: 'soon' }, 'AI_TIMEOUT_MS'],
    [{ RATE_LIMIT_PER_MINUTE: '0' }, 'RATE_LIMIT_PER_MINUTE'],
    [{ TRUST_PROXY: 'every*one' }, 'TRUST_PROXY'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ AI_BASE_URL: 'https://api.example/v1' }, 'AI_API_KEY'],
    [{ AI_API_KEY: 'k', AI_MODEL: 'm' }, 'AI_BASE_URL'],
    [{ SHUTDOWN_DRAIN_MS: '1.5' }, 'SHUTDOWN_DRAIN_MS'],
  ])('rejects %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: `));
  });

  it('makes the server exit 1 with a message naming the variable', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', DIAGNOSIS_PORT: 'not-a-port' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DIAGNOSIS_PORT: must be a port number');
  });
});
