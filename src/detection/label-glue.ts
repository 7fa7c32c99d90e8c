/**
 * What stands between a label and its value: "#", ": ", "=", " no. ", " number ", and the quotes
 * of a key and its string ('"national_id": "', "'dob': '"). As a pattern,
 * `[ \t]*(?:(?:no|nr|num|number)\.?[ \t]*)?["']?[ \t]*[:#=：]?[ \t]*["']?[ \t]*$` (case-insensitive);
 * read backwards from the value here, because the pattern, searched forwards, was tried at every
 * position of the forty characters before each candidate.
 */

/** Glue words, each of which ends in a different pair of letters: at most one ends at a position. */
const WORDS = ['number', 'num', 'nr', 'no'];

const isBlank = (unit: number): boolean => unit === 32 || unit === 9;
const isMark = (unit: number): boolean => unit === 58 || unit === 35 || unit === 61 || unit === 0xff1a;
const isQuote = (unit: number): boolean => unit === 34 || unit === 39;

/** The length of the longest end of `before` that is label glue (0 when none). */
export function labelGlueLength(before: string): number {
  let at = before.length;
  const skipBlanks = (): void => {
    while (at > 0 && isBlank(before.charCodeAt(at - 1))) at--;
  };
  skipBlanks();
  if (at > 0 && isQuote(before.charCodeAt(at - 1))) at--;
  skipBlanks();
  if (at > 0 && isMark(before.charCodeAt(at - 1))) at--;
  skipBlanks();
  if (at > 0 && isQuote(before.charCodeAt(at - 1))) at--;
  skipBlanks();
  const wordEnd = at > 0 && before.charCodeAt(at - 1) === 46 ? at - 1 : at;
  const word = WORDS.find((w) => wordEnd >= w.length && before.slice(wordEnd - w.length, wordEnd).toLowerCase() === w);
  if (word !== undefined) {
    at = wordEnd - word.length;
    skipBlanks();
  }
  return before.length - at;
}
