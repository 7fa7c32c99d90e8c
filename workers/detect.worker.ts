/**
 * The piscina entry of a detection worker: the pure pattern engine from src/detection and the ONNX
 * models from src/models, nothing else. Engines compile lazily per policy version and stay cached
 * for the life of the thread; the models load once, when the thread starts, and a reload starts
 * new threads (src/detection-pool/worker-pool.ts).
 */
import { workerData } from 'node:worker_threads';
import type { DetectResult, DetectTask, DetectWorkerData } from '../src/detection/detect-task.js';
import { createEngineCache } from '../src/detection/engine-cache.js';
import { DetectionBudgetExceeded } from '../src/detection/engine.js';
import type { InferResult, InferTask, ModelWorkerData, ReadyResult } from '../src/models/infer-task.js';
import { loadModelSet, type ModelSet } from '../src/models/model-set.js';

const options = (workerData ?? {}) as Partial<DetectWorkerData & ModelWorkerData>;
const engines = createEngineCache({ maxCandidatesPer64K: options.maxCandidatesPer64K ?? 0 });
// Compile the built-in engine at start-up, so the first request does not pay for it.
engines.get({ version: 0, custom: [] });

const models: Promise<ModelSet | undefined> = options.models === undefined ? Promise.resolve(undefined) : loadModelSet(options.models);
// A load failure is reported by ready() and by every infer(); it must not crash the thread.
models.catch(() => undefined);

export default function detect(task: DetectTask): DetectResult {
  const engine = engines.get(task.ruleset);
  try {
    return { kind: 'findings', findings: task.texts.map((text) => engine.analyze(text)) };
  } catch (error) {
    if (error instanceof DetectionBudgetExceeded) return { kind: 'budget_exceeded', allowed: error.allowed };
    throw error;
  }
}

export async function infer(task: InferTask): Promise<InferResult> {
  const set = await models;
  if (set === undefined) return { findings: task.texts.map(() => []) };
  return { findings: await set.infer(task.texts) };
}

export async function ready(): Promise<ReadyResult> {
  try {
    const set = await models;
    return { kind: 'ready', loaded: set?.loaded ?? [] };
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}
