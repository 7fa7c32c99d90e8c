import fc from 'fast-check';
import { expect, test } from 'vitest';
import { codePointIndexer, utf16Indexer } from '../../src/detection/code-points.js';

// Texts of astral characters, lone surrogates of both halves, and everything else.
const texts = fc.array(fc.oneof(fc.constantFrom('a', '😀', '𝄞', '\uD800', '\uDC00', 'é', ' '), fc.string({ maxLength: 4 })), { maxLength: 40 }).map((parts) => parts.join(''));

test('UTF-16 offsets map to code points as Array.from counts them, and back', () => {
  fc.assert(
    fc.property(texts, (text) => {
      const toPoint = codePointIndexer(text);
      const toUnit = utf16Indexer(text);
      const points = Array.from(text);
      let unit = 0;
      for (let cp = 0; cp <= points.length; cp++) {
        expect(toPoint(unit)).toBe(cp);
        expect(toUnit(cp)).toBe(unit);
        unit += points[cp]?.length ?? 0;
      }
    }),
    { numRuns: 2000 },
  );
});

test("an offset on a pair's second half is the pair's own code point", () => {
  expect(codePointIndexer('a😀b')(2)).toBe(1);
  expect(codePointIndexer('a😀b')(3)).toBe(2);
});
