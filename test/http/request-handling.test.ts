import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/gateway.js';

/** Raw HTTP/1.1 with chunked encoding (no content-length), to test the streaming body limit. */
function postChunked(url: string, path: string, chunks: readonly string[], headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url + path, { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('request handling', () => {
  let gw: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gw = await startTestGateway({ file: { limits: { max_body_bytes: 4096 } } });
    admin = await gw.login();
  });
  afterAll(() => gw.cleanup());

  test('a body over limits.max_body_bytes answers 413 (declared length)', async () => {
    const res = await gw.fetch('/admin/users', { token: admin, json: { username: 'x', password: 'p'.repeat(5000), role: 'normal_user' } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { type: 'payload_too_large', code: 'payload_too_large', message: 'request body exceeds 4096 bytes' },
    });
  });

  test('a chunked body that grows past the limit answers 413 while it is still arriving', async () => {
    const chunks = Array.from({ length: 10 }, () => 'x'.repeat(1000));
    const res = await postChunked(gw.url, '/admin/api-keys', chunks, { authorization: `Bearer ${admin}`, 'content-type': 'application/json' });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  test('a body at the limit is read', async () => {
    const name = 'n'.repeat(100);
    const res = await postChunked(gw.url, '/admin/api-keys', [`{"name":"${name}"`, '}'], { authorization: `Bearer ${admin}`, 'content-type': 'application/json' });
    expect(res.status).toBe(201);
  });

  test.each([
    ['{"username": "admin", "password": '],
    ['{not json}'],
    ['\u0000\u0001'],
  ])('malformed JSON %j answers 400 invalid_json', async (body) => {
    const res = await gw.fetch('/auth/login', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { type: 'invalid_request_error', code: 'invalid_json' } });
  });

  test('a non-JSON content type answers 400', async () => {
    const res = await gw.fetch('/auth/login', { method: 'POST', body: 'username=admin', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_json' } });
  });

  test('JSON that is not an object answers 400', async () => {
    for (const body of ['[]', '"text"', '42', 'null']) {
      const res = await gw.fetch('/auth/login', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    }
  });

  test('an empty body where one is required answers 400', async () => {
    const res = await gw.fetch('/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_request', message: 'a JSON request body is required' } });
  });

  test('unknown route → 404, wrong method → 405 with Allow', async () => {
    const missing = await gw.fetch('/v2/nothing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { type: 'not_found', code: 'route_not_found' } });
    const wrong = await gw.fetch('/auth/login');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect(await wrong.json()).toMatchObject({ error: { type: 'method_not_allowed' } });
  });

  test('every response carries a request id; a sane incoming one is echoed, an unsafe one replaced', async () => {
    const echoed = await gw.fetch('/healthz', { headers: { 'x-request-id': 'trace-abc.123' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-abc.123');
    const replaced = await gw.fetch('/healthz', { headers: { 'x-request-id': 'bad id with spaces <script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
    const onError = await gw.fetch('/nothing');
    expect(onError.headers.get('x-request-id')).toMatch(/^req_/);
  });

  test('HEAD answers the GET headers without a body, and the connection stays usable', async () => {
    const head = await gw.fetch('/healthz', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/json');
    expect(await head.text()).toBe('');
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(gw.gateway.port, '127.0.0.1');
      let data = '';
      socket.on('data', (d) => {
        data += d.toString();
        if (data.includes('{"status":"ok"}')) {
          socket.destroy();
          resolve(data);
        }
      });
      socket.on('error', reject);
      socket.write('HEAD /healthz HTTP/1.1\r\nhost: x\r\n\r\nGET /healthz HTTP/1.1\r\nhost: x\r\n\r\n');
    });
    // Exactly two responses and one body: the HEAD response carried none.
    expect(raw.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
    expect(raw.match(/\{"status":"ok"\}/g)).toHaveLength(1);
  });

  test('healthz and readyz need no authentication', async () => {
    expect(await (await gw.fetch('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await gw.fetch('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { storage: 'ok', detection: 'ok' } });
  });
});
