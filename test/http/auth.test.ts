import { signSync, type Algorithm } from '@node-rs/jsonwebtoken';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTestGateway, type TestGateway } from '../support/gateway.js';
import { FakeClock } from '../support/fake-clock.js';

const UNAUTHORIZED = { statusCode: 401, message: 'Invalid or expired token', error: 'Unauthorized' };
const FORBIDDEN = { statusCode: 403, message: 'Insufficient permissions for this operation', error: 'Forbidden' };

function decodePart(token: string, index: number): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[index] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('login and tokens', () => {
  const clock = new FakeClock(Date.UTC(2026, 5, 1, 12, 0, 0));
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({ clock });
  });
  afterAll(() => gw.cleanup());

  test('login with the right password returns a bearer token valid for 86400 seconds', async () => {
    const res = await gw.fetch('/auth/login', { json: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'token_type']);
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(86400);
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
  });

  test('the token carries exactly sub, username, role, iat and exp = iat + 24 h, signed HS256', async () => {
    const token = await gw.login();
    expect(decodePart(token, 0)).toMatchObject({ alg: 'HS256' });
    const claims = decodePart(token, 1);
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'role', 'sub', 'username']);
    expect(claims.username).toBe(ADMIN_USERNAME);
    expect(claims.role).toBe('admin_user');
    expect(claims.iat).toBe(Math.floor(clock.nowMs() / 1000));
    expect(claims.exp).toBe((claims.iat as number) + 86400);
    const users = (await (await gw.fetch('/admin/users', { token })).json()) as { data: Array<{ username: string; tenant_id: string }> };
    expect(claims.sub).toBe(users.data.find((u) => u.username === ADMIN_USERNAME)?.tenant_id);
  });

  test('a token works until 24 h after issue and answers 401 from then on', async () => {
    const token = await gw.login();
    clock.advance(24 * 3600 * 1000 - 1000);
    expect((await gw.fetch('/filters', { token })).status).toBe(200);
    clock.advance(1000);
    const res = await gw.fetch('/filters', { token });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(UNAUTHORIZED);
  });

  test('a wrong password or unknown user answers 401 with the login message', async () => {
    for (const body of [
      { username: ADMIN_USERNAME, password: 'not-the-password' },
      { username: 'nobody-here', password: 'whatever-password' },
    ]) {
      const res = await gw.fetch('/auth/login', { json: body });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ statusCode: 401, message: 'Invalid username or password', error: 'Unauthorized' });
    }
  });

  test('a login body without a password answers 400 naming the field', async () => {
    const res = await gw.fetch('/auth/login', { json: { username: 'admin' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { type: 'invalid_request_error', param: 'password' } });
  });

  describe('bad tokens answer 401 with the exact body', () => {
    const cases: Array<[string, (valid: string) => string]> = [
      ['missing header', () => ''],
      ['not a bearer scheme', (t) => `Basic ${t}`],
      ['garbage', () => 'Bearer not-a-token'],
      ['tampered payload', (t) => {
        const [h, , s] = t.split('.');
        const claims = decodePart(t, 1);
        return `Bearer ${h}.${encode({ ...claims, role: 'admin_user', username: 'someone-else' })}.${s}`;
      }],
      ['tampered signature', (t) => `Bearer ${t.slice(0, -4)}${t.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`],
      ['alg none', (t) => `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${t.split('.')[1]}.`],
      ['foreign secret', (t) => `Bearer ${signSync(decodePart(t, 1), 'a-completely-different-secret-of-some-length')}`],
      ['HS384 with a foreign secret', (t) => `Bearer ${signSync(decodePart(t, 1), 'x'.repeat(48), { algorithm: 'HS384' as Algorithm })}`],
      ['unknown API key', () => 'Bearer vk-0000000000000000000000000000000000000000000'],
    ];
    for (const [name, make] of cases) {
      test(name, async () => {
        const valid = await gw.login();
        const authorization = make(valid);
        const res = await gw.fetch('/filters', authorization === '' ? {} : { headers: { authorization } });
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual(UNAUTHORIZED);
      });
    }
    test('expired token', async () => {
      const token = await gw.login();
      clock.advance(25 * 3600 * 1000);
      const res = await gw.fetch('/filters', { token });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual(UNAUTHORIZED);
    });
  });

  test('a deleted user’s token stops working at once', async () => {
    const admin = await gw.login();
    const created = await gw.fetch('/admin/users', { token: admin, json: { username: 'short-lived', password: 'password-123', role: 'normal_user' } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const token = await gw.login('short-lived', 'password-123');
    expect((await gw.fetch('/filters', { token })).status).toBe(200);
    expect((await gw.fetch(`/admin/users/${id}`, { token: admin, method: 'DELETE' })).status).toBe(200);
    expect((await gw.fetch('/filters', { token })).status).toBe(401);
  });
});

describe('roles', () => {
  let gw: TestGateway;
  let userToken: string;
  let adminToken: string;
  beforeAll(async () => {
    gw = await startTestGateway();
    adminToken = await gw.login();
    const res = await gw.fetch('/admin/users', { token: adminToken, json: { username: 'alice', password: 'alice-password', role: 'normal_user' } });
    expect(res.status).toBe(201);
    userToken = await gw.login('alice', 'alice-password');
  });
  afterAll(() => gw.cleanup());

  test.each([
    ['GET', '/admin/users'],
    ['POST', '/admin/users'],
    ['DELETE', '/admin/users/usr_x'],
    ['GET', '/admin/api-keys'],
    ['POST', '/admin/api-keys'],
    ['DELETE', '/admin/api-keys/key_x'],
    ['GET', '/metrics'],
  ])('normal_user on %s %s answers 403 with the exact body', async (method, path) => {
    const res = await gw.fetch(path, { method, token: userToken, ...(method === 'POST' ? { json: {} } : {}) });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(FORBIDDEN);
  });

  test('normal_user may read the filters', async () => {
    const res = await gw.fetch('/filters', { token: userToken });
    expect(res.status).toBe(200);
    const policy = (await res.json()) as { entities: Record<string, { action: string }>; categories: Record<string, { action: string }> };
    expect(Object.keys(policy.entities)).toHaveLength(10);
    expect(policy.entities.EMAIL).toEqual({ enabled: true, action: 'MASK', high: 0.9, medium: 0.7, floor: 0.5 });
    expect(policy.categories.JAILBREAK?.action).toBe('REJECT');
  });

  test('a taken username answers 409; the last admin cannot be deleted', async () => {
    const dup = await gw.fetch('/admin/users', { token: adminToken, json: { username: 'alice', password: 'another-password', role: 'normal_user' } });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toMatchObject({ error: { type: 'conflict', code: 'username_taken' } });
    const users = (await (await gw.fetch('/admin/users', { token: adminToken })).json()) as { data: Array<{ id: string; role: string }> };
    const admin = users.data.find((u) => u.role === 'admin_user');
    const res = await gw.fetch(`/admin/users/${admin?.id ?? ''}`, { token: adminToken, method: 'DELETE' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: 'last_admin' } });
  });

  test('the user list never shows a password hash', async () => {
    const text = await (await gw.fetch('/admin/users', { token: adminToken })).text();
    expect(text).not.toMatch(/scrypt|password/);
  });

  test('/metrics serves Prometheus text to an admin', async () => {
    await gw.fetch('/healthz');
    const res = await gw.fetch('/metrics', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/veil_http_requests_total\{route="\/healthz",method="GET",status="200"\} \d+/);
    expect(text).toContain('veil_http_request_duration_seconds_bucket');
  });
});

describe('algorithm pinning with a known secret', () => {
  const secret = 'a-known-jwt-secret-for-this-test-only-0123456789';
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({ env: { VEIL_JWT_SECRET: secret } });
  });
  afterAll(() => gw.cleanup());

  test('a token signed with the server secret but HS384 or HS512 is refused', async () => {
    const claims = decodePart(await gw.login(), 1);
    expect((await gw.fetch('/filters', { token: signSync(claims, secret) })).status).toBe(200);
    for (const algorithm of ['HS384', 'HS512'] as Algorithm[]) {
      const res = await gw.fetch('/filters', { token: signSync(claims, secret, { algorithm }) });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual(UNAUTHORIZED);
    }
  });

  test('a token with an extra or missing claim is refused even when correctly signed', async () => {
    const claims = decodePart(await gw.login(), 1);
    const { exp: _exp, ...withoutExp } = claims;
    for (const variant of [{ ...claims, admin: true }, withoutExp]) {
      expect((await gw.fetch('/filters', { token: signSync(variant, secret) })).status).toBe(401);
    }
  });
});
