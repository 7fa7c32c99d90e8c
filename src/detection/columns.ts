/**
 * Column names for values in tables written as text: SQL `INSERT INTO t (a, b) VALUES (…), (…)`.
 * A value's context word is often its column's name, far from it on the line ("INSERT INTO
 * employees (id, ssn, dob) VALUES (7203, '480-73-1020', '1948-09-28')"): the context rule reads
 * the name as if it stood beside the value. CSV under a header line is not covered yet: finding
 * headers cost ≈ 40 µs per chat message, more than the scan itself.
 *
 * A text without "INSERT" costs one plain search; each statement is parsed once, left to right,
 * and the search resumes after it, so the whole text is read at most once.
 */
export interface Columns {
  /** The column name of the value that contains [start, end), normalised to words ("date of birth"). */
  nameAt(start: number, end: number): string | undefined;
}

interface Cell {
  readonly start: number;
  readonly end: number;
  readonly name: string;
}

const NONE: Columns = { nameAt: () => undefined };
const INSERT = /\bINSERT\s+INTO\s+[^\s(]{1,128}\s*\(([^()]{1,2000})\)\s*VALUES\s*/gi;

/** "date_of_birth", "dateOfBirth", "Date-of-Birth" → "date of birth". */
function words(name: string): string {
  return name
    .replace(/["'`[\]]/g, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
}

let cached: { readonly text: string; readonly columns: Columns } | undefined;

/** The columns of a text, found once (the engine analyses one text at a time, synchronously). */
export function columnsOf(text: string): Columns {
  if (cached?.text === text) return cached.columns;
  const cells = sqlCells(text);
  const columns: Columns =
    cells.length === 0
      ? NONE
      : {
          nameAt(start, end) {
            let lo = 0;
            let hi = cells.length;
            while (lo < hi) {
              const mid = (lo + hi) >>> 1;
              if ((cells[mid]?.end ?? 0) <= start) lo = mid + 1;
              else hi = mid;
            }
            const cell = cells[lo];
            return cell !== undefined && cell.start <= start && end <= cell.end ? cell.name : undefined;
          },
        };
  cached = { text, columns };
  return columns;
}

/** The cells of every `INSERT INTO t (columns) VALUES (…), (…)` statement. */
function sqlCells(text: string): Cell[] {
  // A plain search first: most texts hold no SQL at all.
  if (!text.includes('INSERT') && !text.includes('insert') && !text.includes('Insert')) return [];
  const cells: Cell[] = [];
  INSERT.lastIndex = 0;
  for (let m = INSERT.exec(text); m !== null; m = INSERT.exec(text)) {
    const names = (m[1] ?? '').split(',').map(words);
    let i = m.index + m[0].length;
    // Tuples: "(v, 'v', …)" separated by commas, up to the statement's end.
    while (text[i] === '(') {
      i = tuple(text, i + 1, names, cells);
      while (text[i] === ' ' || text[i] === '\n' || text[i] === '\t' || text[i] === '\r') i++;
      if (text[i] !== ',') break;
      i++;
      while (text[i] === ' ' || text[i] === '\n' || text[i] === '\t' || text[i] === '\r') i++;
    }
    INSERT.lastIndex = Math.max(INSERT.lastIndex, i);
  }
  return cells;
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
      if (name !== undefined) cells.push({ start, end: i, name });
      column++;
      start = i + 1;
      if (c === ')') return i + 1;
    }
  }
  return text.length;
}
