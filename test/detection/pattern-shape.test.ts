import { expect, test } from 'vitest';
import { withoutCaptures } from '../../src/detection/engine.js';
import { patternShape } from '../../src/detection/pattern-shape.js';
import { createPiiEngine } from '../../src/detection/pii-engine.js';

test.each([
  [String.raw`\b\d{3}-\d{2}-\d{4}\b`, false, 11, 'digit'],
  [String.raw`\d{1,3}(?:\.\d{1,3}){3}`, false, 15, 'digit'],
  ['[a-z]+@[a-z]{1,10}', false, Infinity, '@'],
  ['a{2,5}:b?', false, 7, ':'],
  // A branch without a digit: no anchor for the whole alternation.
  [String.raw`\d{4}|abcd`, false, 4, undefined],
  // An optional digit is not a required one.
  [String.raw`x\d?y`, false, 3, undefined],
  // Latin-1 letters take two bytes, ’ three; case folding can lengthen an ASCII letter (k → K).
  ['[a-zé]{2}', false, 4, undefined],
  ['’', false, 3, undefined],
  ['(?i:k)', false, 3, undefined],
  ['(?i)a|b', false, 3, undefined],
  ['[^0-9]', false, 4, undefined],
  ['.', false, 4, undefined],
  [String.raw`\p{L}`, false, 4, undefined],
  [String.raw`\u00e9\d`, false, 3, 'digit'],
] as const)('%s: %s bytes at most, anchored on %s', (source, ignoreCase, maxBytes, anchor) => {
  expect(patternShape(source, ignoreCase)).toEqual({ maxBytes, anchor });
});

test('syntax the reader does not know gives the safe answer: unbounded, no anchor', () => {
  for (const source of ['(?=x)\\d', '[[:digit:]]', '\\Q1\\E', '(unclosed', '\\x{FFFFFF}']) {
    expect(patternShape(source)).toEqual({ maxBytes: Infinity, anchor: undefined });
  }
});

test('the bound holds: no match of a windowed built-in pattern is longer than its shape says', async () => {
  const { readFileSync } = await import('node:fs');
  const { default: RE2 } = await import('re2');
  const corpus = readFileSync(new URL('../fixtures/pii-corpus.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => (JSON.parse(line) as { text: string }).text);
  let windowed = 0;
  for (const spec of createPiiEngine().recognizers.flatMap((r) => r.patterns)) {
    const shape = patternShape(withoutCaptures(spec.regex), spec.ignoreCase);
    if (shape.anchor === undefined || !Number.isFinite(shape.maxBytes)) continue;
    windowed++;
    const re = new RE2(withoutCaptures(spec.regex), spec.ignoreCase === true ? 'gui' : 'gu');
    for (const text of corpus.slice(0, 1200)) {
      for (const m of text.matchAll(re)) {
        expect(Buffer.byteLength(m[0])).toBeLessThanOrEqual(shape.maxBytes);
        expect(m[0]).toMatch(shape.anchor === 'digit' ? /\d/ : shape.anchor);
      }
    }
  }
  expect(windowed).toBeGreaterThanOrEqual(15);
});
