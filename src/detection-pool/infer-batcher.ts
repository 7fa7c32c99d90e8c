import type { Finding } from '../core/detection.js';

export interface InferBatcherOptions {
  /** Texts per inference task; 1 sends every request's texts on their own. */
  readonly maxTexts: number;
  /** How long the first text of a batch may wait for others. */
  readonly waitMs: number;
  readonly run: (texts: readonly string[]) => Promise<Finding[][]>;
}

export interface InferBatcher {
  infer(texts: readonly string[]): Promise<Finding[][]>;
}

interface Waiting {
  readonly texts: readonly string[];
  readonly resolve: (findings: Finding[][]) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Dynamic micro-batching: the texts of concurrent requests share one worker task and one
 * onnxruntime call per model, which costs far less per text than one call each. A batch leaves
 * when it holds maxTexts texts or its first text has waited waitMs, whichever comes first; a
 * request's texts always travel together.
 */
export function createInferBatcher(options: InferBatcherOptions): InferBatcher {
  let waiting: Waiting[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;

  const flush = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    size = 0;
    if (batch.length === 0) return;
    options.run(batch.flatMap((w) => w.texts)).then(
      (findings) => {
        let at = 0;
        for (const w of batch) {
          w.resolve(findings.slice(at, at + w.texts.length));
          at += w.texts.length;
        }
      },
      (error: unknown) => {
        for (const w of batch) w.reject(error);
      },
    );
  };

  return {
    infer(texts) {
      if (texts.length === 0) return Promise.resolve([]);
      return new Promise<Finding[][]>((resolve, reject) => {
        if (size > 0 && size + texts.length > options.maxTexts) flush();
        waiting.push({ texts, resolve, reject });
        size += texts.length;
        if (size >= options.maxTexts || options.waitMs <= 0) flush();
        else timer ??= setTimeout(flush, options.waitMs);
      });
    },
  };
}
