import type { CompileOptions, PatternEngine } from './engine.js';
import type { Ruleset } from './detect-task.js';
import { createPiiEngine } from './pii-engine.js';
import { customRecognizer } from './recognizers/custom.js';
import { warmUp, warmUpTail } from './warm-up.js';

/**
 * Compiled engines by the policy's custom recognizers: compiling (and warming up) takes a few
 * hundred milliseconds of the thread, scanning microseconds. The engine depends on nothing else in
 * a policy (thresholds, actions and enabled flags apply after scanning), so a policy change that
 * keeps its custom recognizers reuses the engine and costs no compile at all; one that changes
 * them compiles once per thread. Two are kept, so requests that started under the previous policy
 * finish with it while new ones use the new one.
 */
export function createEngineCache(options: CompileOptions & { readonly guardsStreams?: boolean } = {}, keep = 2): { get(ruleset: Ruleset): PatternEngine } {
  const { guardsStreams = false, ...compileOptions } = options;
  const engines = new Map<string, PatternEngine>();
  // The recognizers' serialization is remembered per list: the main thread passes the policy's
  // own list with every request, so the hot path serializes it once per policy, not per request.
  const keys = new WeakMap<readonly object[], string>();
  return {
    get(ruleset) {
      let key = keys.get(ruleset.custom);
      if (key === undefined) {
        key = JSON.stringify(ruleset.custom);
        keys.set(ruleset.custom, key);
      }
      let engine = engines.get(key);
      if (engine === undefined) {
        engine = createPiiEngine({ ...compileOptions, extra: ruleset.custom.map(customRecognizer) });
        warmUp(engine);
        // The main thread also finds streamed replies' pending tails; workers never do.
        if (guardsStreams) warmUpTail(engine);
        engines.set(key, engine);
        while (engines.size > keep) engines.delete(engines.keys().next().value as string);
      }
      return engine;
    },
  };
}
