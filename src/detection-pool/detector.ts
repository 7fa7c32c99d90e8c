import type { Finding } from '../core/detection.js';
import { VeilError } from '../core/errors.js';
import type { Ruleset } from '../detection/detect-task.js';
import { createEngineCache } from '../detection/engine-cache.js';
import { DetectionBudgetExceeded, type ViableTail } from '../detection/engine.js';
import type { LoadedModel, ModelsSpec } from '../models/model-set.js';
import { lastWordsFrom } from '../models/words.js';
import { createInferBatcher } from './infer-batcher.js';
import { createTurnBatch } from './turn-batch.js';
import { startWorkerPool, WorkerStartError, type WorkerPool } from './worker-pool.js';

export interface DetectorOptions {
  /** Worker threads; they are started at once and kept (models and engines stay loaded). */
  readonly workers: number;
  /** The worker entry (workers/detect.worker.{js,ts}). */
  readonly workerFile: URL;
  /** Requests whose texts add up to fewer UTF-16 units than this are pattern-scanned on the calling thread. */
  readonly inlineMaxChars: number;
  /** A pool task that takes longer fails the request (503); its result is dropped. */
  readonly timeoutMs: number;
  /** Tasks that may wait for a worker; past that, requests fail fast with 503. */
  readonly maxQueue: number;
  /** Candidate values scanned per 65,536 characters of a text; a denser text is refused (413). 0: no limit. */
  readonly maxCandidatesPer64K?: number;
  /** The ONNX models the workers run; undefined: patterns only. */
  readonly models?: ModelsSpec | undefined;
  /** Micro-batching of model inference across concurrent requests. */
  readonly batch?: { readonly maxTexts: number; readonly waitMs: number };
}

export interface Detector {
  /**
   * Findings for each text, in order: pattern findings, then the models' entities and safety
   * categories. Fails closed: when detection cannot run (worker crash, timeout, full queue,
   * engine or model error) it rejects with VeilError('detection_unavailable'), and the caller
   * must not forward or release anything unscanned. A text denser in candidate values than the
   * budget is refused with VeilError('detection_budget_exceeded') (413).
   */
  detect(texts: readonly string[], ruleset: Ruleset): Promise<Finding[][]>;
  /**
   * Where the end of a growing text (a streamed reply) could still grow into a finding under
   * `ruleset`, on the calling thread (PatternEngine.viableTail, and the last words when an NER
   * model reads context after a name). One per text; its answer is 0 (everything pending) when the
   * engine cannot answer: the caller then holds back the most.
   */
  viableTail(ruleset: Ruleset): ViableTail;
  /** The models serving now. */
  models(): readonly LoadedModel[];
  /**
   * Swaps the models without failing a request: new workers load `spec`; only once every one is
   * ready do new requests go to them, while the old workers finish what they hold. A model that
   * fails to load leaves the old ones serving and rejects with VeilError('model_load_failed').
   */
  reloadModels(spec: ModelsSpec | undefined): Promise<readonly LoadedModel[]>;
  isReady(): boolean;
  close(): Promise<void>;
}

/**
 * Words at the end of a streamed reply that stay pending while an NER model is on: the model
 * reads a word's right context ("Paris" in "Paris Hilton" or "Paris, France"), so a word is
 * final only once a few more have arrived.
 */
const NER_PENDING_WORDS = 3;

/**
 * Routes each request: patterns inline when it is small (a thread hop costs more than the scan,
 * docs/performance.md), gathered per event-loop turn (turn-batch.ts), in the pool when large;
 * models always in the pool, batched across requests. Starts the workers and waits for their
 * models: a model that cannot load stops the start.
 */
export async function createDetector(options: DetectorOptions): Promise<Detector> {
  const maxCandidatesPer64K = options.maxCandidatesPer64K ?? 0;
  // This thread also guards streamed replies: its engines warm their pending-tail patterns too.
  const inline = createEngineCache({ maxCandidatesPer64K, guardsStreams: true });
  const turn = createTurnBatch();
  // The built-in engine is compiled and warmed up now, at start-up, not on the first request.
  inline.get({ version: 0, custom: [] });
  const startPool = (models: ModelsSpec | undefined): Promise<WorkerPool> =>
    startWorkerPool({ workers: options.workers, workerFile: options.workerFile, maxQueue: options.maxQueue, maxCandidatesPer64K, models });
  let pool = await startPool(options.models);
  let modelsOn = pool.loaded.length > 0;
  let nerOn = pool.loaded.some((m) => m.kind === 'ner');
  let isClosed = false;
  let reloading: Promise<unknown> = Promise.resolve();

  const unavailable = (reason: string, cause?: unknown): VeilError =>
    new VeilError('detection_unavailable', `content detection is unavailable (${reason}); nothing was forwarded`, cause === undefined ? {} : { cause });
  const tooDense = (allowed: number): VeilError =>
    new VeilError(
      'detection_budget_exceeded',
      `a text holds more than ${allowed} values that look like personal data, the most Veil checks in a text of its length; nothing was forwarded. Send it in smaller parts.`,
    );
  const fromPool = (error: unknown): VeilError => {
    if (error instanceof VeilError) return error;
    const message = error instanceof Error ? error.message : String(error);
    return unavailable(/queue is at limit/i.test(message) ? 'overloaded' : 'worker failed', error);
  };
  /** A pool task past the deadline fails the request; no abort, which would kill (and reload) its worker. */
  const withDeadline = async <T>(task: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(unavailable('timed out')), options.timeoutMs);
    });
    try {
      return await Promise.race([task, timeout]);
    } catch (error) {
      throw fromPool(error);
    } finally {
      clearTimeout(timer);
    }
  };

  const batcher = createInferBatcher({
    maxTexts: options.batch?.maxTexts ?? 16,
    waitMs: options.batch?.waitMs ?? 1,
    capacity: options.workers,
    // The pool is read when the batch leaves: after a swap, new batches go to the new workers.
    run: async (texts) => (await pool.infer({ texts })).findings,
  });

  const patternFindings = async (texts: readonly string[], ruleset: Ruleset): Promise<Finding[][]> => {
    let size = 0;
    for (const text of texts) size += text.length;
    if (size < options.inlineMaxChars) {
      await turn.next();
      try {
        const engine = inline.get(ruleset);
        return texts.map((text) => engine.analyze(text));
      } catch (error) {
        if (error instanceof DetectionBudgetExceeded) throw tooDense(error.allowed);
        throw unavailable('engine error', error);
      }
    }
    const result = await withDeadline(pool.detect({ ruleset, texts }));
    if (result.kind === 'budget_exceeded') throw tooDense(result.allowed);
    return result.findings;
  };

  return {
    async detect(texts, ruleset) {
      if (isClosed) throw unavailable('shutting down');
      const modelFindings = modelsOn ? withDeadline(batcher.infer(texts)) : undefined;
      // The model task is already queued: a pattern failure must not leave its rejection unheard.
      modelFindings?.catch(() => undefined);
      const patterns = await patternFindings(texts, ruleset);
      if (modelFindings === undefined) return patterns;
      const entities = await modelFindings;
      return patterns.map((found, i) => [...found, ...(entities[i] ?? [])]);
    },
    viableTail(ruleset) {
      let patterns: ViableTail;
      try {
        patterns = inline.get(ruleset).viableTail();
      } catch {
        return { from: () => 0 };
      }
      return {
        from(text, offset) {
          try {
            const fromPatterns = patterns.from(text, offset);
            return nerOn ? Math.min(fromPatterns, lastWordsFrom(text, NER_PENDING_WORDS)) : fromPatterns;
          } catch {
            return 0;
          }
        },
      };
    },
    models: () => pool.loaded,
    reloadModels(spec) {
      // One swap at a time: a second reload starts from what the first left serving.
      const swap = reloading.then(async () => {
        if (isClosed) throw unavailable('shutting down');
        let next: WorkerPool;
        try {
          next = await startPool(spec);
        } catch (error) {
          if (error instanceof WorkerStartError) throw new VeilError('model_load_failed', `the models were not swapped: ${error.message}`);
          throw error;
        }
        const previous = pool;
        pool = next;
        modelsOn = next.loaded.length > 0;
        nerOn = next.loaded.some((m) => m.kind === 'ner');
        // In-flight tasks finish on the old workers; new ones already go to the new.
        void previous.drain(options.timeoutMs).catch(() => undefined);
        return next.loaded;
      });
      reloading = swap.catch(() => undefined);
      return swap;
    },
    isReady: () => !isClosed && pool.threadCount() > 0,
    async close() {
      if (isClosed) return;
      isClosed = true;
      await reloading;
      // In-flight requests were drained before this; whatever still runs is abandoned.
      await pool.destroy();
    },
  };
}
