import type { Finding } from '../core/detection.js';
import { codePointIndexer } from '../detection/code-points.js';
import { softmaxInto } from './calibration.js';
import { readTokenLabel, type TokenLabel } from './labels.js';
import type { ModelFiles } from './model-files.js';
import type { ModelRunner } from './onnx-runner.js';
import { runInBatches } from './run-batches.js';
import { centrality, pieceWindows, type PieceWindow } from './windows.js';
import type { EncodedWords, WordEncoder } from './word-encoder.js';

export interface NerOptions {
  readonly files: ModelFiles;
  readonly runner: ModelRunner;
  readonly encoder: WordEncoder;
  /** Model base label → Veil entity type (undefined: ignored). */
  readonly map: (base: string) => string | undefined;
  /** Pieces per window, special tokens excluded. */
  readonly windowPieces: number;
  readonly overlapPieces: number;
  readonly maxSequencesPerCall: number;
}

export interface NerModel {
  /** Entity spans per text, offsets in code points, confidence = mean probability of the span's type over its words. */
  recognize(texts: readonly string[]): Promise<Finding[][]>;
}

/** Per word: the probability of each label, from the window that saw the word nearest its middle. */
interface WordScores {
  readonly probs: (Float64Array | undefined)[];
  readonly best: number[];
}

/**
 * Token classification over windows of word pieces (docs/models.md): each word takes the label of
 * its first piece; BIO(ES) tags join words into spans; offsets come from the words, so they are
 * exact in the original text whatever the tokenizer's normalizer did.
 */
export function createNerModel(options: NerOptions): NerModel {
  const { files, runner, encoder } = options;
  const labels: TokenLabel[] = files.labels.map((label) => readTokenLabel(label, options.map));
  const temperature = files.calibration?.temperature ?? 1;
  const recognizer = `ner:${files.dir.split(/[\\/]/).pop() ?? 'model'}`;

  return {
    async recognize(texts) {
      const encoded = texts.map((text) => encoder.encode(text));
      const windows = encoded.map((e) => pieceWindows(e.isFirst, options.windowPieces, options.overlapPieces));
      const sequences: number[][] = [];
      const owner: { text: number; window: PieceWindow }[] = [];
      encoded.forEach((e, text) => {
        for (const window of windows[text] as PieceWindow[]) {
          sequences.push([...encoder.prefix, ...e.ids.slice(window.from, window.to), ...encoder.suffix]);
          owner.push({ text, window });
        }
      });
      const logits = await runInBatches(runner, sequences, encoder.padId, labels.length, 'token', options.maxSequencesPerCall);

      const scores: WordScores[] = encoded.map((e) => ({ probs: new Array(e.words.length), best: new Array<number>(e.words.length).fill(-1) }));
      owner.forEach(({ text, window }, s) => {
        const e = encoded[text] as EncodedWords;
        const score = scores[text] as WordScores;
        const { data, base } = logits[s] as { data: Float32Array; base: number };
        for (let piece = window.from; piece < window.to; piece++) {
          if (e.isFirst[piece] !== true) continue;
          const word = e.wordOf[piece] as number;
          const c = centrality(window, piece);
          if (c <= (score.best[word] as number)) continue;
          score.best[word] = c;
          const position = encoder.prefix.length + piece - window.from;
          const probs = new Float64Array(labels.length);
          softmaxInto(data, base + position * labels.length, labels.length, temperature, probs);
          score.probs[word] = probs;
        }
      });
      return texts.map((text, index) => spansOf(text, encoded[index] as EncodedWords, scores[index] as WordScores, labels, recognizer));
    },
  };
}

interface OpenSpan {
  readonly target: string;
  firstWord: number;
  lastWord: number;
}

function spansOf(text: string, encoded: EncodedWords, scores: WordScores, labels: readonly TokenLabel[], recognizer: string): Finding[] {
  const { words } = encoded;
  const spans: OpenSpan[] = [];
  let open: OpenSpan | undefined;
  for (let w = 0; w < words.length; w++) {
    const probs = scores.probs[w];
    const label = probs === undefined ? undefined : labels[argmax(probs)];
    if (label?.target === undefined) {
      open = undefined;
      continue;
    }
    if (open === undefined || label.tag === 'B' || label.tag === 'S' || open.target !== label.target) {
      open = { target: label.target, firstWord: w, lastWord: w };
      spans.push(open);
    } else {
      open.lastWord = w;
    }
    if (label.tag === 'S' || label.tag === 'E') open = undefined;
  }

  refineSpans(text, words, spans, (w, target) => typeProbability(scores.probs[w], labels, target));

  const toPoint = codePointIndexer(text);
  const findings: Finding[] = [];
  for (const span of spans) {
    // Punctuation at the edges ("Smith," or "(Lyon") is not part of the value.
    let first = span.firstWord;
    let last = span.lastWord;
    while (first <= last && !isWordy(text, words[first] as { start: number; end: number })) first++;
    while (last >= first && !isWordy(text, words[last] as { start: number; end: number })) last--;
    if (first > last) continue;
    let sum = 0;
    for (let w = first; w <= last; w++) sum += typeProbability(scores.probs[w], labels, span.target);
    const start = (words[first] as { start: number }).start;
    const end = (words[last] as { end: number }).end;
    findings.push({
      entity_type: span.target,
      text: text.slice(start, end),
      start: toPoint(start),
      end: toPoint(end),
      confidence: round(sum / (last - first + 1)),
      recognizer,
    });
  }
  return findings;
}

/**
 * A word joins a neighbouring span of its type when the model gives that type at least this
 * probability, though not the most: a small model often tags a name's surname and leaves the
 * first name just under O ("Seth [Schiller]"). Chosen on the validation split (docs/models.md).
 */
const EXTEND_MIN = 0.3;
const SAME_LINE_GAP = /^[ \t]*$/u;
const CONNECTOR = /^[-'’‐]$/u;

/**
 * Span clean-up after BIO decoding, on word indices: two spans of one type separated only by
 * spaces, or by a hyphen or apostrophe glued to both, are one value ("long" "gao" → "long gao",
 * "Rowe" "-" "Mphahlele" → "Rowe-Mphahlele"); a span grows over adjacent words on its line
 * that the model gives its type with at least EXTEND_MIN and that no other span holds, also across
 * a hyphen or apostrophe inside a word ("Rowe-Mphahlele", "O'Conner").
 */
function refineSpans(text: string, words: readonly { start: number; end: number }[], spans: OpenSpan[], typeProb: (word: number, target: string) => number): void {
  const gap = (a: number, b: number): string => text.slice((words[a] as { end: number }).end, (words[b] as { start: number }).start);
  const sameLine = (a: number, b: number): boolean => SAME_LINE_GAP.test(gap(a, b));
  const glued = (a: number, b: number): boolean => gap(Math.min(a, b), Math.max(a, b)) === '';
  const isConnector = (w: number): boolean => {
    const word = words[w] as { start: number; end: number };
    return CONNECTOR.test(text.slice(word.start, word.end));
  };
  for (let i = spans.length - 1; i > 0; i--) {
    const left = spans[i - 1] as OpenSpan;
    const right = spans[i] as OpenSpan;
    if (left.target !== right.target) continue;
    const touching = right.firstWord === left.lastWord + 1 && sameLine(left.lastWord, right.firstWord);
    const hyphenated = right.firstWord === left.lastWord + 2 && isConnector(left.lastWord + 1) && glued(left.lastWord, left.lastWord + 1) && glued(left.lastWord + 1, right.firstWord);
    if (touching || hyphenated) {
      left.lastWord = right.lastWord;
      spans.splice(i, 1);
    }
  }
  // How many words the span may take next to `from` (the word just outside it), going `step`:
  // one word of its type, or a hyphen or apostrophe glued to both sides and the word after it
  // ("Rowe" "-" "Mphahlele"), or 0.
  // `limit` is the neighbouring span's edge or one past the text's end, so every word strictly
  // between the span and it exists.
  const grow = (span: OpenSpan, from: number, step: 1 | -1, limit: number): number => {
    if (from === limit) return 0;
    const inside = from - step;
    const ok = (w: number): boolean => isWordy(text, words[w] as { start: number; end: number }) && typeProb(w, span.target) >= EXTEND_MIN;
    if (ok(from) && sameLine(Math.min(inside, from), Math.max(inside, from))) return 1;
    const next = from + step;
    if (next === limit) return 0;
    return isConnector(from) && glued(inside, from) && glued(from, next) && ok(next) ? 2 : 0;
  };
  spans.forEach((span, i) => {
    const floor = i === 0 ? -1 : (spans[i - 1] as OpenSpan).lastWord;
    const ceiling = i === spans.length - 1 ? words.length : (spans[i + 1] as OpenSpan).firstWord;
    for (let n = grow(span, span.firstWord - 1, -1, floor); n > 0; n = grow(span, span.firstWord - 1, -1, floor)) span.firstWord -= n;
    for (let n = grow(span, span.lastWord + 1, 1, ceiling); n > 0; n = grow(span, span.lastWord + 1, 1, ceiling)) span.lastWord += n;
  });
}

/** P(word belongs to `target`): the mass of every tag of that type. */
function typeProbability(probs: Float64Array | undefined, labels: readonly TokenLabel[], target: string): number {
  if (probs === undefined) return 0;
  let p = 0;
  labels.forEach((label, i) => {
    if (label.target === target) p += probs[i] as number;
  });
  return p;
}

const WORDY = /[\p{L}\p{N}]/u;
const isWordy = (text: string, word: { start: number; end: number }): boolean => WORDY.test(text.slice(word.start, word.end));

function argmax(values: Float64Array): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if ((values[i] as number) > (values[best] as number)) best = i;
  return best;
}

const round = (value: number): number => Math.round(value * 10_000) / 10_000;
