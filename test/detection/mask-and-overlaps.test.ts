import { expect, test } from 'vitest';
import { codePointIndexer, utf16Indexer } from '../../src/detection/code-points.js';
import { maskSpans } from '../../src/detection/mask-spans.js';
import { resolveOverlaps } from '../../src/detection/resolve-overlaps.js';

test('masking replaces spans right to left; offsets refer to the original text', () => {
  const text = 'a@b.io and 10.0.0.1';
  expect(maskSpans(text, [{ start: 11, end: 19, replacement: '[IP_ADDRESS]' }, { start: 0, end: 6, replacement: '[EMAIL]' }])).toBe('[EMAIL] and [IP_ADDRESS]');
});

test('masking counts code points across emoji and astral characters', () => {
  const text = '😀 x@y.io 𝒜 z';
  expect(maskSpans(text, [{ start: 2, end: 8, replacement: '[EMAIL]' }])).toBe('😀 [EMAIL] 𝒜 z');
});

test('overlapping spans are refused rather than mangled', () => {
  expect(() => maskSpans('abcdef', [{ start: 0, end: 3, replacement: 'X' }, { start: 2, end: 4, replacement: 'Y' }])).toThrow(RangeError);
});

test('overlaps resolve to the higher confidence, then the longer span', () => {
  const spans = [
    { id: 'phone', start: 0, end: 11, confidence: 0.8 },
    { id: 'ssn', start: 0, end: 11, confidence: 1 },
    { id: 'short', start: 20, end: 24, confidence: 0.9 },
    { id: 'long', start: 18, end: 30, confidence: 0.9 },
    { id: 'apart', start: 40, end: 45, confidence: 0.5 },
  ];
  expect(resolveOverlaps(spans).map((s) => s.id)).toEqual(['ssn', 'long', 'apart']);
});

test('code-point and UTF-16 indexers are inverse', () => {
  const text = 'a😀b𝒜c';
  const toCp = codePointIndexer(text);
  const toU16 = utf16Indexer(text);
  for (let cp = 0; cp <= [...text].length; cp++) expect(toCp(toU16(cp))).toBe(cp);
  expect(toCp(text.length)).toBe(5);
});
