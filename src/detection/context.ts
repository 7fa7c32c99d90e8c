import { isAfterProclitics, isAsciiLetterUnit, isDigitUnit, isUnspacedBefore, isUnspacedScript, isWordChar } from './char-classes.js';
import { columnsOf, delimiterCounts, nameHolds, normalName } from './columns.js';
import { firstAtOrAfter } from './first-at-or-after.js';
import { labelGlueLength } from './label-glue.js';
import { linesOf, type Lines } from './line-starts.js';
import { beyondAsciiAsAny, caselessPrefilter, escapeLiteral, wordTrieSource } from './word-trie.js';
import type { ContextRule } from './recognizer.js';

export interface CompiledContext {
  /** Whether candidates of this pattern need a context word nearby before anything else. */
  needsWord(requiresContext: boolean): boolean;
  /**
   * The context words of one text, found once and then looked up per candidate. `ends`: where
   * the set's pass saw a prefilter of these words end (PatternSpec.isPrefilterOfContext),
   * ascending: windows far from all of them hold no word and are not searched.
   */
  inText(text: string, ends?: Int32Array): TextContext;
}

export interface TextContext {
  /** A context word is in the window around [start, end). */
  hasWord(start: number, end: number): boolean;
  /** The score after context, or undefined when a required context word is missing. */
  adjust(start: number, end: number, score: number, isValidated: boolean, requiresContext: boolean): number | undefined;
}

/**
 * Context words count in a window around each candidate: up to `before` characters before it and
 * `after` after it, on the candidate's own line (in forms and letterheads the line above belongs
 * to another field: "NHS No: …\nPhone: 07471 471724"). A word counts when it stands whole in the
 * text (no letter or digit touching it), or when it touches the candidate itself ("DOB01/02/1990").
 *
 * The words are one precompiled alternation of literals (nothing to backtrack over). A candidate's
 * window is searched on its own, until the windows searched would outgrow the text: then every
 * occurrence is found in one pass and looked up in the sorted list (occurrencesOf).
 */
export function compileContext(rule: ContextRule): CompiledContext {
  const spelled = withAsciiSpellings(rule.words);
  const positive = occurrencesOf(withSnakeCase(spelled));
  const negative = rule.negative === undefined || rule.negative.length === 0 ? undefined : occurrencesOf(rule.negative, rule.isNegativeOutsideHostNames === true ? isInHostName : undefined);
  const negativeWords = (rule.negative ?? []).map((w) => w.toLowerCase());
  const positiveLabels = spelled.map((w) => w.toLowerCase());
  const positiveName = nameMatcher(spelled);
  const negativeName = rule.negative === undefined || rule.negative.length === 0 ? undefined : nameMatcher(rule.negative);
  // A candidate without a letter holds no word when every word has one (most candidates are digits).
  const isLetterless = spelled.every((word) => LETTER_OR_BEYOND_ASCII.test(word)) ? hasNoLetter : () => false;
  return {
    needsWord: (requiresContext) => requiresContext || rule.isRequired === true,
    inText(text, ends) {
      const positives = positive(text, ends);
      const negatives = negative?.(text);
      const has = (found: Occurrences, named: RegExp | undefined, start: number, end: number, readsHeading: boolean, readsQuestion: boolean): boolean => {
        // The window's edges, pulled in to the candidate's line (searched within the window only:
        // a line can be as long as the text).
        let from = Math.max(0, start - rule.before);
        for (let i = start - 1; i >= from; i--) if (text.charCodeAt(i) === 10) from = i + 1;
        // After the value, the window also ends with its sentence ("… on 2020-02-29; the mascot's birthday"),
        // or with its field in data: a comma before the next key's quote ('"v": "10.23.26", "birthDate": …').
        let to = Math.min(text.length, end + rule.after);
        for (let i = end; i < to; i++) {
          const c = text.charCodeAt(i);
          if (c === 10 || c === 59 || ((c === 46 || c === 33 || c === 63) && text.charCodeAt(i + 1) === 32) || (c === 44 && isKeyAfter(text, i + 1))) to = i;
        }
        if (found.within(from, start, start, end, 'before') || found.within(end, to, start, end, 'after') || (rule.includesMatch === true && !isLetterless(text, start, end) && found.within(start, end, start, end, 'inside'))) return true;
        // A value in a table: its column's name counts as a word beside it.
        const column = named === undefined ? undefined : columnsOf(text).nameAt(start, end);
        if (column !== undefined && named !== undefined && named.test(column)) return true;
        // A value in a list: the list's heading names it ("Which of these PESEL numbers are valid?").
        // Only a cue: a negative word in a heading ("Orders:") says nothing about each item.
        // Both read only a value that opens its line: a value further in has neither.
        const line = readsHeading || readsQuestion ? itemLine(text, start) : -1;
        if (line < 0) return false;
        const heading = readsHeading ? headingAbove(text, line) : undefined;
        if (heading !== undefined && found.within(heading.start, heading.end, start, end, 'before')) return true;
        // An answer: the line above asked for it ("…I need your Aadhaar number.\nCustomer: It's …").
        const asked = readsQuestion ? askedAbove(text, line) : undefined;
        return asked !== undefined && found.within(asked.start, asked.end, start, end, 'before');
      };
      // A candidate is usually asked about twice with the same span (before validation, then to
      // score it): the last answer is kept.
      let last = { start: -1, end: -1, answer: false };
      const hasPositive = (start: number, end: number): boolean => {
        if (last.start !== start || last.end !== end) last = { start, end, answer: has(positives, positiveName, start, end, rule.readsHeading === true, rule.readsHeading === true || rule.readsQuestion === true) };
        return last.answer;
      };
      return {
        hasWord: hasPositive,
        adjust(start, end, score, isValidated, requiresContext) {
          const found = hasPositive(start, end);
          if (!found && (rule.isRequired === true || requiresContext)) return undefined;
          let adjusted = found ? Math.min(1, score + rule.boost) : score;
          // A value its own label or column names ("SRC=203.0.113.9", "SSN: …", a "pcp_npi" column)
          // is what that says: a negative word further back ("fw01 kernel: DROP IN=eth0 SRC=…")
          // speaks of something else.
          // Without a penalty, only a negative label counts: the window is not searched.
          if (negatives !== undefined && !isValidated && rule.penalty === 0) {
            return rule.isDroppedWhenLabelledNegative === true && isNamedBy(text, start, end, negativeWords) && !(found && isLabelledBy(text, start, positiveLabels)) ? undefined : adjusted;
          }
          if (negatives !== undefined && !isValidated && has(negatives, negativeName, start, end, false, false) && !(found && isLabelledBy(text, start, positiveLabels))) {
            // "Order #123-45-6789", "Invoice no. 0412 345 678": a negative word that labels the
            // value itself says what it is.
            if (rule.isDroppedWhenLabelledNegative === true && isNamedBy(text, start, end, negativeWords)) return undefined;
            adjusted -= rule.penalty ?? 0.3;
          }
          return adjusted;
        },
      };
    },
  };
}

type Part = 'before' | 'after' | 'inside';

/** A key's opening quote at `at`, after spaces: the next field of a JSON object or a dict. */
function isKeyAfter(text: string, at: number): boolean {
  let i = at;
  while (text.charCodeAt(i) === 32) i++;
  const c = text.charCodeAt(i);
  return c === 34 || c === 39;
}

const LETTER_OR_BEYOND_ASCII = /[A-Za-z\u0080-\uffff]/;

/** No ASCII letter and nothing beyond ASCII in [start, end) of the text. */
function hasNoLetter(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i) | 0x20;
    if ((c >= 0x61 && c <= 0x7a) || c >= 0x80) return false;
  }
  return true;
}

/** Window offsets below this make an exact number key (from · 2^32 + to < 2^53). */
const MAX_KEYED_OFFSET = 2 ** 21;


/**
 * A list of labels by the last UTF-16 unit of each: a label check compares only the few that can
 * end the text before a value (a record number's cue list holds 300 words, and every candidate
 * compared each of them). Built once per list.
 */
const labelsByLastUnit = new WeakMap<readonly string[], ReadonlyMap<number, readonly string[]>>();

function labelIndex(words: readonly string[]): ReadonlyMap<number, readonly string[]> {
  let index = labelsByLastUnit.get(words);
  if (index === undefined) {
    const built = new Map<number, string[]>();
    // Each word as a label's head is compared with it: hyphens as spaces (spaced()).
    for (const word of words.map(spaced)) {
      // An empty label (which ends every text) falls under NaN, as an empty text before a value does.
      const last = word.charCodeAt(word.length - 1);
      const bucket = built.get(last);
      if (bucket === undefined) built.set(last, [word]);
      else bucket.push(word);
    }
    index = built;
    labelsByLastUnit.set(words, index);
  }
  return index;
}

/** One of `words` ends right before the value at `start`, with only a label's glue between. */
export function isLabelledBy(text: string, start: number, words: readonly string[]): boolean {
  const head = labelHead(text, start);
  const index = labelIndex(words);
  // Chinese and Japanese write a label against the words before it ("我的手机13795355442").
  const endsHead = (word: string): boolean =>
    head.endsWith(word) && (!LETTER_OR_DIGIT.test(head[head.length - word.length - 1] ?? '') || isUnspacedBefore(word[0]) || isAfterProclitics(head, head.length - word.length));
  return (index.get(head.charCodeAt(head.length - 1))?.some(endsHead) ?? false) || (index.get(Number.NaN)?.some(endsHead) ?? false);
}

/** The last label head read: a value is asked about several lists in a row (its own cues, a phone's, negative words). */
let lastHead: { readonly text: string; readonly start: number; readonly head: string } | undefined;

/** The forty characters before `start` without the label glue that ends them, lowercase, "_" and "-" as spaces. */
function labelHead(text: string, start: number): string {
  if (lastHead !== undefined && lastHead.start === start && lastHead.text === text) return lastHead.head;
  const before = text.slice(Math.max(0, start - 40), start);
  const glue = labelGlueLength(before);
  // Keys write a label's spaces and hyphens as underscores ("national_id: …"): compared with both as spaces.
  const lower = before.slice(0, before.length - glue).toLowerCase();
  const head = lower.includes('_') || lower.includes('-') ? lower.replace(/[_-]/g, ' ') : lower;
  lastHead = { text, start, head };
  return head;
}

/**
 * One of `words` names the value at [start, end) something: its label right before it, or its
 * table column's name. For numbers that count by their structure alone, unless named otherwise
 * ("order 9006308345089", a column "tracking").
 */
export function isNamedBy(text: string, start: number, end: number, words: readonly string[]): boolean {
  if (isLabelledBy(text, start, words)) return true;
  const column = columnsOf(text).nameAt(start, end);
  return column !== undefined && words.some((word) => nameHolds(column, word));
}

interface Occurrences {
  /** An occurrence lies in [from, to) and stands as a whole word there (the candidate [start, end) may touch it). */
  within(from: number, to: number, start: number, end: number, part: Part): boolean;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LETTER = /\p{L}/u;

/** The word at [cs, ce) is a label of a host's name: joined to letters or digits by a dot, a defanged dot or a hyphen. */
function isInHostName(text: string, cs: number, ce: number): boolean {
  const isAlnumAt = (at: number): boolean => isAsciiLetterUnit(text.charCodeAt(at)) || isDigitUnit(text.charCodeAt(at));
  const joinedBefore = ((text[cs - 1] === '.' || text[cs - 1] === '-') && isAlnumAt(cs - 2)) || (text.startsWith('[.]', cs - 3) && isAlnumAt(cs - 4));
  const joinedAfter = ((text[ce] === '.' || text[ce] === '-') && isAlnumAt(ce + 1)) || (text.startsWith('[.]', ce) && isAlnumAt(ce + 3));
  return joinedBefore || joinedAfter;
}

/**
 * Each lookup searches its window only, until the windows of one text would add up to more than
 * the text: then all occurrences are found in one pass and looked up by binary search, so
 * thousands of candidates cost one pass, and a few cost less than one. Both see the same
 * occurrences: at each position of a window, the words that match there and end inside it.
 * `isExcluded`: occurrences that do not count (see isInHostName).
 */
function occurrencesOf(words: readonly string[], isExcluded?: (text: string, cs: number, ce: number) => boolean): (text: string, prefilterEnds?: Int32Array) => Occurrences {
  const source = spacedOrSnake(wordTrieSource(words));
  const alternation = new RegExp(source, 'giu');
  const atStart = new RegExp(source, 'iuy');
  // Every start, so overlapping words all count ("date of birth" and "birth"). A window is searched
  // alone: a word must end inside it to count, so nothing past its end is read.
  const scan = (text: string, from: number, to: number, visit: (start: number, end: number) => boolean): boolean => {
    const slice = from === 0 && to >= text.length ? text : text.slice(from, to);
    alternation.lastIndex = 0;
    for (let m = alternation.exec(slice); m !== null; m = alternation.exec(slice)) {
      if (visit(from + m.index, from + m.index + m[0].length)) return true;
      // The longest word here may not stand whole where a shorter one does ("AHV" of "AHV-Nummern",
      // not "AHV-Nummer"): the shorter ones at the same start, longest first. Only a letter or
      // digit right after it can keep a word from standing whole where a shorter one would.
      const isRunOn = LETTER_OR_DIGIT.test(text[from + m.index + m[0].length] ?? '');
      for (let length = isRunOn ? m[0].length - 1 : 0; length > 0; ) {
        atStart.lastIndex = 0;
        const shorter = atStart.exec(slice.slice(m.index, m.index + length));
        if (shorter === null) break;
        if (visit(from + m.index, from + m.index + shorter[0].length)) return true;
        length = shorter[0].length - 1;
      }
      alternation.lastIndex = m.index + 1;
    }
    return false;
  };
  return (text, prefilterEnds) => {
    let windowChars = 0;
    let starts: number[] | undefined;
    let ends: number[] | undefined;
    /**
     * Answers for windows apart from their candidate, by window: a list's heading or the question
     * above is the same window for every value under it (a log of 25 lines under one heading
     * searched it 17 times), and only a window the candidate touches can answer differently for
     * another (a word may touch its own candidate).
     */
    const apart = new Map<number, boolean>();
    const within = (from: number, to: number, start: number, end: number, part: Part): boolean => {
      if (from >= to) return false;
      // (A key holds two offsets exactly up to 2^21 characters: texts longer than that search again.)
      if ((to >= start && from <= end) || to >= MAX_KEYED_OFFSET) return searched(from, to, start, end, part);
      const key = from * 0x1_0000_0000 + to;
      let found = apart.get(key);
      if (found === undefined) {
        found = searched(from, to, start, end, part);
        apart.set(key, found);
      }
      return found;
    };
    const searched = (from: number, to: number, start: number, end: number, part: Part): boolean => {
      if (prefilterEnds !== undefined && part !== 'inside' && !mayHoldWord(text, prefilterEnds, from, to, start, end)) return false;
      if (starts === undefined && windowChars + (to - from) <= text.length) {
        windowChars += to - from;
        return scan(text, from, to, (cs, ce) => isWhole(text, cs, ce, to, start, end, part) && isExcluded?.(text, cs, ce) !== true);
      }
      if (starts === undefined || ends === undefined) {
        const s: number[] = [];
        const e: number[] = [];
        scan(text, 0, text.length, (cs, ce) => {
          s.push(cs);
          e.push(ce);
          return false;
        });
        starts = s;
        ends = e;
      }
      for (let i = firstAtOrAfter(starts, from); i < starts.length && (starts[i] ?? to) < to; i++) {
        const cs = starts[i] ?? 0;
        let ce = ends[i] ?? 0;
        if (ce > to) {
          // A word that runs past the window: as the window's own search would, the longest
          // that ends inside it ("medical record" of "medical record number" cut by the window).
          atStart.lastIndex = 0;
          const fitting = atStart.exec(text.slice(cs, to));
          if (fitting === null) continue;
          ce = cs + fitting[0].length;
        }
        if (isWhole(text, cs, ce, to, start, end, part) && isExcluded?.(text, cs, ce) !== true) return true;
      }
      return false;
    };
    return { within };
  };
}

/**
 * Whether a context word can stand whole in the window [from, to) beside the candidate [start,
 * end), by `ends`: where the set's pass saw the words' prefilter (contextPrefilter) end its
 * matches, ascending. The prefilter matches each whole word with the character on either side
 * (or the text's edge), so its match ends at the word's end or one character after (two UTF-16
 * units for a pair). It leaves out what the rule also takes (isWhole): a word touching the
 * candidate, camelCase ("patientMRN", "mrnValue"), an acronym's plural, and words in letters beyond
 * ASCII; a window that holds one of those is searched as before. General Punctuation and the
 * no-break space are no letters: prose's dashes and quotes do not send a window to the search.
 */
export function mayHoldWord(text: string, ends: Int32Array, from: number, to: number, start: number, end: number): boolean {
  const next = firstAtOrAfter(ends, from + 1);
  if (next < ends.length && (ends[next] ?? 0) <= to + 2) return true;
  if ((to === start && isAsciiLetterUnit(text.charCodeAt(to - 1))) || (from === end && isAsciiLetterUnit(text.charCodeAt(from)))) return true;
  // (At k === to, the character after the window: a camelCase boundary or a plural "s" there ends a word inside it.)
  for (let k = from; k <= to; k++) {
    const c = text.charCodeAt(k);
    if (k < to && c >= 0x80 && c !== 0xa0 && (c < 0x2000 || c > 0x206f)) return true;
    if (isCamelBoundary(text, k)) return true;
    const before = text.charCodeAt(k - 1);
    if (c === 0x73 && k > from && before >= 0x41 && before <= 0x5a) return true;
  }
  return false;
}

/** The occurrence [cs, ce) ends by `to` and stands as a whole word (touching the candidate [start, end) is allowed). */
function isWhole(text: string, cs: number, ce: number, to: number, start: number, end: number, part: Part): boolean {
  if (ce > to) return false;
  // Inside the candidate, digits separate words ("MRN-0012345" holds "mrn").
  const blocks = part === 'inside' ? LETTER : LETTER_OR_DIGIT;
  const leftFree = cs === end || (part === 'inside' && cs === start) || !blocks.test(text[cs - 1] ?? '') || isCamelBoundary(text, cs) || isUnspacedBefore(text[cs]) || isAfterProclitics(text, cs);
  const rightFree = ce === start || (part === 'inside' && ce === end) || !blocks.test(text[ce] ?? '') || isCamelBoundary(text, ce) || isUnspacedScript(text[ce - 1]) || isAcronymPlural(text, cs, ce);
  return leftFree && rightFree;
}

/** An acronym in capitals and a plural "s" ("CPFs", "NHIs", "SSNs"): the acronym stands whole. */
function isAcronymPlural(text: string, cs: number, ce: number): boolean {
  if (text[ce] !== 's' || LETTER_OR_DIGIT.test(text[ce + 1] ?? '') || ce - cs < 2) return false;
  for (let i = cs; i < ce; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x41 || c > 0x5a) return false;
  }
  return true;
}

/** Lines of a list below its heading, at most (a list of values, not a document). */
const MAX_LIST_LINES = 40;
/** A list's lines are short: a longer line is prose, and prose has no heading for a value. */
const MAX_LIST_LINE = 200;

/**
 * The heading of the list that holds the line of `position`: the first line of its block of
 * lines (no blank line between; of a long line, its end), or a line ending in ":" or "?" above a
 * blank line, when every line from below the heading to the value's own is a short list item
 * ("Welke van deze BSN's zijn geldig?\n392895833\n2746.08.595"). The value opens its line, and the
 * heading is no table's header.
 */
function headingOf(text: string, position: number): Span | undefined {
  const k = itemLine(text, position);
  return k < 0 ? undefined : headingAbove(text, k);
}

/**
 * The line of `position` when a list item's value or an answer can stand there: it opens its line
 * (after a bullet or a number: "1) ", "- ", "Ch. 101 — "), below the first. Otherwise -1.
 */
function itemLine(text: string, position: number): number {
  const lines = linesOf(text);
  const k = lines.indexAt(position);
  const lineStart = lines.starts[k] ?? 0;
  const into = position - lineStart;
  // (No more than MAX_ITEM_OFFSET into its line: an item whatever opens the line.)
  return k === 0 || into > MAX_ITEM_OFFSET * 4 || (into > MAX_ITEM_OFFSET && itemOffset(text, lineStart, position) > MAX_ITEM_OFFSET) ? -1 : k;
}

/** The heading of the list whose item opens line `k` (headingOf). */
function headingAbove(text: string, k: number): Span | undefined {
  const lines = linesOf(text);
  const lineStart = lines.starts[k] ?? 0;
  if (headings?.text !== text) headings = { text, byLine: new Map() };
  const known = headings.byLine.get(k);
  if (known !== undefined) return known ?? undefined;
  const heading = listHeading(text, lines, k);
  headings.byLine.set(k, heading === undefined || isTableHeader(text, heading, lineStart, lines.endOf(k)) ? null : heading);
  return headings.byLine.get(k) ?? undefined;
}

/** How far into its line a list item's value may start. */
const MAX_ITEM_OFFSET = 16;
/** A chat transcript's time before the speaker ("[17:23] Visitor: …"): no part of what opens the line. */
const TIMESTAMP = /^[ \t]*\[?\d{1,2}:\d{2}(?::\d{2})?\]?[ \t]*/;
/** How far into its line `position` stands, after the line's indent and a chat transcript's time. */
function itemOffset(text: string, lineStart: number, position: number): number {
  const head = text.slice(lineStart, position);
  return head.length - (TIMESTAMP.exec(head)?.[0].length ?? head.length - head.trimStart().length);
}

interface Span {
  readonly start: number;
  readonly end: number;
}

/** The headings found in the last text (the engine analyses one text at a time, synchronously), by line; null: none. */
let headings: { readonly text: string; readonly byLine: Map<number, Span | null> } | undefined;

/** A table's header line is no heading: its columns say which value is what (columns.ts). Prose headings hold commas, a CSV header as many as its rows. */
function isTableHeader(text: string, heading: Span, lineStart: number, lineEnd: number): boolean {
  // Commas, tabs, semicolons, pipes (delimiterCounts).
  const [commas = 0, tabs = 0, semicolons = 0, pipes = 0] = delimiterCounts(text, heading.start, heading.end);
  return pipes >= 2 || tabs >= 2 || semicolons >= 2 || (commas >= 2 && commas === delimiterCounts(text, lineStart, lineEnd)[0]);
}

const isBlank = (text: string, start: number, end: number): boolean => {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 13) return false;
  }
  return true;
};

/** The paragraph's end [start, end) holds four digits in a row and does not end in ":" or "?". */
function isParagraphWithValues(text: string, start: number, end: number): boolean {
  const tail = text.slice(start, end);
  return /\d{4}/.test(tail) && !/[:?：？]\s*$/.test(tail);
}

/** The heading above line `k` (see headingOf), walking up at most MAX_LIST_LINES lines. */
function listHeading(text: string, lines: Lines, k: number): Span | undefined {
  const { starts } = lines;
  if (lines.endOf(k) - (starts[k] ?? 0) > MAX_LIST_LINE) return undefined;
  for (let j = k - 1; j >= 0 && k - j <= MAX_LIST_LINES; j--) {
    const start = starts[j] ?? 0;
    const end = lines.endOf(j);
    // A paragraph right above the list introduces it: its end is the heading. Unless it gives
    // values of its own and asks for none: a letter's last paragraph above its signature ("…my
    // medical card number is 1083472M in case you need it.\nSiobhán\n085 039 1957").
    if (end - start > MAX_LIST_LINE) return isParagraphWithValues(text, end - MAX_LIST_LINE, end) ? undefined : { start: end - MAX_LIST_LINE, end };
    if (isBlank(text, start, end)) {
      // A blank line: the heading is the line above it, if that one announces a list.
      if (j > 0) {
        const headEnd = lines.endOf(j - 1);
        const headStart = Math.max(starts[j - 1] ?? 0, headEnd - MAX_LIST_LINE);
        if (/[:?]\s*$/.test(text.slice(headStart, headEnd))) return { start: headStart, end: headEnd };
      }
      return j === k - 1 ? undefined : { start: starts[j + 1] ?? 0, end: lines.endOf(j + 1) };
    }
    if (j === 0) return { start, end };
  }
  return undefined;
}

/**
 * The space between a cue's words may be an underscore or nothing, as keys and column names write
 * them ("patient_id", "date_of_birth", and "patientId", since each letter matches either case).
 * `source` is built from words: its spaces are the words' own.
 */
function spacedOrSnake(source: string): string {
  return source.replaceAll(' ', '[ _]?');
}

/** The words, and those with a hyphen also as keys write them ("steuer_id" for "steuer-id"). */
function withSnakeCase(words: readonly string[]): string[] {
  return [...words, ...words.filter((w) => w.includes('-')).map((w) => w.replaceAll('-', '_'))];
}

/**
 * The words, and those with accents also as ASCII keys and column names write them ("prontuario",
 * "cartao_sus", "numero_de_securite_sociale"). Only spellings of six letters or more: a short one
 * is often another word ("sécu" → "secu", "rč" → "rc").
 */
function withAsciiSpellings(words: readonly string[]): string[] {
  const ascii = words.map(asciiSpelling).filter((w, i) => w !== words[i] && /^[ -~]+$/.test(w) && (w.match(/[a-z]/g) ?? []).length >= 6);
  return [...new Set([...words, ...ascii])];
}

const FOLDED: Readonly<Record<string, string>> = { ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ı: 'i' };
const asciiSpelling = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '').replace(/[ßøæœłđı]/g, (c) => FOLDED[c] ?? c);

/** Longer words first, so that an alternation prefers "date of birth" to "date". */
const longestFirst = (words: readonly string[]): string[] => [...words].sort((a, b) => b.length - a.length);

/** A lowercase letter, then a capital: a word boundary inside a camelCase name ("dateOfBirth"). */
function isCamelBoundary(text: string, at: number): boolean {
  const before = text.charCodeAt(at - 1);
  const after = text.charCodeAt(at);
  return before >= 0x61 && before <= 0x7a && after >= 0x41 && after <= 0x5a;
}

/** One of the words, whole, in a column name ("date of birth", "patient mrn"), both in their normal form ("steuer-id" as "steuer id"). */
function nameMatcher(words: readonly string[]): RegExp {
  const escaped = longestFirst([...new Set(words.map(normalName))].filter((w) => w !== '')).map(escapeLiteral);
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

/**
 * Cue words in other scripts ("カルテ番号", "住院号", "ΑΜΚΑ") are context words only: in a prefilter
 * each of their characters stands for any beyond ASCII, and the words would fire on every text in
 * their script. Their table headers and labels do reach the prefilter: a run of three or more such
 * characters before a delimiter or a colon ("カルテ番号,被保険者番号,住所", "ΑΜΚΑ;"), the full-width
 * colon of Chinese and Japanese forms too ("診察券番号：0012-3345").
 */
export const SCRIPT_LABEL_PREFILTER = String.raw`[^\x00-\x7F]{3}[^\x00-\x7F]*[ \t]*[,;\t|:：]`;

/**
 * A prefilter for patterns that need context: any of the context words, anywhere in the text
 * (a necessary condition, checked in the one-pass RE2.Set). Built from the same word list as the
 * context rule, so the two cannot drift apart.
 */
export function contextPrefilter(words: readonly string[], pluralAcronyms: readonly string[] = []): string {
  // Whole words, as the context rule matches them: "call" must not fire on "callback" or "recall".
  // ASCII letters and digits on either side exclude a match; anything else may border it (the rule
  // itself is stricter, so this stays a necessary condition).
  const spelled = withSnakeCase(withAsciiSpellings(words));
  const alternatives = caselessPrefilter(spelled.filter((w) => !PUNCTUATION_END.test(w)).map(escapeLiteral).join('|'));
  // A word that ends in punctuation ("patient #", "nasc.") has its boundary in it: the value may
  // touch it ("Patient #940005"), as the rule allows.
  const punctuated = spelled.filter((w) => PUNCTUATION_END.test(w));
  const touching = punctuated.length === 0 ? [] : [`(?:^|[^A-Za-z0-9])(?:${spacedOrSnake(caselessPrefilter(punctuated.map(escapeLiteral).join('|')))})`];
  // camelCase keys ("dateOfBirth", "patientMrn"): a capitalised word after a lowercase letter.
  const capitalised = beyondAsciiAsAny(
    words
      .filter((w) => /^[a-z]/.test(w))
      .map((w) => escapeLiteral(w.charAt(0).toUpperCase() + w.slice(1)))
      .join('|'),
  );
  // Acronyms in capitals, plural ("CPFs", "NHIs"): their own short alternation (an optional "s"
  // after every word took the set's pass from 10 to 14 µs per 2 KB text).
  const acronyms = pluralAcronyms.map((w) => w.toUpperCase());
  const plural = acronyms.length === 0 ? [] : [`(?:^|[^A-Za-z0-9])(?:${acronyms.join('|')})s(?:[^A-Za-z0-9]|$)`];
  const whole = alternatives === '' ? [] : [`(?:^|[^A-Za-z0-9])(?:${spacedOrSnake(alternatives)})(?:[^A-Za-z0-9]|$)`];
  return [...whole, ...touching, `[a-z](?:${capitalised})(?:[^a-z0-9]|$)`, ...plural].join('|');
}

/** A word whose last character is ASCII punctuation ("#", ".", ":", ")"). */
const PUNCTUATION_END = /[!-/:-@[-`{-~]$/;

/**
 * Which of `words` (lowercase) stand whole on the line of [start, end), up to `before` characters
 * before it or `after` after it: for a recognizer that must know which cue labels a value (a PESEL
 * is checked as a PESEL), where the context rule only says whether one does.
 */
export function wordsBeside(text: string, start: number, end: number, words: readonly string[], before: number, after: number): string[] {
  // The text's line index, not a search for the line breaks: on a text of one long line, each
  // search would read back to its start, once per candidate.
  const lines = linesOf(text);
  const lineStart = lines.starts[lines.indexAt(start)] ?? 0;
  const lineEnd = lines.endOf(lines.indexAt(end));
  return wordsIn(text.slice(Math.max(lineStart, start - before), Math.min(lineEnd, end + after)), words);
}

/** Which of `words` (lowercase) stand whole in the heading of the list that holds `position` (headingOf). */
export function wordsInHeading(text: string, position: number, words: readonly string[]): string[] {
  const heading = headingOf(text, position);
  return heading === undefined ? [] : wordsIn(text.slice(heading.start, heading.end), words);
}

/** Which of `words` (lowercase) stand whole at the end of the line that asked for the value at `position` (askedAbove). */
export function wordsInQuestion(text: string, position: number, words: readonly string[]): string[] {
  const k = itemLine(text, position);
  const asked = k < 0 ? undefined : askedAbove(text, k);
  return asked === undefined ? [] : wordsIn(text.slice(asked.start, asked.end), words);
}

/** The end of a line that asks for a value: a question, a label alone, or the number's name ("…your Aadhaar number."); or a request (REQUESTS). */
const ASKS = /(?:[?:]|\b(?:number|no|nr|id|code)\.?)[ \t]*$/i;
/** A request that ends its line with a full stop ("Please confirm the date of birth."). */
const REQUESTS = /\b(?:please|confirm|provide|tell me|give me|send me|enter)\b[^.?!]*\.[ \t]*$/i;
/** How much of the asking line's end is read for a cue. */
const QUESTION_TAIL = 80;

/**
 * The end of the line right above the value's, when that line asks for a value and the value
 * comes early in its own line: the question a dialogue answers, or a label on a line of its own
 * ("NHS No:\n485 777 3456"). A line above that holds a value of its own ("NHS No: 1234567890",
 * "My patient ID 050068987, can you check it?") asks for nothing.
 */
function askedAbove(text: string, k: number): Span | undefined {
  // The value opens line k, as a list item's does, after at most a speaker's name and a word or
  // two (itemLine). (The line index, as in wordsBeside: a 1 MiB text of one line with a candidate
  // every 32 characters took 16 ms per 64 KB while each candidate searched back for its line's start.)
  const lines = linesOf(text);
  const lineStart = lines.starts[k] ?? 0;
  let end = lineStart - 1;
  if (text.charCodeAt(end - 1) === 13) end--;
  const askingStart = lines.starts[k - 1] ?? 0;
  const start = Math.max(askingStart + (TIMESTAMP.exec(text.slice(askingStart, askingStart + 24))?.[0].length ?? 0), end - QUESTION_TAIL);
  // A digit there is a value the line gives itself ("My patient ID 050068987, can you check it?").
  const tail = text.slice(start, end);
  if (start >= end || /\d/.test(tail)) return undefined;
  return ASKS.test(tail) || REQUESTS.test(tail) || isTurnAnswered(text, askingStart, lineStart) ? { start, end } : undefined;
}

/** A colon within a speaker's reach of `lineStart`, on its line. */
function hasColonNear(text: string, lineStart: number): boolean {
  const colon = text.indexOf(':', lineStart);
  if (colon < 0 || colon > lineStart + 47) return false;
  const lineBreak = text.indexOf('\n', lineStart);
  return lineBreak < 0 || colon < lineBreak;
}
/** A dialogue turn's speaker ("Оператор Олена: ", "Agent: "), after a chat transcript's time. */
const SPEAKER = new RegExp(`^[ \\t]*(?:${TIMESTAMP.source.slice(1)})?(\\p{L}[\\p{L} .'’-]{0,30}):[ \\t]`, 'u');
/**
 * The line at `lineStart` is another speaker's turn than the one at `askingStart` (speakers told
 * apart by their first names): an answer to it, in any language ("Оператор: …назвіть ваш РНОКПП
 * (ІПН).\nКлієнт: 3164705793").
 */
function isTurnAnswered(text: string, askingStart: number, lineStart: number): boolean {
  // Most lines open with no speaker: a colon near their start is looked for before any pattern runs.
  if (!hasColonNear(text, lineStart) || !hasColonNear(text, askingStart)) return false;
  const asker = SPEAKER.exec(text.slice(askingStart, askingStart + 48))?.[1];
  const answerer = SPEAKER.exec(text.slice(lineStart, lineStart + 48))?.[1];
  return asker !== undefined && answerer !== undefined && asker.split(' ')[0] !== answerer.split(' ')[0];
}

/** A cue with its hyphens as spaces, as wordsIn compares it; remembered (the lists are long). */
const spacedCues = new Map<string, string>();
function spaced(cue: string): string {
  let found = spacedCues.get(cue);
  if (found === undefined) {
    found = cue.replaceAll('-', ' ');
    spacedCues.set(cue, found);
  }
  return found;
}

function wordsIn(text: string, words: readonly string[]): string[] {
  // Keys write a name's spaces and hyphens as underscores ("codice_fiscale:", "steuer_id:"):
  // both sides compared with spaces, the same length, so positions hold.
  const window = text.toLowerCase().replace(/[_-]/g, ' ');
  return words.filter((cue) => {
    const word = spaced(cue);
    for (let at = window.indexOf(word); at >= 0; at = window.indexOf(word, at + 1)) {
      // A label may touch its value ("身份证号码330106…", "DOB01/02/1990"), and one in a script
      // without spaces whatever follows it; an acronym may be plural ("CPFs").
      const next = window[at + word.length];
      const leftFree = !isWordChar(window[at - 1]) || isUnspacedBefore(word[0]) || isAfterProclitics(window, at);
      // (The plural is read in the text's own case, where lowercasing kept every position.)
      const isPlural = window.length === text.length && isAcronymPlural(text, at, at + word.length);
      const rightFree = !isWordChar(next) || /\d/.test(next ?? '') || isUnspacedScript(word[word.length - 1]) || isPlural;
      if (leftFree && rightFree) return true;
    }
    return false;
  });
}
