/// <reference path="./types/s3rver.d.ts" />
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server on a free loopback port, for tests: the AWS SDK talks
 * to it over HTTP exactly as it would to S3.
 */
export async function startLocalS3(bucket = 'farmai-test'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'farmai-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
