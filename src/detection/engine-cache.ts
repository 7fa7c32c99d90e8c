import type { CompileOptions, PatternEngine } from './engine.js';
import type { Ruleset } from './detect-task.js';
import { createPiiEngine } from './pii-engine.js';
import { customRecognizer } from './recognizers/custom.js';
import { warmUp } from './warm-up.js';

/**
 * Compiled engines by policy version: compiling (and warming up) takes a couple of hundred
 * milliseconds, scanning microseconds, so each thread compiles a version once. Two versions are kept, so requests that started under the
 * previous policy finish with it while new ones use the new one.
 */
export function createEngineCache(options: CompileOptions = {}, keep = 2): { get(ruleset: Ruleset): PatternEngine } {
  const engines = new Map<number, PatternEngine>();
  return {
    get(ruleset) {
      let engine = engines.get(ruleset.version);
      if (engine === undefined) {
        engine = createPiiEngine({ ...options, extra: ruleset.custom.map(customRecognizer) });
        warmUp(engine);
        engines.set(ruleset.version, engine);
        while (engines.size > keep) engines.delete(engines.keys().next().value as number);
      }
      return engine;
    },
  };
}
