/** What a template is, and small helpers templates share. */
import type { Part, Seg } from './build.js';
import { chance, pick, type Rng } from './rng.js';
import type { Ctx, Lang } from './values.js';

export interface Template {
  readonly id: string;
  /** `pos`: at least one entity is possible; `neg`: never an entity. */
  readonly kind: 'pos' | 'neg';
  readonly lang: Lang;
  /** Only in the held-out set: never used for training or validation. */
  readonly heldout?: boolean;
  /** Relative frequency (default 1). */
  readonly weight?: number;
  /** Structured text (forms, code, CSV): no lowercase or all-caps variants of the whole text. */
  readonly noCase?: boolean;
  make(c: Ctx): Seg;
}

/** One of the alternatives (all are built; only one is used). */
export function o(c: Ctx, ...alternatives: Part[]): Part {
  return pick(c.r, alternatives);
}

/** One of the strings (for plain template literals). */
export function os(c: Ctx, ...alternatives: string[]): string {
  return pick(c.r, alternatives);
}

/** The part with probability p, else nothing. */
export function opt(c: Ctx, p: number, part: Part): Part {
  return chance(c.r, p) ? part : undefined;
}

export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function maybeLower(r: Rng, s: string, p = 0.3): string {
  return chance(r, p) ? s.toLowerCase() : s;
}
