import RE2 from 're2';
import type { Finding } from '../core/detection.js';
import { codePointIndexer, type ToCodePoint } from './code-points.js';
import { INSERT_MARKER, noteNoInsert, noteNoTable, TABLE_MARKER } from './columns.js';
import { compileContext, type CompiledContext, type TextContext } from './context.js';
import { createNativeScanner, createNativeTail, type NativeScanner, type NativeTail } from './native-scanner.js';
import { patternShape, prefixClosure, type Anchor } from './pattern-shape.js';
import type { PatternSpec, PendingTail, RawMatch, Recognizer, Refined } from './recognizer.js';

/**
 * The compiled pattern engine: every pattern of every recognizer is compiled once into one
 * RE2.Set (a single linear-time pass that tells which patterns occur), plus one RE2 per pattern
 * to extract positions, run only for the patterns the set reported; both run natively, in one
 * call per text (native/scanner.cc). Candidates are validated and scored only after that cheap
 * pass. Build it once; analyze() has no other state.
 */
export interface PatternEngine {
  readonly recognizers: readonly Recognizer[];
  analyze(text: string): Finding[];
  /** Candidate values in the text (pattern matches before validation): what the budget counts. */
  candidates(text: string): number;
  /**
   * Where the end of `text` could still grow into a finding, or change one, as more text is
   * appended: the UTF-16 index of the earliest position from which the rest of the text is the
   * beginning of a match of some pattern, or a whole match followed by less than its context
   * reach. Text before it is final: no finding that touches it can appear or change later (a
   * finding is at most MAX_FINDING_CHARS long). text.length when nothing is pending.
   */
  viableFrom(text: string): number;
  /**
   * viableFrom for one growing text (a streamed reply), cheaper call after call: it remembers
   * where each pattern's pending match starts, and searches only from there.
   */
  viableTail(): ViableTail;
}

/**
 * viableFrom of one text that grows at its end. Each call passes the text from `offset` (UTF-16
 * units of the whole text dropped before it, never fewer than the previous call's) to its
 * current end, which only grows; the answer is an index in the text passed, the same as
 * viableFrom of that text would give.
 */
export interface ViableTail {
  from(text: string, offset: number): number;
}

interface CompiledPattern {
  readonly recognizer: Recognizer;
  readonly context: CompiledContext | undefined;
  readonly spec: PatternSpec;
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

/**
 * A text holds more candidate values than the engine validates within its latency budget
 * (decisions.md): it is refused as a whole rather than scanned slowly or in part.
 */
export class DetectionBudgetExceeded extends Error {
  override readonly name = 'DetectionBudgetExceeded';
  constructor(readonly allowed: number) {
    super(`the text holds more than ${allowed} candidate values, the most scanned in a text of its length`);
  }
}

/**
 * The longest value the engine reports, in UTF-16 units. Personal data is short (an e-mail
 * address is at most 254 characters, RFC 5321; addresses and names far less); a longer match is a
 * pattern running on, not a value. The bound is what lets a streamed reply be released with a
 * fixed hold-back (src/streaming): no finding can reach further back than this from where it ends.
 */
export const MAX_FINDING_CHARS = 256;

/**
 * How far after a match the engine still looks: context words after a value (up to 20
 * characters, and a word that starts there may run on), phone extensions (24), the characters
 * validators check right after a match. A match this close to the end of a growing text may
 * still change.
 */
const AFTER_MATCH_REACH = 64;

/** The candidate budget scales with the text: this many per 65,536 characters, never fewer in all. */
const BUDGET_UNIT_CHARS = 65_536;

export interface CompileOptions {
  /**
   * Candidate values (pattern matches, before validation) allowed per 65,536 characters of a
   * text, and at least in any text; beyond it analyze() throws DetectionBudgetExceeded. Each
   * candidate costs microseconds of validation and scoring, so this bounds the time a text can
   * take. 0 or absent: no limit.
   */
  readonly maxCandidatesPer64K?: number;
  /**
   * Use each pattern's prefilter in the RE2.Set and scan anchored patterns in windows (default).
   * Off, the set holds the full patterns and every pattern scans the whole text: slower, and the
   * reference that prefilters and windows are checked against in tests.
   */
  readonly usePrefilters?: boolean;
}

const ANCHOR_CODES: Readonly<Record<Anchor, number>> = { digit: 1, '@': 2, ':': 3 };

/**
 * A pattern in RE2's own syntax. node-re2 parses the JavaScript flavour that recognizers and
 * tenants write (\uXXXX escapes, named groups…) and rejects what RE2 cannot run; its translation
 * is what the native scanner compiles.
 */
export function toRe2Syntax(source: string, ignoreCase = false): string {
  const translated = new RE2(source, 'u').internalSource;
  return ignoreCase ? `(?i:${translated})` : translated;
}

export function compileEngine(recognizers: readonly Recognizer[], options: CompileOptions = {}): PatternEngine {
  const usePrefilters = options.usePrefilters ?? true;
  const budget = options.maxCandidatesPer64K ?? 0;
  const compiled: CompiledPattern[] = [];
  const setSources: string[] = [];
  const scanSources: string[] = [];
  const groupSources: Array<string | null> = [];
  const suffixGroups: number[] = [];
  const anchors: number[] = [];
  const margins: number[] = [];
  const alsoSources: Array<string | null> = [];
  const nearSet: number[] = [];
  // Per context rule whose words a prefilter marks: the pattern whose prefilter's ends the scan reports.
  const endsOf: number[] = [];
  const endsSlot = new Map<CompiledContext, number>();
  for (const recognizer of recognizers) {
    const context = recognizer.context === undefined ? undefined : compileContext(recognizer.context);
    for (const spec of recognizer.patterns) {
      if (usePrefilters && context !== undefined && spec.isPrefilterOfContext === true && spec.prefilter !== undefined && !endsSlot.has(context)) {
        endsSlot.set(context, endsOf.length);
        endsOf.push(compiled.length);
      }
      const ignoreCase = spec.ignoreCase === true;
      // RE2 runs large programs with capture groups on its slow submatch engine (an address
      // pattern: 230 µs per 2 KB): scan without groups, and find the groups on the short span.
      const plain = withoutCaptures(spec.regex);
      try {
        scanSources.push(toRe2Syntax(plain, ignoreCase));
        // (Without prefilters, the reference the shortcuts are tested against: the full submatch search.)
        const groupAtEnd = usePrefilters && spec.isGroupLongestEnd === true ? onlyGroupAtEnd(spec.regex) : undefined;
        if (usePrefilters && spec.isGroupLongestEnd === true && groupAtEnd === undefined) throw new Error('the pattern has more than one capture group, or its group does not end it');
        groupSources.push(groupAtEnd !== undefined ? toRe2Syntax(`(?:${groupAtEnd})$`, ignoreCase) : plain === spec.regex ? null : toRe2Syntax(spec.regex, ignoreCase));
        suffixGroups.push(groupAtEnd === undefined ? 0 : 1);
        // A prefilter states its own case rules (`ignoreCase` is the pattern's).
        setSources.push(usePrefilters && spec.prefilter !== undefined ? toRe2Syntax(spec.prefilter) : toRe2Syntax(spec.regex, ignoreCase));
        alsoSources.push(usePrefilters && spec.alsoPrefilter !== undefined ? toRe2Syntax(spec.alsoPrefilter) : null);
      } catch (error) {
        throw new PatternCompileError(recognizer.name, `${recognizer.name}/${spec.name}: ${(error as Error).message}`);
      }
      // A pattern bounded in length runs only in windows of the text: around where one of its set
      // entries matched, when every match holds a match of that entry (the pattern itself, or a
      // prefilter declared to be part of it); in long texts, around the digits (or "@", ":") that
      // every match holds. The same matches, most of the text skipped.
      const shape = patternShape(plain, ignoreCase);
      const bounded = usePrefilters && Number.isFinite(shape.maxBytes);
      anchors.push(bounded && shape.anchor !== undefined ? ANCHOR_CODES[shape.anchor] : 0);
      margins.push(bounded ? shape.maxBytes : 0);
      // (An empty match has no window: a pattern that matches only the empty string scans whole texts.)
      nearSet.push(!bounded || shape.maxBytes === 0 ? 0 : spec.prefilter === undefined || spec.isPrefilterInMatch === true ? 1 : spec.alsoPrefilter !== undefined && spec.isAlsoPrefilterInMatch === true ? 2 : 0);
      compiled.push({ recognizer, context, spec });
    }
  }
  // Compiled on first use: only the thread that guards streamed replies needs it.
  let viable: Viable | undefined;
  let scanner: NativeScanner;
  try {
    scanner = createNativeScanner(setSources, scanSources, groupSources, anchors, margins, alsoSources, nearSet, [INSERT_MARKER, TABLE_MARKER], suffixGroups, endsOf);
  } catch (error) {
    const message = (error as Error).message;
    const pattern = compiled[Number(/pattern (\d+)/.exec(message)?.[1] ?? -1)];
    throw new PatternCompileError(pattern?.recognizer.name ?? 'engine', pattern === undefined ? message : `${pattern.recognizer.name}/${pattern.spec.name}: ${message}`);
  }

  return {
    recognizers,
    candidates: (text) => (text.length === 0 ? 0 : (scanner.scan(text, 0)?.[0] ?? 0)),
    viableFrom: (text) => (viable ??= compileViable(recognizers)).from(text),
    viableTail: () => (viable ??= compileViable(recognizers)).tail(),
    analyze(text) {
      if (text.length === 0) return [];
      const allowed = budget === 0 ? 0 : Math.max(budget, Math.floor((budget * text.length) / BUDGET_UNIT_CHARS));
      // The scanner stops as soon as it has found more candidates than allowed: a refusal costs
      // no more than an accepted text.
      const matches = scanner.scan(text, allowed);
      if (matches === null) return [];
      if (matches[0] === -1) throw new DetectionBudgetExceeded(allowed);
      let toCodePoint: ToCodePoint | undefined;
      const flags = matches[matches.length - 1] ?? 0;
      const hasPairs = (flags & 1) === 1;
      if ((flags & INSERT_BIT) === 0) noteNoInsert(text);
      if ((flags & TABLE_BIT) === 0) noteNoTable(text);
      const codePoint: ToCodePoint = (utf16Index) => (toCodePoint ??= codePointIndexer(text, hasPairs))(utf16Index);
      const contexts = new TextContexts(text, endsOf.length === 0 ? undefined : new PrefilterEnds(matches, endsSlot));
      const findings: Finding[] = [];
      const end = 1 + 4 * (matches[0] ?? 0);
      for (let i = 1; i < end; i += 4) {
        const pattern = compiled[matches[i] ?? -1];
        if (pattern !== undefined) collect(pattern, matches, i, text, codePoint, contexts, findings);
      }
      return dedupeSameType(findings);
    },
  };
}

/** The scan's flags for the markers (INSERT_MARKER, TABLE_MARKER). */
const INSERT_BIT = 2;
const TABLE_BIT = 4;

/** A recognizer's tail closures share one RE2 up to this many characters in all (see compileViable). */
const MAX_GROUPED_CLOSURE_CHARS = 100_000;

interface Viable {
  from(text: string): number;
  tail(): ViableTail;
}

/** Every position pending: the caller falls back to its fixed hold-back. */
const NOTHING_FINAL: Viable = { from: () => 0, tail: () => ({ from: () => 0 }) };

/**
 * The engine's viableFrom: RE2s over the prefix closures of the patterns, anchored at the end of
 * the text, find the leftmost position from which the text's end could still become (or change) a
 * finding. Only the last MAX_FINDING_CHARS + AFTER_MATCH_REACH characters can hold one.
 * A pattern the closure reader does not understand makes every position pending (0).
 *
 * Why a growing text's tail can remember where to start: a closure's matches are prefix-closed,
 * so if the text from s on matches after more text arrived, it matched before too. A pattern's
 * leftmost start therefore never moves back, and one that matched only the empty string at the
 * previous end is searched in the new text alone.
 */
function compileViable(recognizers: readonly Recognizer[]): Viable {
  // One RE2 per recognizer, its closures in one alternation, or one per pattern for a recognizer
  // whose closures are too large together: RE2's DFA outgrows its memory on such an alternation
  // (the street-address closures, 240,000 characters; one alternation of every closure falls back
  // to the NFA, milliseconds per call). Fewer RE2s cost less per call: each search touches its
  // own automaton, and between two deltas of a stream those have left the CPU's caches
  // (docs/performance.md). All of them run in one native call (native/scanner.cc, Tail).
  const sources: string[] = [];
  for (const recognizer of recognizers) {
    const closures: string[] = [];
    for (const spec of recognizer.patterns) {
      const closure = prefixClosure(withoutCaptures(spec.regex), spec.ignoreCase === true);
      if (closure === undefined) return NOTHING_FINAL;
      try {
        closures.push(toRe2Syntax(`(?:${closure.prefixes}|${closure.pattern}[\\s\\S]{0,${AFTER_MATCH_REACH}})`, spec.ignoreCase === true));
      } catch {
        return NOTHING_FINAL;
      }
    }
    const together = closures.reduce((sum, closure) => sum + closure.length, 0) <= MAX_GROUPED_CLOSURE_CHARS;
    if (together && closures.length > 1) sources.push(`(?:${closures.join('|')})$`);
    else sources.push(...closures.map((closure) => `${closure}$`));
  }
  let native: NativeTail;
  try {
    native = createNativeTail(sources);
  } catch {
    return NOTHING_FINAL;
  }
  const reach = MAX_FINDING_CHARS + AFTER_MATCH_REACH;
  const starts = new Int32Array(sources.length);

  /**
   * `lowest[i]`: where tail pattern i may start, in UTF-16 units of the whole text, of which
   * `text` starts at `offset` (0 when unknown); updated in place.
   */
  const earliest = (text: string, offset: number, lowest: Int32Array): number => {
    // A text that ends between the halves of a surrogate pair is read without the first half:
    // RE2 would read it as U+FFFD, which the pair, once whole, is not.
    const end = text.length > 0 && isHighSurrogate(text.charCodeAt(text.length - 1)) ? text.length - 1 : text.length;
    // Closures hold no assertions (pattern-shape.ts drops them): the text before `from` cannot
    // change what matches from there on.
    let from = Math.max(0, end - reach);
    if (from > 0 && isLowSurrogate(text.charCodeAt(from))) from--;
    const base = offset + from;
    for (let i = 0; i < starts.length; i++) starts[i] = Math.max((lowest[i] ?? 0) - base, 0);
    const found = native.earliestFrom(from === 0 && end === text.length ? text : text.slice(from, end), starts);
    for (let i = 0; i < starts.length; i++) lowest[i] = base + (starts[i] ?? 0);
    return from + found;
  };
  const none = new Int32Array(sources.length);
  // Values found outside their patterns' matches (a table's cells under its header): each such
  // recognizer says where its own may still be growing.
  const expanding = recognizers.filter((recognizer) => recognizer.pendingTail !== undefined);
  const pendingTails = (): PendingTail[] => expanding.flatMap((recognizer) => recognizer.pendingTail?.() ?? []);
  const withPending = (found: number, text: string, offset: number, pending: readonly PendingTail[]): number => {
    let at = found;
    for (const tail of pending) at = Math.min(at, tail.from(text, offset));
    return at;
  };
  return {
    from: (text) => withPending(earliest(text, 0, none.fill(0)), text, 0, pendingTails()),
    tail() {
      const lowest = new Int32Array(sources.length);
      const pending = pendingTails();
      return { from: (text, offset) => withPending(earliest(text, offset, lowest), text, offset, pending) };
    },
  };
}

const isHighSurrogate = (unit: number): boolean => (unit & 0xfc00) === 0xd800;
const isLowSurrogate = (unit: number): boolean => (unit & 0xfc00) === 0xdc00;

/**
 * The groups of a pattern's source, outside escapes and bracket expressions: where each opens and
 * where it closes (-1 when it does not), in the order they open.
 */
function groupsOf(source: string): Array<{ readonly open: number; close: number }> {
  const groups: Array<{ readonly open: number; close: number }> = [];
  const opened: number[] = [];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
    } else if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') {
      inClass = true;
      // A ']' right after '[' or '[^' is a literal member, not the end of the class.
      if (source[i + 1] === '^') i++;
      if (source[i + 1] === ']') i++;
    } else if (c === '(') {
      opened.push(groups.length);
      groups.push({ open: i, close: -1 });
    } else if (c === ')') {
      const group = groups[opened.pop() ?? -1];
      if (group !== undefined) group.close = i;
    }
  }
  return groups;
}

/**
 * The pattern with every capture group made non-capturing: the same matches, no submatch work.
 * Escapes and bracket expressions are left alone.
 */
export function withoutCaptures(source: string): string {
  let out = '';
  let from = 0;
  for (const { open } of groupsOf(source)) {
    if (source[open + 1] === '?') continue;
    out += `${source.slice(from, open)}(?:`;
    from = open + 1;
  }
  return out + source.slice(from);
}

/**
 * The body of the pattern's one capture group, when that group closes at the pattern's end
 * ("…(,[ \\t]*City)?)" → ",[ \\t]*City)?"); undefined otherwise.
 */
export function onlyGroupAtEnd(source: string): string | undefined {
  // Named groups capture too; lookbehinds ("(?<=", "(?<!") do not.
  const captures = groupsOf(source).filter(({ open }) => source[open + 1] !== '?' || (source[open + 2] === '<' && source[open + 3] !== '=' && source[open + 3] !== '!'));
  const [group] = captures;
  if (captures.length !== 1 || group === undefined || group.close !== source.length - 1) return undefined;
  const body = source.slice(group.open + 1, group.close);
  // A named group's name is no part of its pattern.
  return body.startsWith('?<') ? body.slice(body.indexOf('>') + 1) : body;
}

function collect(pattern: CompiledPattern, matches: Int32Array, at: number, text: string, codePoint: ToCodePoint, contexts: TextContexts, out: Finding[]): void {
  const { spec, recognizer, context } = pattern;
  let start = matches[at + 1] ?? 0;
  let end = matches[at + 2] ?? 0;
  if (spec.isValueInGroup === true) {
    const value = firstGroupSpan(matches, at);
    if (value === undefined) return;
    [start, end] = value;
  }
  // Candidates that only count near a context word are checked for one first: it is far
  // cheaper than validating them (a bare ten-digit run against fifteen phone numbering plans).
  const inText = context === undefined ? undefined : contexts.of(context);
  if (inText !== undefined && context?.needsWord(spec.requiresContext === true) === true && !inText.hasWord(start, end)) return;
  if (recognizer.expand !== undefined) {
    for (const refined of recognizer.expand(rawMatch(text, matches, at, spec, start, end), text)) report(pattern, refined, text, codePoint, inText, out);
    return;
  }
  const refined = recognizer.refine === undefined ? { start, end, score: spec.score } : recognizer.refine(rawMatch(text, matches, at, spec, start, end), text);
  if (refined !== undefined) report(pattern, refined, text, codePoint, inText, out);
}

/** A refined candidate, scored by its context words, as a finding (offsets in code points). */
function report(pattern: CompiledPattern, refined: Refined, text: string, codePoint: ToCodePoint, inText: TextContext | undefined, out: Finding[]): void {
  const { spec, recognizer, context } = pattern;
  if (refined.end - refined.start > MAX_FINDING_CHARS) return;
  if (spec.requiresContext === true && context === undefined) return;
  let score = refined.score;
  // A validated value at full confidence that needs no word: no context word can change its score
  // (a boost stops at 1, and negative words count only against values not validated).
  const isSettled = refined.isValidated === true && score >= 1 && context?.needsWord(spec.requiresContext === true) !== true;
  if (inText !== undefined && !isSettled) {
    const adjusted = inText.adjust(refined.start, refined.end, score, refined.isValidated === true, spec.requiresContext === true);
    if (adjusted === undefined) return;
    score = adjusted;
  }
  if (score <= 0) return;
  out.push({
    entity_type: recognizer.entityType,
    text: text.slice(refined.start, refined.end),
    start: codePoint(refined.start),
    end: codePoint(refined.end),
    confidence: Math.min(1, Math.round(score * 1000) / 1000),
    recognizer: recognizer.name,
  });
}

/** The match as a recognizer refines it: the whole match, or (isValueInGroup) the value's group with every group. */
function rawMatch(text: string, matches: Int32Array, at: number, spec: PatternSpec, start: number, end: number): RawMatch {
  const candidate = new Candidate(text, matches, at, spec);
  return spec.isValueInGroup === true ? { text: text.slice(start, end), start, end, groups: candidate.groups, pattern: spec } : candidate;
}

/** [start, end] of the first capture group that took part in the match at `at`, in UTF-16 units. */
function firstGroupSpan(matches: Int32Array, at: number): [number, number] | undefined {
  const groups = matches[at + 3] ?? -1;
  if (groups < 0) return undefined;
  const count = matches[groups] ?? 0;
  for (let g = 1; g < count; g++) {
    const start = matches[groups + 1 + 2 * g] ?? -1;
    if (start >= 0) return [start, matches[groups + 2 + 2 * g] ?? start];
  }
  return undefined;
}

/** Each recognizer's context words in one text, looked up once, on the first candidate that needs them. */
class TextContexts {
  private readonly byRule = new Map<CompiledContext, TextContext>();
  constructor(
    private readonly text: string,
    private readonly ends: PrefilterEnds | undefined,
  ) {}

  of(context: CompiledContext): TextContext {
    let found = this.byRule.get(context);
    if (found === undefined) {
      found = context.inText(this.text, this.ends?.of(context));
      this.byRule.set(context, found);
    }
    return found;
  }
}

/**
 * Where the set's pass saw the prefilters that mark context words end, per context rule, as the
 * scan reports them after the groups (native-scanner.ts). Read on first use.
 */
class PrefilterEnds {
  private bySlot: Array<Int32Array | undefined> | undefined;
  constructor(
    private readonly matches: Int32Array,
    private readonly slots: ReadonlyMap<CompiledContext, number>,
  ) {}

  of(context: CompiledContext): Int32Array | undefined {
    const slot = this.slots.get(context);
    if (slot === undefined) return undefined;
    this.bySlot ??= this.read();
    return this.bySlot[slot];
  }

  private read(): Array<Int32Array | undefined> {
    const { matches } = this;
    const read: Array<Int32Array | undefined> = [];
    let at = matches[matches.length - 2] ?? matches.length;
    for (let k = 0; k < this.slots.size; k++) {
      const count = matches[at] ?? -1;
      // More ends than the pass keeps: every window is searched.
      read.push(count < 0 ? undefined : matches.subarray(at + 1, at + 1 + count));
      at += 1 + Math.max(0, count);
    }
    return read;
  }
}

/**
 * A match as recognizers see it. Its capture groups are read from the scanner's output only when
 * a recognizer asks (the scanner found them on the matched span with the pattern's capturing form).
 */
class Candidate implements RawMatch {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  private cachedGroups: Array<string | undefined> | undefined;

  constructor(
    private readonly source: string,
    private readonly matches: Int32Array,
    private readonly at: number,
    readonly pattern: PatternSpec,
  ) {
    this.start = matches[at + 1] ?? 0;
    this.end = matches[at + 2] ?? 0;
    this.text = source.slice(this.start, this.end);
  }

  get groups(): ReadonlyArray<string | undefined> {
    this.cachedGroups ??= this.readGroups();
    return this.cachedGroups;
  }

  private readGroups(): Array<string | undefined> {
    const at = this.matches[this.at + 3] ?? -1;
    if (at < 0) return [this.text];
    const groups: Array<string | undefined> = [];
    const count = this.matches[at] ?? 0;
    for (let g = 0; g < count; g++) {
      const start = this.matches[at + 1 + 2 * g] ?? -1;
      groups.push(start < 0 ? undefined : this.source.slice(start, this.matches[at + 2 + 2 * g]));
    }
    return groups;
  }
}

/**
 * Several patterns of one recognizer (or two recognizers of one type) can find the same value:
 * keep one finding per overlapping group of the same type, the most confident, then the longest;
 * two parts of one address that share its house number are joined into one.
 * Overlaps across types are the policy's business (decisions.md §4), not the engine's.
 * One sweep per type over findings sorted by start: linear after the sort, whatever the count.
 */
/** Confidences this close are a tie between a finding and one it holds whole. */
const NEAR_CONFIDENCE = 0.05;
const holds = (a: Finding, b: Finding): boolean => a.start <= b.start && a.end >= b.end;
/** Address parts are joined only when each would be reported on its own (the default policy's floor). */
const MERGED_PART_CONFIDENCE = 0.5;
/** A house number ("233", "12B", "7-9"): what two parts of one address may share. */
const HOUSE_NUMBER = /^\d[\dA-Za-z/-]{0,5}$/;
/** `second` starts inside `first` and runs past it, and what they share is a house number. */
function sharesHouseNumber(first: Finding, second: Finding): boolean {
  if (!(first.start < second.start && second.start < first.end && first.end < second.end)) return false;
  return HOUSE_NUMBER.test([...first.text].slice(second.start - first.start).join(''));
}
/** `first` and `second` overlapping, `first` starting first, as one finding (code-point offsets). */
function joined(first: Finding, second: Finding): Finding {
  const tail = [...second.text].slice(first.end - second.start).join('');
  return { ...first, text: first.text + tail, end: second.end, confidence: Math.max(first.confidence, second.confidence) };
}

function dedupeSameType(findings: Finding[]): Finding[] {
  if (findings.length < 2) return findings;
  findings.sort((a, b) => (a.entity_type < b.entity_type ? -1 : a.entity_type > b.entity_type ? 1 : a.start - b.start || b.end - a.end));
  const kept: Finding[] = [];
  let current: Finding | undefined;
  let groupEnd = -1;
  for (const finding of findings) {
    if (current !== undefined && finding.entity_type === current.entity_type && finding.start < groupEnd) {
      groupEnd = Math.max(groupEnd, finding.end);
      // Two parts of one address that share its house number (a street and its number, "Paseo de
      // la Castellana 233", and the number with the flat, postcode and city, "233, bajo A, 46002
      // Valencia"): the address is both.
      if (finding.entity_type === 'LOCATION' && sharesHouseNumber(current, finding) && Math.min(finding.confidence, current.confidence) >= MERGED_PART_CONFIDENCE) {
        current = joined(current, finding);
        continue;
      }
      // A finding that holds the other whole is the same value with more of it ("22 baker street,
      // flat 3, london nw1 6xe" over "flat 3, london nw1 6xe"): it wins unless clearly less sure.
      const isBetter = holds(finding, current) !== holds(current, finding)
        ? holds(finding, current) ? finding.confidence >= current.confidence - NEAR_CONFIDENCE : finding.confidence > current.confidence + NEAR_CONFIDENCE
        : finding.confidence > current.confidence || (finding.confidence === current.confidence && finding.end - finding.start > current.end - current.start);
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
