import type { Finding } from '../core/detection.js';

export interface InferBatcherOptions {
  /** Texts per inference task; 1 sends every request's texts on their own. */
  readonly maxTexts: number;
  /** While every runner is busy, how long the first text of a batch may wait for others; 0: never wait. */
  readonly waitMs: number;
  /** Batches the runner works on at once (the worker threads); more are queued by the pool. */
  readonly capacity: number;
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
 * onnxruntime call per model, which costs less per text than one call each. Waiting only pays
 * while the workers are busy, so:
 *  - a worker is idle: the batch leaves as soon as the code that asked returns (requests made in
 *    the same synchronous run go with it), with no timer;
 *  - every worker is busy: texts gather until a batch comes back, `maxTexts` are waiting, or the
 *    first has waited `waitMs`, whichever comes first.
 * A request's texts always travel together.
 */
export function createInferBatcher(options: InferBatcherOptions): InferBatcher {
  let waiting: Waiting[] = [];
  let size = 0;
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  let flushQueued = false;

  const flush = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    flushQueued = false;
    timer = undefined;
    const batch = waiting;
    waiting = [];
    size = 0;
    if (batch.length === 0) return;
    inFlight++;
    options.run(batch.flatMap((w) => w.texts)).then(
      (findings) => {
        let at = 0;
        for (const w of batch) {
          w.resolve(findings.slice(at, at + w.texts.length));
          at += w.texts.length;
        }
        done();
      },
      (error: unknown) => {
        for (const w of batch) w.reject(error);
        done();
      },
    );
  };

  const schedule = (): void => {
    if (size === 0) return;
    if (size >= options.maxTexts || options.waitMs <= 0) flush();
    else if (inFlight >= options.capacity) timer ??= setTimeout(flush, options.waitMs);
    else if (!flushQueued) {
      flushQueued = true;
      queueMicrotask(() => {
        if (flushQueued) flush();
      });
    }
  };

  const done = (): void => {
    inFlight--;
    schedule();
  };

  return {
    infer(texts) {
      if (texts.length === 0) return Promise.resolve([]);
      return new Promise<Finding[][]>((resolve, reject) => {
        if (size > 0 && size + texts.length > options.maxTexts) flush();
        waiting.push({ texts, resolve, reject });
        size += texts.length;
        schedule();
      });
    },
  };
}
