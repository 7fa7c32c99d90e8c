import { ENTITY_TYPES, SAFETY_CATEGORIES, type Action, type EntityType, type SafetyCategory } from '../core/entities.js';

/** One filter: what to do with a detection of one entity type or category, by confidence band. */
export interface FilterRule {
  readonly enabled: boolean;
  readonly action: Action;
  /** confidence ≥ high: the action applies as configured. */
  readonly high: number;
  /** medium ≤ confidence < high: MASK stays, REJECT becomes FLAG (review). */
  readonly medium: number;
  /** floor ≤ confidence < medium: FLAG; below floor: not reported. */
  readonly floor: number;
}

/** A tenant-supplied pattern, compiled with a linear-time engine (RE2). */
export interface CustomRecognizer {
  readonly name: string;
  readonly pattern: string;
  readonly action: Action;
  readonly confidence: number;
  readonly context?: readonly string[];
}

export interface Policy {
  readonly entities: Readonly<Record<EntityType, FilterRule>>;
  readonly categories: Readonly<Record<SafetyCategory, FilterRule>>;
  readonly custom: readonly CustomRecognizer[];
}

export const DEFAULT_BANDS = { high: 0.9, medium: 0.7, floor: 0.5 } as const;

/** decisions.md §4: every PII type MASK, every safety category REJECT. */
export function defaultPolicy(): Policy {
  const rule = (action: Action): FilterRule => ({ enabled: true, action, ...DEFAULT_BANDS });
  return {
    entities: Object.fromEntries(ENTITY_TYPES.map((t) => [t, rule('MASK')])) as Record<EntityType, FilterRule>,
    categories: Object.fromEntries(SAFETY_CATEGORIES.map((c) => [c, rule('REJECT')])) as Record<SafetyCategory, FilterRule>,
    custom: [],
  };
}
