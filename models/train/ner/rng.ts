/** A seeded random source (sfc32) and the helpers the generator draws with: same seed, same bytes. */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
}

/** FNV-1a 32-bit: seeds from strings, and the stable hash that splits value pools. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function createRng(seed: string): Rng {
  let a = fnv1a(`a:${seed}`);
  let b = fnv1a(`b:${seed}`);
  let c = fnv1a(`c:${seed}`);
  let d = 1;
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    const r = (t + d) | 0;
    c = (c + r) | 0;
    return (r >>> 0) / 4294967296;
  };
  for (let i = 0; i < 16; i++) next();
  return { next };
}

export function int(r: Rng, min: number, max: number): number {
  return min + Math.floor(r.next() * (max - min + 1));
}

export function chance(r: Rng, p: number): boolean {
  return r.next() < p;
}

export function pick<T>(r: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(r.next() * items.length)] as T;
}

/** Picks by weight: `[[3, 'a'], [1, 'b']]` gives 'a' three times as often. */
export function weighted<T>(r: Rng, items: readonly (readonly [number, T])[]): T {
  let total = 0;
  for (const [w] of items) total += w;
  let x = r.next() * total;
  for (const [w, v] of items) {
    x -= w;
    if (x < 0) return v;
  }
  return (items[items.length - 1] as readonly [number, T])[1];
}

export function shuffle<T>(r: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export function digits(r: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(int(r, 0, 9));
  return s;
}

export function letters(r: Rng, n: number, alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ'): string {
  let s = '';
  for (let i = 0; i < n; i++) s += pick(r, [...alphabet]);
  return s;
}
