import { linesOf } from './line-starts.js';

/**
 * Column names for values in tables written as text: SQL `INSERT INTO t (a, b) VALUES (…), (…)`.
 * A value's context word is often its column's name, far from it on the line ("INSERT INTO
 * employees (id, ssn, dob) VALUES (7203, '480-73-1020', '1948-09-28')"): the context rule reads
 * the name as if it stood beside the value. Delimited lines under a header (CSV, TSV, semicolons,
 * pipes) are read the same way.
 *
 * A text without "INSERT" costs one plain search; each statement is parsed once, left to right,
 * and the search resumes after it. A delimited table is looked for only from the line of a value
 * that asks, upwards through lines with as many delimiters, and every line's header is remembered:
 * the whole text is read at most once either way.
 */
export interface Columns {
  /** The column name of the value that contains [start, end), normalised to words ("date of birth"). */
  nameAt(start: number, end: number): string | undefined;
  /** All column names of the table that holds [start, end), in their normal forms (empty outside a table). */
  namesAt(start: number, end: number): readonly string[];
}

/** A value's column: its name, and its table's names. */
interface Named {
  readonly name: string;
  readonly names: readonly string[];
}

interface Cell extends Named {
  readonly start: number;
  readonly end: number;
}

const NONE: Columns = { nameAt: () => undefined, namesAt: () => [] };
const INSERT = /\bINSERT\s+INTO\s+[^\s(]{1,128}\s*\(([^()]{1,2000})\)\s*VALUES\s*/gi;

/**
 * A name's normal form, for column names and the cue words compared with them:
 * "date_of_birth", "dateOfBirth", "Date-of-Birth" → "date of birth"; "Steuer-ID" → "steuer id".
 */
export function normalName(name: string): string {
  return name
    .replace(/["'`[\]]/g, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
}

let cached: { readonly text: string; readonly columns: Columns } | undefined;

/**
 * A necessary condition for an INSERT statement, in RE2 syntax, for the engine's first pass: it
 * reads every byte anyway, where looking for the keyword here cost a search of the whole text
 * (≈ 1.3 µs per 2 KB, 3 % of the engine) for every text with a candidate.
 */
export const INSERT_MARKER = String.raw`(?i:\binsert\s)`;
let withoutInsert: string | undefined;

/** The engine's first pass found no INSERT_MARKER in `text`: it holds no statement to parse. */
export function noteNoInsert(text: string): void {
  withoutInsert = text;
}

// TABLE_MARKER's parts. Each class holds every character its HEADER_FIELD counterpart accepts: the
// marker is a necessary condition, never a stricter one. Beyond ASCII, letters and digits are taken
// as every character outside General Punctuation (U+2000–U+206F holds none, and its dashes and
// quotes are the prose ones: "— merci, café’s on me"), as RE2's and V8's Unicode tables need not
// agree on a letter; spaces are the ones JavaScript's \s holds.
const SPACE = String.raw`[\t\v\f\r \x{85}\x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}]`;
const FIRST = String.raw`[A-Za-z_\x{80}-\x{1fff}\x{2070}-\x{10ffff}]`;
const BODY = String.raw`[A-Za-z0-9_.#/()'\-\x{80}-\x{1fff}\x{2019}\x{2070}-\x{10ffff}]`;
const FIELD = `${SPACE}*["']?${FIRST}${BODY}*(?: ${BODY}+){0,2}["']?${SPACE}*`;
/** A name listed in parentheses holds none, of either width. */
const LISTED_BODY = String.raw`[A-Za-z0-9_.#/'\-\x{80}-\x{1fff}\x{2019}\x{2070}-\x{ff07}\x{ff0a}-\x{10ffff}]`;
const LISTED = `${SPACE}*["']?[A-Za-z_\\x{80}-\\x{1fff}\\x{2070}-\\x{ff07}\\x{ff0a}-\\x{10ffff}]${LISTED_BODY}*(?: ${LISTED_BODY}+){0,2}["']?${SPACE}*`;
/** A fixed-width table's column name (alignedTables): FIELD without the spaces around it. */
const ALIGNED = String.raw`["']?${FIRST}${BODY}*(?: ${BODY}+){0,2}["']?`;
/**
 * A necessary condition for a table's column names, in RE2 syntax, for the engine's first pass: a
 * line of header fields only (two or more between delimiters, a Markdown row's outer pipes
 * allowed; or one between pipes), or three or more apart by runs of spaces (a fixed-width
 * report's header), or names listed in parentheses ("…export (mrn, dob, ward):"). A value is
 * looked up in a table only in a text that has one: the lookup cost ≈ 1.8 µs per candidate, and
 * the slowest 2 KB texts (logs with 20–40 candidates, lines with commas) spent a sixth of their
 * time there.
 */
export const TABLE_MARKER = `(?m:^${SPACE}*(?:\\|?${FIELD}(?:[,;|\\t]${FIELD})+\\|?|\\|${FIELD}\\||${ALIGNED}(?: {2,}${ALIGNED}){2,})${SPACE}*$)|[(（]${LISTED}(?:[,，、;]${LISTED})+[)）]`;
let withoutTable: string | undefined;

/** The engine's first pass found no TABLE_MARKER in `text`: no value of it stands in a delimited table. */
export function noteNoTable(text: string): void {
  withoutTable = text;
}

/** The columns of a text, found once (the engine analyses one text at a time, synchronously). */
export function columnsOf(text: string): Columns {
  if (cached?.text === text) return cached.columns;
  const cells = withoutInsert === text ? [] : sqlCells(text);
  let delimited: ((start: number, end: number) => Named | undefined) | undefined;
  let aligned: ((start: number, end: number) => Named | undefined) | undefined;
  // A value is asked about twice in a row (its cue words, then its negative words): the last
  // answer is kept.
  let last = { start: -1, end: -1, named: undefined as Named | undefined };
  const namedAt = (start: number, end: number): Named | undefined => {
    if (last.start === start && last.end === end) return last.named;
    const named = lookUp(start, end);
    last = { start, end, named };
    return named;
  };
  const columns: Columns = {
    nameAt: (start, end) => namedAt(start, end)?.name,
    namesAt: (start, end) => namedAt(start, end)?.names ?? [],
  };
  const lookUp = (start: number, end: number): Named | undefined => {
    let lo = 0;
    let hi = cells.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cells[mid]?.end ?? 0) <= start) lo = mid + 1;
      else hi = mid;
    }
    const cell = cells[lo];
    if (cell !== undefined && cell.start <= start && end <= cell.end) return cell;
    if (withoutTable === text) return undefined;
    delimited ??= delimitedTables(text);
    const inDelimited = delimited(start, end);
    if (inDelimited !== undefined) return inDelimited;
    aligned ??= alignedTables(text);
    return aligned(start, end);
  };
  cached = { text, columns: cells.length === 0 && (withoutTable === text || !text.includes('\n')) ? NONE : columns };
  return cached.columns;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/**
 * Cue words' normal forms, remembered: a column is asked about every word of a recognizer's lists
 * for every candidate under it (a CSV of record numbers spent a quarter of its time here).
 */
const normalWords = new Map<string, string>();
const MAX_NORMAL_WORDS = 20_000;

/** A column name holds the word, whole, in their normal forms ("dni/nie" holds "dni", "steuer id" holds "Steuer-ID"). */
export function nameHolds(column: string, word: string): boolean {
  let key = normalWords.get(word);
  if (key === undefined) {
    key = normalName(word);
    // Tenants' custom words come and go with their policies: the memory stays bounded.
    if (normalWords.size >= MAX_NORMAL_WORDS) normalWords.clear();
    normalWords.set(word, key);
  }
  if (key === '') return false;
  for (let at = column.indexOf(key); at >= 0; at = column.indexOf(key, at + 1)) {
    if (!LETTER_OR_DIGIT.test(column[at - 1] ?? '') && !LETTER_OR_DIGIT.test(column[at + key.length] ?? '')) return true;
  }
  return false;
}

/**
 * How many times each delimiter stands in text[from, to) outside double quotes (a quoted field
 * keeps its commas), in the order of DELIMITERS: commas, tabs, semicolons, pipes. One pass.
 */
export function delimiterCounts(text: string, from: number, to: number): Int32Array {
  const found = new Int32Array(4);
  let quoted = false;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    if (quoted) continue;
    const slot = c === 44 ? 0 : c === 9 ? 1 : c === 59 ? 2 : c === 124 ? 3 : -1;
    if (slot >= 0) found[slot] = (found[slot] ?? 0) + 1;
  }
  return found;
}

const DELIMITERS = [',', '\t', ';', '|'] as const;
/**
 * A column name: a letter of any script first, at most three words ("Date of Birth", "DNI/NIE",
 * "身份证号", "Nr. (intern)", "N° INSEE", "Patient's ID"); prose runs longer.
 */
const HEADER_FIELD = /^\s*["']?[\p{L}_][\p{L}\p{N}_.#/()°º'’-]{0,30}(?: [\p{L}\p{N}_.#/()°º'’-]{1,30}){0,2}["']?\s*$/u;
/** A field that is a column's name: HEADER_FIELD's shape, and no run of five digits, which is a value ("ID no. 7910124251086"). */
const isHeaderField = (field: string): boolean => HEADER_FIELD.test(field) && !/\d{5}/.test(field);
/** An index that indexOf found before `end`. */
/**
 * The line holds `needle`: searched within the line, not from its start to the text's end (once per
 * row, a search that runs on past the line read a 1 MiB CSV a thousand times over).
 */
const holdsWithin = (text: string, needle: string, line: Line): boolean => text.substring(line.start, line.end).includes(needle);
/** A parenthesised list, in ASCII or full-width parentheses. */
const NAMES_IN_PARENTHESES = /[(（]([^()（）\n]{3,300})[)）]/g;
/** Lines longer than this are prose or data blobs, not table rows. */
const MAX_ROW = 2_000;

interface Line {
  readonly start: number;
  readonly end: number;
}

/**
 * The column name of a value in a delimited table: its line and the lines above it with as many
 * delimiters form a block; the block's first line is the header when every field of it is a name
 * of at most three words (prose splits into longer parts). One row under a header is a table: a
 * CSV export of one record is common, and the name still has to be a context word of the value's
 * type to count. A Markdown table's rule ("|---|---|") has as many pipes and sits in the block.
 * Two columns are a table too ("order,total", "mrn,dob"): a pair of prose lines with a comma each
 * rarely has a first line of names only.
 */
function delimitedTables(text: string): (start: number, end: number) => Named | undefined {
  /**
   * Column names by delimiter and line start (null: none): of the lines of blocks walked to their
   * top, and of lines that are a block alone (see namesOf). Per delimiter: a row of a pipe table
   * may also hold two commas ("Cary, NC 27511"), and its line, no comma table, is still a pipe
   * table's row.
   */
  const blocksBy = DELIMITERS.map(() => new Map<number, readonly string[] | null>());
  const aloneBy = DELIMITERS.map(() => new Map<number, readonly string[] | null>());
  /** Header lines by delimiter: their fields are the names, no values under them (whichever line was asked about first). */
  const headersBy = DELIMITERS.map(() => new Set<number>());
  // Where every line starts, found once per text (line-starts.ts), then looked up by binary
  // search: walking to the line's ends character by character cost more, per value, than
  // everything else this module does for it. A line longer than MAX_ROW is no table row.
  const lines = linesOf(text);
  const lineAt = (position: number): Line | undefined => {
    const k = lines.indexAt(position);
    const start = lines.starts[k] ?? 0;
    const end = lines.endOf(k);
    return position - start > MAX_ROW || end - start > MAX_ROW ? undefined : { start, end };
  };
  // Delimiter counts of a line, all four in one pass, remembered by line start.
  const counts = new Map<number, Int32Array>();
  const countsOf = (line: Line): Int32Array => {
    let found = counts.get(line.start);
    if (found === undefined) {
      found = delimiterCounts(text, line.start, line.end);
      counts.set(line.start, found);
    }
    return found;
  };
  /**
   * The column names a sentence gives in parentheses, on the line above a table's rows (a blank
   * line between them allowed): "…export (mrn, dob, ward):", "（门诊号、身份证号、科室）": as many
   * names as the rows have fields, each a name as a header's are.
   */
  const namedAbove = (top: Line, fields: number): readonly string[] | null => {
    let above = top.start > 0 ? lineAt(top.start - 1) : undefined;
    if (above !== undefined && above.end === above.start && above.start > 0) above = lineAt(above.start - 1);
    if (above === undefined || !(holdsWithin(text, '(', above) || holdsWithin(text, '（', above))) return null;
    const lists = [...text.slice(above.start, above.end).matchAll(NAMES_IN_PARENTHESES)];
    const names = (lists[lists.length - 1]?.[1] ?? '').split(/[,，、;]/);
    return names.length === fields && names.every(isHeaderField) ? names.map(normalName) : null;
  };
  const isSpacedComma = (line: Line): boolean => holdsWithin(text, ', ', line);
  /** The line below `line` has as many delimiters: the two are rows of one table. */
  const isRowAbove = (line: Line, delimiter: string, n: number): boolean => {
    const below = line.end < text.length ? lineAt(line.end + 1) : undefined;
    return below !== undefined && count(below, delimiter) === n;
  };
  const count = (line: Line, delimiter: string): number => countsOf(line)[DELIMITERS.indexOf(delimiter as (typeof DELIMITERS)[number])] ?? 0;
  /**
   * The column names for values on `line` (n delimiters, n ≥ 1): its block is the lines above it
   * with as many delimiters, up to the block's top, and the top is the header, or the rows are
   * named in a sentence above them. A block without names takes those of the line above its top
   * when that line has delimiters too: a row with a stray delimiter ("NovaBio, Inc" unquoted)
   * splits a table into blocks, and each keeps the header (its first fields still line up).
   *
   * The answer depends on the line only, never on which value was asked about first: a block is
   * remembered for all its lines only once walked to its top (a header line asked about alone is
   * its own block, not its rows'), and a line alone apart. Each line is resolved once.
   */
  const namesOf = (line: Line, delimiter: string, n: number): readonly string[] | null => {
    const slot = DELIMITERS.indexOf(delimiter as (typeof DELIMITERS)[number]);
    const blocks = blocksBy[slot] ?? new Map<number, readonly string[] | null>();
    const alone = aloneBy[slot] ?? new Map<number, readonly string[] | null>();
    const pending: Line[][] = [];
    let names: readonly string[] | null | undefined;
    for (let at: Line | undefined = line, fields = n; names === undefined && at !== undefined; ) {
      names = blocks.get(at.start) ?? alone.get(at.start);
      if (names !== undefined) break;
      // Up through the block: lines with as many delimiters.
      const block: Line[] = [at];
      for (let above: Line | undefined = at; above.start > 0; ) {
        above = lineAt(above.start - 1);
        // A SQL client's rule between the header and the rows ("+----+----+", "-----+-----") holds
        // no delimiter: the block goes on above it.
        if (above !== undefined && above.start > 0 && count(above, delimiter) === 0 && isRule(above)) above = lineAt(above.start - 1);
        if (above === undefined || count(above, delimiter) !== fields) break;
        names = blocks.get(above.start);
        if (names !== undefined) break;
        block.push(above);
      }
      pending.push(block);
      if (names !== undefined) break;
      const top: Line = block[block.length - 1] ?? at;
      // A line alone is no table (most lines with commas are prose): nothing more to read.
      if (top === at) names = null;
      else {
        names = headerNames(text.slice(top.start, top.end).replace(/\r$/, ''), delimiter) ?? null;
        if (names !== null) headersBy[slot]?.add(top.start);
      }
      // Or the columns are named in a sentence above the rows (two rows at least: a line of prose
      // with a comma under a sentence with parentheses is common, and this costs a search).
      if (names === null && (top !== at || isRowAbove(at, delimiter, fields))) names = namedAbove(top, fields + 1);
      if (names !== null) break;
      // Or the line above the block belongs to a table with names.
      const above: Line | undefined = top.start > 0 ? lineAt(top.start - 1) : undefined;
      const aboveFields = above === undefined ? 0 : count(above, delimiter);
      if (above === undefined || aboveFields < 1 || isProse(above, delimiter, aboveFields)) break;
      names = undefined;
      at = above;
      fields = aboveFields;
    }
    const found = names ?? null;
    for (const block of pending) {
      const first = block[0];
      if (first === undefined) continue;
      if (block.length === 1) alone.set(first.start, found);
      else for (const member of block) blocks.set(member.start, found);
    }
    return found;
  };
  const isRule = (line: Line): boolean => line.end - line.start >= 3 && RULE.test(text.slice(line.start, line.end));
  /** One comma and a space after it is prose ("Hi Ann, thanks"), not a two-column row. */
  const isProse = (line: Line, delimiter: string, n: number): boolean => n === 1 && delimiter === ',' && isSpacedComma(line);
  return (start, end) => {
    const line = lineAt(start);
    if (line === undefined || end > line.end) return undefined;
    for (const delimiter of DELIMITERS) {
      const n = count(line, delimiter);
      if (n < 1 || isProse(line, delimiter, n)) continue;
      const names = namesOf(line, delimiter, n);
      if (names === null) continue;
      if (headersBy[DELIMITERS.indexOf(delimiter)]?.has(line.start) === true) return undefined;
      // The field holding [start, end) (a Markdown row's opening pipe opens no field).
      let field = delimiter === '|' && /^\s*\|/.test(text.slice(line.start, start)) ? -1 : 0;
      let quoted = false;
      for (let i = line.start; i < start; i++) {
        if (text[i] === '"') quoted = !quoted;
        else if (!quoted && text[i] === delimiter) field++;
      }
      for (let i = start; i < end; i++) {
        if (text[i] === '"') quoted = !quoted;
        else if (!quoted && text[i] === delimiter) return undefined; // the value spans two fields
      }
      const name = names[field];
      return name === undefined ? undefined : { name, names };
    }
    return undefined;
  };
}

/** A fixed-width header's field: where it stands on its line, and its normal name. */
interface AlignedField {
  readonly from: number;
  readonly to: number;
  readonly name: string;
}

/** Runs of characters apart by single spaces: a fixed-width line's fields. */
const ALIGNED_FIELD = /[^ ]+(?: [^ ]+)*/g;

/**
 * A fixed-width header's fields: three names or more, apart by runs of two spaces or more, no
 * other blank between (what TABLE_MARKER's aligned line accepts).
 */
function alignedHeader(line: string): AlignedField[] | undefined {
  const body = line.endsWith('\r') ? line.slice(0, -1) : line;
  if (!body.includes('  ') || /[\t\v\f\r]/.test(body)) return undefined;
  const fields: AlignedField[] = [];
  for (const m of body.matchAll(ALIGNED_FIELD)) {
    if (!isHeaderField(m[0]) || /^\s|\s$/.test(m[0])) return undefined;
    fields.push({ from: m.index, to: m.index + m[0].length, name: normalName(m[0]) });
  }
  return fields.length >= 3 ? fields : undefined;
}

/**
 * The column name of a value in a fixed-width table (a payroll report, `column -t`, a clinic
 * system's printout): the nearest header line above it in its block of non-blank lines (see
 * alignedHeader), and the field whose column the value starts at (left-aligned) or ends at
 * (right-aligned, as numbers are), the value standing apart from its neighbours by a space or
 * the line's edge. A value that lines up with no field has no name. Each line's header is found
 * once: a walk up through a block stops at a line already resolved.
 */
function alignedTables(text: string): (start: number, end: number) => Named | undefined {
  const lines = linesOf(text);
  const lineText = (k: number): string => text.slice(lines.starts[k] ?? 0, lines.endOf(k));
  const headers = new Map<number, readonly AlignedField[] | null>();
  const headerAt = (k: number): readonly AlignedField[] | null => {
    let found = headers.get(k);
    if (found === undefined) {
      const line = lineText(k);
      found = line.length > MAX_ROW ? null : (alignedHeader(line) ?? null);
      headers.set(k, found);
    }
    return found;
  };
  /** The header line over line k's block, by line index (-1: none). */
  const owners = new Map<number, number>();
  const ownerOf = (k: number): number => {
    const walked = [k];
    let owner = -1;
    for (let j = k - 1; j >= 0; j--) {
      if (headerAt(j) !== null) {
        owner = j;
        break;
      }
      const known = owners.get(j);
      if (known !== undefined) {
        owner = known;
        break;
      }
      if (lineText(j).trim() === '') break;
      walked.push(j);
    }
    for (const line of walked) owners.set(line, owner);
    return owner;
  };
  return (start, end) => {
    const k = lines.indexAt(start);
    const lineStart = lines.starts[k] ?? 0;
    const lineEnd = lines.endOf(k);
    if (end > lineEnd || lineEnd - lineStart > MAX_ROW || !text.substring(lineStart, lineEnd).includes('  ')) return undefined;
    const owner = owners.get(k) ?? ownerOf(k);
    if (owner < 0) return undefined;
    const fields = headerAt(owner) ?? [];
    const from = start - lineStart;
    const to = end - lineStart;
    const isApart = (from === 0 || text[start - 1] === ' ') && (end === lineEnd || text[end] === ' ' || text[end] === '\r');
    const field = isApart ? (fields.find((f) => f.from === from) ?? fields.find((f) => f.to === to)) : undefined;
    return field === undefined ? undefined : { name: field.name, names: fields.map((f) => f.name) };
  };
}

/** A table's rule line of dashes, with "+" at the columns' edges. */
const RULE = /^\s*\+?-{3,}(?:\+-{3,})*\+?\s*$/;

/** The normal names of a header line's fields split at `delimiter`, when every field is a name. */
function headerNames(line: string, delimiter: string): string[] | undefined {
  const fields = cellsOf(line, delimiter);
  return fields.every(isHeaderField) ? fields.map(normalName) : undefined;
}

/** A header line's fields; a Markdown row's outer pipes ("| MRN | DOB |") open and close no field. */
function cellsOf(line: string, delimiter: string): string[] {
  const fields = splitOutsideQuotes(line, delimiter);
  if (delimiter === '|' && fields.length > 2) {
    if ((fields[0] ?? '').trim() === '') fields.shift();
    if ((fields[fields.length - 1] ?? '').trim() === '') fields.pop();
  }
  return fields;
}

/** `line` split at each `delimiter` outside double quotes (a quoted header keeps its quotes). */
function splitOutsideQuotes(line: string, delimiter: string): string[] {
  if (!line.includes('"')) return line.split(delimiter);
  const fields: string[] = [];
  let quoted = false;
  let from = 0;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (!quoted && line[i] === delimiter) {
      fields.push(line.slice(from, i));
      from = i + 1;
    }
  }
  fields.push(line.slice(from));
  return fields;
}

/** A delimited header line: its delimiter, how many it holds, and its fields' normal names. */
export interface Header {
  readonly delimiter: string;
  readonly count: number;
  readonly names: readonly string[];
}

/**
 * `line` as a header: the delimiter that splits it into the most fields, every field a name (as
 * delimitedTables reads headers), at least two of them; undefined when none does.
 */
export function headerOf(line: string): Header | undefined {
  const header = line.replace(/\r$/, '');
  let best: Header | undefined;
  const counts = delimiterCounts(header, 0, header.length);
  DELIMITERS.forEach((delimiter, slot) => {
    const count = counts[slot] ?? 0;
    if (count < 1 || (best !== undefined && count <= best.count)) return;
    const names = headerNames(header, delimiter);
    if (names !== undefined && names.length >= 2) best = { delimiter, names, count };
  });
  return best;
}

/** How many times `delimiter` stands in `line` outside double quotes. */
export function delimiterCount(line: string, delimiter: string): number {
  return delimiterCounts(line, 0, line.length)[DELIMITERS.indexOf(delimiter as (typeof DELIMITERS)[number])] ?? 0;
}

/** A SQL client's rule line ("+----+----+", "-----+-----"). */
export const isRuleLine = (line: string): boolean => line.length >= 3 && RULE.test(line);

/** A value under a column: its span (without the blanks and quotes around it) and its column's normal name. */
export interface NamedCell {
  readonly start: number;
  readonly end: number;
  readonly name: string;
}

/**
 * The cells of the rows under a delimited header line [start, end): the rows are the lines below
 * it with as many delimiters (outside quotes), a SQL client's rule line allowed between; they end
 * at the first line that has not. The header's delimiter is the one that splits it into the most
 * fields, every field a name (as delimitedTables reads headers); undefined when none does, or
 * when the line above is a header of the same shape (the line is a row, then). Linear in the
 * table's length.
 */
export function cellsUnder(text: string, start: number, end: number): NamedCell[] | undefined {
  const header = headerOf(text.slice(start, end));
  if (header === undefined) return undefined;
  const { delimiter, names, count } = header;
  const slot = DELIMITERS.indexOf(delimiter as (typeof DELIMITERS)[number]);
  const countOf = (from: number, to: number): number => delimiterCounts(text, from, to)[slot] ?? 0;
  if (start > 0) {
    const aboveStart = text.lastIndexOf('\n', start - 2) + 1;
    const above = text.slice(aboveStart, start - 1).replace(/\r$/, '');
    if (countOf(aboveStart, start - 1) === count && headerNames(above, delimiter) !== undefined) return undefined;
  }
  const cells: NamedCell[] = [];
  for (let from = end + 1; from < text.length; ) {
    let to = text.indexOf('\n', from);
    if (to < 0) to = text.length;
    const rowEnd = text[to - 1] === '\r' ? to - 1 : to;
    if (to - from > MAX_ROW) break;
    if (countOf(from, rowEnd) !== count) {
      if (isRuleLine(text.slice(from, rowEnd))) {
        from = to + 1;
        continue;
      }
      break;
    }
    rowCells(text, from, rowEnd, delimiter, names, cells);
    from = to + 1;
  }
  return cells;
}

/** The named cells of one row [from, to), trimmed of blanks and quotes (a Markdown row's outer pipes open no field). */
function rowCells(text: string, from: number, to: number, delimiter: string, names: readonly string[], cells: NamedCell[]): void {
  let field = delimiter === '|' && /^\s*\|/.test(text.slice(from, to)) ? -1 : 0;
  let quoted = false;
  let cellStart = from;
  for (let i = from; i <= to; i++) {
    const c = i < to ? text[i] : delimiter;
    if (c === '"') quoted = !quoted;
    if (quoted || c !== delimiter) continue;
    const name = field >= 0 ? names[field] : undefined;
    if (name !== undefined) {
      const cell = trimmedCell(text, cellStart, i, name);
      if (cell.start < cell.end) cells.push(cell);
    }
    field++;
    cellStart = i + 1;
  }
}

/**
 * The cells of the `INSERT INTO t (columns) VALUES (…), (…)` statement that starts at `at` (none
 * when no statement starts there).
 */
export function statementCells(text: string, at: number): NamedCell[] {
  const cells: Cell[] = [];
  INSERT.lastIndex = at;
  const m = INSERT.exec(text);
  if (m !== null && m.index === at) values(text, m, cells);
  return cells.map((cell) => trimmedCell(text, cell.start, cell.end, cell.name));
}

/** The cell [start, end) without the blanks and quotes around its value. */
function trimmedCell(text: string, start: number, end: number, name: string): NamedCell {
  while (start < end && /[\s"']/.test(text[start] ?? '')) start++;
  while (end > start && /[\s"']/.test(text[end - 1] ?? '')) end--;
  return { start, end, name };
}

/** The cells of every `INSERT INTO t (columns) VALUES (…), (…)` statement. */
function sqlCells(text: string): Cell[] {
  // A plain search first: most texts hold no SQL at all. Two searches for a text without any
  // ("insert" and "Insert" both hold "nsert"), not three.
  const hasInsert = text.includes('INSERT') || (text.includes('nsert') && (text.includes('insert') || text.includes('Insert')));
  if (!hasInsert) return [];
  const cells: Cell[] = [];
  INSERT.lastIndex = 0;
  for (let m = INSERT.exec(text); m !== null; m = INSERT.exec(text)) INSERT.lastIndex = Math.max(INSERT.lastIndex, values(text, m, cells));
  return cells;
}

/** The cells of one statement's tuples, "(v, 'v', …)" separated by commas, after its VALUES; returns where it ends. */
function values(text: string, m: RegExpExecArray, cells: Cell[]): number {
  const names = (m[1] ?? '').split(',').map(normalName);
  let i = m.index + m[0].length;
  while (text[i] === '(') {
    i = tuple(text, i + 1, names, cells);
    while (text[i] === ' ' || text[i] === '\n' || text[i] === '\t' || text[i] === '\r') i++;
    if (text[i] !== ',') break;
    i++;
    while (text[i] === ' ' || text[i] === '\n' || text[i] === '\t' || text[i] === '\r') i++;
  }
  return i;
}

/** The values of one tuple, from just after its "(" to just after its ")"; quotes may hold commas. */
function tuple(text: string, from: number, names: readonly string[], cells: Cell[]): number {
  let column = 0;
  let start = from;
  let quote: string | undefined;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (quote !== undefined) {
      if (c === quote) quote = undefined;
      continue;
    }
    if (c === "'" || c === '"') quote = c;
    else if (c === ',' || c === ')') {
      const name = names[column];
      if (name !== undefined) cells.push({ start, end: i, name, names });
      column++;
      start = i + 1;
      if (c === ')') return i + 1;
    }
  }
  return text.length;
}
