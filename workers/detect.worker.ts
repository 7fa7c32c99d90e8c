/**
 * The piscina entry of a detection worker: the pure engine from src/detection, nothing else.
 * Engines compile lazily per policy version and stay cached for the life of the thread.
 */
import { workerData } from 'node:worker_threads';
import type { DetectResult, DetectTask, DetectWorkerData } from '../src/detection/detect-task.js';
import { createEngineCache } from '../src/detection/engine-cache.js';
import { DetectionBudgetExceeded } from '../src/detection/engine.js';

const options = (workerData ?? {}) as Partial<DetectWorkerData>;
const engines = createEngineCache({ maxCandidatesPer64K: options.maxCandidatesPer64K ?? 0 });
// Compile the built-in engine at start-up, so the first request does not pay for it.
engines.get({ version: 0, custom: [] });

export default function detect(task: DetectTask): DetectResult {
  const engine = engines.get(task.ruleset);
  try {
    return { kind: 'findings', findings: task.texts.map((text) => engine.analyze(text)) };
  } catch (error) {
    if (error instanceof DetectionBudgetExceeded) return { kind: 'budget_exceeded', allowed: error.allowed };
    throw error;
  }
}
