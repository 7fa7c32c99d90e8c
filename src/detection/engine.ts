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
  /** The pattern without capture groups, for the scan over the whole text. */
  readonly regex: RE2;
  /** The pattern as written, run only on a matched span when a recognizer reads its groups. */
  readonly withGroups: RE2 | undefined;
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

export interface CompileOptions {
  /**
   * Use each pattern's prefilter in the RE2.Set (default). Off, the set holds the full patterns:
   * slower, and the reference the prefilters are checked against in tests.
   */
  readonly usePrefilters?: boolean;
}

export function compileEngine(recognizers: readonly Recognizer[], options: CompileOptions = {}): PatternEngine {
  const usePrefilters = options.usePrefilters ?? true;
  const compiled: CompiledPattern[] = [];
  const contexts = new Map<Recognizer, CompiledContext | undefined>();
  for (const recognizer of recognizers) {
    contexts.set(recognizer, recognizer.context === undefined ? undefined : compileContext(recognizer.context));
    for (const spec of recognizer.patterns) {
      let regex: RE2;
      try {
        regex = new RE2(withoutCaptures(spec.regex), spec.ignoreCase === true ? 'gui' : 'gu');
      } catch (error) {
        throw new PatternCompileError(recognizer.name, `${recognizer.name}/${spec.name}: ${(error as Error).message}`);
      }
      // RE2 runs large programs with capture groups on its slow submatch engine (an address
      // pattern: 230 µs per 2 KB): scan without groups, and find the groups on the short span.
      const withGroups = withoutCaptures(spec.regex) === spec.regex ? undefined : new RE2(spec.regex, spec.ignoreCase === true ? 'ui' : 'u');
      compiled.push({ recognizer, context: contexts.get(recognizer), spec, regex, withGroups });
    }
  }
  // The set only answers "which patterns occur": flags are per set, so case-insensitive patterns
  // carry an inline (?i) there.
  const set = new RE2.Set(
    compiled.map((p) => {
      const source = (usePrefilters ? p.spec.prefilter : undefined) ?? p.spec.regex;
      return p.spec.ignoreCase === true ? `(?i:${source})` : source;
    }),
    'u',
  );

  // One UTF-8 encoding per text into a reused buffer: node-re2 would otherwise convert the string
  // on every call, and a fresh Buffer per text costs more than the encoding (bench/detection).
  // analyze() is synchronous and RE2 copies what it returns, so one scratch buffer per engine is safe.
  let scratch = Buffer.allocUnsafe(16 * 1024);
  return {
    recognizers,
    analyze(text) {
      if (text.length === 0) return [];
      // A UTF-16 code unit takes at most 3 UTF-8 bytes.
      if (scratch.length < text.length * 3) scratch = Buffer.allocUnsafe(text.length * 3);
      const input = scratch.subarray(0, scratch.write(text, 0, 'utf8'));
      const hits = set.match(input);
      if (hits.length === 0) return [];
      const offsets = new OffsetMap(text, input);
      const findings: Finding[] = [];
      for (const index of hits) {
        const pattern = compiled[index];
        if (pattern !== undefined) collect(pattern, text, input, offsets, findings);
      }
      return dedupeSameType(findings);
    },
  };
}

/**
 * Byte offsets (what RE2 reports for Buffer input) to UTF-16 indices (what JS strings use) and
 * on to code points (what the API reports). Identity for ASCII text, the common case.
 */
class OffsetMap {
  private readonly isAscii: boolean;
  private toCodePointFn: ((utf16Index: number) => number) | undefined;
  // A cursor over the text: offsets mostly come in ascending order, so each gap between two
  // requested offsets is decoded once, natively (a JS walk over every character cost more).
  private cursorByte = 0;
  private cursorUnit = 0;

  constructor(
    private readonly text: string,
    private readonly input: Buffer,
  ) {
    this.isAscii = input.length === text.length;
  }

  toCodePoint(utf16Index: number): number {
    if (this.isAscii) return utf16Index;
    this.toCodePointFn ??= codePointIndexer(this.text);
    return this.toCodePointFn(utf16Index);
  }

  /** `byteOffset` always falls on a character boundary: RE2 matches whole UTF-8 sequences. */
  utf16(byteOffset: number): number {
    if (this.isAscii) return byteOffset;
    if (byteOffset < this.cursorByte) {
      this.cursorByte = 0;
      this.cursorUnit = 0;
    }
    this.cursorUnit += this.input.toString('utf8', this.cursorByte, byteOffset).length;
    this.cursorByte = byteOffset;
    return this.cursorUnit;
  }
}

/**
 * The pattern with every capture group made non-capturing: the same matches, no submatch work.
 * Escapes and bracket expressions are left alone.
 */
export function withoutCaptures(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      out += source.slice(i, i + 2);
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') {
      inClass = true;
      // A ']' right after '[' or '[^' is a literal member, not the end of the class.
      if (source[i + 1] === '^') out += source[i++];
      if (source[i + 1] === ']') out += source[i++];
    } else if (c === '(' && source[i + 1] !== '?') {
      out += '(?:';
      continue;
    }
    out += c;
  }
  return out;
}

function collect(pattern: CompiledPattern, text: string, input: Buffer, offsets: OffsetMap, out: Finding[]): void {
  const { regex, spec, recognizer, context, withGroups } = pattern;
  regex.lastIndex = 0;
  for (let match = regex.exec(input); match !== null; match = regex.exec(input)) {
    const matched = match[0];
    if (matched.length === 0) {
      regex.lastIndex = match.index + 1; // an empty match would loop forever
      continue;
    }
    const start = offsets.utf16(match.index);
    const end = offsets.utf16(match.index + matched.length);
    // Candidates that only count near a context word are checked for one first: it is far
    // cheaper than validating them (a bare ten-digit run against fifteen phone numbering plans).
    if (context !== undefined && context.needsWord(spec.requiresContext === true) && !context.hasWord(text, start, end)) continue;
    // Groups are found only for the recognizers that read them, by the capturing pattern on the
    // matched span (RE2's leftmost-first match there is the same match).
    const spanText = text.slice(start, end);
    let groups: ReadonlyArray<string | undefined> | undefined;
    const raw: RawMatch = {
      text: spanText,
      start,
      end,
      get groups() {
        groups ??= withGroups === undefined ? [spanText] : [...(withGroups.exec(spanText) ?? [spanText])];
        return groups;
      },
      pattern: spec,
    };
    const refined = recognizer.refine === undefined ? { start, end, score: spec.score } : recognizer.refine(raw, text);
    if (refined === undefined) continue;
    if (spec.requiresContext === true && context === undefined) continue;
    let score = refined.score;
    if (context !== undefined) {
      const adjusted = context.adjust(text, refined.start, refined.end, score, refined.isValidated === true, spec.requiresContext === true);
      if (adjusted === undefined) continue;
      score = adjusted;
    }
    if (score <= 0) continue;
    out.push({
      entity_type: recognizer.entityType,
      text: text.slice(refined.start, refined.end),
      start: offsets.toCodePoint(refined.start),
      end: offsets.toCodePoint(refined.end),
      confidence: Math.min(1, Math.round(score * 1000) / 1000),
      recognizer: recognizer.name,
    });
  }
}

/**
 * Several patterns of one recognizer (or two recognizers of one type) can find the same value:
 * keep one finding per overlapping group of the same type, the most confident, then the longest.
 * Overlaps across types are the policy's business (decisions.md §4), not the engine's.
 * One sweep per type over findings sorted by start: linear after the sort, whatever the count.
 */
function dedupeSameType(findings: Finding[]): Finding[] {
  if (findings.length < 2) return findings;
  findings.sort((a, b) => (a.entity_type < b.entity_type ? -1 : a.entity_type > b.entity_type ? 1 : a.start - b.start || b.end - a.end));
  const kept: Finding[] = [];
  let current: Finding | undefined;
  let groupEnd = -1;
  for (const finding of findings) {
    if (current !== undefined && finding.entity_type === current.entity_type && finding.start < groupEnd) {
      groupEnd = Math.max(groupEnd, finding.end);
      const isBetter = finding.confidence > current.confidence || (finding.confidence === current.confidence && finding.end - finding.start > current.end - current.start);
      if (isBetter) current = finding;
      continue;
    }
    if (current !== undefined) kept.push(current);
    current = finding;
    groupEnd = finding.end;
  }
  if (current !== undefined) kept.push(current);
  return kept.sort((a, b) => a.start - b.start);
}
