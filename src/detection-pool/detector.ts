import { Piscina } from 'piscina';
import type { Finding } from '../core/detection.js';
import { VeilError } from '../core/errors.js';
import type { DetectResult, DetectTask, DetectWorkerData, Ruleset } from '../detection/detect-task.js';
import { createEngineCache } from '../detection/engine-cache.js';
import { DetectionBudgetExceeded } from '../detection/engine.js';

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
  /** Candidate values scanned per 65,536 characters of a text; a denser text is refused (413). 0: no limit. */
  readonly maxCandidatesPer64K?: number;
}

export interface Detector {
  /**
   * Findings for each text, in order. Fails closed: when detection cannot run (worker crash,
   * timeout, full queue, engine error) it rejects with VeilError('detection_unavailable'), and the
   * caller must not forward or release anything unscanned. A text denser in candidate values
   * than the budget is refused with VeilError('detection_budget_exceeded') (413).
   */
  detect(texts: readonly string[], ruleset: Ruleset): Promise<Finding[][]>;
  /**
   * Where the end of `text` could still grow into a finding under `ruleset` (PatternEngine.viableFrom),
   * on the calling thread: a regular-expression search over at most a few hundred characters.
   * 0 (everything pending) when the engine cannot answer: the caller then holds back the most.
   */
  viableFrom(text: string, ruleset: Ruleset): number;
  isReady(): boolean;
  close(): Promise<void>;
}

/**
 * Routes each request by size: small ones are scanned inline (a thread hop costs more than the
 * scan, see docs/performance.md), large ones in the piscina pool so the event loop stays free.
 */
export function createDetector(options: DetectorOptions): Detector {
  const maxCandidatesPer64K = options.maxCandidatesPer64K ?? 0;
  // This thread also guards streamed replies: its engines warm their pending-tail patterns too.
  const inline = createEngineCache({ maxCandidatesPer64K, guardsStreams: true });
  // The built-in engine is compiled and warmed up now, at start-up, not on the first request.
  inline.get({ version: 0, custom: [] });
  const isTypeScript = options.workerFile.pathname.endsWith('.ts');
  const workerData: DetectWorkerData = { maxCandidatesPer64K };
  const pool = new Piscina<DetectTask, DetectResult>({
    filename: options.workerFile.href,
    workerData,
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
  const tooDense = (allowed: number): VeilError =>
    new VeilError(
      'detection_budget_exceeded',
      `a text holds more than ${allowed} values that look like personal data, the most Veil checks in a text of its length; nothing was forwarded. Send it in smaller parts.`,
    );

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
          if (error instanceof DetectionBudgetExceeded) throw tooDense(error.allowed);
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
        const result = await Promise.race([pool.run({ ruleset, texts }), timeout]);
        if (result.kind === 'budget_exceeded') throw tooDense(result.allowed);
        return result.findings;
      } catch (error) {
        if (error instanceof VeilError) throw error;
        const message = error instanceof Error ? error.message : String(error);
        throw unavailable(/queue is at limit/i.test(message) ? 'overloaded' : 'worker failed', error);
      } finally {
        clearTimeout(timer);
      }
    },
    viableFrom(text, ruleset) {
      try {
        return inline.get(ruleset).viableFrom(text);
      } catch {
        return 0;
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
