/**
 * The generation context and small random helpers. All randomness goes through the locale's faker
 * instance, which the generator seeds, so the corpus is reproducible byte for byte.
 */
import type { Faker } from '@faker-js/faker';
import type { LocaleId } from './schema.js';

export interface Gen {
  readonly locale: LocaleId;
  readonly f: Faker;
}

export function pick<T>(g: Gen, items: readonly T[]): T {
  return g.f.helpers.arrayElement(items);
}

/** Picks by weight: `weighted(g, [[3, 'a'], [1, 'b']])`. */
export function weighted<T>(g: Gen, items: readonly (readonly [number, T])[]): T {
  return g.f.helpers.weightedArrayElement(items.map(([weight, value]) => ({ weight, value })));
}

export function chance(g: Gen, probability: number): boolean {
  return g.f.number.float({ min: 0, max: 1 }) < probability;
}

export function int(g: Gen, min: number, max: number): number {
  return g.f.number.int({ min, max });
}

export function digits(g: Gen, count: number): string {
  return g.f.string.numeric({ length: count, allowLeadingZeros: true });
}

export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Emoji, several outside the BMP or made of ZWJ sequences and modifiers, to exercise code-point offsets. */
const EMOJI = ['🙏', '😅', '👍', '👍🏽', '🙂', '😬', '🤔', '✨', '🔥', '💳', '📦', '🏥', '👩‍💻', '🇩🇪', '🇬🇧', '❤️', '🎂', '🚀', '😭', '🤷‍♀️'];

export function emoji(g: Gen): string {
  return pick(g, EMOJI);
}

/** An emoji with a leading space, or nothing: chat messages often, but not always, carry one. */
export function maybeEmoji(g: Gen, probability = 0.35): string {
  return chance(g, probability) ? ` ${emoji(g)}` : '';
}
