import type { Finding } from '../core/detection.js';
import { codePointIndexer } from '../detection/code-points.js';
import { sigmoidFor } from './calibration.js';
import type { ModelFiles } from './model-files.js';
import type { ModelRunner } from './onnx-runner.js';
import { runInBatches } from './run-batches.js';
import { pieceWindows } from './windows.js';
import type { EncodedWords, WordEncoder } from './word-encoder.js';

export interface SafetyOptions {
  readonly files: ModelFiles;
  readonly runner: ModelRunner;
  readonly encoder: WordEncoder;
  /** Model label → Veil safety category (undefined: ignored). */
  readonly map: (label: string) => string | undefined;
  /** Pieces per chunk, special tokens excluded. */
  readonly windowPieces: number;
  readonly maxSequencesPerCall: number;
}

export interface SafetyModel {
  /**
   * One finding per mapped category and text: the chunk that scored highest, its calibrated
   * score as confidence. The policy's floor decides which are reported.
   */
  classify(texts: readonly string[]): Promise<Finding[][]>;
}

/** Pieces [from, to) of a text that are scored together. */
interface Chunk {
  readonly text: number;
  readonly from: number;
  readonly to: number;
}

const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });

/**
 * Multi-label sequence classification per chunk (decisions.md §4: a category's span is the
 * sentence or chunk that scored highest). Chunks are whole sentences packed up to the window; a
 * short message is one chunk, scored whole, as the model was trained; a sentence longer than a
 * window is cut into windows.
 */
export function createSafetyModel(options: SafetyOptions): SafetyModel {
  const { files, runner, encoder } = options;
  const targets = files.labels.map((label) => options.map(label));
  const scorers = files.labels.map((label) => sigmoidFor(files.calibration, label));
  const recognizer = `safety:${files.dir.split(/[\\/]/).pop() ?? 'model'}`;

  return {
    async classify(texts) {
      const encoded = texts.map((text) => encoder.encode(text));
      const chunks = encoded.flatMap((e, text) => chunksOf(texts[text] as string, e, text, options.windowPieces));
      const logits = await runInBatches(
        runner,
        chunks.map((c) => [...encoder.prefix, ...(encoded[c.text] as EncodedWords).ids.slice(c.from, c.to), ...encoder.suffix]),
        encoder.padId,
        files.labels.length,
        'sequence',
        options.maxSequencesPerCall,
      );

      // Per text and category: the best chunk so far.
      const best = texts.map(() => new Map<string, { score: number; chunk: Chunk }>());
      chunks.forEach((chunk, c) => {
        const { data, base } = logits[c] as { data: Float32Array; base: number };
        const byCategory = best[chunk.text] as Map<string, { score: number; chunk: Chunk }>;
        targets.forEach((category, label) => {
          if (category === undefined) return;
          const score = (scorers[label] as (logit: number) => number)(data[base + label] as number);
          const current = byCategory.get(category);
          if (current === undefined || score > current.score) byCategory.set(category, { score, chunk });
        });
      });

      return texts.map((text, index) => {
        const { words, wordOf } = encoded[index] as EncodedWords;
        const toPoint = codePointIndexer(text);
        const findings: Finding[] = [];
        for (const [category, { score, chunk }] of best[index] as Map<string, { score: number; chunk: Chunk }>) {
          const start = (words[wordOf[chunk.from] as number] as { start: number }).start;
          const end = (words[wordOf[chunk.to - 1] as number] as { end: number }).end;
          findings.push({
            entity_type: category,
            text: text.slice(start, end),
            start: toPoint(start),
            end: toPoint(end),
            confidence: Math.round(score * 10_000) / 10_000,
            recognizer,
          });
        }
        return findings;
      });
    },
  };
}

/** Sentences packed greedily into chunks of at most `size` pieces; a longer sentence is windowed. */
function chunksOf(text: string, encoded: EncodedWords, textIndex: number, size: number): Chunk[] {
  const { ids, words, wordOf, isFirst } = encoded;
  if (ids.length === 0) return [];
  if (ids.length <= size) return [{ text: textIndex, from: 0, to: ids.length }];

  // Piece index where each sentence starts.
  const starts: number[] = [];
  let piece = 0;
  for (const { index } of sentences.segment(text)) {
    while (piece < ids.length && (words[wordOf[piece] as number] as { start: number }).start < index) piece++;
    if (piece < ids.length && starts[starts.length - 1] !== piece) starts.push(piece);
  }
  if (starts[0] !== 0) starts.unshift(0);
  starts.push(ids.length);

  const chunks: Chunk[] = [];
  let from = 0;
  for (let s = 1; s < starts.length; s++) {
    const sentenceStart = starts[s - 1] as number;
    const sentenceEnd = starts[s] as number;
    if (sentenceEnd - sentenceStart > size) {
      if (sentenceStart > from) chunks.push({ text: textIndex, from, to: sentenceStart });
      for (const w of pieceWindows(isFirst.slice(sentenceStart, sentenceEnd), size, Math.floor(size / 4))) {
        chunks.push({ text: textIndex, from: sentenceStart + w.from, to: sentenceStart + w.to });
      }
      from = sentenceEnd;
    } else if (sentenceEnd - from > size) {
      chunks.push({ text: textIndex, from, to: sentenceStart });
      from = sentenceStart;
    }
  }
  if (from < ids.length) chunks.push({ text: textIndex, from, to: ids.length });
  return chunks;
}
