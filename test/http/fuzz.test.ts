import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/gateway.js';

const BODY_ROUTES = ['/auth/login', '/admin/users', '/admin/api-keys'] as const;
const ALL_PATHS = ['/healthz', '/readyz', '/filters', '/metrics', '/admin/users', '/admin/users/x', '/admin/api-keys', '/admin/api-keys/%ZZ', '/auth/login', '/openapi.json'];

/** Sends raw bytes and resolves the status code of the first response (0 if the server just closed). */
function rawExchange(port: number, payload: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    const done = (): void => {
      socket.destroy();
      const match = /^HTTP\/1\.1 (\d{3})/.exec(data);
      resolve(match?.[1] === undefined ? 0 : Number(match[1]));
    };
    socket.setTimeout(2000, done);
    socket.on('data', (d) => {
      data += d.toString('latin1');
      if (/\r\n\r\n/.test(data)) done();
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.end(payload);
  });
}

describe('fuzzed requests never produce a 5xx or a crash', () => {
  let gw: TestGateway;
  let admin: string;
  let port: number;
  beforeAll(async () => {
    gw = await startTestGateway({ file: { rate_limits: { default_rpm: 1_000_000 } } });
    admin = await gw.login();
    port = gw.gateway.port;
  });
  afterAll(() => gw.cleanup());

  test('arbitrary JSON bodies on every route that takes one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...BODY_ROUTES), fc.jsonValue(), fc.boolean(), async (path, value, withToken) => {
        const res = await gw.fetch(path, { method: 'POST', body: JSON.stringify(value), headers: { 'content-type': 'application/json' }, ...(withToken ? { token: admin } : {}) });
        await res.arrayBuffer();
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });

  test('arbitrary objects shaped like the expected bodies', async () => {
    const field = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object());
    const body = fc.record(
      { username: field, password: field, role: fc.oneof(field, fc.constantFrom('admin_user', 'normal_user')), name: field, tenant_id: field, rate_limit_rpm: field },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...BODY_ROUTES), body, async (path, value) => {
        const res = await gw.fetch(path, { token: admin, json: value });
        await res.arrayBuffer();
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });

  test('arbitrary bytes as bodies, with arbitrary content types', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...BODY_ROUTES), fc.uint8Array({ maxLength: 2048 }), fc.string({ maxLength: 60 }).filter((s) => /^[\x20-\x7e]*$/.test(s)), async (path, bytes, contentType) => {
        const res = await gw.fetch(path, { method: 'POST', body: bytes, token: admin, headers: { 'content-type': contentType } });
        await res.arrayBuffer();
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });

  test('arbitrary header values on every path (through fetch)', async () => {
    const printable = fc.string({ maxLength: 200 }).filter((s) => /^[\x20-\x7e]*$/.test(s));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ALL_PATHS), fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'), printable, printable, printable, async (path, method, authorization, requestId, contentType) => {
        const res = await fetch(gw.url + path, { method, headers: { authorization, 'x-request-id': requestId, 'content-type': contentType } });
        await res.arrayBuffer();
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });

  test('arbitrary raw header bytes over a socket', async () => {
    const headerBytes = fc.uint8Array({ minLength: 0, maxLength: 300 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ALL_PATHS), headerBytes, fc.constantFrom('authorization', 'content-length', 'x-request-id', 'content-type', 'transfer-encoding'), async (path, value, name) => {
        const head = Buffer.from(`POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${name}: `, 'latin1');
        const tail = Buffer.from('\r\nconnection: close\r\n\r\n{}', 'latin1');
        const status = await rawExchange(port, Buffer.concat([head, Buffer.from(value), tail]));
        expect(status).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
    // Still alive and well.
    expect((await gw.fetch('/healthz')).status).toBe(200);
    expect((await gw.fetch('/filters', { token: admin })).status).toBe(200);
  });
});
