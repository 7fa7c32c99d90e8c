import { hash } from 'node:crypto';
import { secretBase62 } from '../core/ids.js';

export const API_KEY_PREFIX = 'vk-';
/** 43 base62 characters ≈ 256 bits of entropy. */
const API_KEY_RANDOM_CHARS = 43;

export function generateApiKey(): string {
  return API_KEY_PREFIX + secretBase62(API_KEY_RANDOM_CHARS);
}

/**
 * Only this digest is stored; a key is looked up by digesting what the caller presents. The
 * one-shot `hash` costs a quarter of a createHash object here (0.5 against 2.2 µs), once per request.
 */
export function digestApiKey(key: string): string {
  return hash('sha256', key, 'hex');
}

export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}
