import { parseArgs } from 'node:util';
import { pieceWindows, type PieceWindow } from '../../src/models/windows.js';
import type { Word } from '../../src/models/words.js';
import { createWordEncoder, type EncodedWords, type WordEncoder } from '../../src/models/word-encoder.js';
import { intOption, isMain, listOption, requireOption, runMain } from './cli.js';
import { field, isRecord, JsonlWriter, readJsonFile, readJsonl, where, type JsonlRecord } from './jsonl.js';

/**
 * Turns labelled JSONL into model input, through createWordEncoder only: the module serving uses,
 * so a model never sees at serving a tokenization it was not trained on (docs/models.md).
 */

/** Cross-entropy's ignore index in torch: special tokens and a word's non-first pieces. */
export const IGNORE = -100;
/** A safety label the example does not state (absent from its `labels`): masked out of the loss. */
export const UNKNOWN = -1;

export interface EncodedExample {
  readonly input_ids: readonly number[];
  readonly labels: readonly number[];
}

// ---------------------------------------------------------------------------------------------
// Windows

// The runtime's own windowing, so training sees words whole the way serving does.
export { pieceWindows, type PieceWindow };

// ---------------------------------------------------------------------------------------------
// NER

export interface Span {
  readonly start: number;
  readonly end: number;
  readonly label: string;
}

/**
 * BIO tags per word: a word overlapping a span is B- if it is the span's first word, I- after.
 * Overlap rather than containment, because annotators' offsets often cut a word ("Paris's").
 * A word in two spans keeps the first span's tag: spans are sorted, so that is the earlier one.
 */
export function wordTags(words: readonly Word[], spans: readonly Span[]): string[] {
  const tags = words.map(() => 'O');
  const sorted = [...spans].sort((a, b) => a.start - b.start || a.end - b.end);
  for (const span of sorted) {
    let first = true;
    for (let w = 0; w < words.length; w++) {
      const word = words[w] as Word;
      if (word.end <= span.start || word.start >= span.end) continue;
      if (tags[w] === 'O') tags[w] = `${first ? 'B' : 'I'}-${span.label}`;
      first = false;
    }
  }
  return tags;
}

export interface NerEncoding {
  readonly examples: EncodedExample[];
  /** Span labels with no B-/I- entry in the label list: those words were tagged O. */
  readonly unmappedLabels: readonly string[];
}

/** One text's windows, each [prefix, pieces, suffix] with a label on every word's first piece. */
export function encodeNer(
  encoder: WordEncoder,
  text: string,
  spans: readonly Span[],
  labelIds: ReadonlyMap<string, number>,
  maxTokens: number,
  stride: number,
): NerEncoding {
  const encoded = encoder.encode(text);
  const tags = wordTags(encoded.words, spans);
  const outside = labelIds.get('O');
  if (outside === undefined) throw new Error('NER labels must include O');
  const unmapped = new Set<string>();
  const pieceLabels = encoded.ids.map((_, p) => {
    if (encoded.isFirst[p] !== true) return IGNORE;
    const tag = tags[encoded.wordOf[p] as number] as string;
    const id = labelIds.get(tag);
    if (id === undefined) {
      unmapped.add(tag.slice(2));
      return outside;
    }
    return id;
  });
  const examples = pieceWindows(encoded.isFirst, contentSize(encoder, maxTokens), stride).map((w) => wrap(encoder, encoded, w, pieceLabels.slice(w.from, w.to)));
  return { examples, unmappedLabels: [...unmapped] };
}

function contentSize(encoder: WordEncoder, maxTokens: number): number {
  const size = maxTokens - encoder.prefix.length - encoder.suffix.length;
  if (size < 1) throw new RangeError(`--max-tokens ${maxTokens} leaves no room besides the special tokens`);
  return size;
}

function wrap(encoder: WordEncoder, encoded: EncodedWords, window: PieceWindow, labels: readonly number[]): EncodedExample {
  return {
    input_ids: [...encoder.prefix, ...encoded.ids.slice(window.from, window.to), ...encoder.suffix],
    labels: [...encoder.prefix.map(() => IGNORE), ...labels, ...encoder.suffix.map(() => IGNORE)],
  };
}

// ---------------------------------------------------------------------------------------------
// Safety

/**
 * Which windows of a long text become examples. `first`: the opening window only, so a text's
 * labels are never duplicated onto parts that may not carry them. `first-last`: also the closing
 * window, for corpora whose harmful part tends to come at the end (jailbreak suffixes).
 */
export type SafetyWindows = 'first' | 'first-last';

export interface SafetyEncoding {
  readonly examples: EncodedExample[];
  /** The text had more pieces than one window holds, so part of it is not in any example. */
  readonly truncated: boolean;
}

/** One text as safety examples: its label vector (1, 0, or -1 for unknown) in `labelNames` order. */
export function encodeSafety(
  encoder: WordEncoder,
  text: string,
  labels: Readonly<Record<string, unknown>>,
  labelNames: readonly string[],
  maxTokens: number,
  windows: SafetyWindows = 'first',
): SafetyEncoding {
  const vector = labelNames.map((name) => safetyValue(labels[name], name));
  const encoded = encoder.encode(text);
  const size = contentSize(encoder, maxTokens);
  const all = pieceWindows(encoded.isFirst, size, 0);
  const first = all[0] ?? { from: 0, to: 0 };
  const chosen = [first];
  if (windows === 'first-last' && all.length > 1) {
    let from = Math.max(0, encoded.ids.length - size);
    while (from < encoded.ids.length - 1 && encoded.isFirst[from] !== true) from++;
    chosen.push({ from, to: encoded.ids.length });
  }
  const examples = chosen.map((w) => ({ input_ids: [...encoder.prefix, ...encoded.ids.slice(w.from, w.to), ...encoder.suffix], labels: vector }));
  return { examples, truncated: all.length > 1 };
}

function safetyValue(value: unknown, name: string): number {
  if (value === undefined || value === null) return UNKNOWN;
  if (value === 1 || value === true) return 1;
  if (value === 0 || value === false) return 0;
  throw new Error(`label ${name} must be 0, 1, true, false or absent, got ${JSON.stringify(value)}`);
}

// ---------------------------------------------------------------------------------------------
// Files

export type Task = 'ner' | 'safety';

export interface EncodeFileOptions {
  readonly tokenizerJson: unknown;
  readonly task: Task;
  readonly inPath: string;
  readonly outPath: string;
  readonly labels: readonly string[];
  readonly maxTokens: number;
  readonly stride: number;
  readonly keep: readonly string[];
  readonly safetyWindows: SafetyWindows;
}

export interface EncodeFileStats {
  readonly texts: number;
  readonly examples: number;
  /** Texts cut into more than one window (NER) or longer than one window (safety). */
  readonly longTexts: number;
  readonly unmappedLabels: readonly string[];
  /** NER: first pieces per label id; safety: positives, negatives, unknowns per label. */
  readonly labelCounts: Record<string, number>;
}

export async function encodeFile(options: EncodeFileOptions): Promise<EncodeFileStats> {
  const encoder = createWordEncoder(options.tokenizerJson);
  const labelIds = new Map(options.labels.map((label, id) => [label, id]));
  if (labelIds.size !== options.labels.length) throw new Error(`--labels has duplicates: ${options.labels.join(',')}`);
  const writer = new JsonlWriter(options.outPath);
  const unmapped = new Set<string>();
  const counts: Record<string, number> = {};
  const count = (key: string): void => {
    counts[key] = (counts[key] ?? 0) + 1;
  };
  let texts = 0;
  let longTexts = 0;
  try {
    for await (const record of readJsonl(options.inPath)) {
      const text = field(record, 'text');
      if (typeof text !== 'string') throw new Error(`${where(record)}: "text" must be a string`);
      texts++;
      let examples: EncodedExample[];
      if (options.task === 'ner') {
        const result = encodeNer(encoder, text, spansOf(record), labelIds, options.maxTokens, options.stride);
        result.unmappedLabels.forEach((l) => unmapped.add(l));
        examples = result.examples;
        for (const e of examples) for (const id of e.labels) if (id !== IGNORE) count(options.labels[id] as string);
      } else {
        const labels = field(record, 'labels');
        if (!isRecord(labels)) throw new Error(`${where(record)}: "labels" must be an object`);
        let result: SafetyEncoding;
        try {
          result = encodeSafety(encoder, text, labels, options.labels, options.maxTokens, options.safetyWindows);
        } catch (error) {
          throw new Error(`${where(record)}: ${error instanceof Error ? error.message : String(error)}`);
        }
        examples = result.examples;
        if (result.truncated) longTexts++;
        for (const [i, v] of (examples[0]?.labels ?? []).entries()) count(`${options.labels[i] as string}=${v}`);
      }
      if (options.task === 'ner' && examples.length > 1) longTexts++;
      const kept = keptFields(record, options.keep);
      for (const example of examples) await writer.write({ ...kept, input_ids: example.input_ids, labels: example.labels });
    }
  } finally {
    await writer.close();
  }
  return { texts, examples: writer.count, longTexts, unmappedLabels: [...unmapped].sort(), labelCounts: counts };
}

function spansOf(record: JsonlRecord): Span[] {
  const spans = field(record, 'spans') ?? [];
  if (!Array.isArray(spans)) throw new Error(`${where(record)}: "spans" must be an array`);
  return spans.map((span: unknown, i) => {
    const ok = isRecord(span) && Number.isInteger(span.start) && Number.isInteger(span.end) && typeof span.label === 'string';
    if (!ok || (span.start as number) >= (span.end as number)) {
      throw new Error(`${where(record)}: spans[${i}] must be {start, end, label} with integer start < end, got ${JSON.stringify(span)}`);
    }
    return { start: span.start as number, end: span.end as number, label: span.label as string };
  });
}

function keptFields(record: JsonlRecord, keep: readonly string[]): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const name of keep) {
    const value = field(record, name);
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}

const USAGE =
  'usage: node --import tsx models/train/encode.ts --tokenizer tokenizer.json --task ner|safety --in data.jsonl --out encoded.jsonl ' +
  '--labels L1,L2,… [--max-tokens 128] [--stride 32] [--keep split,group] [--safety-windows first|first-last]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      tokenizer: { type: 'string' },
      task: { type: 'string' },
      in: { type: 'string' },
      out: { type: 'string' },
      labels: { type: 'string' },
      'max-tokens': { type: 'string' },
      stride: { type: 'string' },
      keep: { type: 'string' },
      'safety-windows': { type: 'string' },
    },
    strict: true,
  });
  const task = requireOption(values.task, 'task', USAGE);
  if (task !== 'ner' && task !== 'safety') throw new Error(`--task must be ner or safety\n${USAGE}`);
  const safetyWindows = values['safety-windows'] ?? 'first';
  if (safetyWindows !== 'first' && safetyWindows !== 'first-last') throw new Error(`--safety-windows must be first or first-last`);
  const tokenizerPath = requireOption(values.tokenizer, 'tokenizer', USAGE);
  const options: EncodeFileOptions = {
    tokenizerJson: readJsonFile(tokenizerPath),
    task,
    inPath: requireOption(values.in, 'in', USAGE),
    outPath: requireOption(values.out, 'out', USAGE),
    labels: listOption(requireOption(values.labels, 'labels', USAGE)),
    maxTokens: intOption(values['max-tokens'], 'max-tokens', 128),
    stride: intOption(values.stride, 'stride', 32),
    keep: listOption(values.keep),
    safetyWindows,
  };
  const stats = await encodeFile(options);
  process.stdout.write(
    `${options.outPath}: ${stats.examples} examples from ${stats.texts} texts (${stats.longTexts} longer than ${options.maxTokens} tokens)\n` +
      `labels: ${JSON.stringify(stats.labelCounts)}\n`,
  );
  if (stats.unmappedLabels.length > 0) {
    process.stderr.write(`encode: span labels not in --labels, tagged O: ${stats.unmappedLabels.join(', ')}\n`);
  }
}

if (isMain(import.meta.url)) runMain(main);
