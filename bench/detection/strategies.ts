/**
 * The scanning strategies compared by engines.bench.ts. Every strategy reports the same matches:
 * those of the single alternation P0|P1|…|P11 run globally with leftmost-first semantics (the
 * earliest start wins, ties go to the lower pattern index, scanning resumes at the match's end),
 * which is what V8, node-re2 and re2-wasm all do natively with a combined pattern. Strategies that
 * run the patterns one by one reproduce it exactly with a k-way merge (see LeftmostFirstMerger).
 *
 * Offsets are in the unit the engine hands back, converted only in the consistency check:
 * UTF-16 code units (strings), UTF-8 bytes (node-re2 with Buffer input) or code points (re2-wasm,
 * which indexes its UTF-8 copy of the string by code point, not by UTF-16 unit).
 */
import RE2 from 're2';
import { RE2 as WasmRE2 } from 're2-wasm';
import { combinedSource, type PiiPattern } from './pii-patterns.js';

export type OffsetUnit = 'utf16' | 'utf8' | 'codepoint';

export interface Strategy {
  readonly key: string;
  readonly description: string;
  readonly offsets: OffsetUnit;
  scan(text: string, sink: MatchSink): void;
}

/** Growable struct-of-arrays for matches, reused across messages so the timed loop allocates nothing. */
export class MatchSink {
  kinds: Int32Array = new Int32Array(64);
  starts: Int32Array = new Int32Array(64);
  ends: Int32Array = new Int32Array(64);
  length = 0;

  reset(): void {
    this.length = 0;
  }

  push(kind: number, start: number, end: number): void {
    if (end <= start) throw new Error(`empty match of pattern ${kind} at ${start}: the strategies would diverge`);
    if (this.length === this.kinds.length) this.grow();
    this.kinds[this.length] = kind;
    this.starts[this.length] = start;
    this.ends[this.length] = end;
    this.length++;
  }

  private grow(): void {
    const size = this.kinds.length * 2;
    const copy = (from: Int32Array): Int32Array => {
      const to = new Int32Array(size);
      to.set(from);
      return to;
    };
    this.kinds = copy(this.kinds);
    this.starts = copy(this.starts);
    this.ends = copy(this.ends);
  }
}

// --- shared pieces ---

/** Where the last successful search landed; one object reused instead of a tuple per match. */
export interface Span {
  start: number;
  end: number;
}

export type Search<I> = (re: RE2, input: I, from: number, out: Span) => boolean;

const searchString: Search<string> = (re, input, from, out) => {
  re.lastIndex = from;
  const m = re.exec(input);
  if (m === null) return false;
  out.start = m.index;
  out.end = m.index + m[0].length;
  return true;
};

/**
 * Same body as searchString, kept separate because re2.d.ts overloads exec() per input type.
 * node-re2 takes lastIndex and reports index and match length in bytes for Buffer input.
 */
export const searchBuffer: Search<Buffer> = (re, input, from, out) => {
  re.lastIndex = from;
  const m = re.exec(input);
  if (m === null) return false;
  out.start = m.index;
  out.end = m.index + m[0].length;
  return true;
};

/**
 * Reproduces the combined alternation from per-pattern searches: keep each candidate pattern's next
 * match at or after the scan position, emit the earliest (lowest pattern index on ties), move the
 * position to its end and re-search only the patterns whose pending match started before it. A
 * pattern's leftmost-first match from a given start does not depend on where the search began,
 * so pending matches at or after the new position stay valid. Only patterns the RE2.Set reported
 * take part: a pattern with no match anywhere cannot contribute to the alternation either.
 */
class LeftmostFirstMerger<I> {
  private readonly starts = new Int32Array(32);
  private readonly ends = new Int32Array(32);
  private readonly live = new Uint8Array(32);
  private readonly span: Span = { start: 0, end: 0 };

  constructor(
    private readonly regexes: readonly RE2[],
    private readonly search: Search<I>,
  ) {}

  /**
   * Merges the candidates' matches from `from` on into `sink`. Stops after `budget` matches and
   * returns false if more may follow, so a caller can look at the match density and switch paths;
   * calling again from the last match's end carries on exactly where it stopped.
   */
  run(input: I, candidates: readonly number[], sink: MatchSink, from = 0, budget = Number.POSITIVE_INFINITY): boolean {
    const n = candidates.length;
    if (n === 1) return this.runSingle(input, candidateAt(candidates, 0), sink, from, budget);
    for (let j = 0; j < n; j++) this.advance(input, j, candidateAt(candidates, j), from);
    for (let emitted = 0; ; emitted++) {
      const best = this.earliest(n);
      if (best < 0) return true;
      if (emitted >= budget) return false;
      const end = this.ends[best] ?? 0;
      sink.push(candidateAt(candidates, best), this.starts[best] ?? 0, end);
      for (let j = 0; j < n; j++) {
        if (this.live[j] === 1 && (this.starts[j] ?? 0) < end) this.advance(input, j, candidateAt(candidates, j), end);
      }
    }
  }

  /** All matches of one pattern: the common case (one kind of entity in a message) needs no merge. */
  private runSingle(input: I, pattern: number, sink: MatchSink, from: number, budget: number): boolean {
    const re = this.regex(pattern);
    for (let emitted = 0; this.search(re, input, from, this.span); emitted++) {
      if (emitted >= budget) return false;
      sink.push(pattern, this.span.start, this.span.end);
      from = this.span.end;
    }
    return true;
  }

  private advance(input: I, slot: number, pattern: number, from: number): void {
    const found = this.search(this.regex(pattern), input, from, this.span);
    this.live[slot] = found ? 1 : 0;
    this.starts[slot] = this.span.start;
    this.ends[slot] = this.span.end;
  }

  private earliest(n: number): number {
    let best = -1;
    let bestStart = Number.MAX_SAFE_INTEGER;
    for (let j = 0; j < n; j++) {
      const start = this.starts[j] ?? 0;
      if (this.live[j] === 1 && start < bestStart) {
        best = j;
        bestStart = start;
      }
    }
    return best;
  }

  private regex(pattern: number): RE2 {
    const re = this.regexes[pattern];
    if (re === undefined) throw new Error(`no regex for pattern ${pattern}`);
    return re;
  }
}

function candidateAt(candidates: readonly number[], j: number): number {
  return candidates[j] ?? -1;
}

/**
 * Index of the pattern whose group matched: group i + 1 belongs to pattern i. Takes `object`
 * because re2.d.ts types only [0] of a Buffer match; at run time every match is an Array of groups.
 */
function groupOf(match: object, patternCount: number): number {
  const m = match as ArrayLike<unknown>;
  for (let i = 1; i <= patternCount; i++) if (m[i] !== undefined) return i - 1;
  throw new Error('combined match with no group set');
}

// --- (a), (b): RE2.Set prefilter, then per-pattern extraction ---

/** (a) RE2.Set tells which patterns occur; only those are searched, on the JS string. */
export function setThenPatternsString(patterns: readonly PiiPattern[]): Strategy {
  const set = new RE2.Set(patterns.map((p) => p.source));
  const merger = new LeftmostFirstMerger(compileEach(patterns), searchString);
  return {
    key: 'a',
    description: 'RE2.Set + per-pattern RE2, string',
    offsets: 'utf16',
    scan(text, sink) {
      merger.run(text, set.match(text), sink);
    },
  };
}

/** (b) As (a), but the string is encoded to UTF-8 once and every RE2 call gets that Buffer. */
export function setThenPatternsBuffer(patterns: readonly PiiPattern[]): Strategy {
  const set = new RE2.Set(patterns.map((p) => p.source));
  const merger = new LeftmostFirstMerger(compileEach(patterns), searchBuffer);
  return {
    key: 'b',
    description: 'RE2.Set + per-pattern RE2, Buffer',
    offsets: 'utf8',
    scan(text, sink) {
      const buf = Buffer.from(text, 'utf8');
      merger.run(buf, set.match(buf), sink);
    },
  };
}

function compileEach(patterns: readonly PiiPattern[]): RE2[] {
  return patterns.map((p) => new RE2(p.source, 'g'));
}

// --- (c), (d), (e): one combined pattern ---

/** (c) One node-re2 alternation; the numbered group says which pattern matched. */
export function combinedRe2(patterns: readonly PiiPattern[], input: 'string' | 'buffer'): Strategy {
  const re = new RE2(combinedSource(patterns), 'g');
  const n = patterns.length;
  return {
    key: input === 'string' ? 'c' : 'c-buf',
    description: `one combined node-re2 pattern, ${input === 'string' ? 'string' : 'Buffer'}`,
    offsets: input === 'string' ? 'utf16' : 'utf8',
    scan(text, sink) {
      re.lastIndex = 0;
      if (input === 'string') {
        for (let m = re.exec(text); m !== null; m = re.exec(text)) sink.push(groupOf(m, n), m.index, m.index + m[0].length);
      } else {
        const buf = Buffer.from(text, 'utf8');
        for (let m = re.exec(buf); m !== null; m = re.exec(buf)) sink.push(groupOf(m, n), m.index, m.index + m[0].length);
      }
    },
  };
}

/** (d) One V8 RegExp alternation: a backtracking engine, fast until a pattern starts to backtrack. */
export function combinedV8(patterns: readonly PiiPattern[]): Strategy {
  const re = new RegExp(combinedSource(patterns), 'g');
  const n = patterns.length;
  return {
    key: 'd',
    description: 'one combined V8 RegExp',
    offsets: 'utf16',
    scan(text, sink) {
      re.lastIndex = 0;
      for (let m = re.exec(text); m !== null; m = re.exec(text)) sink.push(groupOf(m, n), m.index, m.index + m[0].length);
    },
  };
}

/** (e) re2-wasm, combined. It insists on the u flag and re-encodes the whole string on every exec. */
export function combinedWasm(patterns: readonly PiiPattern[]): Strategy {
  const re = new WasmRE2(combinedSource(patterns), 'gu');
  const n = patterns.length;
  return {
    key: 'e',
    description: 're2-wasm, one combined pattern',
    offsets: 'codepoint',
    scan(text, sink) {
      re.lastIndex = 0;
      for (let m = re.exec(text); m !== null; m = re.exec(text)) {
        sink.push(groupOf(m, n), m.index, m.index + codePointLength(m[0] ?? ''));
      }
    },
  };
}

function codePointLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdbff) n++;
  }
  return n;
}

// --- (f): attempts to beat (a)/(b) ---

type Feature = PiiPattern['needs'][number];
const FEATURES: readonly Feature[] = ['digit', '@', ':'];
const DIGIT = /[0-9]/;

/** Which of the trigger characters the text has, as a bit mask over FEATURES. */
function featureMask(text: string): number {
  return (DIGIT.test(text) ? 1 : 0) | (text.includes('@') ? 2 : 0) | (text.includes(':') ? 4 : 0);
}

/**
 * (f1) Trigger gating: every pattern needs a digit, an '@' or a ':' (PiiPattern.needs), so the
 * three cheap JS checks (a regex test that stops at the first digit, two SIMD indexOf scans) pick
 * one of eight precompiled RE2.Sets holding only the patterns that can still match; with no
 * trigger at all, RE2 is not called and no Buffer is made.
 */
export function gatedSets(patterns: readonly PiiPattern[]): Strategy {
  const sets = subsetSets(patterns);
  const merger = new LeftmostFirstMerger(compileEach(patterns), searchBuffer);
  return {
    key: 'f1',
    description: 'trigger-char gate → 1 of 8 RE2.Sets + per-pattern RE2, Buffer',
    offsets: 'utf8',
    scan(text, sink) {
      const gated = sets[featureMask(text)];
      if (gated === undefined) return;
      const buf = Buffer.from(text, 'utf8');
      const hits = gated.set.match(buf);
      if (hits.length === 0) return;
      merger.run(buf, hits.map((i) => gated.indexes[i] ?? -1), sink);
    },
  };
}

interface SubsetSet {
  readonly set: InstanceType<typeof RE2.Set>;
  /** Global pattern index of each of the set's patterns. */
  readonly indexes: readonly number[];
}

function subsetSets(patterns: readonly PiiPattern[]): (SubsetSet | undefined)[] {
  return subsetIndexes(patterns).map((indexes) =>
    indexes.length === 0 ? undefined : { set: new RE2.Set(indexes.map((i) => patternAt(patterns, i).source)), indexes },
  );
}

/** For each trigger mask, the indexes of the patterns that need at least one present trigger. */
function subsetIndexes(patterns: readonly PiiPattern[]): number[][] {
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << FEATURES.length; mask++) {
    const present = FEATURES.filter((_, bit) => (mask & (1 << bit)) !== 0);
    out.push(patterns.flatMap((p, i) => (p.needs.some((need) => present.includes(need)) ? [i] : [])));
  }
  return out;
}

export function patternAt(patterns: readonly PiiPattern[], i: number): PiiPattern {
  const p = patterns[i];
  if (p === undefined) throw new Error(`no pattern ${i}`);
  return p;
}

/**
 * (f2) RE2.Set, then a single pass for all reported patterns: one cached alternation per distinct
 * set of hits (few in practice; at most 2^12), instead of one pass per reported pattern. One
 * reported pattern runs alone without groups, as in (b). Buffer input.
 */
export function setThenSubsetCombined(patterns: readonly PiiPattern[]): Strategy {
  const set = new RE2.Set(patterns.map((p) => p.source));
  const merger = new LeftmostFirstMerger(compileEach(patterns), searchBuffer);
  const combined = new SubsetCombiner(patterns);
  return {
    key: 'f2',
    description: 'RE2.Set + one combined RE2 (with groups) of the hit patterns, Buffer',
    offsets: 'utf8',
    scan(text, sink) {
      const buf = Buffer.from(text, 'utf8');
      const hits = set.match(buf);
      if (hits.length === 0) return;
      if (hits.length === 1) merger.run(buf, hits, sink);
      else combined.run(buf, hits, sink);
    },
  };
}

class SubsetCombiner {
  private readonly cache = new Map<number, RE2>();

  constructor(private readonly patterns: readonly PiiPattern[]) {}

  run(buf: Buffer, hits: readonly number[], sink: MatchSink): void {
    const re = this.regexFor(hits);
    re.lastIndex = 0;
    for (let m = re.exec(buf); m !== null; m = re.exec(buf)) {
      sink.push(hits[groupOf(m, hits.length)] ?? -1, m.index, m.index + m[0].length);
    }
  }

  private regexFor(hits: readonly number[]): RE2 {
    let mask = 0;
    for (const i of hits) mask |= 1 << i;
    let re = this.cache.get(mask);
    if (re === undefined) {
      re = new RE2(combinedSource(hits.map((i) => patternAt(this.patterns, i))), 'g');
      this.cache.set(mask, re);
    }
    return re;
  }
}

/**
 * (f3) One combined RE2 pass (like c-buf), with the two costs around it trimmed: the trigger
 * gate of (f1) picks one of eight precompiled alternations holding only the patterns that can
 * still match (none at all: no RE2 call), and the UTF-8 copy goes into a reused scratch Buffer
 * instead of a fresh Buffer.from (which allocates, and costs several times more here).
 */
export function gatedCombined(patterns: readonly PiiPattern[]): Strategy {
  const variants = subsetCombined(patterns);
  const scratch = new ScratchEncoder();
  return {
    key: 'f3',
    description: 'trigger-char gate → 1 of 8 combined RE2, scratch Buffer',
    offsets: 'utf8',
    scan(text, sink) {
      const variant = variants[featureMask(text)];
      if (variant === undefined) return;
      const buf = scratch.encode(text);
      const { re, indexes } = variant;
      re.lastIndex = 0;
      for (let m = re.exec(buf); m !== null; m = re.exec(buf)) {
        sink.push(indexes[groupOf(m, indexes.length)] ?? -1, m.index, m.index + m[0].length);
      }
    },
  };
}

interface SubsetRegex {
  readonly re: RE2;
  readonly indexes: readonly number[];
}

function subsetCombined(patterns: readonly PiiPattern[]): (SubsetRegex | undefined)[] {
  return subsetIndexes(patterns).map((indexes) =>
    indexes.length === 0 ? undefined : { re: new RE2(combinedSource(indexes.map((i) => patternAt(patterns, i))), 'g'), indexes },
  );
}

/** UTF-8 encoding into one growing Buffer; the returned view is valid until the next call. */
export class ScratchEncoder {
  private buf = Buffer.allocUnsafe(16 * 1024);

  encode(text: string): Buffer {
    // A UTF-16 code unit takes at most 3 UTF-8 bytes, so 3 × length always fits.
    if (this.buf.length < text.length * 3) this.buf = Buffer.allocUnsafe(text.length * 3);
    return this.buf.subarray(0, this.buf.write(text, 0, 'utf8'));
  }
}

/**
 * (f4) RE2.Set on a scratch Buffer, then, for messages with hits only, one alternation of the hit
 * patterns without any capturing group, read with split() and match() on the string instead of an
 * exec() loop. Why: per match, node-re2's exec() builds a result array with named properties
 * (~3 µs here for a string, ~4.5 µs for a Buffer, whose match it copies into a new Buffer), and any capturing group in a program over 512 instructions (the combined
 * pattern, IPv6) sends RE2 to its NFA for the submatch (~5–10 µs). split() and match() run the
 * whole loop in C++ with one submatch (no NFA) and hand back plain strings whose UTF-16 lengths
 * give the offsets. Which pattern produced a match is asked only when several patterns hit: a
 * sticky (anchored) test of each hit pattern at the match start, in priority order, on the Buffer.
 */
export function setThenSplit(patterns: readonly PiiPattern[]): Strategy {
  const set = new RE2.Set(patterns.map((p) => p.source));
  const sticky = patterns.map((p) => new RE2(p.source, 'y'));
  const alternations = new AlternationCache(patterns);
  const scratch = new ScratchEncoder();
  return {
    key: 'f4',
    description: 'RE2.Set + split()/match() of the hit patterns, string',
    offsets: 'utf16',
    scan(text, sink) {
      const buf = scratch.encode(text);
      const hits = set.match(buf);
      if (hits.length === 0) return;
      const re = alternations.get(hits);
      const pieces = re.split(text);
      const found = re.match(text);
      if (found === null) return;
      let at = 0;
      let byteAt = 0; // the sticky tests run on the Buffer, so they need the start in bytes
      for (let i = 0; i < found.length; i++) {
        const piece = pieces[i] ?? '';
        const match = found[i] ?? '';
        at += piece.length;
        let kind = hits[0] ?? -1;
        if (hits.length > 1) {
          byteAt += Buffer.byteLength(piece, 'utf8');
          kind = identify(sticky, hits, buf, byteAt);
          byteAt += Buffer.byteLength(match, 'utf8');
        }
        sink.push(kind, at, at + match.length);
        at += match.length;
      }
    },
  };
}

/** The lowest-index hit pattern that matches at `byteStart`: the alternative the alternation took. */
function identify(sticky: readonly RE2[], hits: readonly number[], buf: Buffer, byteStart: number): number {
  for (const i of hits) {
    const re = sticky[i];
    if (re === undefined) continue;
    re.lastIndex = byteStart;
    if (re.test(buf)) return i;
  }
  throw new Error(`no hit pattern matches at byte ${byteStart}`);
}

/** Non-capturing alternation per distinct set of hits, compiled on first use. */
class AlternationCache {
  private readonly cache = new Map<number, RE2>();

  constructor(private readonly patterns: readonly PiiPattern[]) {}

  get(hits: readonly number[]): RE2 {
    let mask = 0;
    for (const i of hits) mask |= 1 << i;
    let re = this.cache.get(mask);
    if (re === undefined) {
      re = new RE2(hits.map((i) => `(?:${patternAt(this.patterns, i).source})`).join('|'), 'g');
      this.cache.set(mask, re);
    }
    return re;
  }
}
