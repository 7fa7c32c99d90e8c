import { firstAtOrAfter } from './first-at-or-after.js';

/**
 * JS strings index UTF-16 code units; the API counts Unicode code points (as Python's str does).
 * The two differ only by the surrogate pairs (emoji, some CJK) before a position. A text has few
 * of them, so their places are found once, by one native regex search, and each lookup is a
 * binary search among them: no per-character table, which cost a pass in JavaScript over every
 * text that held a single emoji.
 */
const PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;
const SURROGATE = /[\uD800-\uDFFF]/;

export type ToCodePoint = (utf16Index: number) => number;

/** Where each surrogate pair of the text starts, in UTF-16 units, in order. */
function pairStarts(text: string): number[] {
  const starts: number[] = [];
  PAIR.lastIndex = 0;
  for (let m = PAIR.exec(text); m !== null; m = PAIR.exec(text)) starts.push(m.index);
  return starts;
}

/**
 * `hasPairs`, when the caller knows it (the native scanner reports it), spares a search of the
 * whole text for surrogates.
 */
export function codePointIndexer(text: string, hasPairs?: boolean): ToCodePoint {
  if (hasPairs === false || (hasPairs === undefined && !SURROGATE.test(text))) return (i) => i;
  const starts = pairStarts(text);
  // Each pair before i is one unit more than it is code points; an index on a pair's second half
  // maps to the pair's own code point.
  return (i) => i - firstAtOrAfter(starts, i);
}

/** The inverse, for callers that hold code-point offsets (masking). */
export function utf16Indexer(text: string): (codePoint: number) => number {
  if (!SURROGATE.test(text)) return (i) => i;
  const starts = pairStarts(text);
  // The code point of each pair's start is its unit index less the pairs before it.
  const pointAt = starts.map((unit, k) => unit - k);
  return (cp) => Math.min(text.length, cp + firstAtOrAfter(pointAt, cp));
}
