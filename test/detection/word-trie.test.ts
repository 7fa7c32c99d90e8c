import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createPiiEngine } from '../../src/detection/pii-engine.js';
import RE2 from 're2';
import { asciiCaseless, caselessPrefilter, wordTrieSource } from '../../src/detection/word-trie.js';

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

describe('caselessPrefilter', () => {
  test('spells ASCII case out, keeps escapes, refuses bracket expressions', () => {
    expect(asciiCaseless(String.raw`tel\.|\bdob\s`)).toBe(String.raw`[Tt][Ee][Ll]\.|\b[Dd][Oo][Bb]\s`);
    expect(asciiCaseless('sk')).toBe(String.raw`(?:[Ss]|[^\x00-\x7F])(?:[Kk]|[^\x00-\x7F])`);
    expect(() => asciiCaseless('[a-z]')).toThrow(/bracket/);
    expect(caselessPrefilter('grüße|ß')).toBe(String.raw`(?:[Gg][Rr][^\x00-\x7F][^\x00-\x7F][Ee]|[^\x00-\x7F])`);
    expect(new RE2(caselessPrefilter('ssn|kontakt'), 'u').test('\u017Fsn and \u212Aontakt')).toBe(true);
  });

  test('matches wherever the words match in any case (a necessary condition), in RE2 as the set runs it', () => {
    for (const words of wordLists) {
      const prefilter = new RE2(caselessPrefilter(words.map(escape).join('|')), 'u');
      const reference = alternation(words);
      const piece = fc.oneof(fc.constantFrom(...words), fc.constantFrom(' ', '-', 'é', '1', '\n', 'É'));
      // Re-cased, and with the characters that (?i) folds into "s" and "k" (ſ, the Kelvin sign).
      const recase = (p: string, how: number): string => (how === 0 ? p : how === 1 ? p.toUpperCase() : p.replace(/s/g, '\u017F').replace(/k/g, '\u212A'));
      const text = fc
        .array(fc.tuple(piece, fc.integer({ min: 0, max: 2 })), { maxLength: 8 })
        .map((parts) => parts.map(([p, how]) => recase(p, how)).join(''));
      fc.assert(
        fc.property(text, (t) => {
          reference.lastIndex = 0;
          if (reference.test(t)) expect(prefilter.test(t)).toBe(true);
        }),
        { numRuns: 200 },
      );
    }
  });
});
