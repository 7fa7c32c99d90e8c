/**
 * Letter classes for the built-in patterns, as bracket-expression contents: Latin script
 * (ASCII, Latin-1, Latin Extended-A and B), which covers the US, UK and EU formats these
 * recognizers target. RE2 compiles Unicode categories such as \p{L} into automata large enough to
 * fall out of its DFA cache: measured on 2 KB messages, a street-address pattern took 740 µs with
 * \p{L} and 7 µs with these ranges (docs/performance.md). Other scripts are left to the NER model.
 * Extended-A mixes capitals and small letters; both sets include it, a deliberate approximation.
 */
export const UPPER = 'A-ZÀ-ÖØ-ÞĀ-ɏ';
export const LOWER = 'a-zß-öø-ÿĀ-ɏ';
export const LETTER = 'A-Za-zÀ-ÖØ-öø-ÿĀ-ɏ';

/**
 * For prefilters (necessary conditions only): an ASCII letter, or any character beyond ASCII. The
 * RE2.Set's automaton tells apart every byte some prefilter does, and the Latin ranges above split
 * UTF-8's bytes into a dozen classes more, each making every state of the set larger.
 */
export const BEYOND_ASCII = String.raw`[^\x00-\x7F]`;
export const ANY_UPPER = String.raw`(?:[A-Z]|${BEYOND_ASCII})`;
export const ANY_LETTER = String.raw`(?:[A-Za-z]|${BEYOND_ASCII})`;

/** An ASCII letter, as a UTF-16 unit (charCodeAt). */
export const isAsciiLetterUnit = (unit: number): boolean => (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7a;
/** An ASCII digit, as a UTF-16 unit (charCodeAt). */
export const isDigitUnit = (unit: number): boolean => unit >= 0x30 && unit <= 0x39;

/** A letter, digit or underscore in any script: what may not touch a candidate's edges. */
export const isWordChar = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}_]/u.test(c);

// Kana's prolonged sound mark ("マイナンバー") and the iteration marks are of the Common script, though
// only Japanese writes them.
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー々ヽヾゝゞ]/u;
const NO_SPACES_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々ヽヾゝゞ]/u;
// Han, kana and Hangul all lie at U+1100 or above: most characters are ruled out without a regular expression.
/**
 * A character of the scripts that write words against each other and against numbers: Chinese and
 * Japanese write no spaces, and Korean glues particles after words ("주민번호는", "…4470으로").
 */
export const isUnspacedScript = (c: string | undefined): boolean => c !== undefined && c.charCodeAt(0) >= 0x1100 && UNSPACED_SCRIPT.test(c);
/** The same without Hangul: Korean's spaces still part words ("등록번호" is not a word of "주민등록번호"). */
export const isUnspacedBefore = (c: string | undefined): boolean => c !== undefined && c.charCodeAt(0) >= 0x1100 && NO_SPACES_SCRIPT.test(c);

/** A Hebrew or an Arabic letter, as a UTF-16 unit (charCodeAt). */
export const isHebrewOrArabicUnit = (unit: number): boolean => (unit >= 0x5d0 && unit <= 0x5ea) || (unit >= 0x621 && unit <= 0x64a);

const HEBREW_PROCLITIC = /[ובהכלמש]/;
const ARABIC_PROCLITIC = /[وفبلك]/;
/**
 * Hebrew and Arabic write their one-letter words (and, the, in, to, from, that, as) against the
 * word after them: 'ות"ז' is "and the ID number", "والرقم القومي" "and the national number". A
 * word of either script at `at` stands whole after up to three of them, when a non-letter stands
 * before those.
 */
export function isAfterProclitics(text: string, at: number): boolean {
  const unit = text.charCodeAt(at);
  if (!isHebrewOrArabicUnit(unit)) return false;
  const proclitic = unit <= 0x5ea ? HEBREW_PROCLITIC : ARABIC_PROCLITIC;
  let k = at - 1;
  while (k >= at - 3 && k >= 0 && proclitic.test(text[k] ?? '')) k--;
  return k < at - 1 && !isWordChar(text[k]);
}
