import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_PASSWORD, startTestGateway, type TestGateway } from '../support/gateway.js';
import { FakeClock } from '../support/fake-clock.js';

describe('per-key and per-user rate limits', () => {
  const clock = new FakeClock();
  let gw: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gw = await startTestGateway({ clock, env: { VEIL_PORT: '0' }, file: { rate_limits: { default_rpm: 5 } } });
    admin = await gw.login();
  });
  afterAll(() => gw.cleanup());

  test('every authenticated response carries the x-ratelimit headers', async () => {
    const res = await gw.fetch('/filters', { token: admin });
    expect(res.headers.get('x-ratelimit-limit-requests')).toBe('5');
    expect(res.headers.get('x-ratelimit-remaining-requests')).toMatch(/^\d+$/);
    expect(res.headers.get('x-ratelimit-reset-requests')).toMatch(/^(\d+ms|\d+(\.\d)?s|\d+m[\d.]+s)$/);
    expect((await gw.fetch('/healthz')).headers.get('x-ratelimit-limit-requests')).toBeNull();
  });

  test('a key over its rpm gets 429 with Retry-After and the error body, then recovers', async () => {
    const created = (await (await gw.fetch('/admin/api-keys', { token: admin, json: { name: 'tight', rate_limit_rpm: 3 } })).json()) as { key: string };
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await gw.fetch('/filters', { token: created.key });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last?.headers.get('retry-after')).toBe('20');
    expect(last?.headers.get('x-ratelimit-limit-requests')).toBe('3');
    expect(last?.headers.get('x-ratelimit-remaining-requests')).toBe('0');
    expect(await last?.json()).toEqual({
      error: { type: 'rate_limit_exceeded', code: 'rate_limit_exceeded', message: 'rate limit of 3 requests per minute exceeded' },
    });
    clock.advance(20_000);
    expect((await gw.fetch('/filters', { token: created.key })).status).toBe(200);
  });

  test('buckets are per principal: one exhausted key does not limit another', async () => {
    const a = (await (await gw.fetch('/admin/api-keys', { token: admin, json: { name: 'a', rate_limit_rpm: 1 } })).json()) as { key: string };
    const b = (await (await gw.fetch('/admin/api-keys', { token: admin, json: { name: 'b', rate_limit_rpm: 1 } })).json()) as { key: string };
    expect((await gw.fetch('/filters', { token: a.key })).status).toBe(200);
    expect((await gw.fetch('/filters', { token: a.key })).status).toBe(429);
    expect((await gw.fetch('/filters', { token: b.key })).status).toBe(200);
  });

  test('logged-in users get the default rpm', async () => {
    clock.advance(60_000);
    const token = await gw.login();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await gw.fetch('/filters', { token })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('login throttling', () => {
  const clock = new FakeClock();
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({ clock });
  });
  afterAll(() => gw.cleanup());

  test('after 10 failures for one username, even the right password answers 429 until the window passes', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await gw.fetch('/auth/login', { json: { username: 'admin', password: `wrong-${i}` } })).status).toBe(401);
    }
    const blocked = await gw.fetch('/auth/login', { json: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBe(15 * 60);
    expect(await blocked.json()).toMatchObject({ error: { type: 'rate_limit_exceeded', code: 'login_throttled' } });
    clock.advance(15 * 60 * 1000 + 1);
    expect((await gw.fetch('/auth/login', { json: { username: 'admin', password: ADMIN_PASSWORD } })).status).toBe(200);
  });

  test('after 50 failures from one address, every username is throttled from it', async () => {
    clock.advance(16 * 60 * 1000);
    for (let i = 0; i < 50; i++) {
      const res = await gw.fetch('/auth/login', { json: { username: `guess-${i}`, password: 'wrong-password' } });
      expect(res.status).toBe(401);
    }
    const blocked = await gw.fetch('/auth/login', { json: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).not.toBeNull();
    clock.advance(15 * 60 * 1000 + 1);
    expect((await gw.fetch('/auth/login', { json: { username: 'admin', password: ADMIN_PASSWORD } })).status).toBe(200);
  });
});
