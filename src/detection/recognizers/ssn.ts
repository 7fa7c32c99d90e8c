import { columnsOf, nameHolds } from '../columns.js';
import { contextPrefilter, isLabelledBy, isNamedBy, SCRIPT_LABEL_PREFILTER, wordsBeside, wordsInHeading, wordsInQuestion } from '../context.js';
import type { PatternSpec, RawMatch, Recognizer, Refined } from '../recognizer.js';
import { isValidSsn } from '../validators/ssn.js';
import { BEYOND_ASCII } from '../char-classes.js';
import { ANY_KIND_CUES, GROUPED_NATIONAL_SHAPES, hasNationalNumberForm, isNationalId, isSelfEvidentNationalId, NATIONAL_ID_CUES, TAX_NUMBER_CUES } from '../validators/national-ids.js';
import { isValidCaSin, isValidDeRvnr, isValidEsNss, isValidFrNir, isValidNlBsn, isValidUkNino } from '../validators/social-security-numbers.js';
import { LONG_DIGITS } from './shared-prefilters.js';

/** Canada's Social Insurance Number by its names ("SIN" alone is also an English and a Spanish word: see SIN_NUMBER). */
const SIN_NAMES = ['social insurance number', 'social insurance no', 'sin:', 'sin :', 'sin #', 'sin no', 'sin number', 'my sin', 'your sin', "numéro d'assurance sociale", 'nas:', 'nas :'];
/** Cues for the US SSN, and for nine digits bare or in threes (a US SSN, a Dutch BSN, a Canadian SIN). */
const SSN_CUES = [
  'ssn', 'ssns', 'social security', 'social security number', 'social sec', 'ss#', 'ss #', 'ssn#', 'tax id', 'taxpayer', 'itin', 'tin', 'my social', 'social #', 'social no',
  'bsn', 'burgerservicenummer', 'sofinummer', 'sofi-nummer', 'ss number', 'soc sec', 'soc. sec.',
  ...SIN_NAMES,
];
/** Cues for the European numbers: their own prefilter, so that a US "SSN" does not scan for them. */
const EUROPEAN_CUES = [
  'national insurance', 'national insurance number', 'ni number', 'ni no', 'nino', 'nin',
  'sécurité sociale', 'numéro de sécurité sociale', 'nir', 'insee', 'numéro insee', 'n° ss', 'n° sécu', 'carte vitale',
  'sozialversicherungsnummer', 'rentenversicherungsnummer', 'sv-nummer', 'sv-nr', 'sv nr', 'versicherungsnummer', 'rvnr', 'rv-nr', 'rv-nummer',
  'seguridad social', 'número de la seguridad social', 'nss', 'naf', 'número de afiliación', 'afiliación', 'seg. social', 'nuss',
  'sécu', 'numéro de sécu', 'n° de sécu',
];
const CUE = contextPrefilter(SSN_CUES, ['ssn', 'bsn']);
/**
 * The European numbers' cues and the other national numbers' (validators/national-ids.ts) in one
 * prefilter: the set grows by their words only. Cues of fewer than three ASCII letters ("주민등록번호",
 * "身份证号", "ΑΜΚΑ", "rč", "cf") are context words only: in a prefilter every character beyond ASCII
 * stands for any, and such a word would fire on every text in its script (or on "ré", "cf."). The
 * headers and labels in other scripts reach it as SCRIPT_LABEL_PREFILTER.
 */
// Acronyms that lists pluralise in their headings ("Quais destes CPFs são válidos?").
// Colombia's "C.C." (cédula de ciudadanía) before its digits: too short a name for a prefilter word.
const NATIONAL_CUE = `${contextPrefilter([...EUROPEAN_CUES, ...NATIONAL_ID_CUES.filter((cue) => (cue.match(/[a-z]/g) ?? []).length >= 3)], ['cpf', 'dni', 'nie', 'nif', 'curp', 'cnp', 'oib', 'egn', 'amka', 'pis'])}|${SCRIPT_LABEL_PREFILTER}|\\bC\\.C\\.[ \\t]*(?:[Nn][oº°]\\.?[ \\t]*)?:?[ \\t]*\\d`;
/**
 * A bare "SIN" before nine digits ("SIN 492 334 271", "SIN 129167672"): written in capitals, as
 * the acronym is, or as a key ('"sin": "515-383-891"', "sin: 515383891"), or a column's or list's
 * name in capitals ("SIN", "SINs") or a table's column ("id,name,sin"), or its French "NAS" in capitals, however far
 * before the digits ("NAS de la mère (pour l'allocation) : 482 414 273"; a storage device's NAS too: the SIN's check decides), it opens the `threes`
 * and `bare` patterns, and as a context word it lets the number count under
 * the SIN's Luhn check (or the BSN's elfproef). Not a prefilter word: "sin" opens "since" and
 * "single", and is Spanish for "without" ("envío sin 536228735 cargos" is no SSN).
 */
/** "sin" as a whole field of a delimited line: a table's column (a CSV's, a SQL client's "| sin |"). */
const SIN_COLUMN = String.raw`(?m:(?:^|[|,;\t])[ \t]*sin[ \t]*(?:[|,;\t]|$))`;
const SIN_NUMBER = String.raw`\bSIN(?:[ \t]+(?:is|on[ \t]+file|number|no\.?))?[ \t]*[:#]?[ \t]*\d{3}[ -]?\d{3}[ -]?\d{3}|["']sin["'][ \t]*:[ \t]*["']\d{3}[ -]?\d{3}[ -]?\d{3}|\bsin:[ \t]*\d{3}[ -]?\d{3}[ -]?\d{3}|\bNAS\b|\bSINs?\b|${SIN_COLUMN}`;
/** Every cue word, lowercase: the context rule's words. */
export const ALL_CUES: readonly string[] = [...new Set([...SSN_CUES, ...EUROPEAN_CUES, ...NATIONAL_ID_CUES, 'sin', 'nas'])];
/** Italy's codice fiscale: six letters, then digits where a homonym's may be letters (omocodia). */
const CODICE_FISCALE = String.raw`[A-Za-z]{6}[0-9LMNP-Vlmnp-v]{2}[A-Za-z][0-9LMNP-Vlmnp-v]{2}[A-Za-z][0-9LMNP-Vlmnp-v]{3}[A-Za-z]`;
/**
 * The shapes national numbers are written in, longest first (China's 18 characters; Korea's,
 * Romania's and South Africa's 13 digits; Sweden's twelve; Aadhaar's fours; Switzerland's 756…;
 * Mexico's CURP and RFC; Brazil's dotted CPF and the eleven digits of Poland, Greece, Turkey, Norway and Germany's tax
 * number; Belgium's dotted date; Finland's with its century sign; ten digits with a dash or slash
 * (Sweden, Denmark, the Czech Republic, Austria); Italy's sixteen characters; Ireland's PPSN;
 * Spain's DNI and NIE; nine digits (Australia, Portugal, Hungary); the Emirates', Thailand's and
 * Russia's grouped numbers, Chile's RUT, Latvia's code and Singapore's NRIC. refine() tells them apart.
 */
const NATIONAL_SHAPES = [
  String.raw`\d{17}[\dXx]`,
  String.raw`784-\d{4}-\d{7}-\d`,
  String.raw`\d-\d{4}-\d{5}-\d{2}-\d`,
  // Thailand's ID spaced as the card prints it ("4 9462 28153 62 0").
  String.raw`\d \d{4} \d{5} \d{2} \d`,
  String.raw`\d{3}-\d{3}-\d{3}[ -]\d{2}`,
  String.raw`\d{1,2}\.\d{3}\.\d{3}-[\dKk]`,
  // Spain's DNI with its thousands dotted ("50.808.986-P").
  String.raw`\d{2}\.\d{3}\.\d{3}-?[A-Za-z]`,
  String.raw`\d{7,8}-[\dKk]`,
  String.raw`\d{6}-\d{5}`,
  String.raw`[STFGMstfgm]\d{7}[A-Za-z]`,
  String.raw`\d{6}-\d{7}`,
  String.raw`[A-Za-z]{4}\d{6}[HMhm][A-Za-z]{5}[0-9A-Za-z]\d`,
  // Mexico's RFC of a person: four letters, the birth date, three characters ("LOMJ8703071S3").
  String.raw`[A-Za-z]{4}\d{6}[0-9A-Za-z]{3}`,
  String.raw`\d{2}-\d{8}-\d`,
  // Indonesia's NIK (sixteen), Egypt's national ID (fourteen).
  String.raw`\d{14,16}`,
  String.raw`\d{13}`,
  String.raw`\d{8}-?\d{4}`,
  String.raw`\d{4}[ -]\d{4}[ -]\d{4}`,
  String.raw`756[. ]\d{4}[. ]\d{4}[. ]\d{2}`,
  String.raw`\d{3}\.\d{3}\.\d{3}-\d{2}`,
  // Brazil's PIS/PASEP as its card prints it ("120.99607.52-6").
  String.raw`\d{3}\.\d{5}\.\d{2}-\d`,
  // The Netherlands' BSN as it is printed, in fours, twos and threes ("1234.56.782").
  String.raw`\d{4}\.\d{2}\.\d{3}`,
  String.raw`\d{6} \d{5}`,
  String.raw`\d{6} \d{4} \d{3}`,
  String.raw`\d{2} \d{3} \d{3} \d{3}`,
  // France's numéro fiscal as the tax notice prints it ("36 97 023 492 323").
  String.raw`\d{2} \d{2} \d{3} \d{3} \d{3}`,
  String.raw`\d{2}\.?\d{2}\.?\d{2}[-. ]?\d{3}[-. ]?\d{2}`,
  String.raw`\d{6}[-+A-FU-Ya-fu-y]\d{3}[0-9A-Ya-y]`,
  String.raw`\d{6}[-+\/]?\d{3,4}`,
  String.raw`\d{4} \d{6}`,
  CODICE_FISCALE,
  String.raw`\d{7} ?[A-Wa-w][A-IWa-iw]?`,
  String.raw`\d{8}-?[A-Za-z]`,
  String.raw`[XYZxyz]-?\d{7}-?[A-Za-z]`,
  String.raw`\d{3} ?\d{3} ?\d{2,3}`,
  // New Zealand's IRD number, dashed ("20-753-048"); a US ITIN, as the SSN is written ("912-70-1234").
  String.raw`\d{2,3}-\d{3}-\d{3}`,
  String.raw`9\d{2}-\d{2}-\d{4}`,
  // India's PAN ("KDKPB7614Y"), Taiwan's ID ("E270645098"), Argentina's dotted DNI ("45.824.204"),
  // and a letter or two before digits, as a number labelled "national ID" may be ("B424525").
  String.raw`[A-Za-z]{5}\d{4}[A-Za-z]`,
  String.raw`[A-Za-z][12]\d{8}`,
  // Colombia's cédula with its thousands dotted ("1.036.625.884").
  String.raw`\d{1,3}\.\d{3}\.\d{3}\.\d{3}`,
  String.raw`\d{1,2}\.\d{3}\.\d{3}`,
  String.raw`[A-Za-z]{1,2}\d{5,8}`,
];
/** Words that say a number is something else: an order's, a ticket's, a part's. */
const NEGATIVE_CUES = ['order', 'invoice', 'tracking', 'phone', 'tel', 'routing', 'zip', 'isbn', 'ref', 'reference', 'confirmation', 'case', 'ticket', 'part', 'p/n', 'part no', 'part number', 'serial', 'sku', 'item', 'model'];
/** "NI", "NINO" or the number's name, on the line right before a compact National Insurance number. */
const NINO_LABEL = /(?:\b(?:NI|NINO|N\.I\.)|national insurance(?: number| no\.?)?)\b[^\n\w]{0,4}(?:(?:number|no\.?|on file|is)[^\n\w]{0,3})?$/i;
/** Digits every cell of `national_cell` and every self-evident number holds: one entry of the set for both. */
const NATIONAL_DIGITS = LONG_DIGITS;
/** Hong Kong's identity card number with its check character in parentheses ("K549207(6)"), which no \b ends. */
const HKID = String.raw`[A-Z]{1,2}\d{6}\([0-9A]\)`;
const NATIONAL_PATTERN: PatternSpec = { name: 'national', regex: String.raw`\b${HKID}|\b(?:${NATIONAL_SHAPES.join('|')})\b`, prefilter: NATIONAL_CUE, requiresContext: true, score: 0.95 };

export const ssnRecognizer: Recognizer = {
  name: 'ssn',
  entityType: 'SSN',
  patterns: [
    // 123-45-6789 is the form SSNs are written in; spaces are less common; nine bare digits are
    // an SSN only when context says so (the score stays under the floor without it).
    { name: 'dashed', regex: String.raw`\b\d{3}-\d{2}-\d{4}\b`, score: 0.85 },
    { name: 'spaced', regex: String.raw`\b\d{3} \d{2} \d{4}\b`, score: 0.6 },
    // Dotted (536.22.8741) is how some forms print it, and how versions look: context decides.
    // The Netherlands dots a BSN in fours, twos and threes (1234.56.782), under its checksum.
    { name: 'dotted', regex: String.raw`\b(?:\d{3}\.\d{2}\.\d{4}|\d{4}\.\d{2}\.\d{3})\b`, prefilter: CUE, alsoPrefilter: String.raw`\d{3}\.\d{2}\.\d{3}`, isAlsoPrefilterInMatch: true, requiresContext: true, score: 0.6 },
    // Nine bare digits (a US SSN, a Dutch BSN) count only with context: the cue words are the prefilter.
    { name: 'bare', regex: String.raw`\b\d{9}\b`, prefilter: `(?:${CUE})|${SIN_NUMBER}`, alsoPrefilter: String.raw`\d{9}`, isAlsoPrefilterInMatch: true, requiresContext: true, score: 0.3 },
    // Nine digits in threes ("046 454 286", "913 801 434") after a cue: a Canadian SIN or a Dutch
    // BSN, each vouched for by its checksum.
    { name: 'threes', regex: String.raw`\b\d{3}[ -]\d{3}[ -]\d{3}\b`, prefilter: `(?:${CUE})|${SIN_NUMBER}`, alsoPrefilter: String.raw`\d{3}[ -]\d{3}[ -]\d{3}`, isAlsoPrefilterInMatch: true, requiresContext: true, score: 0.95 },
    // Italy's codice fiscale in capitals: its layout (a month letter, a day, a town code) and its
    // check letter are its own, beside its name or not ("c'è SPSCHR92D57F839H ma quello giusto è …").
    { name: 'codice_fiscale', regex: String.raw`\b[A-Z]{6}[0-9LMNP-V]{2}[A-EHLMPR-T][0-9LMNP-V]{2}[A-Z][0-9LMNP-V]{3}[A-Z]\b`, score: 0.85 },
    // A UK National Insurance number after "NI" or its name ("NI HY 37 02 91 D", "NI: OM096592D"),
    // or printed in its pairs near a cue word (its column, its list's heading), with the prefixes
    // HMRC never issues left out.
    { name: 'nino', regex: String.raw`\b[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] \d{2} \d{2} \d{2} [A-D]\b|\b[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-Da-d]\b`, score: 0.85 },
    // Typed in lowercase after its label ("my NI number jm191419b"): the label is part of the pattern.
    {
      name: 'nino_lower',
      regex: String.raw`\b(?:NI|NINO|ni|nino|[Nn]ational [Ii]nsurance)(?:[ \t]+(?:number|no\.?))?[ \t]*(?::[ \t]*|is[ \t]+)?([a-ceghj-pr-tw-z][a-ceghj-npr-tw-z]\d{6}[a-d])\b`,
      isValueInGroup: true,
      score: 0.95,
    },
    // European social security numbers, written beside their names ("National Insurance number:
    // JH 48 29 17 B", "sécurité sociale : 2 91 11 69 123 045 10", "SV-Nummer 65 170839 J 003",
    // "Seguridad Social: 28/12345678/40"): one pattern whose prefilter is their cue words, so the
    // one-pass set grows by words only (the four shapes in it cost 5 % of every scan); refine()
    // tells the shapes apart and checks each by its issuer's rules.
    {
      name: 'european',
      regex: String.raw`\b(?:[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]|[1-478] ?\d{2} ?\d{2} ?(?:\d{2}|2[AB]) ?\d{3} ?\d{3} ?\d{2}|\d{2} ?\d{6} ?[A-Z] ?\d{2} ?\d|\d{2}[/ -]?\d{8}[/ -]?\d{2})\b`,
      prefilter: NATIONAL_CUE,
      requiresContext: true,
      score: 0.95,
    },
    // Other countries' national numbers beside their names ("PESEL: 92112803723", "CPF
    // 861.203.945-24", "Aadhaar No: 4918 3752 0669"), each under its issuer's check.
    NATIONAL_PATTERN,
    // A cell of a table whose column is named in another script ("身份证号,医保卡号" over
    // "330106196205010665,…", "| 個人番号 |" over "| 2081 3143 3395 |"): the numbers of those
    // scripts' countries, opening a line or after a delimiter; the column's name decides.
    {
      name: 'national_cell',
      regex: String.raw`(?:^|[\n,;|\t])[ \t]{0,4}(\d{17}[\dXx]|\d{6}-\d{7}|\d{4}[ -]\d{4}[ -]\d{4})\b`,
      prefilter: NATIONAL_DIGITS,
      isPrefilterInMatch: true,
      requiresContext: true,
      isValueInGroup: true,
      score: 0.95,
    },
    // A national number whose structure vouches for it with no name beside it (validators/national-ids.ts,
    // SELF_EVIDENT): "Patient: 19460102-4898", "본인: 900817-2581026", a resident ID in a table
    // whose columns a sentence above it names.
    {
      name: 'self_evident',
      regex: String.raw`\b(?:\d{17}[\dX]|\d{6}-[1-8]\d{6}|(?:19)?\d{6}[-+]\d{4}|(?:19|20)\d{10}|\d{6}[-+A-FU-Y]\d{3}[A-FHJ-NPR-Y]|\d{10}[01][89]\d|[12]\d{14})\b`,
      prefilter: NATIONAL_DIGITS,
      isPrefilterInMatch: true,
      score: 0.85,
    },
    // Numbers grouped as only their issuers print them, each under its check, named or not
    // (GROUPED_NATIONAL_SHAPES). Their shapes are their own prefilter.
    {
      name: 'self_evident_grouped',
      regex: String.raw`\b(?:${GROUPED_NATIONAL_SHAPES})\b`,
      score: 0.85,
    },
    // The same after a name in another script: a character beyond ASCII, then the digits (the
    // value is the group that took part; the regex holds what its prefilter asks for, as every
    // pattern must).
    {
      name: 'national_script',
      // A name may end in a dot or quote ("ת.ז. 034099549", 'ת"ז 888414125'); Russia's SNILS is
      // grouped ("СНИЛС 410-619-665 55"), Thailand's too ("1-1037-56916-56-9").
      regex: String.raw`${BEYOND_ASCII}[."]?[ \t]*:?[ \t]*(\d{6}-\d{7}|\d{17}[\dXx]|\d{9,14}|\d{4}[ -]\d{4}[ -]\d{4}|\d{3}-\d{3}-\d{3}[ -]\d{2}|\d-\d{4}-\d{5}-\d{2}-\d|\d \d{4} \d{5} \d{2} \d|784-\d{4}-\d{7}-\d)\b|${BEYOND_ASCII}[ \t]*:?[ \t]*(${HKID})|\b(?:TC|T\.C\.)[ \t]*:?[ \t]*(\d{11})\b|\b(\d{6}\/\d{3,4})\b|\bC\.?F\.?[ \t]*:?[ \t]*(${CODICE_FISCALE})\b`,
      // Also Turkey's "TC 58720364162", the Czech "r. č. 925710/3317" and Italy's "C.F.: GLLPLA79P57L219I",
      // whose names are too short for a prefilter.
      // Any punctuation for the name's dot or quote, any digits for "784": a quote or single digits
      // of their own would split the set's byte classes (docs/performance.md, session 13).
      prefilter: String.raw`${BEYOND_ASCII}[^ \t\w]?[ \t]*:?[ \t]*(?:\d{6}-\d{7}|\d{9}|\d{4}[ -]\d{4}[ -]\d{4}|\d{3}-\d{3}-\d{3}|\d[- ]\d{4}[- ]\d{5}|\d{3}-\d{4}|[A-Z]{1,2}\d{6}\()|\b(?:TC|T\.C\.)[ \t]*:?[ \t]*\d{11}|\d{6}\/\d{3,4}\b|\bC\.?F\.?[ \t]*:?[ \t]*[A-Z]{6}\d`,
      requiresContext: true,
      isValueInGroup: true,
      score: 0.95,
    },
  ],
  context: {
    words: ALL_CUES,
    boost: 0.55,
    negative: NEGATIVE_CUES,
    penalty: 0.3,
    // "Ihre SV-Nummer ein. Laut unseren Unterlagen lautet sie 65030771K022".
    before: 60,
    after: 15,
    readsHeading: true,
  },
  refine: refineSsn,
};

const BSN_CUES = ['bsn', 'burgerservicenummer', 'sofinummer', 'sofi-nummer'];
/** The SIN's names, and "SIN" and "NAS" alone (context words only: see SIN_NUMBER). */
const SIN_CUES = [...SIN_NAMES, 'sin', 'nas'];
const SIN_OR_SSN_CUES = [...SSN_CUES, 'sin', 'nas'];
/**
 * Only a Canadian SIN's names stand beside the value, or its column is named so: the SIN's check
 * decides ("the test SIN 046 454 287", which fails it, is no SIN, though the BSN's elfproef holds).
 */
function isNamedSinOnly(text: string, start: number, end: number): boolean {
  const beside = wordsBeside(text, start, end, SIN_OR_SSN_CUES, 60, 15);
  if (beside.length > 0) return beside.every((cue) => SIN_CUES.includes(cue));
  const column = columnsOf(text).nameAt(start, end);
  return column !== undefined && (nameHolds(column, 'sin') || nameHolds(column, 'nas'));
}
const US_CUES = SSN_CUES.filter((cue) => !BSN_CUES.includes(cue));
/** A Dutch name for the number stands beside it, and no name of the US one. */
function isNamedBsnOnly(text: string, start: number, end: number): boolean {
  return wordsBeside(text, start, end, BSN_CUES, 60, 15).length > 0 && wordsBeside(text, start, end, US_CUES, 60, 15).length === 0;
}

function refineSsn(match: RawMatch, text: string): Refined | undefined {
  // Part of a longer identifier: "536-22-8741-B", "X-123-45-6789" (not "SSN-123-45-6789").
  if (text[match.end] === '-' && /[A-Za-z\d]/.test(text[match.end + 1] ?? '')) return undefined;
  // Or of a longer dotted number: an IPv4 address ("77.164.158.12"), a version.
  if (text[match.end] === '.' && /\d/.test(text[match.end + 1] ?? '')) return undefined;
  const glued = text[match.start - 1] === '-' ? /([A-Za-z\d]+)-$/.exec(text.slice(Math.max(0, match.start - 16), match.start))?.[1] : undefined;
  if (glued !== undefined && !ALL_CUES.includes(glued.toLowerCase())) return undefined;
  if (match.pattern.name === 'national' || match.pattern.name === 'national_script' || match.pattern.name === 'national_cell') {
    // The kind its name beside it says, or its table column's name: a national number needs its
    // own name (the prefilter asks for one), not an SSN cue ("social security number 308308725").
    // A tax number's name counts before the value only: after it, it names the next one ("NPI
    // 1992773308, Tax ID 47-1829930").
    const beside = wordsBeside(text, match.start, match.end, NATIONAL_ID_CUES, 60, 15);
    const taxBefore = beside.some((cue) => TAX_NUMBER_CUES.includes(cue)) ? wordsBeside(text, match.start, match.end, TAX_NUMBER_CUES, 60, 0) : [];
    const named = beside.filter((cue) => !TAX_NUMBER_CUES.includes(cue) || taxBefore.includes(cue));
    const column = named.length === 0 ? columnsOf(text).nameAt(match.start, match.end) : undefined;
    const inColumn = column === undefined ? [] : NATIONAL_ID_CUES.filter((cue) => nameHolds(column, cue));
    // Or the heading of the list it stands in ("Sprawdź, które numery PESEL są poprawne:").
    const inHeading = named.length > 0 || inColumn.length > 0 ? [] : wordsInHeading(text, match.start, NATIONAL_ID_CUES);
    const cues = named.length > 0 ? named : inColumn.length > 0 ? inColumn : inHeading.length > 0 ? inHeading : wordsInQuestion(text, match.start, NATIONAL_ID_CUES);
    if (cues.length > 0 && isNationalId(match.text, cues)) return { start: match.start, end: match.end, score: match.pattern.score, isValidated: true };
    // Labelled "national ID" itself, or in a column of that name, of a kind no check here knows: its
    // form and its name only.
    const isNamedAnyKind = isLabelledBy(text, match.start, ANY_KIND_CUES) || (named.length === 0 && inColumn.some((cue) => ANY_KIND_CUES.includes(cue)));
    return isNamedAnyKind && hasNationalNumberForm(match.text) ? { start: match.start, end: match.end, score: 0.85 } : undefined;
  }
  const value = match.text.replace(/[ ./-]/g, '');
  if (match.pattern.name === 'self_evident' || match.pattern.name === 'self_evident_grouped') {
    // Its structure is all it has: a label or a column that names it something else wins
    // ("order,total" over a number that happens to pass China's check).
    return isSelfEvidentNationalId(match.text, text) && !isNamedBy(text, match.start, match.end, NEGATIVE_CUES) ? { start: match.start, end: match.end, score: match.pattern.score, isValidated: true } : undefined;
  }
  if (match.pattern.name === 'codice_fiscale') return isNationalId(match.text, ['codice fiscale']) ? { start: match.start, end: match.end, score: match.pattern.score, isValidated: true } : undefined;
  if (match.pattern.name === 'nino_lower') return isValidUkNino(value.toUpperCase()) ? { start: match.start, end: match.end, score: match.pattern.score, isValidated: true } : undefined;
  if (match.pattern.name === 'nino') {
    if (!isValidUkNino(value.toUpperCase())) return undefined;
    if (NINO_LABEL.test(text.slice(Math.max(0, match.start - 40), match.start))) return { start: match.start, end: match.end, score: 0.95, isValidated: true };
    // Unlabelled, in its printed pairs ("NW 36 75 00 C") it is still what it looks like: no other
    // number is written so, and HMRC's prefix rules hold; compact, only a label does (a product
    // code's shape). A negative label still says otherwise ("Part no. AB 12 34 56 C").
    return match.text.includes(' ') && !isLabelledBy(text, match.start, NEGATIVE_CUES) ? { start: match.start, end: match.end, score: 0.6, isValidated: true } : undefined;
  }
  if (match.pattern.name === 'european') {
    const isValid = /^[A-Z]/.test(value) ? isValidUkNino(value) : /^\d{2}\d{6}[A-Z]\d{3}$/.test(value) ? isValidDeRvnr(value) : value.length === 12 ? isValidEsNss(value) : isValidFrNir(value);
    return isValid ? { start: match.start, end: match.end, score: match.pattern.score, isValidated: true } : undefined;
  }
  if (match.pattern.name === 'dotted' && /^\d{4}\./.test(match.text)) return isValidNlBsn(value) ? { start: match.start, end: match.end, score: 0.95, isValidated: true } : undefined;
  if ((match.pattern.name === 'threes' || match.pattern.name === 'bare') && !isValidCaSin(value) && isNamedSinOnly(text, match.start, match.end)) return undefined;
  if (match.pattern.name === 'threes') return isValidCaSin(value) || isValidNlBsn(value) ? { start: match.start, end: match.end, score: match.pattern.score, isValidated: true } : undefined;
  // Nine bare digits after a cue may be a Dutch BSN, which its "elfproef" vouches for.
  if (match.pattern.name === 'bare' && isValidNlBsn(value) && !isValidSsn(value.slice(0, 3), value.slice(3, 5), value.slice(5))) return { start: match.start, end: match.end, score: match.pattern.score };
  // Named a BSN and no US number ("Opgegeven BSN 136834366 wordt geweigerd"): the elfproef decides.
  if ((match.pattern.name === 'bare' || match.pattern.name === 'threes') && isNamedBsnOnly(text, match.start, match.end) && !isValidNlBsn(value)) return undefined;
  if (!isValidSsn(value.slice(0, 3), value.slice(3, 5), value.slice(5))) return undefined;
  return { start: match.start, end: match.end, score: match.pattern.score };
}

