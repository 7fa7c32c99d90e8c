import type { CompileOptions, PatternEngine } from './engine.js';
import type { Ruleset } from './detect-task.js';
import { createPiiEngine } from './pii-engine.js';
import { customRecognizer } from './recognizers/custom.js';
import { warmUp, warmUpTail } from './warm-up.js';

/**
 * Compiled engines by policy version: compiling (and warming up) takes a couple of hundred
 * milliseconds, scanning microseconds, so each thread compiles a version once. Two versions are kept, so requests that started under the
 * previous policy finish with it while new ones use the new one.
 */
export function createEngineCache(options: CompileOptions & { readonly guardsStreams?: boolean } = {}, keep = 2): { get(ruleset: Ruleset): PatternEngine } {
  const { guardsStreams = false, ...compileOptions } = options;
  const engines = new Map<number, PatternEngine>();
  return {
    get(ruleset) {
      let engine = engines.get(ruleset.version);
      if (engine === undefined) {
        engine = createPiiEngine({ ...compileOptions, extra: ruleset.custom.map(customRecognizer) });
        warmUp(engine);
        // The main thread also finds streamed replies' pending tails; workers never do.
        if (guardsStreams) warmUpTail(engine);
        engines.set(ruleset.version, engine);
        while (engines.size > keep) engines.delete(engines.keys().next().value as number);
      }
      return engine;
    },
  };
}
