import { BEYOND_ASCII } from '../char-classes.js';
import { isLabelledBy, isNamedBy } from '../context.js';
import type { RawMatch, Recognizer } from '../recognizer.js';
import { isAustralianMedicareNumber, isGermanHealthInsuranceNumber, isIsoHealthCardNumber, MBI_LETTERS } from '../validators/health-cards.js';
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
/** The text speaks of German health insurance: a fund, the insured, the health card. */
const isGermanInsuranceText = wholeTextTest(/krankenkasse|krankenversicher|versichert|gesundheitskarte|\beGK\b|\b(?:AOK|Barmer|DAK|IKK|BKK|KKH|HEK|hkk|TK)\b|Techniker|\bKasse\b/i);
/** The text speaks of Québec's health insurance: its board (RAMQ), the card's number (NAM). */
const isQuebecHealthText = wholeTextTest(/\bRAMQ\b|\bNAM\b|assurance[- ]maladie|Qu[ée]bec/i);
/** A Québec health number's date: two digits of the year, the month (plus 50 for a woman), the day. */
const RAMQ_DATE = /^\d\d(?:0[1-9]|1[0-2]|5[1-9]|6[0-2])(?:0[1-9]|[12]\d|3[01])/;
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
      // ("6821 61260 3"), and the holder's reference number after a slash ("/2"), under its check
      // digit, in a text that speaks of Medicare: a clinic's list of patients puts the word in a
      // column's heading, far from the numbers.
      name: 'au_medicare',
      regex: String.raw`\b[2-6]\d{3} \d{5} [1-9](?:/[1-9])?\b`,
      prefilter: String.raw`\d{3} \d{5} \d\b`,
      isPrefilterInMatch: true,
      // A check digit and the plan's name: as sure as a cue beside it, so that the reference
      // number after the slash stays with the number a cue also finds.
      score: 0.95,
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
    {
      // Germany's health insurance number ("K482610529"), under its check digit, in a text that
      // speaks of German health insurance: the card's holder writes it where the fund is named.
      name: 'kvnr',
      regex: String.raw`\b[A-Z]\d{9}\b`,
      prefilter: String.raw`[A-Z]\d{9}\b`,
      isPrefilterInMatch: true,
      score: 0.85,
    },
    {
      // Québec's health insurance number (NAM): four letters of the holder's names and eight
      // digits that begin with the birth date ("BOUM 8212 0912"), in a text of Québec's health plan.
      name: 'ramq',
      regex: String.raw`\b[A-Z]{4} ?\d{4} ?\d{4}\b`,
      prefilter: String.raw`[A-Z]{4} ?\d{4} ?\d{4}\b`,
      isPrefilterInMatch: true,
      score: 0.85,
    },
    {
      // A Japanese health insurance card's symbol and number, as the card prints them after
      // "記号・番号" ("被保険者証 記号・番号：2081・7676"): the label is part of the pattern, since
      // the value's middle dot is the label's too.
      name: 'jp_insurance_card',
      regex: String.raw`記号[・･]番号[ \t\u3000]*[:：]?[ \t\u3000]*(\d{1,8}[・･\-－]\d{1,8})`,
      prefilter: String.raw`\d${BEYOND_ASCII}\d`,
      isPrefilterInMatch: true,
      isValueInGroup: true,
      score: 0.85,
    },
    {
      // India's ABHA address, the health account's handle on the national health stack
      // ("klprasanna@abdm"): its domain says what it is.
      name: 'abha_address',
      regex: String.raw`\b[A-Za-z0-9][A-Za-z0-9._]{2,31}@(?:abdm|sbx)\b`,
      prefilter: String.raw`@(?:abdm|sbx)\b`,
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
const TOPICAL: ReadonlySet<string> = new Set(['nhs_printed', 'ontario_bare', 'au_medicare', 'kvnr', 'ramq']);

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
      return isAustralianMedicareNumber(digits.slice(0, 10)) && isMedicareText(text);
    case 'mbi_printed':
      return isMedicareText(text);
    case 'kvnr':
      return isGermanHealthInsuranceNumber(match.text) && isGermanInsuranceText(text);
    case 'ramq':
      return RAMQ_DATE.test(digits) && isQuebecHealthText(text);
    case 'jp_insurance_card':
      return true;
    case 'abha_address':
      // Not an e-mail address's domain ("someone@abdm.gov.in").
      return !(text[match.end] === '.' && /[A-Za-z]/.test(text[match.end + 1] ?? ''));
    default:
      return isIsoHealthCardNumber(match.text);
  }
}
