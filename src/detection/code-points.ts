/**
 * JS strings index UTF-16 code units; the API counts Unicode code points (as Python's str does).
 * The two agree unless the text holds astral characters (emoji, some CJK), which a cheap test
 * detects; only then is a prefix table built.
 */
const SURROGATE = /[\uD800-\uDFFF]/;

export type ToCodePoint = (utf16Index: number) => number;

export function codePointIndexer(text: string): ToCodePoint {
  if (!SURROGATE.test(text)) return (i) => i;
  // table[i] = number of code points before UTF-16 index i.
  const table = new Uint32Array(text.length + 1);
  let points = 0;
  for (let i = 0; i < text.length; i++) {
    table[i] = points;
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is a single code point: count it once.
    const isPairStart = unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    if (isPairStart) {
      table[i + 1] = points;
      i++;
    }
    points++;
  }
  table[text.length] = points;
  return (i) => table[i] ?? points;
}

/** The inverse, for callers that hold code-point offsets (masking). */
export function utf16Indexer(text: string): (codePoint: number) => number {
  if (!SURROGATE.test(text)) return (i) => i;
  const starts: number[] = [];
  for (let i = 0; i < text.length; i++) {
    starts.push(i);
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
  }
  return (cp) => (cp >= starts.length ? text.length : (starts[cp] ?? text.length));
}
