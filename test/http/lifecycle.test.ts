import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ADMIN_PASSWORD, newDataDir, startTestGateway } from '../support/gateway.js';
import { runCli, spawnServe } from '../support/cli-process.js';

describe('restart on the same data dir', () => {
  test('users, keys and the JWT secret survive a restart; the admin is not bootstrapped twice', async () => {
    const dataDir = newDataDir();
    try {
      const first = await startTestGateway({ dataDir });
      const admin = await first.login();
      expect((await first.fetch('/admin/users', { token: admin, json: { username: 'carol', password: 'carol-password', role: 'normal_user' } })).status).toBe(201);
      const { key } = (await (await first.fetch('/admin/api-keys', { token: admin, json: { name: 'persisted' } })).json()) as { key: string };
      await first.stop();

      const second = await startTestGateway({ dataDir, env: { VEIL_ADMIN_PASSWORD: 'a-different-password' } });
      try {
        expect(second.gateway.bootstrappedAdmin).toBeUndefined();
        expect((await second.fetch('/filters', { token: key })).status).toBe(200);
        expect((await second.fetch('/filters', { token: admin })).status).toBe(200); // same signing secret
        const carol = await second.login('carol', 'carol-password');
        expect((await second.fetch('/filters', { token: carol })).status).toBe(200);
        await second.login('admin', ADMIN_PASSWORD);
        const users = (await (await second.fetch('/admin/users', { token: admin })).json()) as { data: unknown[] };
        expect(users.data).toHaveLength(2);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('veil serve as a process', () => {
  test('SIGTERM while requests are in flight: every one of them is answered, then the process exits 0', async () => {
    const dataDir = newDataDir();
    const server = await spawnServe({ VEIL_DATA_DIR: dataDir, VEIL_PORT: '0', VEIL_ADMIN_PASSWORD: ADMIN_PASSWORD });
    try {
      // Logins with the production scrypt cost take ≈150 ms each on a small pool: a real backlog.
      const inFlight = Array.from({ length: 16 }, () =>
        fetch(`${server.url}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { access_token?: string } })),
      );
      await new Promise((r) => setTimeout(r, 150));
      server.child.kill('SIGTERM');
      const results = await Promise.all(inFlight);
      expect(results.map((r) => r.status)).toEqual(Array(16).fill(200));
      expect(results.every((r) => typeof r.body.access_token === 'string')).toBe(true);
      expect(await server.exited).toBe(0);
      // And the port is closed.
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    } finally {
      server.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('SIGHUP swaps the detection models for those the config file names now', async () => {
    const dataDir = newDataDir();
    const configFile = join(dataDir, 'veil.yaml');
    const modelsAt = (ner: string): string => `detection:\n  models:\n    ner: { path: ${ner} }\n    safety: { path: ${new URL('../fixtures/models/tiny-safety', import.meta.url).pathname} }\n`;
    const tiny = new URL('../fixtures/models/tiny-ner', import.meta.url).pathname;
    const shipped = new URL('../../models/ner', import.meta.url).pathname;
    writeFileSync(configFile, modelsAt(tiny));
    const server = await spawnServe({ VEIL_DATA_DIR: dataDir, VEIL_PORT: '0', VEIL_ADMIN_PASSWORD: ADMIN_PASSWORD, VEIL_CONFIG: configFile, VEIL_MODELS_ENABLED: 'true' });
    try {
      writeFileSync(configFile, modelsAt(shipped));
      server.child.kill('SIGHUP');
      await expect.poll(() => server.output(), { timeout: 60_000 }).toMatch(/received SIGHUP: models swapped \(ner \S+\/models\/ner, safety /);
      const login = await fetch(`${server.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }) });
      const { access_token: token } = (await login.json()) as { access_token: string };
      const models = (await (await fetch(`${server.url}/admin/models`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { path: string }[] };
      expect(models.data[0]?.path).toBe(shipped);

      // A broken path: said on stderr, and the process keeps serving the models it had.
      writeFileSync(configFile, modelsAt(join(dataDir, 'missing-model')));
      server.child.kill('SIGHUP');
      await expect.poll(() => server.output(), { timeout: 60_000 }).toMatch(/received SIGHUP: the models were not swapped: .*missing-model is not a directory/);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);

  test('npm start prints where it listens and the generated admin password, which works', async () => {
    const dataDir = newDataDir();
    const env = { ...process.env } as Record<string, string>;
    delete env.VEIL_ADMIN_PASSWORD;
    const server = await spawnServe({ ...env, VEIL_DATA_DIR: dataDir, VEIL_PORT: '0' });
    try {
      await new Promise((r) => setTimeout(r, 100));
      const password = /with password: (\S+)/.exec(server.output())?.[1];
      expect(password).toBeDefined();
      const res = await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password }),
      });
      expect(res.status).toBe(200);
      // The password is shown once: it is not in a JSON log line.
      expect(server.output().split('\n').filter((l) => l.startsWith('{') && l.includes(password ?? '-'))).toEqual([]);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('a bad configuration value stops the start with a message naming the field', async () => {
    const result = await runCli(['serve'], { VEIL_PORT: 'eighty', VEIL_DATA_DIR: newDataDir() });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('VEIL_PORT (server.port)');
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });
});

describe('veil users / keys on the same data dir', () => {
  // Ten CLI processes with the production scrypt cost: slow by design, not by accident.
  test('offline administration, also while the gateway runs', { timeout: 120_000 }, async () => {
    const dataDir = newDataDir();
    const env = { VEIL_DATA_DIR: dataDir, VEIL_ADMIN_PASSWORD: ADMIN_PASSWORD, VEIL_LOG_LEVEL: 'silent' };
    try {
      const added = await runCli(['users', 'add', 'dave', '--password-stdin'], env, 'dave-password-1\n');
      expect(added.code, added.stderr).toBe(0);
      expect(added.stdout).toContain('created user dave');
      expect(added.stdout).not.toContain('dave-password-1');

      const generated = await runCli(['users', 'add', 'erin', '--role', 'admin_user'], env);
      const erinPassword = /password \(shown once\): (\S+)/.exec(generated.stdout)?.[1] ?? '';
      expect(erinPassword.length).toBeGreaterThan(16);

      const key = /key \(shown once, store it now\): (vk-\S+)/.exec((await runCli(['keys', 'create', '--name', 'cli-key', '--rpm', '50'], env)).stdout)?.[1] ?? '';
      expect(key).toMatch(/^vk-/);

      const gw = await startTestGateway({ dataDir });
      try {
        await gw.login('dave', 'dave-password-1');
        await gw.login('erin', erinPassword);
        const res = await gw.fetch('/filters', { token: key });
        expect(res.status).toBe(200);
        expect(res.headers.get('x-ratelimit-limit-requests')).toBe('50');

        const list = JSON.parse((await runCli(['keys', 'list', '--json'], env)).stdout) as Array<{ id: string; name: string }>;
        const id = list.find((k) => k.name === 'cli-key')?.id ?? '';
        expect(JSON.stringify(list)).not.toContain(key);
        expect((await runCli(['keys', 'revoke', id], env)).code).toBe(0);
        expect((await gw.fetch('/filters', { token: key })).status).toBe(401);

        const users = JSON.parse((await runCli(['users', 'list', '--json'], env)).stdout) as Array<{ username: string }>;
        // Users existed before the first start, so no bootstrap admin was created.
        expect(gw.gateway.bootstrappedAdmin).toBeUndefined();
        expect(users.map((u) => u.username).sort()).toEqual(['dave', 'erin']);
        expect((await runCli(['users', 'remove', 'dave'], env)).code).toBe(0);
        expect((await gw.fetch('/auth/login', { json: { username: 'dave', password: 'dave-password-1' } })).status).toBe(401);
      } finally {
        await gw.stop();
      }
      const bad = await runCli(['users', 'remove', 'nobody'], env);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain("no user 'nobody'");
      const usage = await runCli(['frobnicate'], env);
      expect(usage.code).toBe(2);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
