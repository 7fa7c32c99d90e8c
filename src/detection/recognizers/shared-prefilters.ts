import { BEYOND_ASCII } from '../char-classes.js';

/**
 * Prefilters that recognizers of different types share: one source is one entry of the engine's
 * set, read in the same pass whoever asks for it.
 */

/**
 * Digits that every cell of the SSN recognizer's `national_cell`, every self-evident national
 * number and every ISO/IEC 7812 health card number hold: a run of twelve (China's resident ID,
 * South Africa's ID, France's NIR, a health card's twenty, Sweden's personnummer written whole),
 * a date's six and a separator before three more, Japan's fours. A run's length alone: asking
 * for a 1 or a 2 first made the automaton remember, in every long run of digits, which of the
 * last fifteen began one (the median text 18 % dearer).
 */
export const LONG_DIGITS = String.raw`\d{12}|\d{6}[-+A-FU-Ya-fu-y]\d{3}|\d{4}[ -]\d{4}[ -]\d{4}`;

/**
 * Two characters beyond ASCII, then (after a space at most) a digit: how the CJK addresses' place
 * names and roads end (location-cjk.ts), and the Russian, Arabic, Hebrew and Hindi addresses' words
 * before their numbers (location-scripts.ts). One entry of the set for all of them.
 */
export const SCRIPT_NUMBER = String.raw`${BEYOND_ASCII}{2}[ \t]?\d`;

/**
 * Ten digits in the North American 3-3-4 layout, with an optional country code or bracketed area
 * code: the phone recognizer's North American numbers and the health card recognizer's printed NHS
 * numbers ("485 777 3456") read the one entry.
 */
export const THREE_THREE_FOUR = String.raw`(?:\b1[ .\-])?(?:\(\d{3}\)[ .\-]?|\b\d{3}[ .\-])\d{3}[ .\-]\d{4}`;
