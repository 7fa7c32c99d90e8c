import { getCountrySpecifications, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import type { Recognizer } from '../recognizer.js';

const COUNTRIES = getCountrySpecifications();
/**
 * The countries with an IBAN format (refine() rejects the others): the prefilters ask for one of
 * them, not any two letters, which keeps the first pass's automaton smaller (every word of prose
 * followed by digits started an IBAN-shaped prefix) and spares scans of texts without an IBAN.
 */
const IBAN_COUNTRIES = Object.entries(COUNTRIES)
  .filter(([, spec]) => spec.chars !== undefined && spec.chars !== null)
  .map(([code]) => code);
const UPPER_COUNTRY = `(?:${IBAN_COUNTRIES.join('|')})`;
const LOWER_COUNTRY = UPPER_COUNTRY.toLowerCase();

export const ibanRecognizer: Recognizer = {
  name: 'iban',
  entityType: 'IBAN',
  patterns: [
    // Country code, check digits, then the BBAN, electronic (no spaces) or printed in groups of four.
    { name: 'iban', regex: String.raw`\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b`, prefilter: String.raw`\b${UPPER_COUNTRY}\d\d ?[A-Z0-9]{4} ?[A-Z0-9]{4} ?[A-Z0-9]{3}`, isPrefilterInMatch: true, score: 0.5 },
    // Typed in lowercase in chat ("my iban is de89370400440532013000", "fr14 2004 1010 0505 0001
    // 3m02 606"): the country's length and BBAN format and the mod-97 check keep ordinary words out.
    { name: 'iban_lowercase', regex: String.raw`\b[a-z]{2}\d{2}(?: ?[a-z0-9]){11,30}\b`, prefilter: String.raw`\b${LOWER_COUNTRY}\d\d ?[a-z0-9]{4} ?[a-z0-9]{4} ?[a-z0-9]{3}`, isPrefilterInMatch: true, score: 0.5 },
  ],
  context: { words: ['iban', 'account', 'bank', 'transfer', 'wire', 'sepa', 'bic', 'swift', 'kontonummer', 'rib'], boost: 0.05, before: 40, after: 10 },
  refine(match) {
    // A printed IBAN may run into the next token ("… 00 BIC COBADEFF"): the country's IBAN length
    // says where it ends, so one mod-97 check decides (no retrying shorter prefixes).
    const upper = match.text.toUpperCase();
    const length = COUNTRIES[upper.slice(0, 2)]?.chars;
    if (length === undefined || length === null) return undefined;
    let taken = 0;
    let end = 0;
    while (end < upper.length && taken < length) {
      if (upper[end] !== ' ') taken++;
      end++;
    }
    if (taken < length) return undefined;
    // The IBAN must end at a group or token boundary, not in the middle of a group.
    const next = upper[end];
    if (next !== undefined && next !== ' ') return undefined;
    // The IBAN standard is the country's length and format plus the mod-97 check digits. Some
    // countries add their own checksum inside the account number (ES, FR, PL…); a value that
    // fails only that one is still an IBAN in shape and checksum, so it counts, a little lower.
    const { errorCodes } = validateIBAN(upper.slice(0, end).replaceAll(' ', ''));
    if (errorCodes.length === 0) return { start: match.start, end: match.start + end, score: 1, isValidated: true };
    if (errorCodes.every((code) => code === ValidationErrorsIBAN.WrongAccountBankBranchChecksum)) {
      return { start: match.start, end: match.start + end, score: 0.95, isValidated: true };
    }
    return undefined;
  },
};
