import { rmSync } from 'node:fs';
import { open } from 'lmdb';
import { afterEach, expect, test } from 'vitest';
import { META_SCHEMA_VERSION, DB_NAMES } from '../../src/storage/keys.js';
import { openStorage, SCHEMA_VERSION, StorageError } from '../../src/storage/storage.js';
import { createSecretsRepo } from '../../src/storage/secrets-repo.js';
import { createUsersRepo } from '../../src/storage/users-repo.js';
import { newDataDir } from '../support/gateway.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDir(): string {
  const dir = newDataDir();
  dirs.push(dir);
  return dir;
}

test('a new environment is stamped with the current schema version', async () => {
  const dir = freshDir();
  const storage = await openStorage(dir);
  expect(storage.meta.get(META_SCHEMA_VERSION)).toBe(SCHEMA_VERSION);
  await storage.close();
  await storage.close(); // idempotent
});

test('a data dir from a newer build is refused rather than misread', async () => {
  const dir = freshDir();
  const raw = open({ path: dir, maxDbs: 16 });
  await raw.openDB({ name: DB_NAMES.meta }).put(META_SCHEMA_VERSION, SCHEMA_VERSION + 1);
  await raw.close();
  await expect(openStorage(dir)).rejects.toThrow(StorageError);
  await expect(openStorage(dir)).rejects.toThrow(/newer than this build/);
});

test('username uniqueness holds under concurrent inserts', async () => {
  const storage = await openStorage(freshDir());
  const users = createUsersRepo(storage);
  const make = (id: string) => ({ id, username: 'same', password_hash: 'x', role: 'normal_user' as const, tenant_id: id, created_at: new Date().toISOString() });
  const results = await Promise.all([users.insert(make('usr_a')), users.insert(make('usr_b')), users.insert(make('usr_c'))]);
  expect(results.filter(Boolean)).toHaveLength(1);
  expect(users.count()).toBe(1);
  await storage.close();
});

test('two admins removed at once while keeping an admin: one removal is refused, one admin remains', async () => {
  const storage = await openStorage(freshDir());
  const users = createUsersRepo(storage);
  const admin = (id: string) => ({ id, username: id, password_hash: 'x', role: 'admin_user' as const, tenant_id: id, created_at: new Date().toISOString() });
  await users.insert(admin('usr_a'));
  await users.insert(admin('usr_b'));
  const results = await Promise.all([users.remove('usr_a', { keepAnAdmin: true }), users.remove('usr_b', { keepAnAdmin: true })]);
  expect(results.map((r) => r.kind).sort()).toEqual(['last_admin', 'removed']);
  expect(users.list().map((u) => u.role)).toEqual(['admin_user']);
  // Without the guard (the offline CLI), the last admin can go.
  const [left] = users.list();
  expect((await users.remove(left?.id ?? '')).kind).toBe('removed');
  await storage.close();
});

test('a secret is created once and then read back', async () => {
  const dir = freshDir();
  const storage = await openStorage(dir);
  const secrets = createSecretsRepo(storage);
  const [a, b] = await Promise.all([secrets.getOrCreate('s', 32), secrets.getOrCreate('s', 32)]);
  expect(a).toEqual(b);
  await storage.close();
  const again = await openStorage(dir);
  expect(await createSecretsRepo(again).getOrCreate('s', 32)).toEqual(a);
  await again.close();
});
