import type { Detection } from '../core/detection.js';
import { VeilError } from '../core/errors.js';
import { codePointIndexer, utf16Indexer } from '../detection/code-points.js';
import { isSafetyCategory } from '../policy/apply-policy.js';

export interface OutputGuardOptions {
  /**
   * Policy-decided, overlap-resolved detections for one text (offsets in code points of that
   * text, end exclusive), as src/app/scan-content.ts computes them. Rejects when detection cannot
   * run: the rejection propagates out of push()/finish() and the caller fails closed.
   */
  readonly scan: (text: string) => Promise<readonly Detection[]>;
  /**
   * The longest span `scan` reports, in UTF-16 units (safety categories included, if it reports
   * them): text closer than this to the end of what has arrived is held back. The guarantee below
   * rests on it.
   */
  readonly holdBackChars: number;
  /** Released text re-read before the pending text, so that context words ("born on", "MRN") still count. */
  readonly contextChars: number;
  /**
   * Where the end of a text could still grow into (or change) a detection: text before that
   * index is final (PatternEngine.viableFrom). With it, the guard holds back only that pending
   * tail, never more than holdBackChars; without it, always holdBackChars. It is called with the
   * guard's window over the reply, which only grows at its end, and with how many UTF-16 units
   * of the reply the window has dropped at its front (a ViableTail remembers where to search from).
   */
  readonly viableFrom?: (text: string, offset: number) => number;
}

/** A detection in the reply, as the API returns it and as the detection log needs it. */
export interface OutputDetection {
  /**
   * Offsets in code points of the whole original (unmasked) reply, as the non-streamed path
   * reports them. Per decisions.md §4, MASK and REJECT carry `text` = `[ENTITY_TYPE]`; FLAG keeps
   * the real text.
   */
  readonly detection: Detection;
  /** The reply's text at [start, end): the detection log HMACs it, and `text` no longer holds it for MASK/REJECT. */
  readonly originalText: string;
}

export interface GuardStep {
  /** Text to send to the client now, masked; often "". */
  readonly release: string;
  /** Detections released by this step, each reported once. */
  readonly detections: readonly OutputDetection[];
  /** A REJECT was found: nothing more is released, ever; the caller ends the stream with content_blocked. */
  readonly blockedBy?: OutputDetection;
}

/**
 * Calls are sequential: the caller awaits each push()/finish() before the next. A call made while
 * another is pending rejects (internal_error) and leaves the pending one untouched; so does any
 * call after a scan failed (the reply is in an unknown state) or after finish().
 */
export interface OutputGuard {
  push(delta: string): Promise<GuardStep>;
  finish(): Promise<GuardStep>;
}

const EMPTY: GuardStep = Object.freeze({ release: '', detections: Object.freeze([]) });

type State = 'open' | 'busy' | 'blocked' | 'finished' | 'failed';

/**
 * The streaming output guard (decisions.md §4): a reply's text is released only once no
 * detection can still span it; MASK spans are rewritten before release; a REJECT ends it.
 *
 * Why nothing released can later turn out to be part of a detection: text is released only up to
 * `end − holdBackChars`, or up to `viableFrom` when that is later (see below), pulled back to the
 * start of any detection crossing that point, so a
 * detection D that contains a released character starts before that boundary, and since D is at
 * most holdBackChars long, it ended inside the text that had already arrived: D was visible whole
 * (and so was any rival it competes with in overlap resolution that starts before the boundary)
 * when its first character was released, and was masked, reported or rejected then. For the same
 * reason a later scan that finds a detection starting in released text is looking at one already
 * decided (or one that lost overlap resolution to a span the window has since cut off), and it
 * is not reported again.
 *
 * With viableFrom the same holds for the shorter hold-back: a detection that will contain a
 * released character starts before the boundary, and if more text could still make it appear,
 * grow or change, the text from its start to the current end would be the beginning of a match
 * (or a match within its context reach): its start would be at or after viableFrom. So it is
 * already whole and decided, and the argument above applies unchanged.
 *
 * Memory and scan size: the window holds at most contextChars of released text plus the
 * unreleased text. The unreleased text before a delta is under 2 × holdBackChars (holdBackChars
 * past the boundary, plus at most one detection pulled back from it), so a scan reads at most
 * contextChars + 2 × holdBackChars + the delta; a delta that leaves the boundary where it was
 * costs no scan at all.
 */
export function createOutputGuard(options: OutputGuardOptions): OutputGuard {
  const { scan, holdBackChars, contextChars } = options;
  if (!Number.isSafeInteger(holdBackChars) || holdBackChars < 0) throw new RangeError('holdBackChars must be a non-negative integer');
  if (!Number.isSafeInteger(contextChars) || contextChars < 0) throw new RangeError('contextChars must be a non-negative integer');

  /** Released context, then the unreleased text. */
  let window = '';
  /** UTF-16 length of the released prefix of `window`. */
  let released = 0;
  /** UTF-16 units of the reply dropped from the front of `window`. */
  let dropped = 0;
  /** Code points of the reply released so far: turns window offsets into reply offsets without re-reading the reply. */
  let releasedPoints = 0;
  /**
   * Window index the boundary must reach before a scan can release anything: the end of a
   * decided detection the last scan held back whole. Until then a rescan could only stop at its
   * start again.
   */
  let holdUntil = 0;
  let state: State = 'open';

  const step = async (delta: string, final: boolean): Promise<GuardStep> => {
    // Checked before the first await, so a second call made without awaiting the first sees 'busy'.
    if (state === 'busy') throw misuse('push()/finish() called while a previous call is still pending');
    if (state === 'failed') throw misuse('the guard failed on an earlier scan');
    if (state === 'finished') throw misuse('push()/finish() called after finish()');
    if (state === 'blocked') return EMPTY;
    state = 'busy';
    try {
      const result = await advance(delta, final);
      if (result.blockedBy !== undefined) {
        state = 'blocked';
        window = '';
      } else if (final) {
        state = 'finished';
        window = '';
      } else {
        state = 'open';
      }
      return result;
    } catch (error) {
      state = 'failed';
      window = '';
      throw error;
    }
  };

  const advance = async (delta: string, final: boolean): Promise<GuardStep> => {
    window += delta;
    let boundary = final ? window.length : window.length - holdBackChars;
    // Text before the earliest position that could still begin (or change) a detection is final
    // too: a detection that will contain it would have a prefix starting there.
    if (!final && options.viableFrom !== undefined && boundary < window.length) {
      boundary = Math.max(boundary, Math.min(window.length, options.viableFrom(window, dropped)));
    }
    // A delta can end between the two halves of a surrogate pair; a release never does.
    if (!final && boundary > 0 && isHighSurrogate(window.charCodeAt(boundary - 1))) boundary--;
    if (boundary <= released || boundary < holdUntil) return EMPTY;

    // Nor does the text scanned: half a pair would reach the engine as a lone surrogate.
    const scanned = !final && isHighSurrogate(window.charCodeAt(window.length - 1)) ? window.slice(0, -1) : window;
    const found = await scan(scanned);
    const toPoint = codePointIndexer(scanned);
    const toUnit = utf16Indexer(scanned);
    const releasedPoint = toPoint(released);

    let blockedBy: Located | undefined;
    const decided: Located[] = [];
    for (const detection of found) {
      const located: Located = { detection, start: toUnit(detection.start), end: toUnit(detection.end) };
      if (located.end <= released) continue;
      // Undecided: it may be the prefix of a longer value, or lose overlap resolution to one that
      // has not fully arrived. Nothing from here on is released by this step.
      if (located.start >= boundary) continue;
      if (detection.action === 'REJECT') {
        // Even one starting in released text (which the argument above says was decided already):
        // a REJECT that reaches unreleased text is not let through.
        if (blockedBy === undefined || detection.confidence > blockedBy.detection.confidence) blockedBy = located;
        continue;
      }
      if (located.start < released) continue;
      decided.push(located);
    }
    const toReply = (points: number): number => releasedPoints + points - releasedPoint;
    if (blockedBy !== undefined) {
      const { detection } = blockedBy;
      return { release: '', detections: [], blockedBy: forOutput(detection, toReply(detection.start), toReply(detection.end)) };
    }

    // Never split a detection; pulling back to one's start can make another cross the new cut
    // (a safety category's sentence holding PII), hence the loop.
    let cut = boundary;
    for (let moved = true; moved; ) {
      moved = false;
      for (const d of decided) {
        if (d.start < cut && d.end > cut) {
          cut = d.start;
          moved = true;
        }
      }
    }

    const detections: OutputDetection[] = [];
    let release = '';
    let from = released;
    let heldUntil = 0;
    for (const d of [...decided].sort((a, b) => a.start - b.start)) {
      if (d.end > cut) {
        heldUntil = Math.max(heldUntil, d.end);
        continue;
      }
      const { detection } = d;
      detections.push(forOutput(detection, toReply(detection.start), toReply(detection.end)));
      // As scanContent does: only PII is masked; a category's span is a sentence that contains PII.
      if (detection.action !== 'MASK' || isSafetyCategory(detection.entity_type)) continue;
      // The scan resolves overlaps, so masks do not overlap; if one did, the union stays hidden.
      if (d.start >= from) release += window.slice(from, d.start) + maskOf(detection);
      from = Math.max(from, d.end);
    }
    if (cut > from) release += window.slice(from, cut);

    releasedPoints = toReply(toPoint(cut));
    released = cut;
    let keepFrom = Math.max(0, released - contextChars);
    if (keepFrom > 0 && isLowSurrogate(window.charCodeAt(keepFrom)) && isHighSurrogate(window.charCodeAt(keepFrom - 1))) keepFrom++;
    window = window.slice(keepFrom);
    dropped += keepFrom;
    released -= keepFrom;
    holdUntil = Math.max(0, heldUntil - keepFrom);
    return release === '' && detections.length === 0 ? EMPTY : { release, detections };
  };

  return {
    push: (delta) => step(delta, false),
    finish: () => step('', true),
  };
}

interface Located {
  readonly detection: Detection;
  /** UTF-16 offsets in the window. */
  readonly start: number;
  readonly end: number;
}

const maskOf = (d: Detection): string => d.masked_text ?? `[${d.entity_type}]`;

/** decisions.md §4: an output detection must not hand back what masking (or blocking) hid. */
function forOutput(d: Detection, start: number, end: number): OutputDetection {
  return { detection: { ...d, start, end, text: d.action === 'FLAG' ? d.text : maskOf(d) }, originalText: d.text };
}

const isHighSurrogate = (unit: number): boolean => (unit & 0xfc00) === 0xd800;
const isLowSurrogate = (unit: number): boolean => (unit & 0xfc00) === 0xdc00;

const misuse = (message: string): VeilError => new VeilError('internal_error', `output guard: ${message}`);
