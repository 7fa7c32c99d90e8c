import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard, in node:crypto, runs on libuv's pool so it never
 * blocks the event loop). The parameters are stored with every hash, so they can be raised
 * later without invalidating existing passwords:  scrypt$<N>$<r>$<p>$<salt b64url>$<hash b64url>
 */
export interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** 32 MiB and ≈150 ms per hash on the reference 2-core machine. */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };

const KEY_BYTES = 32;
const SALT_BYTES = 16;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, encoded: string): Promise<boolean>;
  /** Spends the same time as a verify, for unknown usernames (no user enumeration by timing). */
  burn(password: string): Promise<void>;
}

export function createPasswordHasher(params: ScryptParams = DEFAULT_SCRYPT_PARAMS): PasswordHasher {
  const derive = (password: string, salt: Buffer, p: ScryptParams): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      const options: ScryptOptions = { N: p.N, r: p.r, p: p.p, maxmem: 256 * p.N * p.r + 1024 * 1024 };
      scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
    });
  const dummySalt = randomBytes(SALT_BYTES);

  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await derive(password, salt, params);
      return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
    },
    async verify(password, encoded) {
      const parsed = parseHash(encoded);
      if (parsed === undefined) return false;
      const key = await derive(password, parsed.salt, parsed.params);
      return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
    },
    async burn(password) {
      await derive(password, dummySalt, params);
    },
  };
}

function parseHash(encoded: string): { params: ScryptParams; salt: Buffer; key: Buffer } | undefined {
  const [scheme, n, r, p, salt, key] = encoded.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((v) => Number.isSafeInteger(v) && v > 0)) return undefined;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}
