import { describe, expect, test } from 'vitest';
import { labelMapper, readTokenLabel } from '../../src/models/labels.js';
import { centrality, pieceWindows } from '../../src/models/windows.js';
import { lastWordsFrom, splitWords } from '../../src/models/words.js';

const wordsOf = (text: string): string[] => splitWords(text).map((w) => text.slice(w.start, w.end));

describe('splitWords', () => {
  test('letters, digits and marks make words; every other non-space character is a word alone', () => {
    expect(wordsOf("Dr. O'Neil-Smith lives at 12b Rue d’Été, 75001!")).toEqual([
      'Dr', '.', 'O', "'", 'Neil', '-', 'Smith', 'lives', 'at', '12b', 'Rue', 'd', '’', 'Été', ',', '75001', '!',
    ]);
  });

  test('offsets are UTF-16 indices of the original text, astral characters kept whole', () => {
    const text = 'hi 👋🏽 José\u0301 山田太郎';
    const words = splitWords(text);
    expect(words.map((w) => text.slice(w.start, w.end))).toEqual(['hi', '👋', '🏽', 'José\u0301', '山田太郎']);
    for (const w of words) expect(text.slice(w.start, w.end).trim()).toBe(text.slice(w.start, w.end));
  });

  test('lastWordsFrom: where the last n words begin', () => {
    expect(lastWordsFrom('my name is Ada Love', 2)).toBe('my name is '.length);
    expect(lastWordsFrom('Ada', 3)).toBe(0);
    expect(lastWordsFrom('   ', 3)).toBe(3);
  });
});

describe('pieceWindows', () => {
  // Pieces of words of 1, 3, 2, 1, 4 and 2 pieces.
  const isFirst = [true, true, false, false, true, false, true, true, false, false, false, true, false];

  test('covers every piece, starts every window on a word and cuts no word when it can help it', () => {
    const windows = pieceWindows(isFirst, 5, 2);
    expect(windows[0]).toEqual({ from: 0, to: 4 });
    expect(windows.at(-1)?.to).toBe(isFirst.length);
    for (const w of windows) {
      expect(isFirst[w.from]).toBe(true);
      expect(w.to - w.from).toBeLessThanOrEqual(5);
      if (w.to < isFirst.length) expect(isFirst[w.to]).toBe(true);
    }
    for (let i = 1; i < windows.length; i++) {
      expect((windows[i] as { from: number }).from).toBeLessThan((windows[i - 1] as { to: number }).to + 1);
      expect((windows[i] as { from: number }).from).toBeGreaterThan((windows[i - 1] as { from: number }).from);
    }
  });

  test('a word longer than a window is cut, and the walk still ends', () => {
    const long = [true, ...Array.from({ length: 11 }, () => false), true];
    const windows = pieceWindows(long, 4, 1);
    expect(windows.at(-1)?.to).toBe(long.length);
    expect(windows.every((w) => w.to - w.from <= 4)).toBe(true);
  });

  test('one window for a short text, none for an empty one', () => {
    expect(pieceWindows([true, false, true], 128, 32)).toEqual([{ from: 0, to: 3 }]);
    expect(pieceWindows([], 128, 32)).toEqual([]);
  });

  test('centrality prefers the window where a piece has context on both sides', () => {
    expect(centrality({ from: 0, to: 10 }, 0)).toBe(0);
    expect(centrality({ from: 0, to: 10 }, 5)).toBe(4);
  });
});

describe('labels', () => {
  const map = labelMapper({ PER: 'PERSON', LOC: 'LOCATION' }, ['PERSON', 'LOCATION']);

  test('BIO and BIOES tags over mapped, identity and unmapped labels', () => {
    expect(readTokenLabel('B-PER', map)).toEqual({ tag: 'B', target: 'PERSON' });
    expect(readTokenLabel('I-LOCATION', map)).toEqual({ tag: 'I', target: 'LOCATION' });
    expect(readTokenLabel('S-LOC', map)).toEqual({ tag: 'S', target: 'LOCATION' });
    expect(readTokenLabel('B-MISC', map)).toEqual({ tag: 'B', target: undefined });
    expect(readTokenLabel('O', map)).toEqual({ tag: 'I', target: undefined });
  });
});
