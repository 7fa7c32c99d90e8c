import { request } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { StreamSink } from '../../src/app/contract.js';
import { createRateLimiter } from '../../src/auth/rate-limiter.js';
import { listen, type HttpServer } from '../../src/http/server.js';
import { createLogger } from '../../src/observability/logger.js';
import { createMetrics } from '../../src/observability/metrics.js';
import { systemClock } from '../../src/core/clock.js';

// A producer that would outrun any socket: 64 MiB in 64 KiB chunks, as fast as the sink allows.
const CHUNK = Buffer.alloc(64 * 1024, 'a');
const CHUNKS = 1024;
let producedWhileBlocked = 0;
let maxAheadBytes = 0;
let stoppedEarlyBy: string | undefined;
let finished = false;
let server: HttpServer;

beforeAll(async () => {
  server = await listen('127.0.0.1', 0, {
    routes: [
      {
        method: 'GET',
        path: '/flood',
        access: 'public',
        hasBody: false,
        handler: () =>
          Promise.resolve({
            kind: 'stream',
            status: 200,
            headers: { 'content-type': 'application/octet-stream' },
            run: async (sink: StreamSink) => {
              let written = 0;
              finished = false;
              try {
                for (let i = 0; i < CHUNKS; i++) {
                  const pending = sink.write(CHUNK);
                  written += CHUNK.length;
                  await pending;
                  producedWhileBlocked = Math.max(producedWhileBlocked, written);
                }
              } catch (error) {
                stoppedEarlyBy = (error as Error).name;
                throw error;
              } finally {
                finished = true;
              }
            },
          }),
      },
    ],
    authenticator: { authenticate: () => ({ kind: 'user', id: 'x', tenantId: 'x', role: 'normal_user', rateLimitRpm: 1 }) },
    rateLimiter: createRateLimiter(systemClock),
    metrics: createMetrics({ collectProcessMetrics: false }),
    logger: createLogger('silent'),
    maxBodyBytes: 1024,
    trustProxy: false,
    accessLog: false,
  });
});
afterAll(() => server.drain(0));

test('a slow reader throttles the producer instead of growing a buffer, and gets every byte', async () => {
  const received = await new Promise<number>((resolve, reject) => {
    const req = request(`http://127.0.0.1:${server.port}/flood`, (res) => {
      let bytes = 0;
      res.on('data', (d: Buffer) => {
        bytes += d.length;
        // Read slowly at first, so the socket buffer fills.
        if (bytes < 8 * 1024 * 1024) {
          res.pause();
          maxAheadBytes = Math.max(maxAheadBytes, producedWhileBlocked - bytes);
          setTimeout(() => res.resume(), 1);
        }
      });
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
  expect(received).toBe(CHUNK.length * CHUNKS);
  // The producer never ran far ahead of the reader: bounded by kernel and uWS buffers, not 64 MiB.
  expect(maxAheadBytes).toBeLessThan(16 * 1024 * 1024);
}, 60_000);

test('a client that disconnects aborts the producer', async () => {
  stoppedEarlyBy = undefined;
  await new Promise<void>((resolve) => {
    const req = request(`http://127.0.0.1:${server.port}/flood`, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', () => resolve());
    req.end();
  });
  for (let i = 0; i < 250 && !finished; i++) await new Promise((r) => setTimeout(r, 20));
  expect(stoppedEarlyBy).toBe('AbortError');
  expect(server.inFlight()).toBe(0);
});
