/**
 * (f5), the proposal: RE2.Set on one UTF-8 copy, per-pattern extraction that changes method when
 * matches get dense. See docs/detection-engines.md for the figures behind each choice.
 */
import RE2 from 're2';
import type { PiiPattern } from './pii-patterns.js';
import { ScratchEncoder, searchBuffer, type MatchSink, type Span, type Strategy } from './strategies.js';

/**
 * Why two extraction methods. node-re2's exec() costs ~4.5 µs per match (it builds a result
 * array with named properties and copies the match into a new Buffer): harmless for the two or
 * three entities of a chat message, fatal for a flood (a 1 MiB paste of IP addresses has 130,000
 * matches, ~600 ms). split() and match() run their loop in C++ and return plain strings: ~1 µs
 * per match, but on a string, so each costs a re-encoding of the text (node-re2 caches it per
 * regex object), a second pass, and decoding the text between matches: ~10 ns per byte.
 * Break-even is near one match every ~400 bytes for a pattern.
 *
 * So every hit pattern starts with exec() on the shared Buffer, and after each stretch of
 * FLOOD_CHUNK matches that came closer than BREAK_EVEN_SPACING / (hit patterns) bytes apart,
 * the patterns that matched more than once in the stretch switch to a precomputed list. Deciding
 * per stretch keeps a sparse-then-dense paste from being judged by its sparse start, and only the
 * flooding patterns pay for their list.
 */
const FLOOD_CHUNK = 16;
const BREAK_EVEN_SPACING = 400;

export function setThenHybrid(patterns: readonly PiiPattern[], options: { listsFromStart?: boolean } = {}): Strategy {
  const set = new RE2.Set(patterns.map((p) => p.source));
  const merger = new HybridMerger(patterns.map((p) => new RE2(p.source, 'g')));
  const scratch = new ScratchEncoder();
  const listsFromStart = options.listsFromStart ?? false;
  return {
    key: listsFromStart ? 'f5/lists' : 'f5',
    description: 'RE2.Set + per-pattern RE2 on one scratch Buffer, split()/match() lists on floods',
    offsets: 'utf16',
    scan(text, sink) {
      const buf = scratch.encode(text);
      const hits = set.match(buf);
      if (hits.length === 0) return;
      const first = sink.length;
      merger.run(text, buf, hits, sink, listsFromStart);
      if (buf.length !== text.length) bytesToUtf16(buf, sink, first);
    },
  };
}

/** One hit pattern in the merge: its pending match and, once it floods, its precomputed list. */
interface Slot {
  pattern: number;
  start: number;
  end: number;
  live: boolean;
  /** Matches emitted in the current stretch, to see which patterns flood. */
  recent: number;
  list: MatchList | undefined;
  index: number;
}

/** One pattern's matches, all of them, as UTF-8 byte offsets. */
interface MatchList {
  readonly starts: number[];
  readonly ends: number[];
}

/**
 * Merges the hit patterns' matches into the order of the alternation P0|P1|… (leftmost-first:
 * the earliest start wins, ties to the lower pattern index, the scan resumes at the match end),
 * in byte offsets. A slot's pending match stays valid while it starts at or after the scan
 * position, since a pattern's match at a given start does not depend on where its search began.
 */
class HybridMerger {
  private readonly span: Span = { start: 0, end: 0 };
  private slots: Slot[] = [];

  constructor(private readonly regexes: readonly RE2[]) {}

  run(text: string, buf: Buffer, hits: readonly number[], sink: MatchSink, listsFromStart: boolean): void {
    this.slots = hits.map((pattern) => ({ pattern, start: 0, end: 0, live: false, recent: 0, list: undefined, index: 0 }));
    for (const slot of this.slots) {
      if (listsFromStart) slot.list = this.list(slot.pattern, text, buf.length === text.length);
      this.advance(slot, buf, 0);
    }
    const denseBelow = (FLOOD_CHUNK * BREAK_EVEN_SPACING) / hits.length;
    let stretchStart = 0;
    let inStretch = 0;
    for (let best = this.earliest(); best !== undefined; best = this.earliest()) {
      const end = best.end;
      sink.push(best.pattern, best.start, end);
      best.recent++;
      for (const slot of this.slots) if (slot.live && slot.start < end) this.advance(slot, buf, end);
      if (++inStretch < FLOOD_CHUNK) continue;
      if (end - stretchStart < denseBelow) {
        this.listFlooding(text, buf);
        const only = this.onlyLiveSlot();
        if (only?.list !== undefined) return this.drain(only, buf, sink);
      }
      for (const slot of this.slots) slot.recent = 0;
      stretchStart = end;
      inStretch = 0;
    }
  }

  private onlyLiveSlot(): Slot | undefined {
    let only: Slot | undefined;
    for (const slot of this.slots) {
      if (!slot.live) continue;
      if (only !== undefined) return undefined;
      only = slot;
    }
    return only;
  }

  /**
   * The usual flood (one pattern, or the others exhausted): nothing else can interrupt this
   * pattern's chain, so it goes straight to the sink without the merge's per-match bookkeeping.
   */
  private drain(slot: Slot, buf: Buffer, sink: MatchSink): void {
    while (slot.live) {
      sink.push(slot.pattern, slot.start, slot.end);
      this.advance(slot, buf, slot.end);
    }
  }

  private earliest(): Slot | undefined {
    let best: Slot | undefined;
    for (const slot of this.slots) if (slot.live && (best === undefined || slot.start < best.start)) best = slot;
    return best;
  }

  /** The slot's first match at or after `from`: from its list when that is valid, else exec(). */
  private advance(slot: Slot, buf: Buffer, from: number): void {
    const list = slot.list;
    if (list !== undefined) {
      while (slot.index < list.starts.length && (list.starts[slot.index] ?? 0) < from) slot.index++;
      // The list was built by searching on from each match's end, so nothing starts between a
      // listed match's end and the next listed start; valid unless the listed match before
      // straddles `from` (another pattern's match ended inside it), which needs a real search.
      const previousEnd = slot.index === 0 ? 0 : (list.ends[slot.index - 1] ?? 0);
      if (previousEnd <= from) {
        slot.live = slot.index < list.starts.length;
        slot.start = list.starts[slot.index] ?? 0;
        slot.end = list.ends[slot.index] ?? 0;
        return;
      }
    }
    slot.live = searchBuffer(this.regex(slot.pattern), buf, from, this.span);
    slot.start = this.span.start;
    slot.end = this.span.end;
  }

  /** Gives every pattern that matched more than once in a dense stretch its precomputed list. */
  private listFlooding(text: string, buf: Buffer): void {
    for (const slot of this.slots) {
      if (slot.list !== undefined || slot.recent < 2 || !slot.live) continue;
      slot.list = this.list(slot.pattern, text, buf.length === text.length);
      // The pending match stays; the list takes over after it.
      slot.index = 0;
      while (slot.index < slot.list.starts.length && (slot.list.starts[slot.index] ?? 0) <= slot.start) slot.index++;
    }
  }

  /**
   * All matches of one pattern from split() (the text between matches) and match() (the
   * matches): two C++ loops over the string that return plain strings. Their lengths give the
   * offsets: UTF-16 lengths are byte lengths for ASCII text; otherwise each is measured.
   */
  private list(pattern: number, text: string, ascii: boolean): MatchList {
    const re = this.regex(pattern);
    const pieces = re.split(text);
    const found = re.match(text) ?? [];
    const starts: number[] = [];
    const ends: number[] = [];
    const size = ascii ? (s: string): number => s.length : (s: string): number => Buffer.byteLength(s, 'utf8');
    let at = 0;
    for (let i = 0; i < found.length; i++) {
      at += size(pieces[i] ?? '');
      starts.push(at);
      at += size(found[i] ?? '');
      ends.push(at);
    }
    return { starts, ends };
  }

  private regex(pattern: number): RE2 {
    const re = this.regexes[pattern];
    if (re === undefined) throw new Error(`no regex for pattern ${pattern}`);
    return re;
  }
}

/**
 * Rewrites sink offsets from UTF-8 bytes to UTF-16 units (ASCII text needs none: there the two
 * agree). Offsets ascend, as the merge emits them, so each gap is decoded once, natively: cheaper
 * than walking the string's char codes in JS, which took a tenth of (f5)'s time on the corpus.
 */
function bytesToUtf16(buf: Buffer, sink: MatchSink, first: number): void {
  let byte = 0;
  let unit = 0;
  const toUnits = (target: number): number => {
    if (target > byte) {
      unit += buf.toString('utf8', byte, target).length;
      byte = target;
    }
    return unit;
  };
  for (let i = first; i < sink.length; i++) {
    sink.starts[i] = toUnits(sink.starts[i] ?? 0);
    sink.ends[i] = toUnits(sink.ends[i] ?? 0);
  }
}
