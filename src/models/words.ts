/**
 * Words with their offsets: how Veil pre-tokenizes text for a model, at serving and at training
 * (models/train/encode.ts) alike. tokenizers.js returns no offsets, so Veil splits the text itself
 * and encodes each word alone (docs/models.md): a word's offsets are then exact by construction.
 *
 * A word is a run of letters, digits and combining marks, or any other single non-space
 * character (punctuation, symbols, emoji), the way BERT's pre-tokenizer splits on whitespace and
 * punctuation. Offsets are UTF-16 indices of the original text, end exclusive.
 */
export interface Word {
  readonly start: number;
  readonly end: number;
}

const WORD = /[\p{L}\p{N}\p{M}]+|[^\s\p{L}\p{N}\p{M}]/gu;

export function splitWords(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    words.push({ start, end: start + match[0].length });
  }
  return words;
}

/**
 * Where the last `count` words of a text begin (text.length when it has none): the part a model
 * that reads right context may still read differently once more text arrives.
 */
export function lastWordsFrom(text: string, count: number): number {
  // Words are short: the last few always lie within this many characters, or the tail is one long run.
  const from = Math.max(0, text.length - 64 * count);
  const words = splitWords(text.slice(from));
  if (words.length === 0) return text.length;
  const first = words[Math.max(0, words.length - count)] as Word;
  return from + first.start;
}
