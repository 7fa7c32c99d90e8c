/**
 * Twelve PII patterns for the regex-engine benchmark (bench/detection/engines.bench.ts). They are
 * benchmark patterns, not the product's recognizers (those live in src/detection): the point is a
 * realistic load for the engines, not the best possible precision.
 *
 * Every source compiles to the same language in RE2 (node-re2, re2-wasm) and in V8's RegExp, so
 * that all strategies can be checked against each other match for match. That rules out:
 *   - lookaround and backreferences (RE2 has neither);
 *   - `\s` (RE2: [\t\n\f\r ], V8: also \v and Unicode spaces) and `.`: explicit classes instead;
 *   - negated classes (V8 without the u flag steps over UTF-16 code units, RE2 over code points);
 *   - the i flag (case folding differs outside ASCII): case is spelled out in the classes;
 *   - capturing groups: the combined strategies number one group per pattern to tell which one
 *     matched, so every group inside a pattern is (?:...).
 * `\b` is an ASCII word boundary in both engines (V8 without the u+i flags), so it is safe.
 *
 * Order matters: it is the priority for matches starting at the same position (leftmost-first
 * alternation, the semantics every strategy reproduces; see engines.bench.ts).
 */

export interface PiiPattern {
  readonly name: string;
  readonly source: string;
  /** Characters at least one of which every match contains; used by the gated strategy. */
  readonly needs: readonly ('digit' | '@' | ':')[];
}

const HEX = '[0-9A-Fa-f]{1,4}';
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
const IPV4 = `(?:${OCTET}\\.){3}${OCTET}`;
const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
const DAY = '(?:0?[1-9]|[12][0-9]|3[01])';
const MONTH_NUMBER = '(?:0?[1-9]|1[0-2])';
const YEAR = '(?:19|20)[0-9]{2}';
const STREET_SUFFIX =
  '(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Circle|Parkway|Highway|Square)';

/** Alternatives of one pattern, joined here so that each stays readable on its own line. */
const anyOf = (...alternatives: string[]): string => alternatives.join('|');

export const PII_PATTERNS: readonly PiiPattern[] = [
  {
    name: 'email',
    // The usual email pattern, unbounded local part included: in V8 it backtracks quadratically
    // on a long token followed by '@' (the ReDoS the bench demonstrates); RE2 stays linear.
    source: '[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}',
    needs: ['@'],
  },
  {
    name: 'url',
    source: "\\bhttps?://[A-Za-z0-9.-]+(?::[0-9]{1,5})?(?:/[A-Za-z0-9._~%!$&'*+,;=:@/?#-]*)?",
    needs: [':'],
  },
  {
    name: 'iban',
    // Country, check digits, 11–30 alphanumerics, optionally grouped by four with spaces.
    source: '\\b[A-Z]{2}[0-9]{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\\b',
    needs: ['digit'],
  },
  {
    name: 'card',
    // 16 digits in fours (Visa, Mastercard, Discover) or 4-6-5 (Amex), space/dash/no separators.
    source: anyOf('\\b(?:[0-9]{4}[ -]?){3}[0-9]{4}\\b', '\\b[0-9]{4}[ -]?[0-9]{6}[ -]?[0-9]{5}\\b'),
    needs: ['digit'],
  },
  {
    name: 'ssn',
    source: '\\b[0-8][0-9]{2}-[0-9]{2}-[0-9]{4}\\b',
    needs: ['digit'],
  },
  {
    name: 'phone',
    source: anyOf(
      // International: +CC then 3–5 groups; separators optional, area code optionally in parentheses.
      '\\+[1-9][0-9]{0,2}[ .-]?\\(?[0-9]{1,4}\\)?(?:[ .-]?[0-9]{2,4}){2,4}\\b',
      // US national with separators: (415) 555-0132, 415-555-0132, 415.555.0132.
      '(?:\\([2-9][0-9]{2}\\) ?|\\b[2-9][0-9]{2}[.-])[2-9][0-9]{2}[.-][0-9]{4}\\b',
    ),
    needs: ['digit'],
  },
  {
    name: 'ipv6',
    // IPv4-mapped forms first, then full, then compressed; a single leading group followed by
    // "::" ("Add::new" in Rust, "d::" in "std::") is left out on purpose, as is a bare "::1".
    source: anyOf(
      `::[Ff]{4}:${IPV4}\\b`,
      `\\b(?:${HEX}:){1,4}:${IPV4}\\b`,
      `\\b(?:${HEX}:){7}${HEX}\\b`,
      `\\b(?:${HEX}:){1,6}(?::${HEX}){1,6}\\b`,
      `::(?:${HEX}:){1,6}${HEX}\\b`,
      `\\b(?:${HEX}:){2,7}:`,
    ),
    needs: [':'],
  },
  {
    name: 'ipv4',
    source: `\\b${IPV4}\\b`,
    needs: ['digit'],
  },
  {
    name: 'date',
    source: anyOf(
      `\\b${YEAR}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])`,
      `\\b${MONTH_NUMBER}/${DAY}/(?:${YEAR}|[0-9]{2})\\b`,
      `\\b${DAY}\\.${MONTH_NUMBER}\\.${YEAR}\\b`,
      `\\b${MONTH}\\.? ${DAY}(?:st|nd|rd|th)?,? ${YEAR}\\b`,
      `\\b${DAY} ${MONTH}\\.? ${YEAR}\\b`,
    ),
    needs: ['digit'],
  },
  {
    name: 'address',
    // House number, one to three capitalised words (O'Keefe and Stehr-Grimes included), suffix.
    source: `\\b[0-9]{1,5} (?:[A-Z][a-z]*(?:['-][A-Z]?[a-z]+)? ){1,3}${STREET_SUFFIX}\\b`,
    needs: ['digit'],
  },
  {
    name: 'postcode',
    // UK: A9 9AA, A99 9AA, AA9 9AA, AA99 9AA, A9A 9AA, AA9A 9AA.
    source: '\\b[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}\\b',
    needs: ['digit'],
  },
  {
    name: 'mrn',
    // Medical record numbers are only recognisable by the label in front of them.
    source: '\\b(?:MRN|Patient ID|Med Rec No)[.:#-]? ?[0-9]{6,10}\\b',
    needs: ['digit'],
  },
];

/**
 * One alternation of all patterns, each in its own capturing group: group i + 1 is pattern i.
 * Leftmost-first semantics make the earliest-starting match win, ties going to the earlier pattern.
 */
export function combinedSource(patterns: readonly PiiPattern[] = PII_PATTERNS): string {
  return patterns.map((p) => `(${p.source})`).join('|');
}
