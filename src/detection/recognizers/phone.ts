import { getCountries, getCountryCallingCode, isPossiblePhoneNumber, isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { isUnspacedScript, isWordChar } from '../char-classes.js';
import { contextPrefilter, isLabelledBy } from '../context.js';
import { continuesIbanGroups } from '../iban-groups.js';
import { createPhonePlans } from '../validators/phone-plans.js';
import type { RawMatch, Recognizer, Refined } from '../recognizer.js';
import { THREE_THREE_FOUR } from './shared-prefilters.js';

/**
 * Regions tried, in order, for numbers written without a country code. A national number is
 * accepted when it is valid in one of them under libphonenumber's full metadata.
 */
export const DEFAULT_PHONE_REGIONS: readonly CountryCode[] = ['US', 'GB', 'DE', 'FR', 'ES', 'IT', 'NL', 'CA', 'AU', 'IN', 'BR', 'CH', 'AT', 'BE', 'IE'];

const NANP_REGIONS: ReadonlySet<CountryCode> = new Set(['US', 'CA']);
/** Countries whose national numbers are written with their trunk 0 (India's and Brazil's often are not). */
const WRITTEN_WITH_TRUNK_ZERO: ReadonlySet<CountryCode> = new Set(['GB', 'DE', 'FR', 'NL', 'AT', 'CH', 'BE', 'IE', 'AU']);

/**
 * A bounded memo in two generations: when the newer is full it becomes the older and the oldest
 * answers go all at once. (Deleting the Map's first key at every insertion cost more than the
 * answers saved in a dense table of distinct numbers: 16.0 against 10.7 ms per 64 KB.) An answer
 * read from the older generation moves to the newer.
 */
function memoize(compute: (key: string) => boolean, capacity: number): (key: string) => boolean {
  let newer = new Map<string, boolean>();
  let older = new Map<string, boolean>();
  const remember = (key: string, answer: boolean): boolean => {
    if (newer.size >= capacity / 2) {
      older = newer;
      newer = new Map();
    }
    newer.set(key, answer);
    return answer;
  };
  return (key) => {
    const known = newer.get(key);
    if (known !== undefined) return known;
    const old = older.get(key);
    return remember(key, old ?? compute(key));
  };
}

/**
 * Digit groups that libphonenumber may accept but that are written this way for other things:
 * dates, times, ZIP+4, SSN-shaped 3-2-4, dotted quads, decimals, and ids in groups of four.
 */
function looksLikeSomethingElse(candidate: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(candidate) ||
    /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(candidate) ||
    // A date with spaces (a claim form's "11 30 1962"), or one with the hour after it ("04-11-2024 13").
    /^\d{1,2} \d{1,2} (?:19|20)\d{2}$/.test(candidate) ||
    /^\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d{2}[ T]\d{1,2}$/.test(candidate) ||
    /^\d{5}-\d{4}$/.test(candidate) ||
    // A Brazilian postcode (CEP); Brazilian phone numbers group their digits 4-4 or 5-4.
    /^\d{5}-\d{3}$/.test(candidate) ||
    /^\d{3}-\d{2}-\d{4}$/.test(candidate) ||
    /^\d{1,3}(?:\.\d{1,3}){3}$/.test(candidate) ||
    /^\d+\.\d+$/.test(candidate) ||
    // An ISBN-13 (thirteen digits after 978 or 979; "979-218-914" is a Spanish number).
    (/^97[89][ -]\d{1,5}[ -]\d/.test(candidate) && candidate.replace(/\D/g, '').length === 13) ||
    // Groups of four are parcel, order and account numbers; a German mobile is written so too
    // ("0151 2384 7729", the 015x–017x ranges).
    (/^\d{4}[ .-]\d{4}(?:[ .-]\d{4})?$/.test(candidate) && !/^01[5-7]\d \d{4} \d{4}$/.test(candidate)) ||
    // A US SSN's spaced shape, without a trunk 0.
    /^[1-9]\d{2} \d{2} \d{4}$/.test(candidate) ||
    // National numbers open with a trunk 0, a 3-digit area code or a bracketed code; a leading
    // group of four other digits is an order, parcel or part number.
    /^[1-9]\d{3}[ .-]/.test(candidate)
  );
}

/**
 * A German landline in groups of four after a phone label ("Tel.: 0711 4589 2231"): its trunk 0
 * and three-digit area code make the first group, which an order number's groups of four resemble,
 * so the label decides.
 */
function isLabelledGermanLandline(candidate: string, text: string, start: number): boolean {
  return /^0[2-9]\d{2} \d{4} \d{3,4}$/.test(candidate) && isLabelledBy(text, start, PHONE_CUES);
}

/** Letters of the scripts that write words apart from numbers: Latin, Greek, Cyrillic and the like (not Han, kana or Hangul). */
const isLatinWordChar = (c: string | undefined): boolean => isWordChar(c) && !isUnspacedScript(c);
/** "-es", "-ra", "-hon" after a number: a case ending, then the word's end. */
const CASE_SUFFIX = /^-\p{Ll}{1,4}(?![\p{L}\p{N}])/u;

/** Every country calling code libphonenumber knows ("1", "44", "352"…). */
const CALLING_CODES: ReadonlySet<string> = new Set(getCountries().map((country) => getCountryCallingCode(country)));
/** A trunk 0 and an area code set apart by parentheses or a space: "(0804) 536901", "08019 0406". */
const TRUNK_LAYOUT = /^(?:\(0\d{2,5}\)[ ]?\d|0\d{2,5} \d)[\d ]*$/;
/** Brazil's layout, a two-digit area code then 4-4 or 5-4: a number in Brazil or in none. */
const BRAZIL_LAYOUT = /^(?:\(\d{2}\) ?|\d{2} )\d{4,5}-\d{4}$/;
/** A whole number right after or before a candidate, one space between. */
const NUMBER_AFTER = /^ \d+(?![\p{L}\p{N}_])/u;
const NUMBER_BEFORE = /(?<![\p{L}\p{N}_])\d+ $/u;
const TIME_UNIT = String.raw`[ \t]*(?:min|mins|minutes|minutos|minuten|minuti|hrs?|hours?|days?|secs?|seconds?)(?![\p{L}\p{N}_])`;
/** A count and its unit after a number ("call 0462 359 500 30 min before"): not a run of numbers. */
const QUANTITY_AFTER = new RegExp(String.raw`^ \d{1,3}${TIME_UNIT}`, 'u');
/** A time unit right after a match: the match's last group is the count ("0462 359 500 30" before "min"). */
const UNIT_AFTER = new RegExp(`^${TIME_UNIT}`, 'u');
const LAST_GROUP = / \d{1,3}$/;
/** Four or more groups of two digits, the first not a trunk 0. */
const PAIRS_WITHOUT_TRUNK = /^[1-9]\d(?:[ .-]\d{2}){3,}$/;
/** Area code and exchange of the North American plan: [2-9]XX [2-9]XX XXXX. */
const NANP_STRUCTURE = /^[2-9]\d{2}[2-9]\d{6}$/;
/**
 * An extension glued to the number ("212-555-0199x1234"): no word boundary separates the two, so
 * the patterns take it in (RE2 has no lookahead), and refine() reports the number without it. An
 * extension is not part of the number's span, glued or written apart ("x830", "ext. 12"): every
 * blind battery that writes one leaves it out, and the number alone is what identifies its owner.
 */
const GLUED_EXTENSION = String.raw`(?:[xX]|[eE][xX][tT]\.?)\d{1,6}`;
const EXTENSION_IN_MATCH = /(?:x|ext\.?)\d{1,6}$/i;

const PHONE_CUES = ['phone', 'kontakt', 'my number', 'tel', 'tel.', 'telephone', 'mobile', 'cell', 'call', 'called', 'callback', 'text me', 'sms', 'whatsapp', 'fax', 'contact', 'reach', 'dial', 'ring', 'ringe', 'landline', 'handy', 'mobil', 'téléphone', 'portable', 'teléfono', 'móvil', 'telefono', 'cellulare', 'telefoon', 'mobiel', 'tlf', 'tlf.', 'telefon', 'puhelin', 'telefone', 'celular', 'mob', 'mob.', 'puh', 'puh.',
  // A label that names the number a phone's before another word does ("Phone on account: …", whose "account" alone is a negative word).
  'phone on account', 'phone on file', 'number on file', 'number on account',
  // Payment apps that send money to a phone number ("via PayNow to 8171 8950").
  'paynow', 'payid', 'swish', 'bizum', 'mobilepay', 'vipps'];

const DOTTED_THREES = /^\d{3}\.\d{3}\.\d{3}$/;
/** A key's "=", with or without an opening quote, right before a value. */
const KEYED_BEFORE = /=["']?$/;
/** Labels that say the number right after them is a phone number. */
/** Labels of a phone number right before it; also what says a number is a phone and not an identifier (medical-id.ts, health-cards.ts). */
export const PHONE_LABELS: readonly string[] = ['phone', 'phone number', 'tel', 'tel.', 'telephone', 'mobile', 'mobile number', 'cell', 'cell number', 'whatsapp', 'fax', 'call me at', 'call me on', 'reach me at', 'reach me on', 'text me at', 'text me on', 'my number is', 'contact number', 'handy', 'telefon', 'téléphone', 'teléfono', 'telefono', 'cellulare', 'móvil', 'portable', 'mobiel', 'telefoon', 'celular', 'telefone',
  // Session 22: labels of more languages ("联系电话：138 0013 8000", "Contacto: 21 780 5000").
  'contacto', 'contato', 'telefonnummer', 'puhelin', 'tlf', 'tlf.', 'телефон', 'тел.', 'моб.', 'мобильный', 'هاتف', 'الهاتف', 'جوال', 'الجوال', 'טלפון', "טל'", 'मोबाइल', 'फोन', 'फ़ोन',
  '电话', '联系电话', '手机', '電話', '電話番号', '携帯', '携帯電話', '연락처', '전화', '전화번호', '휴대폰',
  // Session 27: "contact" alone before a number, the Nordic and Polish "kontakt", "ring (gerne) på",
  // the Portuguese "ligue (para)", the Chinese "手机号(码)" and "电话号码", a toll-free line's label.
  'contact', 'kontakt', 'ring', 'ring på', 'ring gerne på', 'ligue', 'ligue para', 'ligar para', '手机号', '手机号码', '电话号码', 'toll free', 'toll-free',
  // Session 29: the short "Mob" of Indian, British and Australian lists ("ABHA 91-…, Mob 9717169298").
  'mob', 'mob.', 'mob no', 'mob. no', 'mobile no',
  // Session 30: the Nordic "ring me at" in full; payment apps that send money to a phone number;
  // Polish "SMS to" and "mobile"; Chinese "contact" and the traditional script's "contact phone".
  'ring meg på', 'ring mig på', 'ring mig', 'ring meg', 'ring oss på', 'paynow', 'paynow to', 'payid', 'swish', 'swish till', 'swish nr', 'bizum', 'bizum al', 'mobilepay', 'vipps',
  'sms', 'sms na', 'sms-em na', 'dzwoń na', 'zadzwoń na', 'kom.', 'tel. kom.', 'komórka', 'cep', 'cep tel', '联系方式', '聯絡電話', '聯絡方式', '手機', '聯繫電話'];

/**
 * Regions tried, after the configured ones, for a number that a phone label names right before it
 * ("Kontakt: 68 485 82 50", "手机号187 6101 2414"): the label says it is a phone
 * number, and the question left is only whether some country dials it so.
 */
const LABELLED_ONLY_REGIONS: readonly CountryCode[] = ['CN', 'JP', 'KR', 'TW', 'HK', 'SG', 'MY', 'PH', 'ID', 'TH', 'VN', 'MX', 'AR', 'CL', 'CO', 'PE', 'PL', 'CZ', 'SE', 'NO', 'DK', 'FI', 'PT', 'GR', 'RO', 'HU', 'TR', 'IL', 'AE', 'SA', 'EG', 'ZA', 'NG', 'KE', 'NZ', 'RU', 'UA',
  // Session 30: the rest of the EU and Europe's small plans ("Telefon: 651 8746", an Estonian landline), and more of Latin America, Asia and Africa.
  'EE', 'LV', 'LT', 'SK', 'SI', 'HR', 'BG', 'RS', 'LU', 'MT', 'CY', 'IS', 'VE', 'EC', 'UY', 'PY', 'BO', 'CR', 'PA', 'DO', 'GT', 'PK', 'BD', 'LK', 'MA', 'TN', 'GH', 'QA', 'KW', 'JO', 'LB', 'MO'];

/** Built once: every recognizer (one per engine, per tenant's region list) reads the same plans. */
const PHONE_PLANS = createPhonePlans();

export function createPhoneRecognizer(regions: readonly CountryCode[] = DEFAULT_PHONE_REGIONS): Recognizer {
  // libphonenumber costs 7–30 µs a call: remember recent answers (numbers recur in real traffic:
  // signatures, support lines), and try only the regions a number's shape fits. Most candidates
  // of a dense text fail most regions: the compiled plans say so in about a microsecond, and
  // libphonenumber decides only the numbers that may be valid. isValidPhoneNumber reads its input
  // as one number (no search for a number inside text): half the cost of
  // parsePhoneNumberFromString(…).isValid(), the same answer for a candidate.
  const isValidInternational = memoize((number: string): boolean => PHONE_PLANS.mayBeValidInternational(number.replace(/\D/g, '')) && isValidPhoneNumber(number), 4096);
  // The fallback for numbers no plan validates: as dear as a validation, and as often repeated.
  const isPossible = memoize((number: string): boolean => isPossiblePhoneNumber(number), 4096);
  /**
   * Whether a national number is valid in one of `list`'s regions, remembered per list: one lookup
   * per candidate, keyed by the candidate's own string (V8 hashes a string once). Any region's
   * "valid" will do (the score follows the number's layout, not its region), so the regions whose
   * numbers are cheapest to validate go first.
   */
  const validInOneOf = (list: readonly CountryCode[]): ((number: string) => boolean) => {
    const ordered = PHONE_PLANS.cheapestFirst(list);
    return memoize((number: string): boolean => {
      const digits = number.replace(/\D/g, '');
      return ordered.some((region) => PHONE_PLANS.mayBeValidNational(digits, region) && isValidPhoneNumber(number, region));
    }, 4096);
  };
  const isNanpNumber = validInOneOf(regions.filter((r) => NANP_REGIONS.has(r)));
  const isBrazilianNumber = validInOneOf(regions.filter((r) => r === 'BR'));
  const isTrunkNumber = validInOneOf(regions.filter((r) => !NANP_REGIONS.has(r)));
  const isNumberAnywhere = validInOneOf(regions);
  // Without a leading 0, a number is none of the countries whose national numbers are always written
  // with their trunk 0 ("07931 199502", "030 12345678"): "793 119 9502" is no British mobile,
  // unless a label says it is a phone number. (Pairs, as Danish numbers are written, are read as
  // before: a cue word decides them.)
  const isNumberWithoutTrunk = validInOneOf(regions.filter((r) => !WRITTEN_WITH_TRUNK_ZERO.has(r)));
  const isLabelledNumberElsewhere = validInOneOf(LABELLED_ONLY_REGIONS.filter((r) => !regions.includes(r)));
  /** A mobile number in one of the configured or the labelled-only regions' plans. */
  const mobileRegions = [...regions, ...LABELLED_ONLY_REGIONS.filter((r) => !regions.includes(r))];
  const isMobileSomewhere = memoize((number: string): boolean => mobileRegions.some((region) => PHONE_PLANS.mayBeValidNational(number, region) && parsePhoneNumberFromString(number, region)?.getType() === 'MOBILE'), 4096);

  const refineInternational = (match: RawMatch, text: string): Refined | undefined => {
    // "+44 (0)20 7946 0958": the bracketed trunk 0 is how the national form is shown beside the
    // international one; it is not dialled after the country code.
    const written = match.text.replace(/^\((\+\d{1,3})\)/, '$1').replace(/^(\+?\d{1,5})[ .-]?\(0\)[ .-]?/, '$1 ');
    const number = written.startsWith('00') ? `+${written.slice(2)}` : written;
    if (number.startsWith('+0')) return number.replace(/\D/g, '').length >= 8 && isLabelledBy(text, match.start, PHONE_LABELS) ? { start: match.start, end: match.end, score: 0.6 } : undefined;
    if (isValidInternational(number)) return { start: match.start, end: match.end, score: 0.95, isValidated: true };
    const digits = number.replace(/\D/g, '');
    // Written as a phone number (+1 and the North American 3-3-4 structure) in an area code that
    // no plan has assigned yet, or a test number: still a phone number to mask. Elsewhere, a
    // number of a possible length after "+CC" is one to flag.
    if (digits.startsWith('1') && NANP_STRUCTURE.test(digits.slice(1))) return { start: match.start, end: match.end, score: 0.7 };
    // No national number starts with its trunk 0 after the country code ("+44 0000 0000 00" is
    // digits, not a number). Calling codes are prefix-free: the first one that fits is the one.
    const callingCode = [1, 2, 3].map((n) => digits.slice(0, n)).find((prefix) => CALLING_CODES.has(prefix));
    if (callingCode !== undefined && digits[callingCode.length] !== '0' && isPossible(number)) return { start: match.start, end: match.end, score: 0.6 };
    // Labelled as a phone number right before it ("Phone: +02 924 90692591", "call me at +76 …"):
    // mistyped, made up or from a plan no library knows, it is still what the writer calls their
    // number, and masking it is what they would expect.
    return digits.length >= 8 && isLabelledBy(text, match.start, PHONE_LABELS) ? { start: match.start, end: match.end, score: 0.6 } : undefined;
  };
  const refineNational = (match: RawMatch, text: string): Refined | undefined => {
    // Spanish numbers dotted in threes ("912.345.678") read as amounts too: a label must say which.
    const isLabelled = (): boolean => isLabelledBy(text, match.start, PHONE_LABELS);
    if (DOTTED_THREES.test(match.text) && !isLabelled()) return undefined;
    const hasSeparators = /[ .\-()/]/.test(match.text);
    const digits = match.text.replace(/\D/g, '');
    // A trunk 0 never starts a North American number; ten digits in 3-3-4 rarely mean anything
    // else; Brazil's layout is a number in Brazil or in none.
    const isValid = match.pattern.name === 'nanp' ? isNanpNumber : BRAZIL_LAYOUT.test(match.text) ? isBrazilianNumber : digits.startsWith('0') ? isTrunkNumber : isLabelled() || PAIRS_WITHOUT_TRUNK.test(match.text) ? isNumberAnywhere : isNumberWithoutTrunk;
    if (isValid(match.text)) {
      // A grouped number that a numbering plan accepts is likely a phone; bare digit runs
      // (epoch seconds, ids) need context to count.
      // Pairs of digits without a trunk 0 ("21 14 35 28") are how Danish and Norwegian numbers
      // are written, and how lists of small numbers are: a cue word has to say which.
      if (PAIRS_WITHOUT_TRUNK.test(match.text)) return { start: match.start, end: match.end, score: 0.45 };
      if (hasSeparators && digits.length >= 8) return { start: match.start, end: match.end, score: 0.8 };
      // Seven grouped digits (a local number without its area code) or a bare run: weak alone.
      return { start: match.start, end: match.end, score: 0.45 };
    }
    // (415) 555-2671, 415-555-2671, 1-415-555-2671: the North American layout itself says
    // "phone", even in an area code no plan has assigned.
    if (match.pattern.name === 'nanp' && NANP_STRUCTURE.test(digits.length === 11 ? digits.slice(1) : digits)) {
      return { start: match.start, end: match.end, score: 0.7 };
    }
    // "(0804) 536901", "08019 04069436": a trunk 0, an area code set apart and ten or more digits
    // in all is how national numbers are written, even where the plan has no such number; flagged.
    if (match.pattern.name === 'trunk' && TRUNK_LAYOUT.test(match.text) && digits.length >= 10 && digits.length <= 13) {
      return { start: match.start, end: match.end, score: 0.6 };
    }
    // Labelled as a phone number, and valid in a country beyond the configured ones.
    if (isLabelled() && isLabelledNumberElsewhere(match.text)) return { start: match.start, end: match.end, score: hasSeparators && digits.length >= 8 ? 0.8 : 0.6, isValidated: true };
    // Grouped digits labelled as a phone number right before them ("My number is 979-218-914").
    if (/[ .-]/.test(match.text) && digits.length >= 9 && isLabelled()) return { start: match.start, end: match.end, score: 0.6 };
    return undefined;
  };

  return {
    name: 'phone',
    entityType: 'PHONE',
    patterns: [
      // Candidates only: libphonenumber decides. An optional +CC or 00CC, then digit groups.
      {
        name: 'international',
        // "+0…" is no calling code, but made-up numbers after a phone label are written so (refine()).
        // Forms set the country code in parentheses too ("(+1) 601 260 8729").
        regex: String.raw`(?:\(\+\d{1,3}\)[ .\-]?|(?:\+|\b00[1-9])\d{0,3}[ .\-]?)(?:\(\d{1,4}\)[ .\-]?)?\d{1,5}(?:[ .\-]?\d{1,5}){1,5}(?:${GLUED_EXTENSION})?\b`,
        prefilter: String.raw`\+\d|\b00[1-9]`,
        isPrefilterInMatch: true,
        score: 0.95,
      },
      // North American (optional 1-, then 3-3-4).
      {
        name: 'nanp',
        regex: String.raw`(?:\b1[ .\-])?(?:\(\d{3}\)[ .\-]?|\b\d{3}[ .\-])\d{3}[ .\-]\d{4}(?:${GLUED_EXTENSION})?\b`,
        // The set needs only the number: the same matches with or without their extensions.
        prefilter: THREE_THREE_FOUR,
        isPrefilterInMatch: true,
        score: 0.8,
      },
      // A trunk 0 (most of Europe, the UK, India, Australia): 030 12345678, (0)20 7946 0958.
      // Dotted numbers (06.12.34.56.78) need three or more groups: two are a decimal or a version.
      {
        name: 'trunk',
        // Area codes of one to five digits after the 0 (UK 016977 has five). German numbers may set
        // the area code off with a spaced slash and pair the rest from the right ("030 / 8 82 41 17").
        regex: String.raw`(?:\(0\d{1,5}\)[ .\-]?|\b0\d{1,5}[ \-/])\d{2,9}(?:[ .\-]\d{2,5}){0,3}\b|(?:\(0\d{1,5}\)|\b0\d{1,5}[ \t]\/)[ \t]\d{1,9}(?:[ \t]\d{2,5}){0,4}\b|\b0\d{1,4}\.\d{2,4}(?:\.\d{2,4}){1,4}\b`,
        score: 0.8,
      },
      // Three or more space- or dash-separated groups without a trunk 0 (Spanish and Italian
      // mobiles: 689 95 86 44, 388 126 8965) or Indian 5-5. Dotted groups here are IPs and dates,
      // but for Spanish numbers dotted in threes ("912.345.678"), which a phone label must announce.
      // Brazil writes a two-digit area code, then 4-4 or 5-4: (11) 98765-4321, 11 3456-7890.
      {
        name: 'grouped',
        regex: String.raw`\b[1-9]\d{1,2}(?:[ \-]\d{2,4}){2,3}\b|\b[1-9]\d{4}[ \-]\d{5}\b|(?:\(\d{2}\)[ ]?|\b[1-9]\d[ ])\d{4,5}-\d{4}\b|\b[6-9]\d{2}\.\d{3}\.\d{3}\b`,
        score: 0.8,
      },
      // A bare run of digits is a phone number only where context says so: the cue words are the
      // prefilter. (A cue-then-digits prefilter with a bounded gap made the RE2.Set DFA thrash:
      // the corpus pass halved in speed.)
      { name: 'bare', regex: String.raw`\b\d{9,12}\b`, prefilter: contextPrefilter(PHONE_CUES), alsoPrefilter: String.raw`\d{9}`, isAlsoPrefilterInMatch: true, requiresContext: true, score: 0.45 },
      // Short numbers right after a phone label (refine()), in a text with a cue word: two groups of
      // four ("Contact: 8127 3135", a Singapore or Hong Kong number), three then four (a local
      // number without its area code, "Telefon: 651 8746"), eight digits (the Nordic numbers, "Ring
      // meg på 40840113"). Groups of four are order and card numbers too: only the label decides,
      // and it is read before any window is searched (no requiresContext).
      { name: 'fours', regex: String.raw`\b(?:\d{3,4}[ \-]\d{4}|\d{8})\b`, prefilter: contextPrefilter(PHONE_CUES), alsoPrefilter: String.raw`\d{3}[ \-]\d{4}|\d{8}`, isAlsoPrefilterInMatch: true, score: 0.45 },
      // After a label in a script without ASCII letters ("联系方式：15826556285", "聯絡電話：5178 8333"):
      // the label decides (refine()); the value is the group.
      {
        name: 'script_label',
        // Not after prose's dashes and quotes (General Punctuation): "— 0161 496 0000" follows no label.
        regex: String.raw`[^\x00-\x7F\u2000-\u206F][：:]?[ \t]*(\d{7,12}|\d{3,4}[ \-]\d{4}(?:[ \-]\d{4})?)\b`,
        prefilter: String.raw`[^\x00-\x7F\u2000-\u206F][^ \t\w]?[ \t]*\d{3}`,
        isValueInGroup: true,
        score: 0.45,
      },
      // A mobile number with its trunk 0 written as one run, as people type their own ("the number it
      // came from was 07400129268", "beni 05012344620 numarasından arayın"): a mobile number in
      // some country's plan (refine()), where a landline's run is as likely an account's.
      { name: 'trunk_mobile', regex: String.raw`\b0[1-9]\d{8,9}\b`, score: 0.6 },
    ],
    context: {
      words: PHONE_CUES,
      boost: 0.3,
      negative: ['loan', 'loan #', 'loan no', 'mortgage', 'order', 'invoice', 'tracking', 'isbn', 'serial', 'account', 'acct', 'ref', 'reference', 'transaction', 'confirmation', 'ticket', 'case', 'sku', 'part', 'version', 'build', 'routing', 'iban', 'ssn', 'card', 'nhs', 'mrn', 'patient', 'medical record', 'member id', 'policy', 'epoch', 'timestamp', 'bytes', 'vat', 'ust', 'ust-idnr', 'idnr', 'steuernummer', 'tax', 'btw', 'tva', 'iva', 'nif', 'cif', 'siret', 'siren', 'kvk',
        // Ports, ranges and article numbers: "EXPOSE 22 80 443 8443", "nodePort range 30000-32767".
        'port', 'ports', 'expose', 'range', 'article', 'artikel', 'artikelnummer', 'art.-nr', 'item no', 'adhérent', 'member no', 'member number', 'bsn', 'sin:', 'social insurance number',
        // Person, tax and health numbers that share a phone number's digit groups, named beside them.
        'sin', 'nas', 'tfn', 'ird', 'ird number', 'cpr', 'cpr-nr', 'personnummer', 'fødselsnummer', 'pesel', 'cpf', 'nss', 'niss', 'nif', 'nie', 'dni', 'aadhaar', 'abha', 'utente', 'cns', 'cartão sus', 'carteirinha',
        // Session 30: the UK taxpayer reference, a claim's number, a French account's, a driving licence's.
        'utr', 'claim', 'claim #', 'claim no', 'no de compte', 'n° de compte', 'numéro de compte', 'compte', 'licence', 'license', 'licence no', 'license no',
        // A loyalty programme's member number ("honors # 882 104 471").
        'honors', 'honors #', 'rewards', 'rewards #', 'loyalty', 'frequent flyer', 'membership', 'membership #',
        'abn', 'acn', 'siret', 'rcs', 'nip', 'regon', 'krs', 'nipc', 'ndc', 'viitenumero', 'y-tunnus', 'org.nr', 'orgnr', 'cvr', 'ein', 'policy no', 'polisnummer', 'medicare', 'mrn', 'nhs no', 'nhs number', 'снилс', 'инн', 'егн', 'oib', 'emšo', 'rut', 'imss', 'taj', 'taj-szám', 'chi number'],
      // A grouped national number (0.8) near a negative word falls under the floor unless a cue
      // word raised it first.
      penalty: 0.35,
      isDroppedWhenLabelledNegative: true,
      // Before only: what follows a number ("about order #…") says little about the number.
      before: 40,
      after: 0,
    },
    refine(found, text) {
      // A count that ends the match is the quantity after the number ("call 0462 359 500 30 min before").
      const count = LAST_GROUP.exec(found.text);
      const whole = count !== null && UNIT_AFTER.test(text.slice(found.end, found.end + 16)) ? { ...found, text: found.text.slice(0, count.index), end: found.start + count.index } : found;
      // A glued extension is validated apart from the number and left out of the span.
      const glued = EXTENSION_IN_MATCH.exec(whole.text);
      const match = glued === null ? whole : { ...whole, text: whole.text.slice(0, glued.index), end: whole.start + glued.index, groups: whole.groups };
      const before = text[match.start - 1];
      // Chinese, Japanese and Korean write words against numbers ("手机+86 139…", "010-9182-4470으로").
      if (isLatinWordChar(before) || before === '.' || isLatinWordChar(text[whole.end])) return undefined;
      // Digits right after a "+" belong to the international candidate that starts at the "+":
      // checking them again as a national number in every region costs up to fifteen
      // libphonenumber calls and can only find the same number with a wrong span.
      if (before === '+' && match.pattern.name !== 'international') return undefined;
      // Part of a longer dotted, hyphenated or slashed digit sequence (versions, ISBNs, ids,
      // the Spanish social security number "08/30471926/24").
      if (/[./-]/.test(text[match.end] ?? '') && /\d/.test(text[match.end + 1] ?? '')) return undefined;
      if ((before === '-' || before === '/') && /\d/.test(text[match.start - 2] ?? '')) return undefined;
      // The groups of an IBAN ("NL03 RABO 0394 4695 13").
      if (continuesIbanGroups(text, match.start)) return undefined;
      // Part of an identifier: "SN-0171-1234567-A", "REF-030 1234 5678".
      // A lowercase suffix after a hyphen is a case ending, as Hungarian and Finnish write them ("4472-es számon").
      if ((before === '-' && /[A-Za-z]/.test(text[match.start - 2] ?? '')) || (text[match.end] === '-' && /[A-Za-z\d]/.test(text[match.end + 1] ?? '') && !CASE_SUFFIX.test(text.slice(match.end, match.end + 8)))) return undefined;
      // One of a run of numbers written with spaces: a list, a table row, an amount with its
      // thousands apart ("Scores: 10 20 30 40 50", "1 234 567 89 NOK"), the groups of a card
      // number or an IBAN. (Two phone numbers a space apart run together in the patterns anyway.)
      // Only a whole number counts ("word129 +44 20 7946 0958" is a phone number after a word).
      if (/ /.test(match.text) && ((text[match.end] === ' ' && NUMBER_AFTER.test(text.slice(match.end, match.end + 24)) && !QUANTITY_AFTER.test(text.slice(match.end, match.end + 24))) || (before === ' ' && NUMBER_BEFORE.test(text.slice(Math.max(0, match.start - 24), match.start))))) return undefined;
      const digits = match.text.replace(/\D/g, '');
      if (digits.length < 7 || digits.length > 15) return undefined;
      if ((match.pattern.name === 'fours' || match.pattern.name === 'script_label') && !isLabelledBy(text, match.start, PHONE_LABELS)) return undefined;
      // A key's value ('logid="0101039426"') is what its key says; a phone's key is a label.
      if (match.pattern.name === 'trunk_mobile') return isMobileSomewhere(match.text) && !KEYED_BEFORE.test(text.slice(Math.max(0, match.start - 2), match.start)) ? { start: match.start, end: match.end, score: match.pattern.score } : undefined;
      let refined: Refined | undefined;
      if (match.pattern.name === 'international') refined = refineInternational(match, text);
      else if (looksLikeSomethingElse(match.text) && match.pattern.name !== 'fours' && match.pattern.name !== 'script_label' && !isLabelledGermanLandline(match.text, text, match.start)) return undefined;
      // A single dot between two groups is a decimal; dotted numbers use two or more.
      else if ((match.text.match(/\./g) ?? []).length === 1) return undefined;
      else refined = refineNational(match, text);
      if (refined === undefined) return undefined;
      // After its label in another script (checked above), as a label-boosted number would score.
      return match.pattern.name === 'script_label' ? { ...refined, score: Math.max(refined.score, 0.8) } : refined;
    },
  };
}
