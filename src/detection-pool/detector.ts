import { Piscina } from 'piscina';
import type { Finding } from '../core/detection.js';
import { VeilError } from '../core/errors.js';
import type { DetectResult, DetectTask, Ruleset } from '../detection/detect-task.js';
import { createEngineCache } from '../detection/engine-cache.js';

export interface DetectorOptions {
  /** Worker threads; they are started at once and kept (models and engines stay loaded). */
  readonly workers: number;
  /** The worker entry (workers/detect.worker.{js,ts}). */
  readonly workerFile: URL;
  /** Requests whose texts add up to fewer UTF-16 units than this are scanned on the calling thread. */
  readonly inlineMaxChars: number;
  /** A pool task that takes longer fails the request (503); its result is dropped. */
  readonly timeoutMs: number;
  /** Tasks that may wait for a worker; past that, requests fail fast with 503. */
  readonly maxQueue: number;
}

export interface Detector {
  /**
   * Findings for each text, in order. Fails closed: when detection cannot run (worker crash,
   * timeout, full queue, engine error) it rejects with VeilError('detection_unavailable'), and the
   * caller must not forward or release anything unscanned.
   */
  detect(texts: readonly string[], ruleset: Ruleset): Promise<Finding[][]>;
  isReady(): boolean;
  close(): Promise<void>;
}

/**
 * Routes each request by size: small ones are scanned inline (a thread hop costs more than the
 * scan, see docs/performance.md), large ones in the piscina pool so the event loop stays free.
 */
export function createDetector(options: DetectorOptions): Detector {
  const inline = createEngineCache();
  const isTypeScript = options.workerFile.pathname.endsWith('.ts');
  const pool = new Piscina<DetectTask, DetectResult>({
    filename: options.workerFile.href,
    minThreads: options.workers,
    maxThreads: options.workers,
    maxQueue: options.maxQueue,
    idleTimeout: Number.POSITIVE_INFINITY,
    // Sources under test run through tsx; the built gateway runs plain JavaScript.
    execArgv: isTypeScript ? ['--import', 'tsx'] : [],
  });
  let isClosed = false;

  const unavailable = (reason: string, cause?: unknown): VeilError =>
    new VeilError('detection_unavailable', `content detection is unavailable (${reason}); nothing was forwarded`, cause === undefined ? {} : { cause });

  return {
    async detect(texts, ruleset) {
      if (isClosed) throw unavailable('shutting down');
      let size = 0;
      for (const text of texts) size += text.length;
      if (size < options.inlineMaxChars) {
        try {
          const engine = inline.get(ruleset);
          return texts.map((text) => engine.analyze(text));
        } catch (error) {
          throw unavailable('engine error', error);
        }
      }
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(unavailable('timed out')), options.timeoutMs);
      });
      try {
        // No abort signal: aborting a running task terminates its worker (and reloads models).
        // On timeout the result is simply dropped.
        return await Promise.race([pool.run({ ruleset, texts }), timeout]);
      } catch (error) {
        if (error instanceof VeilError) throw error;
        const message = error instanceof Error ? error.message : String(error);
        throw unavailable(/queue is at limit/i.test(message) ? 'overloaded' : 'worker failed', error);
      } finally {
        clearTimeout(timer);
      }
    },
    isReady: () => !isClosed && pool.threads.length > 0,
    async close() {
      if (isClosed) return;
      isClosed = true;
      // In-flight requests were drained before this; whatever still runs is abandoned.
      await pool.destroy();
    },
  };
}
