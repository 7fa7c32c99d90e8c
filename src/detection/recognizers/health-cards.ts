import { isLabelledBy, isNamedBy } from '../context.js';
import type { RawMatch, Recognizer } from '../recognizer.js';
import { isAustralianMedicareNumber, isIsoHealthCardNumber, MBI_LETTERS } from '../validators/health-cards.js';
import { isLuhnValid } from '../validators/luhn.js';
import { isValidNhsNumber } from '../validators/nhs-number.js';
import { wholeTextTest } from '../whole-text-test.js';
import { PHONE_LABELS } from './phone.js';
import { LONG_DIGITS, THREE_THREE_FOUR } from './shared-prefilters.js';

/** Words that say a number is something else. */
const NEGATIVE_CUES = ['order', 'invoice', 'tracking', 'transaction', 'shipment', 'parcel', 'serial', 'iccid', 'imei', 'reference', 'ref'];

/** Labels of a phone number, and verbs of calling: an NHS number's shape after one of them is the phone it says. */
const PHONE_WORDS = [...PHONE_LABELS, 'mob', 'call', 'ring', 'text', 'contact', 'number is'];
/** A UK postcode ("HR8 1DG", "SW1A 1AA") somewhere in the text: the text is British (read once per text). */
const isBritishText = wholeTextTest(/\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/);
/** The text speaks of Medicare (Australia's or the United States'), anywhere. */
const isMedicareText = wholeTextTest(/medicare/i);
/** The text speaks of Ontario's health plan or its health card. */
const isOntarioHealthText = wholeTextTest(/\bOHIP\b|health card|carte santé/i);

/**
 * Health card numbers that say what they are by their structure, with no word beside them: the
 * twenty digits of ISO/IEC 7812 that European health insurance cards carry (validators/health-cards.ts),
 * pasted bare into forms and tables ("TS 80380723241536855047"); and an NHS number as printed, three,
 * three and four digits, in a British text (one with a UK postcode), when its modulus-11 check holds;
 * Ontario's health card number with its version code, under the Luhn check.
 * A label or a column that names the number something else wins ("order: 8038…").
 */
export const healthCardRecognizer: Recognizer = {
  name: 'health_card',
  entityType: 'MEDICAL_ID',
  patterns: [
    {
      name: 'iso_7812',
      regex: String.raw`\b80\d{18}\b`,
      // Eighteen digits in a row: the set entry that self-evident national numbers read too.
      prefilter: LONG_DIGITS,
      isPrefilterInMatch: true,
      score: 0.85,
    },
    {
      // A British list of patients ("Ivy Chapman, 03/04/1938, 578 026 4147, 5 Orchard Close,
      // Ledbury HR8 1DG"): the North American layout, which the phone recognizer reads as a phone
      // at 0.8; a valid NHS number in a British text is more likely the NHS's (one US number in
      // eleven passes the check, and British phones start with their trunk 0).
      name: 'nhs_printed',
      regex: String.raw`\b[1-9]\d{2} \d{3} \d{4}\b`,
      prefilter: THREE_THREE_FOUR,
      isPrefilterInMatch: true,
      score: 0.85,
    },
    {
      // Ontario's health card number with its version code ("7105-227-545-KZ", "1237 056 906 EW"):
      // ten digits in fours and threes under the Luhn check, two capitals after them (not a label
      // after the number: "3924-070-745 VC: KT", whose own digits the other patterns find).
      name: 'ontario_versioned',
      regex: String.raw`\b\d{4}[- ]\d{3}[- ]\d{3}[- ]?[A-Z]{2}\b`,
      prefilter: String.raw`\d[- ]\d{3}[- ]\d{3}[- ]?[A-Z]{2}\b`,
      isPrefilterInMatch: true,
      score: 0.85,
    },
    {
      // Ontario's health card number without its version code ("2254-499-565"), in a text that
      // names the plan: fours and threes under the Luhn check. Australian mobiles are written
      // 4-3-3 too, but open with their trunk 0.
      name: 'ontario_bare',
      regex: String.raw`\b[1-9]\d{3}[- ]\d{3}[- ]\d{3}\b`,
      prefilter: String.raw`\d[- ]\d{3}[- ]\d{3}\b`,
      isPrefilterInMatch: true,
      score: 0.85,
    },
    {
      // An Australian Medicare number as the card prints it, four, five and one digits
      // ("6821 61260 3"), under its check digit, in a text that speaks of Medicare: a clinic's
      // list of patients puts the word in a column's heading, far from the numbers.
      name: 'au_medicare',
      regex: String.raw`\b[2-6]\d{3} \d{5} [1-9]\b`,
      prefilter: String.raw`\d{3} \d{5} \d\b`,
      isPrefilterInMatch: true,
      score: 0.85,
    },
    {
      // A Medicare Beneficiary Identifier as the card prints it, with its dashes ("9TJ7-TK1-GG34"):
      // its letters and digits stand in fixed places, in a text that speaks of Medicare.
      name: 'mbi_printed',
      regex: String.raw`\b[1-9][${MBI_LETTERS}][${MBI_LETTERS}0-9]\d-[${MBI_LETTERS}][${MBI_LETTERS}0-9]\d-[${MBI_LETTERS}]{2}\d{2}\b`,
      prefilter: String.raw`\d-[A-Z][A-Z\d]\d-[A-Z]{2}\d\d\b`,
      isPrefilterInMatch: true,
      score: 0.85,
    },
  ],
  refine(match, text) {
    // The number's own checks first: the printed NHS shape is every North American phone number's,
    // and most fail them before a label or a column is looked up.
    const isCard = isCardShaped(match, text) && !(TOPICAL.has(match.pattern.name) && isLabelledBy(text, match.start, PHONE_WORDS));
    return isCard && !isNamedBy(text, match.start, match.end, NEGATIVE_CUES) ? { start: match.start, end: match.end, score: match.pattern.score, isValidated: true } : undefined;
  },
};

/** Shapes that count by the text's topic, not by a label: a phone's label before one wins. */
const TOPICAL: ReadonlySet<string> = new Set(['nhs_printed', 'ontario_bare', 'au_medicare']);

/** The candidate passes its shape's check, and the text is of the card's country or plan where the shape alone is not enough. */
function isCardShaped(match: RawMatch, text: string): boolean {
  const digits = match.text.replace(/\D/g, '');
  switch (match.pattern.name) {
    case 'nhs_printed':
      return isValidNhsNumber(digits) && isBritishText(text);
    case 'ontario_versioned':
      return isLuhnValid(digits) && text[match.end] !== ':';
    case 'ontario_bare':
      return isLuhnValid(digits) && isOntarioHealthText(text);
    case 'au_medicare':
      return isAustralianMedicareNumber(digits) && isMedicareText(text);
    case 'mbi_printed':
      return isMedicareText(text);
    default:
      return isIsoHealthCardNumber(match.text);
  }
}
