/**
 * The piscina entry of a detection worker: the pure engine from src/detection, nothing else.
 * Engines compile lazily per policy version and stay cached for the life of the thread.
 */
import type { DetectResult, DetectTask } from '../src/detection/detect-task.js';
import { createEngineCache } from '../src/detection/engine-cache.js';

const engines = createEngineCache();
// Compile the built-in engine at start-up, so the first request does not pay for it.
engines.get({ version: 0, custom: [] });

export default function detect(task: DetectTask): DetectResult {
  const engine = engines.get(task.ruleset);
  return task.texts.map((text) => engine.analyze(text));
}
