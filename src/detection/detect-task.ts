import type { Finding } from '../core/detection.js';
import type { CustomPatternSpec } from './recognizers/custom.js';

/** The rule set a scan runs with: built-in recognizers plus the policy's custom ones. */
export interface Ruleset {
  /** Policy version: engines are compiled once per version and cached. */
  readonly version: number;
  readonly custom: readonly CustomPatternSpec[];
}

/** What crosses the thread boundary to a detection worker (structured clone: plain data only). */
export interface DetectTask {
  readonly ruleset: Ruleset;
  readonly texts: readonly string[];
}

export type DetectResult = Finding[][];
