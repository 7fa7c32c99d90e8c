/**
 * The recognizer contract, shaped after Presidio's analyzer: a recognizer declares its entity
 * type and patterns; the engine finds candidates for all recognizers in one compiled pass; each
 * candidate is then refined by its recognizer (trimmed, validated, scored), and context words near
 * it raise or lower the score. "Not a match" is data (undefined), never an exception.
 */

/** One pattern, in RE2 syntax (linear time: no backreferences, no lookaround). */
export interface PatternSpec {
  readonly name: string;
  readonly regex: string;
  /** Case-insensitive matching of `regex` (prefilters state their own case rules). */
  readonly ignoreCase?: boolean;
  /** Score of an unvalidated match, before context. */
  readonly score: number;
  /**
   * A smaller pattern for the one-pass prefilter that matches wherever `regex` does (a necessary
   * condition, e.g. the street without its optional locality). Keeps the combined RE2.Set within
   * RE2's memory budget; extraction still runs the full pattern.
   */
  readonly prefilter?: string;
  /**
   * The prefilter is a piece of every value the pattern should find (not a cue word elsewhere):
   * a pattern of bounded length then runs only around where the prefilter matched, and a match
   * that holds no match of it is not looked for. Whether a value is found then depends on the
   * value alone, not on what else the text holds. A pattern without a prefilter is its own set
   * entry and needs no such statement. Tests check findings against a scan without prefilters.
   */
  readonly isPrefilterInMatch?: boolean;
  /**
   * A second necessary condition, anywhere in the text, checked in the same one-pass set: the
   * pattern runs only where both occur (cue words somewhere and nine digits somewhere: one
   * pattern for both would hold the gap between them and make the set's automaton blow up).
   */
  readonly alsoPrefilter?: string;
  /**
   * The second prefilter is a piece of every value the pattern should find (nine digits of a
   * nine-digit number): as with isPrefilterInMatch, the pattern then runs only around where it
   * matched, however far away the first prefilter's cue words may be.
   */
  readonly isAlsoPrefilterInMatch?: boolean;
  /**
   * The pattern's one capture group ends it, and the part before the group never ends where the
   * group could start: the group is then the longest end of the match that the group's own
   * pattern matches, which RE2's DFA finds reading backwards from the match's end. (A large
   * pattern's groups otherwise need RE2's NFA: ≈ 12 µs per street address, docs/performance.md,
   * session 26.) Tests check the groups against the full submatch search.
   */
  readonly isGroupLongestEnd?: boolean;
  /**
   * The prefilter is contextPrefilter() of the recognizer's context words (or holds it as an
   * alternative): where its matches end, the set's pass has seen where a whole context word can
   * end, and the context rule searches only windows near such an end (context.ts, mayHoldWord).
   * Tests check findings against a scan that searches every window.
   */
  readonly isPrefilterOfContext?: boolean;
  /** Matches of this pattern count only near one of the recognizer's context words. */
  readonly requiresContext?: boolean;
  /**
   * The candidate is the first capture group that took part, not the whole match: what comes
   * before it in the match only has to stand there (RE2 has no lookbehind). The regex must still
   * hold what the prefilter asks for.
   */
  readonly isValueInGroup?: boolean;
}

/** A raw match of one pattern; offsets are UTF-16 indices into `text`. */
export interface RawMatch {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** Capture groups of the match (index 1…); undefined where a group did not take part. */
  readonly groups: readonly (string | undefined)[];
  readonly pattern: PatternSpec;
}

/** A refined candidate: possibly a narrower or wider span, and a validated score. */
export interface Refined {
  readonly start: number;
  readonly end: number;
  readonly score: number;
  /**
   * The validator vouched for the value (a Luhn check, a mod-97 check, a phone-number plan):
   * context can no longer lower the score below `score`.
   */
  readonly isValidated?: boolean;
}

export interface ContextRule {
  /** Words or phrases (lowercase) that make the entity more likely when near a candidate. */
  readonly words: readonly string[];
  /** Added to the score when a word is found in the window (capped at 1). */
  readonly boost: number;
  /** Words that make the entity less likely (order numbers, versions, ISBNs…). */
  readonly negative?: readonly string[];
  /** Subtracted from the score when a negative word is found and the candidate is not validated. */
  readonly penalty?: number;
  /**
   * A negative word that labels the candidate itself ("Invoice no. 0412 345 678") drops it, where
   * the shape alone says little (digit groups); otherwise the penalty applies as anywhere nearby.
   */
  readonly isDroppedWhenLabelledNegative?: boolean;
  /**
   * A negative word that is a label of a host's name ("update.anydesk.com", "cdn-update[.]top")
   * says nothing about the candidate: for addresses, which logs write beside host names.
   */
  readonly isNegativeOutsideHostNames?: boolean;
  /** Characters searched before and after the candidate. */
  readonly before: number;
  readonly after: number;
  /** Without a context word the candidate is dropped (a bare date is not a date of birth). */
  readonly isRequired?: boolean;
  /** The candidate's own text counts as context too ("MRN-0012345" carries its cue). */
  readonly includesMatch?: boolean;
  /**
   * A candidate in a list of short lines also reads the list's heading ("Quais destes CPFs são
   * válidos?\n322.346.493-07\n…"; context.ts, headingOf): for identifiers that people paste in
   * lists under the name of their kind.
   */
  readonly readsHeading?: boolean;
  /**
   * The line above the value's asks for it ("Agent: …confirm your date of birth?\nVisitor: 08/03/1963"):
   * its words count as beside the value. Implied by readsHeading.
   */
  readonly readsQuestion?: boolean;
}

export interface Recognizer {
  readonly name: string;
  readonly entityType: string;
  readonly patterns: readonly PatternSpec[];
  readonly context?: ContextRule;
  /** Validates and scores a match; undefined drops it. Without it, the pattern's score stands. */
  refine?(match: RawMatch, text: string): Refined | undefined;
  /**
   * Instead of refine: the values a match stands for elsewhere in the text (a table's header line
   * for the cells under its columns), each validated and scored. One candidate, however many
   * values: the candidate budget counts headers, not cells. Each value must still be at most
   * MAX_FINDING_CHARS long (engine.ts).
   */
  expand?(match: RawMatch, text: string): readonly Refined[];
  /**
   * For a recognizer that expands: where, at the end of a growing text, a value it would report
   * may still be growing (a table's last cell while the row is being written), since its patterns'
   * prefix closures (engine.ts, viableFrom) only cover the matches themselves. One per growing
   * text, called as ViableTail.from is.
   */
  pendingTail?(): PendingTail;
}

/** See Recognizer.pendingTail: `from` returns an index in `text` (text.length when nothing is pending). */
export interface PendingTail {
  from(text: string, offset: number): number;
}
