import RE2 from 're2';
import type { Finding } from '../core/detection.js';
import { codePointIndexer } from './code-points.js';
import { compileContext, type CompiledContext } from './context.js';
import type { PatternSpec, RawMatch, Recognizer } from './recognizer.js';

/**
 * The compiled pattern engine: every pattern of every recognizer is compiled once into one
 * RE2.Set (a single linear-time pass that tells which patterns occur), plus one RE2 per pattern
 * to extract positions, run only for the patterns the set reported. Candidates are validated
 * and scored only after that cheap pass. Build it once; analyze() has no other state.
 */
export interface PatternEngine {
  readonly recognizers: readonly Recognizer[];
  analyze(text: string): Finding[];
}

interface CompiledPattern {
  readonly recognizer: Recognizer;
  readonly context: CompiledContext | undefined;
  readonly spec: PatternSpec;
  readonly regex: RE2;
}

export class PatternCompileError extends Error {
  override readonly name = 'PatternCompileError';
  constructor(
    readonly recognizer: string,
    message: string,
  ) {
    super(message);
  }
}

export function compileEngine(recognizers: readonly Recognizer[]): PatternEngine {
  const compiled: CompiledPattern[] = [];
  const contexts = new Map<Recognizer, CompiledContext | undefined>();
  for (const recognizer of recognizers) {
    contexts.set(recognizer, recognizer.context === undefined ? undefined : compileContext(recognizer.context));
    for (const spec of recognizer.patterns) {
      let regex: RE2;
      try {
        regex = new RE2(spec.regex, spec.ignoreCase === true ? 'gui' : 'gu');
      } catch (error) {
        throw new PatternCompileError(recognizer.name, `${recognizer.name}/${spec.name}: ${(error as Error).message}`);
      }
      compiled.push({ recognizer, context: contexts.get(recognizer), spec, regex });
    }
  }
  // The set only answers "which patterns occur": flags are per set, so case-insensitive patterns
  // carry an inline (?i) there.
  const set = new RE2.Set(
    compiled.map((p) => {
      const source = p.spec.prefilter ?? p.spec.regex;
      return p.spec.ignoreCase === true ? `(?i:${source})` : source;
    }),
    'u',
  );

  return {
    recognizers,
    analyze(text) {
      if (text.length === 0) return [];
      const hits = set.match(text);
      if (hits.length === 0) return [];
      const findings: Finding[] = [];
      const toCodePoint = codePointIndexer(text);
      for (const index of hits) {
        const pattern = compiled[index];
        if (pattern === undefined) continue;
        collect(pattern, text, toCodePoint, findings);
      }
      return dedupeSameType(findings);
    },
  };
}

function collect(pattern: CompiledPattern, text: string, toCodePoint: (i: number) => number, out: Finding[]): void {
  const { regex, spec, recognizer, context } = pattern;
  regex.lastIndex = 0;
  for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
    const start = match.index;
    const end = start + match[0].length;
    if (end === start) {
      regex.lastIndex = end + 1; // an empty match would loop forever
      continue;
    }
    const raw: RawMatch = { text: match[0], start, end, groups: match, pattern: spec };
    const refined = recognizer.refine === undefined ? { start, end, score: spec.score } : recognizer.refine(raw, text);
    if (refined === undefined) continue;
    let score = refined.score;
    if (context !== undefined) {
      const adjusted = context.adjust(text, refined.start, refined.end, score, refined.isValidated === true);
      if (adjusted === undefined) continue;
      score = adjusted;
    }
    if (score <= 0) continue;
    out.push({
      entity_type: recognizer.entityType,
      text: text.slice(refined.start, refined.end),
      start: toCodePoint(refined.start),
      end: toCodePoint(refined.end),
      confidence: Math.min(1, Math.round(score * 1000) / 1000),
      recognizer: recognizer.name,
    });
  }
}

/**
 * Several patterns of one recognizer (or two recognizers of one type) can find the same value:
 * keep one finding per overlapping group of the same type, the most confident, then the longest.
 * Overlaps across types are the policy's business (decisions.md §4), not the engine's.
 */
function dedupeSameType(findings: Finding[]): Finding[] {
  if (findings.length < 2) return findings;
  findings.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Finding[] = [];
  for (const finding of findings) {
    const clash = kept.findIndex((k) => k.entity_type === finding.entity_type && k.start < finding.end && finding.start < k.end);
    if (clash === -1) {
      kept.push(finding);
      continue;
    }
    const other = kept[clash] as Finding;
    const isBetter = finding.confidence > other.confidence || (finding.confidence === other.confidence && finding.end - finding.start > other.end - other.start);
    if (isBetter) kept[clash] = finding;
  }
  return kept.sort((a, b) => a.start - b.start);
}
