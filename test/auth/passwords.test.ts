import { describe, expect, test } from 'vitest';
import { createPasswordHasher, DEFAULT_SCRYPT_PARAMS } from '../../src/auth/passwords.js';

describe('password hashing', () => {
  const hasher = createPasswordHasher();

  test('default parameters are memory-hard (32 MiB) and stored with the hash', async () => {
    expect(128 * DEFAULT_SCRYPT_PARAMS.N * DEFAULT_SCRYPT_PARAMS.r).toBe(32 * 1024 * 1024);
    const encoded = await hasher.hash('correct horse battery staple');
    expect(encoded).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(encoded).not.toContain('correct horse');
  });

  test('verifies the right password and refuses others', async () => {
    const encoded = await hasher.hash('pässwörd-1');
    expect(await hasher.verify('pässwörd-1', encoded)).toBe(true);
    expect(await hasher.verify('pässwörd-2', encoded)).toBe(false);
    expect(await hasher.verify('pässwörd-1', 'garbage')).toBe(false);
  });

  test('hashes made with other parameters still verify', async () => {
    const old = await createPasswordHasher({ N: 1024, r: 8, p: 1 }).hash('legacy-password');
    expect(await hasher.verify('legacy-password', old)).toBe(true);
  });

  test('the same password hashes differently each time (salted)', async () => {
    const cheap = createPasswordHasher({ N: 1024, r: 8, p: 1 });
    expect(await cheap.hash('same')).not.toBe(await cheap.hash('same'));
  });
});
