import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { Tokenizer } from '@huggingface/tokenizers';
import { splitWords } from '../../src/models/words.js';
import { createWordEncoder, type WordEncoder } from '../../src/models/word-encoder.js';
import { intOption, isMain, listOption, requireOption, runMain } from './cli.js';
import { field, readJsonl, where } from './jsonl.js';

/**
 * Learns a WordPiece vocabulary from a corpus and writes it as a Hugging Face tokenizer.json that
 * tokenizers.js (serving) reads. Words are counted exactly as serving will see them: splitWords,
 * then the tokenizer's own normalizer and pre-tokenizer, so a piece learned here is a piece the
 * runtime can produce.
 */

export const SPECIAL_TOKENS = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]'] as const;
const PREFIX = '##';
/** tokenizers.js turns a longer word into [UNK] whole; counting such words would only waste merges. */
const MAX_WORD_CHARS = 100;

export interface TokenizerOptions {
  readonly vocabSize: number;
  readonly lowercase: boolean;
  readonly minFrequency: number;
}

export const DEFAULT_OPTIONS: TokenizerOptions = { vocabSize: 8000, lowercase: false, minFrequency: 2 };

/** The tokenizer.json document; only the parts Veil writes are typed. */
export interface TokenizerJson {
  readonly version: '1.0';
  readonly truncation: null;
  readonly padding: null;
  readonly added_tokens: readonly AddedToken[];
  readonly normalizer: Record<string, unknown>;
  readonly pre_tokenizer: Record<string, unknown>;
  readonly post_processor: Record<string, unknown>;
  readonly decoder: Record<string, unknown>;
  readonly model: { readonly type: 'WordPiece'; readonly vocab: Record<string, number> } & Record<string, unknown>;
}

interface AddedToken {
  readonly id: number;
  readonly content: string;
  readonly single_word: false;
  readonly lstrip: false;
  readonly rstrip: false;
  readonly normalized: false;
  readonly special: true;
}

/** tokenizer.json for a vocabulary in id order (specials first, as learnVocabulary returns it). */
export function tokenizerJson(vocab: readonly string[], lowercase: boolean): TokenizerJson {
  const ids: Record<string, number> = {};
  vocab.forEach((token, id) => {
    ids[token] = id;
  });
  for (const special of SPECIAL_TOKENS) if (ids[special] === undefined) throw new Error(`vocabulary lacks ${special}`);
  const special = (content: string): AddedToken => ({
    id: ids[content] as number,
    content,
    single_word: false,
    lstrip: false,
    rstrip: false,
    normalized: false,
    special: true,
  });
  const token = (id: string, typeId: number) => ({ SpecialToken: { id, type_id: typeId } });
  const sequence = (id: string, typeId: number) => ({ Sequence: { id, type_id: typeId } });
  return {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: SPECIAL_TOKENS.map(special),
    normalizer: { type: 'BertNormalizer', clean_text: true, handle_chinese_chars: true, strip_accents: false, lowercase },
    pre_tokenizer: { type: 'BertPreTokenizer' },
    post_processor: {
      type: 'TemplateProcessing',
      single: [token('[CLS]', 0), sequence('A', 0), token('[SEP]', 0)],
      pair: [token('[CLS]', 0), sequence('A', 0), token('[SEP]', 0), sequence('B', 1), token('[SEP]', 1)],
      special_tokens: {
        '[CLS]': { id: '[CLS]', ids: [ids['[CLS]']], tokens: ['[CLS]'] },
        '[SEP]': { id: '[SEP]', ids: [ids['[SEP]']], tokens: ['[SEP]'] },
      },
    },
    // tokenizers.js refuses a tokenizer without a decoder.
    decoder: { type: 'WordPiece', prefix: PREFIX, cleanup: true },
    model: { type: 'WordPiece', unk_token: '[UNK]', continuing_subword_prefix: PREFIX, max_input_chars_per_word: MAX_WORD_CHARS, vocab: ids },
  };
}

/**
 * The two pipeline stages WordCounter borrows. Stated here because the package's own .d.ts files
 * import each other without extensions, which NodeNext resolution cannot follow, so its types
 * arrive unresolved.
 */
type TokenizerPipeline = new (
  json: object,
  config: object,
) => {
  readonly normalizer: { normalize(text: string): string } | null;
  readonly pre_tokenizer: { pre_tokenize_text(text: string): string[] } | null;
};

/**
 * Counts the pre-tokens a corpus produces. The skeleton tokenizer (specials only) lends its
 * normalizer and pre-tokenizer, the very ones the written tokenizer.json will run at serving.
 */
export class WordCounter {
  readonly counts = new Map<string, number>();
  private readonly normalize: (text: string) => string;
  private readonly preTokenize: (text: string) => string[];

  constructor(lowercase: boolean) {
    const skeleton = new (Tokenizer as unknown as TokenizerPipeline)(tokenizerJson([...SPECIAL_TOKENS], lowercase), {});
    const { normalizer, pre_tokenizer: preTokenizer } = skeleton;
    if (normalizer === null || preTokenizer === null) throw new Error('tokenizers.js built no normalizer or pre-tokenizer');
    this.normalize = (text) => normalizer.normalize(text);
    this.preTokenize = (text) => preTokenizer.pre_tokenize_text(text);
  }

  add(text: string): void {
    for (const word of splitWords(text)) {
      for (const piece of this.preTokenize(this.normalize(text.slice(word.start, word.end)))) {
        this.counts.set(piece, (this.counts.get(piece) ?? 0) + 1);
      }
    }
  }
}

/**
 * A WordPiece vocabulary learned the way Hugging Face's WordPiece trainer does it: BPE merges
 * over word frequencies, pieces inside a word carrying the ## prefix. Returns tokens in id order:
 * specials, then the alphabet (both forms of every frequent character), then merges.
 * Ties go to the pair with the lower ids, so the vocabulary is a function of the counts alone.
 */
export function learnVocabulary(counts: ReadonlyMap<string, number>, options: TokenizerOptions): string[] {
  const vocab: string[] = [...SPECIAL_TOKENS];
  const idOf = new Map<string, number>(vocab.map((t, i) => [t, i]));
  const intern = (token: string): number => {
    let id = idOf.get(token);
    if (id === undefined) {
      id = vocab.length;
      vocab.push(token);
      idOf.set(token, id);
    }
    return id;
  };

  // Sorted entries: Map iteration order depends on corpus order, the vocabulary must not.
  const entries = [...counts].filter(([w]) => [...w].length <= MAX_WORD_CHARS).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const charCounts = new Map<string, number>();
  for (const [word, count] of entries) for (const ch of word) charCounts.set(ch, (charCounts.get(ch) ?? 0) + count);
  const alphabet = [...charCounts]
    .filter(([, n]) => n >= options.minFrequency)
    .sort(([a, n], [b, m]) => m - n || (a < b ? -1 : a > b ? 1 : 0))
    .map(([ch]) => ch);
  for (const ch of alphabet) {
    intern(ch);
    intern(PREFIX + ch);
  }
  if (vocab.length > options.vocabSize) {
    process.stderr.write(`build-tokenizer: the alphabet alone has ${vocab.length} tokens, above --vocab-size ${options.vocabSize}\n`);
  }

  // Words as symbol ids; a word with a rare character can never be spelled, so it teaches nothing.
  const words: number[][] = [];
  const freqs: number[] = [];
  for (const [word, count] of entries) {
    const symbols = [...word].map((ch, i) => idOf.get(i === 0 ? ch : PREFIX + ch));
    if (symbols.some((s) => s === undefined)) continue;
    words.push(symbols as number[]);
    freqs.push(count);
  }
  mergePairs(words, freqs, options, vocab, intern);
  return vocab;
}

/** Pair key: two symbol ids in one safe integer. */
const SHIFT = 2 ** 24;
const pairKey = (a: number, b: number): number => a * SHIFT + b;

function mergePairs(words: number[][], freqs: readonly number[], options: TokenizerOptions, vocab: string[], intern: (t: string) => number): void {
  const pairCounts = new Map<number, number>();
  const pairWords = new Map<number, Set<number>>();
  const addWord = (w: number, sign: 1 | -1, changed: Set<number>): void => {
    const symbols = words[w] as number[];
    const freq = (freqs[w] as number) * sign;
    for (let i = 0; i + 1 < symbols.length; i++) {
      const key = pairKey(symbols[i] as number, symbols[i + 1] as number);
      pairCounts.set(key, (pairCounts.get(key) ?? 0) + freq);
      changed.add(key);
      if (sign === 1) {
        let set = pairWords.get(key);
        if (set === undefined) pairWords.set(key, (set = new Set()));
        set.add(w);
      }
    }
  };
  const initial = new Set<number>();
  for (let w = 0; w < words.length; w++) addWord(w, 1, initial);
  const heap = new PairHeap();
  for (const key of initial) heap.push(pairCounts.get(key) ?? 0, key);

  while (vocab.length < options.vocabSize) {
    const top = heap.pop();
    if (top === undefined) break;
    const [count, key] = top;
    if (pairCounts.get(key) !== count) continue; // stale entry: the pair's count changed since
    if (count < options.minFrequency) break;
    const a = Math.floor(key / SHIFT);
    const b = key % SHIFT;
    const right = vocab[b] as string;
    const merged = intern((vocab[a] as string) + (right.startsWith(PREFIX) ? right.slice(PREFIX.length) : right));
    const changed = new Set<number>();
    for (const w of pairWords.get(key) ?? []) {
      const symbols = words[w] as number[];
      if (!symbols.some((s, i) => s === a && symbols[i + 1] === b)) continue; // membership is kept lazily
      addWord(w, -1, changed);
      const next: number[] = [];
      for (let i = 0; i < symbols.length; i++) {
        if (symbols[i] === a && symbols[i + 1] === b) {
          next.push(merged);
          i++;
        } else next.push(symbols[i] as number);
      }
      words[w] = next;
      addWord(w, 1, changed);
    }
    pairWords.delete(key);
    for (const k of changed) {
      const n = pairCounts.get(k) ?? 0;
      if (n > 0) heap.push(n, k);
      else pairCounts.delete(k);
    }
  }
}

/** Max-heap of [count, pair], ties to the lower pair key: the merge order must be reproducible. */
class PairHeap {
  private readonly items: [number, number][] = [];

  push(count: number, key: number): void {
    const items = this.items;
    items.push([count, key]);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(i, parent)) break;
      [items[i], items[parent]] = [items[parent] as [number, number], items[i] as [number, number]];
      i = parent;
    }
  }

  pop(): [number, number] | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (top === undefined || last === undefined || items.length === 0) return top;
    items[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let best = i;
      if (l < items.length && this.before(l, best)) best = l;
      if (r < items.length && this.before(r, best)) best = r;
      if (best === i) return top;
      [items[i], items[best]] = [items[best] as [number, number], items[i] as [number, number]];
      i = best;
    }
  }

  private before(i: number, j: number): boolean {
    const [ci, ki] = this.items[i] as [number, number];
    const [cj, kj] = this.items[j] as [number, number];
    return ci > cj || (ci === cj && ki < kj);
  }
}

/** Learns a tokenizer from texts and proves it loads where serving loads it. */
export function buildTokenizer(texts: Iterable<string>, options: TokenizerOptions = DEFAULT_OPTIONS): TokenizerJson {
  const counter = new WordCounter(options.lowercase);
  for (const text of texts) counter.add(text);
  const json = tokenizerJson(learnVocabulary(counter.counts, options), options.lowercase);
  checkSpecials(createWordEncoder(json));
  return json;
}

function checkSpecials(encoder: WordEncoder): void {
  const ok = encoder.padId === 0 && encoder.prefix.join() === '2' && encoder.suffix.join() === '3';
  if (!ok) throw new Error(`tokenizer specials are wrong: pad ${encoder.padId}, prefix [${encoder.prefix.join()}], suffix [${encoder.suffix.join()}]`);
}

export interface TokenizerStats {
  readonly texts: number;
  readonly words: number;
  readonly pieces: number;
  /** Share of words that became [UNK] (WordPiece makes a word [UNK] whole). */
  readonly unkRate: number;
  readonly piecesPerWord: number;
}

/** How well a tokenizer covers texts, measured through the serving path itself. */
export function tokenizerStats(encoder: WordEncoder, texts: Iterable<string>, unkId = 1): TokenizerStats {
  let count = 0;
  let words = 0;
  let pieces = 0;
  let unk = 0;
  for (const text of texts) {
    const encoded = encoder.encode(text);
    count++;
    pieces += encoded.ids.length;
    encoded.ids.forEach((id, i) => {
      if (encoded.isFirst[i] === true) {
        words++;
        if (id === unkId) unk++;
      }
    });
  }
  return { texts: count, words, pieces, unkRate: words === 0 ? 0 : unk / words, piecesPerWord: words === 0 ? 0 : pieces / words };
}

export async function readTexts(paths: readonly string[]): Promise<string[]> {
  const texts: string[] = [];
  for (const path of paths) {
    for await (const record of readJsonl(path)) {
      const text = field(record, 'text');
      if (typeof text !== 'string') throw new Error(`${where(record)}: "text" must be a string`);
      texts.push(text);
    }
  }
  return texts;
}

const USAGE =
  'usage: node --import tsx models/train/build-tokenizer.ts --corpus a.jsonl[,b.jsonl…] --out <dir>/tokenizer.json [--vocab-size 8000] [--lowercase] [--min-frequency 2]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      corpus: { type: 'string' },
      out: { type: 'string' },
      'vocab-size': { type: 'string' },
      lowercase: { type: 'boolean', default: false },
      'min-frequency': { type: 'string' },
    },
    strict: true,
  });
  const corpus = listOption(requireOption(values.corpus, 'corpus', USAGE));
  const out = requireOption(values.out, 'out', USAGE);
  const options: TokenizerOptions = {
    vocabSize: intOption(values['vocab-size'], 'vocab-size', DEFAULT_OPTIONS.vocabSize),
    lowercase: values.lowercase === true,
    minFrequency: intOption(values['min-frequency'], 'min-frequency', DEFAULT_OPTIONS.minFrequency),
  };
  const started = Date.now();
  const texts = await readTexts(corpus);
  const json = buildTokenizer(texts, options);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(json)}\n`);
  const stats = tokenizerStats(createWordEncoder(json), texts);
  process.stdout.write(
    `${out}: ${Object.keys(json.model.vocab).length} tokens (${options.lowercase ? 'lowercased' : 'cased'}) from ${stats.texts} texts in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `[UNK] ${(stats.unkRate * 100).toFixed(3)} % of ${stats.words} words, ${stats.piecesPerWord.toFixed(3)} pieces per word\n`,
  );
}

if (isMain(import.meta.url)) runMain(main);
