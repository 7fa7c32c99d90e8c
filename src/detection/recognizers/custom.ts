import type { Recognizer } from '../recognizer.js';

/** A tenant's pattern (policy `custom` entry), as the engine needs it. */
export interface CustomPatternSpec {
  readonly name: string;
  readonly pattern: string;
  readonly confidence: number;
  readonly context?: readonly string[];
}

/**
 * A custom recognizer: the tenant's RE2 pattern at the tenant's confidence. Context words, when
 * given, raise it by 0.1 (capped at 1); they are not required.
 */
export function customRecognizer(spec: CustomPatternSpec): Recognizer {
  const base: Recognizer = {
    name: `custom:${spec.name}`,
    entityType: spec.name,
    patterns: [{ name: spec.name, regex: spec.pattern, score: spec.confidence }],
  };
  if (spec.context === undefined || spec.context.length === 0) return base;
  return { ...base, context: { words: spec.context.map((w) => w.toLowerCase()), boost: 0.1, before: 40, after: 20 } };
}
