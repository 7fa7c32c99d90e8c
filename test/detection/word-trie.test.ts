import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createPiiEngine } from '../../src/detection/pii-engine.js';
import { wordTrieSource } from '../../src/detection/word-trie.js';

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The reference: the words longest first, as one alternation. */
const alternation = (words: readonly string[]): RegExp =>
  new RegExp(
    [...words]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|'),
    'giu',
  );

/** Every start and the word found there, overlapping ones included, as the context rules scan. */
function occurrences(pattern: RegExp, text: string): string[] {
  const found: string[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    found.push(`${m.index}:${m[0]}`);
    pattern.lastIndex = m.index + 1;
  }
  return found;
}

const wordLists = createPiiEngine()
  .recognizers.flatMap((r) => [r.context?.words, r.context?.negative])
  .filter((words): words is readonly string[] => words !== undefined && words.length > 0);

describe('wordTrieSource', () => {
  test('folds shared prefixes into one trie', () => {
    expect(wordTrieSource(['medical record number', 'medical record', 'mrn'])).toBe('m(?:edical record(?: number)?|rn)');
    expect(wordTrieSource(['date', 'date of birth', 'dob'])).toBe('d(?:ate(?: of birth)?|ob)');
  });

  test('an empty list matches nothing', () => {
    expect(new RegExp(wordTrieSource([]), 'u').test('anything')).toBe(false);
  });

  test("finds what a longest-first alternation finds, for every context rule's words, in any case", () => {
    expect(wordLists.length).toBeGreaterThan(5);
    for (const words of wordLists) {
      const trie = new RegExp(wordTrieSource(words), 'giu');
      const reference = alternation(words);
      // Texts made of the words themselves, cut, re-cased and run together with other characters.
      const piece = fc.oneof(
        fc.constantFrom(...words),
        fc.constantFrom(...words).chain((w) => fc.integer({ min: 0, max: w.length }).map((n) => w.slice(0, n))),
        fc.constantFrom(' ', '-', '#', ':', '.', 'é', 'x', '1', '\n', 'É'),
      );
      const text = fc
        .array(fc.tuple(piece, fc.boolean()), { maxLength: 12 })
        .map((parts) => parts.map(([p, upper]) => (upper ? p.toUpperCase() : p)).join(''));
      fc.assert(
        fc.property(text, (t) => {
          expect(occurrences(trie, t)).toEqual(occurrences(reference, t));
        }),
        { numRuns: 300 },
      );
    }
  });
});
