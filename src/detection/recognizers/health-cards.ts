import { isLabelledBy, isNamedBy } from '../context.js';
import type { Recognizer } from '../recognizer.js';
import { isIsoHealthCardNumber } from '../validators/health-cards.js';
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
  ],
  refine(match, text) {
    // The number's own checks first: the printed NHS shape is every North American phone number's,
    // and most fail them before a label or a column is looked up.
    const isCard =
      match.pattern.name === 'nhs_printed'
        ? isValidNhsNumber(match.text.replace(/ /g, '')) && isBritishText(text) && !isLabelledBy(text, match.start, PHONE_WORDS)
        : match.pattern.name === 'ontario_versioned'
          ? isLuhnValid(match.text.replace(/\D/g, '')) && text[match.end] !== ':'
          : isIsoHealthCardNumber(match.text);
    return isCard && !isNamedBy(text, match.start, match.end, NEGATIVE_CUES) ? { start: match.start, end: match.end, score: match.pattern.score, isValidated: true } : undefined;
  },
};
