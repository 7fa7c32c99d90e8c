import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/gateway.js';

interface KeyBody {
  id: string;
  key?: string;
  name: string;
  role: string;
  tenant_id: string;
  rate_limit_rpm: number | null;
  revoked_at: string | null;
}

describe('API keys', () => {
  let gw: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gw = await startTestGateway();
    admin = await gw.login();
  });
  afterAll(() => gw.cleanup());

  test('create → use → revoke → 401', async () => {
    const created = await gw.fetch('/admin/api-keys', { token: admin, json: { name: 'backend', rate_limit_rpm: 1000 } });
    expect(created.status).toBe(201);
    const body = (await created.json()) as KeyBody;
    expect(body.key).toMatch(/^vk-[0-9A-Za-z]{43}$/);
    expect(body).toMatchObject({ name: 'backend', role: 'normal_user', rate_limit_rpm: 1000, revoked_at: null });
    const key = body.key ?? '';

    const used = await gw.fetch('/filters', { token: key });
    expect(used.status).toBe(200);
    expect(used.headers.get('x-ratelimit-limit-requests')).toBe('1000');

    // A normal_user key is not an admin.
    expect((await gw.fetch('/admin/api-keys', { token: key })).status).toBe(403);

    const revoked = await gw.fetch(`/admin/api-keys/${body.id}`, { token: admin, method: 'DELETE' });
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as KeyBody).revoked_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const after = await gw.fetch('/filters', { token: key });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ statusCode: 401, message: 'Invalid or expired token', error: 'Unauthorized' });
  });

  test('an admin_user key can administer', async () => {
    const created = (await (await gw.fetch('/admin/api-keys', { token: admin, json: { name: 'ops', role: 'admin_user' } })).json()) as KeyBody;
    const res = await gw.fetch('/admin/users', { token: created.key ?? '' });
    expect(res.status).toBe(200);
  });

  test('the key is never readable after creation: not in the list, not in the database files', async () => {
    const created = (await (await gw.fetch('/admin/api-keys', { token: admin, json: { name: 'secretive' } })).json()) as KeyBody;
    const key = created.key ?? '';
    const listText = await (await gw.fetch('/admin/api-keys', { token: admin })).text();
    expect(listText).toContain(created.id);
    expect(listText).not.toContain(key);
    expect(listText).not.toContain(key.slice(3, 20));
    expect(listText).not.toMatch(/"(key|digest)"/);
    // Let the write commit, then look at the raw bytes of every file in the data dir.
    await new Promise((r) => setTimeout(r, 50));
    for (const file of readdirSync(gw.dataDir)) {
      const bytes = readFileSync(join(gw.dataDir, file));
      expect(bytes.includes(Buffer.from(key))).toBe(false);
      expect(bytes.includes(Buffer.from(key.slice(3)))).toBe(false);
    }
  });

  test('bad creation bodies answer 400 naming the field', async () => {
    for (const [json, param] of [
      [{}, 'name'],
      [{ name: 'x', role: 'superuser' }, 'role'],
      [{ name: 'x', rate_limit_rpm: -5 }, 'rate_limit_rpm'],
      [{ name: 'x', extra: 1 }, ''],
    ] as const) {
      const res = await gw.fetch('/admin/api-keys', { token: admin, json });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { type: string; param?: string; message: string } };
      expect(body.error.type).toBe('invalid_request_error');
      if (param !== '') expect(body.error.param).toBe(param);
      else expect(body.error.message).toContain("'extra'");
    }
  });

  test('revoking an unknown key answers 404', async () => {
    const res = await gw.fetch('/admin/api-keys/key_doesnotexist', { token: admin, method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { type: 'not_found', code: 'api_key_not_found' } });
  });
});
