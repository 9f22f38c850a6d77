import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrain, type Drain, handleConnections, shutdownDrainMsEnv, stopGracefully } from '../src/run.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A server with a readiness route that follows the drain, a quick route and a slow one. */
async function serve(drain: Drain): Promise<{ url: string; agent: http.Agent }> {
  app = Fastify();
  handleConnections(app, drain);
  app.get('/ready', async (_request, reply) => reply.code(drain.draining ? 503 : 200).send({ ready: !drain.draining }));
  app.get('/quick', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await sleep(400);
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, agent: new http.Agent({ keepAlive: true, maxSockets: 4 }) };
}

interface Answer {
  status: number;
  connection: string | undefined;
  socket: Socket;
}

/** A GET through a keep-alive agent: its status, its Connection header and the socket it used. */
function get(url: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, socket: req.socket as Socket }),
      );
    });
    req.on('error', reject);
  });
}

const closed = (socket: Socket) =>
  socket.destroyed ? Promise.resolve() : new Promise<void>((resolve) => socket.once('close', () => resolve()));

describe('a graceful stop', () => {
  it('is not ready at once, keeps serving with Connection: close for the drain, lets in-flight requests finish, then closes', async () => {
    const drain = createDrain();
    const { url, agent } = await serve(drain);
    expect((await get(`${url}/ready`, agent)).status).toBe(200);
    const idle = await get(`${url}/quick`, agent);
    expect(idle.connection).toBe('keep-alive');

    const started = Date.now();
    const stopped = stopGracefully(app as FastifyInstance, drain, 600);
    const ready = await get(`${url}/ready`, agent);
    expect(ready.status).toBe(503);
    expect(ready.connection).toBe('close');
    const served = await get(`${url}/quick`, agent);
    expect(served.status).toBe(200);
    expect(served.connection).toBe('close');

    // begun during the drain, still running when the server closes
    await sleep(350);
    const inFlight = get(`${url}/slow`, agent);
    await stopped;
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect((await inFlight).status).toBe(200);
    await expect(get(`${url}/quick`, new http.Agent())).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  });

  it('closes idle keep-alive connections when the drain ends', async () => {
    const drain = createDrain();
    const { url, agent } = await serve(drain);
    const idle = await get(`${url}/quick`, agent);
    expect(idle.socket.destroyed).toBe(false);
    await stopGracefully(app as FastifyInstance, drain, 50);
    await closed(idle.socket);
    expect(idle.socket.destroyed).toBe(true);
    agent.destroy();
  });

  it('ends the drain early when asked (a second signal)', async () => {
    const drain = createDrain();
    await serve(drain);
    const started = Date.now();
    await stopGracefully(app as FastifyInstance, drain, 60_000, sleep(100));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(app?.server.listening).toBe(false);
  });
});

describe('SHUTDOWN_DRAIN_MS', () => {
  it('defaults to 5 s and takes 0 up to 10 minutes', () => {
    expect(shutdownDrainMsEnv.parse(undefined)).toBe(5_000);
    expect(shutdownDrainMsEnv.parse('0')).toBe(0);
    expect(shutdownDrainMsEnv.safeParse('-1').success).toBe(false);
    expect(shutdownDrainMsEnv.safeParse('soon').success).toBe(false);
    expect(shutdownDrainMsEnv.safeParse('600001').success).toBe(false);
  });
});
