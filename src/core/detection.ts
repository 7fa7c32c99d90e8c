import type { Action } from './entities.js';

/**
 * What a recognizer found, before the policy decides anything. Offsets count Unicode code points
 * of the scanned text (as Python's str does), end exclusive: the spec's coordinate system.
 */
export interface Finding {
  /** A built-in entity type, a safety category, or a custom recognizer's name. */
  readonly entity_type: string;
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** In [0, 1]. */
  readonly confidence: number;
  /** Which recognizer produced it (for debugging and evaluation, not part of the API). */
  readonly recognizer: string;
}

export type ConfidenceBand = 'high' | 'medium' | 'low';

/** A finding after the policy: what the API returns (spec 2.4, decisions.md §4). */
export interface Detection {
  readonly entity_type: string;
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly confidence: number;
  readonly action: Action;
  readonly band: ConfidenceBand;
  /** REJECT demoted to FLAG at medium confidence: a human should look. */
  readonly review: boolean;
  /** `[ENTITY_TYPE]`, present when the action is MASK. */
  readonly masked_text?: string;
}
