import { Piscina } from 'piscina';
import type { DetectResult, DetectTask, DetectWorkerData } from '../detection/detect-task.js';
import type { InferResult, InferTask, ModelWorkerData, ReadyResult } from '../models/infer-task.js';
import type { LoadedModel, ModelsSpec } from '../models/model-set.js';

export interface WorkerPoolOptions {
  readonly workers: number;
  readonly workerFile: URL;
  readonly maxQueue: number;
  readonly maxCandidatesPer64K: number;
  readonly models: ModelsSpec | undefined;
}

/** A set of detection workers that all loaded the same models. */
export interface WorkerPool {
  readonly loaded: readonly LoadedModel[];
  detect(task: DetectTask): Promise<DetectResult>;
  infer(task: InferTask): Promise<InferResult>;
  /** Lets queued and running tasks finish (for at most maxWaitMs), then stops the threads (a model swap). */
  drain(maxWaitMs: number): Promise<void>;
  /** Stops at once; whatever runs is abandoned (shutdown, after requests drained). */
  destroy(): Promise<void>;
  threadCount(): number;
}

/** Why the workers could not start: their models failed to load. */
export class WorkerStartError extends Error {
  override readonly name = 'WorkerStartError';
}

/**
 * Starts the workers and waits until every one has loaded its models, so a pool is only ever
 * handed out ready to serve: at start-up a broken model stops the gateway, and on a reload it
 * leaves the old pool serving.
 */
export async function startWorkerPool(options: WorkerPoolOptions): Promise<WorkerPool> {
  const isTypeScript = options.workerFile.pathname.endsWith('.ts');
  const workerData: DetectWorkerData & ModelWorkerData = { maxCandidatesPer64K: options.maxCandidatesPer64K, models: options.models };
  const pool = new Piscina({
    filename: options.workerFile.href,
    workerData,
    minThreads: options.workers,
    maxThreads: options.workers,
    maxQueue: options.maxQueue,
    // piscina's default puts a task it takes from the queue but cannot hand to a busy worker back
    // at the tail, so under sustained load old requests starve behind new ones (measured: with 50
    // clients on one worker, some waited the whole 6 s run while others were served 23 times).
    stricterFIFO: true,
    idleTimeout: Number.POSITIVE_INFINITY,
    // Sources under test run through tsx; the built gateway runs plain JavaScript.
    execArgv: isTypeScript ? ['--import', 'tsx'] : [],
  });
  let answers: ReadyResult[];
  try {
    // One `ready` per thread: a thread runs one task at a time, and each waits for its own models.
    answers = await Promise.all(Array.from({ length: options.workers }, () => pool.run(undefined, { name: 'ready' }) as Promise<ReadyResult>));
  } catch (error) {
    await pool.destroy();
    throw new WorkerStartError(`a detection worker failed to start: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const failed = answers.find((a) => a.kind === 'failed');
  if (failed !== undefined) {
    await pool.destroy();
    throw new WorkerStartError(failed.reason);
  }
  const first = answers[0];
  // Tasks queued or running. piscina's own close() stops handing queued tasks to workers, so a
  // swap counts its tasks itself and lets every one of them finish before stopping the threads.
  let inFlight = 0;
  let drained: (() => void) | undefined;
  const track = <T>(task: Promise<T>): Promise<T> => {
    inFlight++;
    return task.finally(() => {
      inFlight--;
      if (inFlight === 0) drained?.();
    });
  };
  return {
    loaded: first?.kind === 'ready' ? first.loaded : [],
    detect: (task) => track(pool.run(task) as Promise<DetectResult>),
    infer: (task) => track(pool.run(task, { name: 'infer' }) as Promise<InferResult>),
    async drain(maxWaitMs) {
      if (inFlight > 0) {
        // A task past every deadline (its request already failed) must not keep old threads alive.
        await new Promise<void>((resolve) => {
          drained = resolve;
          setTimeout(resolve, maxWaitMs).unref();
        });
      }
      await pool.destroy();
    },
    destroy: () => pool.destroy(),
    threadCount: () => pool.threads.length,
  };
}
