import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Random bytes drawn from a pool refilled from the CSPRNG 4 KiB at a time: ids are made on every
 * request and detection, and one getrandom call per id costs more than the id is worth. The
 * bytes are the same crypto.randomBytes bytes, each used once. Not for secrets: secretBase62.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolOffset = 0;

function nextRandomByte(): number {
  if (poolOffset >= pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  return pool[poolOffset++] ?? 0;
}

/**
 * `length` base62 characters from a source of random bytes. Rejection sampling keeps every
 * character uniformly distributed (bytes ≥ 248 are discarded rather than folded with a modulo bias).
 */
function base62(length: number, nextByte: () => number): string {
  let out = '';
  while (out.length < length) {
    const byte = nextByte();
    if (byte < 248) out += ALPHABET[byte % 62];
  }
  return out;
}

/** Random base62 string of `length` characters, from the pooled bytes: for ids, not secrets. */
export function randomBase62(length: number): string {
  return base62(length, nextRandomByte);
}

/**
 * Like randomBase62, from bytes drawn for this call alone: for secrets (API keys), whose future
 * values must not sit in a pool in memory.
 */
export function secretBase62(length: number): string {
  let bytes = randomBytes(length * 2);
  let at = 0;
  return base62(length, () => {
    if (at === bytes.length) {
      bytes = randomBytes(length);
      at = 0;
    }
    return bytes[at++] ?? 0;
  });
}

/** Opaque ids with a type prefix, e.g. `usr_…`, `key_…`, `req_…`. */
export function newId(prefix: string, length = 20): string {
  return `${prefix}_${randomBase62(length)}`;
}
