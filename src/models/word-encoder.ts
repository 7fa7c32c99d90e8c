import { loadHfTokenizer, type HfTokenizer } from './hf-tokenizer.js';
import { splitWords, type Word } from './words.js';

/** A text as a model reads it: word pieces without special tokens, each tied to its word. */
export interface EncodedWords {
  readonly words: readonly Word[];
  /** Piece ids, in text order. */
  readonly ids: readonly number[];
  /** For each piece, the index of its word in `words`. */
  readonly wordOf: readonly number[];
  /** For each piece, whether it is its word's first piece (the one whose label is the word's). */
  readonly isFirst: readonly boolean[];
}

export interface WordEncoder {
  /** Ids the tokenizer puts before and after a sequence ([CLS] … [SEP], <s> … </s>). */
  readonly prefix: readonly number[];
  readonly suffix: readonly number[];
  /** The id sequences are padded with. */
  readonly padId: number;
  encode(text: string): EncodedWords;
}

/** Distinct words kept encoded; chat vocabulary repeats, so a bounded cache holds nearly all. */
const CACHE_LIMIT = 50_000;

/**
 * The one place text becomes model input, at serving and at training alike (docs/models.md):
 * words first (splitWords), then each word encoded alone with the model's own tokenizer.json.
 */
export function createWordEncoder(tokenizerJson: unknown, tokenizerConfig: Record<string, unknown> = {}): WordEncoder {
  const tokenizer = loadHfTokenizer(tokenizerJson as object, tokenizerConfig);
  const cache = new Map<string, readonly number[]>();
  const piecesOf = (word: string): readonly number[] => {
    const cached = cache.get(word);
    if (cached !== undefined) return cached;
    const ids: readonly number[] = tokenizer.encode(word, { add_special_tokens: false }).ids;
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(word, ids);
    return ids;
  };
  const { prefix, suffix } = specialTokens(tokenizer);
  const padId = ['[PAD]', '<pad>', '<PAD>'].map((t) => tokenizer.token_to_id(t)).find((id) => id !== undefined) ?? 0;

  return {
    prefix,
    suffix,
    padId,
    encode(text) {
      const words = splitWords(text);
      const ids: number[] = [];
      const wordOf: number[] = [];
      const isFirst: boolean[] = [];
      for (let w = 0; w < words.length; w++) {
        const word = words[w] as Word;
        // A word the normalizer erases (a control character) has no pieces and no label.
        const pieces = piecesOf(text.slice(word.start, word.end));
        for (let p = 0; p < pieces.length; p++) {
          ids.push(pieces[p] as number);
          wordOf.push(w);
          isFirst.push(p === 0);
        }
      }
      return { words, ids, wordOf, isFirst };
    },
  };
}

/** What the tokenizer's post-processor adds around one sequence, read off a one-word encoding. */
function specialTokens(tokenizer: HfTokenizer): { prefix: number[]; suffix: number[] } {
  const plain: readonly number[] = tokenizer.encode('a', { add_special_tokens: false }).ids;
  const full: readonly number[] = tokenizer.encode('a').ids;
  for (let at = 0; at + plain.length <= full.length; at++) {
    if (plain.every((id: number, i: number) => full[at + i] === id)) return { prefix: full.slice(0, at), suffix: full.slice(at + plain.length) };
  }
  return { prefix: [], suffix: [] };
}
