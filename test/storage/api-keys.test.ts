import { rmSync } from 'node:fs';
import { afterEach, expect, test } from 'vitest';
import { digestApiKey, generateApiKey } from '../../src/auth/api-key-tokens.js';
import { createApiKeysRepo } from '../../src/storage/api-keys-repo.js';
import type { ApiKeyRecord } from '../../src/storage/records.js';
import { openStorage } from '../../src/storage/storage.js';
import { runCli } from '../support/cli-process.js';
import { newDataDir } from '../support/gateway.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function keyRecord(id: string, key: string): ApiKeyRecord {
  return {
    id,
    name: `key ${id}`,
    role: 'normal_user',
    tenant_id: 'tenant_a',
    rate_limit_rpm: null,
    digest: digestApiKey(key),
    created_at: new Date().toISOString(),
    created_by: null,
    revoked_at: null,
  };
}

/** A fresh data dir holding one stored key (id `id`): its storage, its repository and the key. */
async function storedKey(id: string) {
  const dir = newDataDir();
  dirs.push(dir);
  const storage = await openStorage(dir);
  const repo = createApiKeysRepo(storage);
  const key = generateApiKey();
  await repo.insert(keyRecord(id, key));
  return { dir, storage, repo, key };
}

test('a key read many times is the stored record each time, and a revocation shows on the next read', async () => {
  const { storage, repo, key } = await storedKey('key_one');

  const first = repo.getByDigest(digestApiKey(key));
  expect(first).toMatchObject({ id: 'key_one', revoked_at: null });
  expect(repo.getByDigest(digestApiKey(key))).toEqual(first);
  expect(repo.getByDigest(digestApiKey(generateApiKey()))).toBeUndefined();

  // Another repository over the same environment stands for a second gateway instance.
  await createApiKeysRepo(storage).revoke('key_one', '2026-11-22T10:00:00.000Z');
  expect(repo.getByDigest(digestApiKey(key))?.revoked_at).toBe('2026-11-22T10:00:00.000Z');
  await storage.close();
});

test('a key revoked by the CLI in another process is refused on the gateway’s next read', async () => {
  const { dir, storage, repo, key } = await storedKey('key_cli');
  expect(repo.getByDigest(digestApiKey(key))?.revoked_at).toBeNull();

  const revoked = await runCli(['keys', 'revoke', 'key_cli'], { VEIL_DATA_DIR: dir });
  expect(revoked.stderr).toBe('');
  expect(revoked.code).toBe(0);
  expect(repo.getByDigest(digestApiKey(key))?.revoked_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  await storage.close();
});
