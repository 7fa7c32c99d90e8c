import type { Finding } from '../core/detection.js';
import type { CustomPatternSpec } from './recognizers/custom.js';

/** The rule set a scan runs with: built-in recognizers plus the policy's custom ones. */
export interface Ruleset {
  /** Policy version (engines are cached by `custom`, which is all they depend on). */
  readonly version: number;
  readonly custom: readonly CustomPatternSpec[];
}

/** What crosses the thread boundary to a detection worker (structured clone: plain data only). */
export interface DetectTask {
  readonly ruleset: Ruleset;
  readonly texts: readonly string[];
}

/**
 * A worker's answer. Errors lose their class crossing a thread boundary, so the one refusal that
 * is the caller's business (a text over the candidate budget) comes back as data.
 */
export type DetectResult =
  | { readonly kind: 'findings'; readonly findings: Finding[][] }
  | { readonly kind: 'budget_exceeded'; readonly allowed: number };

/** What a detection worker is started with (piscina workerData). */
export interface DetectWorkerData {
  readonly maxCandidatesPer64K: number;
}
