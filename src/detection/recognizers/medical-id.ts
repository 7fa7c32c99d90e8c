import { BEYOND_ASCII, isAsciiLetterUnit, isDigitUnit, UPPER } from '../char-classes.js';
import { columnsOf, nameHolds } from '../columns.js';
import { contextPrefilter, isLabelledBy, isNamedBy, SCRIPT_LABEL_PREFILTER, wordsBeside } from '../context.js';
import type { Recognizer } from '../recognizer.js';
import { isCalendarDate } from '../validators/calendar-date.js';
import { isValidBrazilianCns } from '../validators/brazilian-cns.js';
import { isValidNhi, MBI_LETTERS } from '../validators/health-cards.js';
import { isInGroupedNationalId, isSelfEvidentNationalId, NATIONAL_ID_CUES } from '../validators/national-ids.js';
import { isValidNhsNumber } from '../validators/nhs-number.js';
import { wholeTextTest } from '../whole-text-test.js';
import { isTypedNationalInHl7 } from './health-messages.js';
import { PHONE_LABELS } from './phone.js';

/**
 * Medical record numbers have no universal format: an identifier of digits, optionally with a
 * short alphabetic prefix or dashes, counts only right after a cue such as "MRN" or "patient ID".
 */
/** Context is required (or carried by the match, "MRN-…"): the cue words are the prefilter. */
export const MEDICAL_CUES = [
  'mrn', 'mrn#', 'medical record', 'medical record number', 'medical record no', 'med rec', 'patient id', 'patient number', 'patient no', 'patient #', 'chart', 'chart number', 'chart #', 'health record', 'hospital number', 'hospital no', 'nhs number', 'nhs no', 'medical id', 'record number', 'record no', 'member id', 'health id', 'ehr', 'emr', 'medicare', 'medicare number', 'medicare no', 'medicaid', 'medicaid id', 'hosp', 'hosp#', 'vers.-nr', 'vers.-nr.', 'health card', 'health card number', 'health card no', 'pt id', 'patienten-id', 'patientennummer', 'patientnummer', 'patiëntnummer', 'cartella clinica', 'numero paziente', 'historia clínica', 'número de historia', 'número de paciente', 'dossier patient', 'numéro de dossier', 'n° de dossier', 'numer pacjenta', 'journalnummer', 'potilasnumero',
  // Health-insurance member numbers, which identify a patient as a record number does.
  'member no', 'member number', 'insurance member', 'mbi', 'versichertennummer', 'krankenversichertennummer', 'versicherten-nr', 'número de utente', 'n.º de utente', 'nº de utente', 'utente sns',
  // Hospital patient identifiers in France (IPP), Spain (NHC), Portugal, Germany and Poland.
  'ipp', 'nhc', 'processo clínico', 'patienten-nr', 'patientennr', 'id pacjenta', 'karty pacjenta', 'journalnr', 'journal nr', 'hasta dosya no', 'dosya no', 'hasta no',
  'member #', 'carteirinha', 'plano de saúde', 'kvnr', 'kv-nummer', 'kv-nr', 'codice paziente',
  // National health identifiers and record words of more countries (not the bare acronyms that
  // are also common words or other things: URN, CIP, CNS, CHI).
  'ihi', 'nhi', 'ohip', 'ramq', 'subscriber id', 'beneficiary id', 'medicaid id', 'health plan id', 'health insurance number',
  'identifiant patient', 'numéro patient', 'n° patient', 'tarjeta sanitaria', 'número de afiliado', 'tessera sanitaria', 'numero cartella', 'cartão de saúde',
  'cartão sus', 'prontuário', 'dossiernummer', 'zorgverzekeringsnummer', 'numer historii choroby', 'číslo pacienta', 'číslo pojištěnce',
  // "NHS 401 023 2137" (refine() keeps only a number that passes the NHS check after it); a French
  // mutual health insurer's member number ("Numéro d'adhérent mutuelle").
  'nhs', 'mutuelle',
  // Session 15: hospital and insurer labels of more countries.
  'uhid', 'abha', 'abha no', 'medical aid', 'medical aid no', "insured's id", "insured's i.d.", 'insured id', 'ur number', 'ur no', 'phn', 'personal health number',
  'nuhsa', 'afiliado', 'ficha clínica', 'polisnummer', 'ekuz', 'försäkringsnummer', 'policenr', 'pasientnr',
  'číslo chorobopisu', 'chorobopisu', 'betegazonosító', 'nr. fo', 'foaie de observație',
  'póliza', 'polisy zdrowotnej', 'polisnr', 'tessera team', 'n. cartella', 'pasientnummer', 'vakuutusnumero', 'cartão nacional de saúde', 'cartão do sus', 'beneficiary identifier',
  // Session 16. "CHI" (Scotland) and "CNS" (Brazil) name other things too: after them alone, only a
  // number that passes its check counts (CHECKED_CUES).
  'chi', 'chi number', 'chi no', 'cns', 'pat.-nr', 'pat.-nr.', 'versichertenkarte', 'dossier médical', 'n° de dossier médical',
  'expediente clínico', 'historii choroby', 'nr historii choroby', 'kórlapszám', 'kórlap', 'zdravstvenega zavarovanja',
  'hosp no', 'hosp. no', 'hosp number', 'folder no', 'insurance id', 'versichertennr', 'relatienummer', 'historia clinica',
  'nº historia', 'n.º historia', 'no. historia', 'id paziente', 'nr pacjenta', 'processo:', 'patient-id', 'patient-nr', 'medical aid number',
  // Session 19: more insurers' and clinics' labels. (Its hospital stay's and visit's numbers, a
  // case's "Fallnummer", an encounter's, an episode's, went out in session 29: three blind
  // batteries of four leave a stay's number unlabelled.)
  'patient ref', 'patient reference', 'cardholder id',
  'pasient-id', 'reservnummer', 'journal-nr', 'kela-kortti', 'kela-kortin numero',
  // Session 20: Spain's individual health card ("TSI"), a hospital's patient account, the German
  // "Pat.-ID", Poland's health fund (NFZ), the Dutch insurer's card, Ireland's medical card and
  // Individual Health Identifier, Québec's "assurance maladie".
  'versnr', 'vers.nr', 'vers-nr', 'tsi', 'patient acct', 'patient account', 'pat.-id', 'nfz', 'zorgpas', 'patiëntnr', 'medical card', 'medical card number', 'assurance maladie',
  'individual health identifier', 'health identifier',
  // Session 22: insurers' member numbers (membership, the Dutch "polis" and insured's number, the
  // French "adhérent", the Belgian mutuality's affiliation, Germany's KV-Nr., Ireland's GMS card,
  // Czechia's insurance card, France's health contract, Turkey's SGK), and hospitals' record words
  // (Mexico's "expediente", Portugal's "processo" and "utente", India's MR and IP numbers). Not a
  // bare "utente": in Italian it is any software's user.
  'membership', 'membership no', 'membership number', 'polis', 'verzekerdennummer', 'verzekerdennr', 'adhérent', 'num adhérent', "n° d'affiliation",
  "numéro d'affiliation", 'aansluitingsnummer', 'kv-nr', 'kv-nr.', 'gms no', 'gms card', 'gms number', 'průkazu pojištěnce', 'karty pojištěnce',
  'číslo karty pojištěnce', 'contrat santé', 'sgk sağlık no', 'sağlık no', 'expediente', 'processo n.º', 'processo nº', 'n.º utente', 'nº utente', 'sns number', 'sns user number',
  'mr no', "patient's account", 'rejestrze pacjentów', 'hospital reg. no', 'hospital registration number', 'journal-id', 'journal id', 'cip-sns',
  'blue cross id', 'ahcip', 'esic ip', 'supplement id', 'pt #', 'pt no', 'record #', 'subscriber #', 'subscriber no', 'subscriber number', 'member card', 'member card no',
  'kartoteki', 'nr kartoteki',
  // Session 23 (blind battery R): a health insurance policy, a hospital's unit number, Belgium's
  // insurer, Indonesia's BPJS and record number, Vietnam's health insurance card, Spanish and
  // French clinic numbers. Not claim and prescription numbers: other batteries leave them unlabelled.
  'health insurance policy', 'unit no', 'unit number', 'mr#', 'lidnummer', 'patiëntnummer', 'no. rm', 'nomor rekam medis', 'rekam medis', 'bpjs', 'bpjs kesehatan', 'kartu bpjs',
  'bhyt', 'thẻ bhyt', 'mã thẻ bhyt', 'mã người bệnh', 'no. de paciente', 'número de paciente', 'n° de dossier', 'numéro de dossier',
  // Session 25: US health insurers' names before "ID", as cards and claim forms print them, and "Ins ID".
  // Not the short ones ("UHC", "BCBS"): a cue's acronym is a label (LABEL_CAPITALS), and insurers print
  // theirs before the number ("UHC 9184 5521 07").
  'humana id', 'anthem id', 'kaiser id', 'kaiser mrn', 'tricare id', 'ins id', 'ins. id', 'health insurance id',
  // A health service's number by its plainest names ("Health number:", a "health_no" column), and Turkey's insurance number.
  // Session 30 (battery Z): the Philippines' PhilHealth number, a Medicaid recipient's ID (a member's
  // word: it counts only where the text speaks of health), a state's medical assistance.
  'philhealth', 'philhealth id', 'philhealth no', 'philhealth id no', 'recipient id', 'recipient no', 'medical assistance', 'medical assistance id',
  // Session 30 (blind battery AA): the hospital number of Thai and other Asian hospitals ("HN: 65-0448172"), US
  // insurers' names before "ID" as their cards print them.
  'hn', 'hn no', 'patient hn', 'cigna id', 'aetna id', 'unitedhealthcare id', 'united healthcare id', 'molina id', 'wellcare id', 'ambetter id', 'oscar id', 'silverscript id',
  'health number', 'health no', 'health no.', 'provincial health #', 'provincial health number', 'provincial health no', 'sigorta no', 'sigorta numarası',
  // Session 27 (blind batteries U and V): a member's number as pharmacy and claim printouts shorten
  // it, Ontario's health card number ("HCN"), a clinic's, Nigeria's health insurance, shortened
  // Finnish, Italian, Dutch and Belgian record and insurer labels, Romania's health card and insured
  // code, a Brazilian health plan's card.
  'mbr id', 'mbr #', 'mbr#', 'mbr no', 'hcn', 'clinic number', 'clinic no', 'nhis', 'nhis no', 'nhis number', 'potilasnro', 'cod. paziente', 'cod paziente', 'paziente cod',
  'aansluitingsnr', 'dossiernr', 'card sănătate', 'card de sănătate', 'card sanatate', 'cod asigurat', 'carteira do beneficiário', 'carteira do beneficiario', "insured's i.d. number",
  // In scripts without ASCII letters: context words only (a prefilter would read them as any
  // characters beyond ASCII); the 'script' pattern's prefilter is the number after such a word.
  'מספר מטופל', 'पंजीकरण संख्या', '患者id', '患者番号', '診察券番号', '被保険者証', '住院号', '病案号', '医保卡号', '门诊号', '등록번호', '환자번호', '건강보험증번호', 'αρ. μητρώου', 'μητρώου ασθενούς', 'カルテ番号', '被保険者番号', '社保卡号',
  '病历号', '진료카드번호', 'αρ. φακέλου', 'φακέλου', 'медицинская карта', 'медицинской карты', 'медичної картки', 'амбулаторен лист', 'полис омс', 'омс',
  'الملف الطبي', 'رقم الملف الطبي', 'תיק רפואי', 'מספר תיק רפואי', '病歷號碼', '病歷號', '健保卡號', '병록번호', '건강보험증 번호', '被保険者整理番号', '환자등록번호',
  'رقم الملف', 'بطاقة التأمين', 'بطاقة التأمين الصحي', 'رقم بطاقة التأمين الصحي', 'מספר חבר', 'מספר תיק', 'קופת חולים', 'מספר מבוטח', '記号・番号',
  // Session 30: the patient's number in Arabic; the health fund's member number in Hebrew, abbreviated.
  'رقم المريض', "מס' חבר", "מס' חבר בקופה", 'חבר בקופה'];
/**
 * Names that also stand for other things ("NHS England", Italian "chi", "CNS" in medicine): a
 * number beside one of them, and no other cue, counts only when it passes that number's check.
 */
const ofDigits = (check: (digits: string) => boolean) => (value: string): boolean => check(value.replace(/\D/g, ''));
const CHECKED_CUES: ReadonlyMap<string, (value: string) => boolean> = new Map([
  ['nhs', ofDigits(isValidNhsNumber)],
  // Scotland's CHI number has the NHS number's modulus-11 check.
  ['chi', ofDigits(isValidNhsNumber)],
  ['cns', ofDigits(isValidBrazilianCns)],
  // New Zealand's National Health Index number.
  ['nhi', isValidNhi],
]);
const CHECKED_CUE_NEAR = /nhs|chi|cns|nhi/i;
/** Names of national person numbers, and the US and Canadian ones', as labels right before a value. */
const NATIONAL_LABELS = [...NATIONAL_ID_CUES, 'ssn', 'sin', 'social security number', 'social insurance number', 'bsn', 'burgerservicenummer', 'sofinummer', 'national insurance number', 'ni number', 'nino'];
// Cues in other scripts ("カルテ番号", "住院号") reach the prefilter as table headers and labels.
const MEDICAL_CUE = `${contextPrefilter(MEDICAL_CUES.filter((cue) => /[a-z]/.test(cue)), ['mrn', 'nhi'])}|${SCRIPT_LABEL_PREFILTER}`;
/** How far before a value its cue may stand. */
const CUE_REACH = 30;
const MBI_LETTER = `[${MBI_LETTERS}]`;

export const medicalIdRecognizer: Recognizer = {
  name: 'medical_id',
  entityType: 'MEDICAL_ID',
  patterns: [
    // A site's letters may carry digits or up to two more groups of capitals, joined by a dash,
    // slash or dot, and a year may lead the serial ("RR8-1190347", "LAB-SE-7720194",
    // "HA-PED-2024-01877", "STAR/22/0048193", "HCH/2262/24", "AHC.0009183374", "IP24-118273", "AXA-SAN-0093381");
    // also an insurer's or a region's capitals before groups of digits: Québec's RAMQ number
    // ("GAGM 8553 1412"), the Spanish regions' health card code ("BCLP 850308 648022"), US and Dutch
    // insurers' member numbers ("UHC 9184 5521 07", "W210 487 339", "VGZ 1928 3374 1"), France's MGEN
    // ("MGEN 1088 4421 73"), a British trust's ("RX4 8820193"); and a year before a ward's letters ("2024/CC/004471").
    // A site's letters may be accented after the first ("AŞH-0099182", a Turkish hospital's).
    // A US insurer's member ID may carry its dependant's suffix after a space ("U44817290 01").
    {
      name: 'prefixed',
      regex: String.raw`\b(?:(?:[A-Z][${UPPER}]{0,5}\d{0,2}(?:[\-\/.][A-Z]{1,6}\d{0,2}){0,2}[\-\/.#]?|[A-Za-z]{1,5}\d{0,2}[\-#]?)(?:\d{2,4}[\-\/])?\d{4,12}(?:[\-\/]\d{1,8}){0,2}(?:-?[A-Z])?(?: 0[1-9])?|(?:[A-Z]{2,5}|[A-Z]{1,3}\d{1,4}) (?:(?:\d{2,10} ){1,3}\d{1,10}|\d{4,10})|\d{4}\/[A-Z]{1,6}\/\d{4,12})\b`,
      prefilter: MEDICAL_CUE, isPrefilterOfContext: true,
      score: 0.55,
    },
    // Its second prefilter is five digits, a piece of every value: the pattern runs only around them.
    // (Four digits for `prefixed`, or a digit group for `grouped`, match so often in prose that the
    // set's pass lost what their windows saved: docs/performance.md, session 16.)
    // Up to twenty: the European health insurance card's number ("Versichertenkarte Nr. 80756000080012345678").
    // A short suffix after a dash is the member's own ("912445880-01", a subscriber and dependant).
    // A check letter may end it, as Singapore's hospitals print theirs ("9779860E"), or after a dash
    // as São Paulo's do ("1764229-J").
    { name: 'digits', regex: String.raw`\b\d{5,20}(?:-\d{1,3}|-?[A-Z])?\b`, prefilter: MEDICAL_CUE, isPrefilterOfContext: true, alsoPrefilter: String.raw`\d{5}`, isAlsoPrefilterInMatch: true, score: 0.55 },
    // A Medicare Beneficiary Identifier: eleven characters in fixed positions, without the
    // letters S, L, O, I, B and Z ("1EG4-TE5-MK73"). Its second prefilter is its tail, which the
    // IBAN prefilters' automaton nearly holds already (the whole shape added 8 % to the set's states).
    { name: 'mbi', regex: String.raw`\b[1-9]${MBI_LETTER}[${MBI_LETTERS}0-9]\d-?${MBI_LETTER}[${MBI_LETTERS}0-9]\d-?${MBI_LETTER}{2}\d{2}\b`, prefilter: MEDICAL_CUE, isPrefilterOfContext: true, alsoPrefilter: String.raw`[A-Z]{2}\d\d\b`, isAlsoPrefilterInMatch: true, score: 0.55 },
    // Ontario's health card ends in a version code: "1234-567-890-AB", "4526 678 232 XS".
    // A year may be part of it, after a slash: "004417/2023", "2024/003318" (seven digits at
    // least, so that no day and month, or month and year, becomes a candidate: "03/02", "12/1950").
    // Up to five groups, as Brazil's CNS and health-plan cards print them ("704 0028 4731 9252",
    // "0 032 458917003 00 4", "0 054 321098765432 1"), or dotted with two long groups first ("1208.4417.9"; "1.2.3" is a version).
    { name: 'grouped', regex: String.raw`\b(?:\d{4}[\- ]\d{3}[\- ]\d{3}[\- ][A-Z]{2}|\d{1,5}[\- ]\d{2,9}(?:[\- ]\d{1,12}){0,3}|\d{3,5}\.\d{3,5}\.\d{1,5}|\d{4,6}\/\d{3,8}|\d{3,6}\/\d{4,8})(?:-[A-Z]{2})?\b`, prefilter: MEDICAL_CUE, isPrefilterOfContext: true, score: 0.55 },
    // After a cue in a script without ASCII letters ("住院号：ZY20241103388", "등록번호: 00418823").
    {
      name: 'script',
      // The value is the group; the regex holds what its prefilter asks for, as every pattern must.
      // Capitals only before the digits: lowercase letters after an accented one are Latin-script
      // words, and reading them made this prefilter add 5 % to the set's states.
      // A year may lead, as in "номер медичної картки 2024-3318" and "αρ. φακέλου 2024/5512".
      // A site's capitals may lead with dashes, and a year the serial: "病历号SH-RJ-2024-01183",
      // "カルテ番号 K-20240518-0031", "병록번호 AMC-2024-553120"; a card's type may lead ("건강보험증 번호 5-1234567890").
      // Not after prose's dashes, quotes and bullets (General Punctuation, U+2000–U+206F): a value
      // there ("Grace Heaney — MRN-1695047") follows no word of another script, and the other
      // shapes read it.
      regex: String.raw`[^\x00-\x7F\u2000-\u206F][ \t]*:?[ \t]*((?:[A-Z]{1,4}-){0,2}[A-Z]{0,3}(?:\d{1,4}-)?\d{5,14}(?:[\-\/]\d{1,8}){0,2}|(?:19|20)\d\d[\-\/]\d{3,8})\b`,
      // Any four digits for the year: "19" or "20" would split the set's digit byte class.
      prefilter: String.raw`${BEYOND_ASCII}[ \t]*:?[ \t]*(?:[A-Z]{0,3}\d{5}|\d{1,4}[\-\/]\d{3}|[A-Z]{1,4}-[A-Z\d])`,
      isValueInGroup: true,
      score: 0.55,
    },
  ],
  context: {
    words: MEDICAL_CUES,
    // What a claim form prints beside a member's number: a value one of these labels is that ("Group:
    // GRP-332908", "Claim #: 503717756752" under "Member ID: …"); a billing account's number beside
    // the record number ("MRN: 00482917   Acct#: 7730019946"; "Patient acct" is a cue, and its label wins).
    negative: ['group', 'group no', 'group number', 'claim', 'claim no', 'claim number', 'claim #', 'rx group', 'bin', 'pcn', 'npi', 'bsb', 'sort code', 'routing', 'acct', 'acct#', 'acct no', 'account', 'account no', 'account number', 'account #',
      // Japan's insurer number (保険者番号), not the insured's (被保険者番号, a cue, whose label wins).
      '保険者番号'],
    penalty: 0,
    isDroppedWhenLabelledNegative: true,
    boost: 0.4,
    readsHeading: true,
    before: CUE_REACH,
    after: 0,
    isRequired: true,
    includesMatch: true,
  },
  refine(match, fullText) {
    // A value its own label or its table column names a national number ("BSN: 619185727" in a
    // block a health card's word heads, a column "ssn" beside "medicaid_id") or a phone ("연락처
    // 010-5566-7788" after a patient number) is that, not a record's.
    if (isNamedBy(fullText, match.start, match.end, NATIONAL_LABELS) || isLabelledBy(fullText, match.start, PHONE_LABELS)) return undefined;
    // "MRN#00482913": the cue and its "#" label the number ("MRN-0012345" is written as issued).
    const label = CUE_LABEL.exec(match.text)?.[0].length ?? 0;
    const text = match.text.slice(label);
    // Two capitals after the digits that label what follows ("3924-070-745 VC: KT") are no version code.
    // Nor is a day or month after it ("A1234567 05/12/2020") a dependant's suffix.
    const end = (fullText[match.end] === ':' && /[- ][A-Z]{2}$/.test(text)) || (DEPENDANT_SUFFIX.test(text) && /^[/.:-]\d/.test(fullText.slice(match.end, match.end + 2))) ? match.end - 3 : match.end;
    // A phone's area code in parentheses ("(646) 365-1907").
    if (AREA_CODE_BEFORE.test(fullText.slice(Math.max(0, match.start - 8), match.start))) return undefined;
    // A phone's country code ("+91 81474 55942", its groups too) or Japan's postal mark ("〒150-0001") before it.
    if (fullText[match.start - 1] === '〒' || PHONE_COUNTRY_BEFORE.test(fullText.slice(Math.max(0, match.start - 5), match.start))) return undefined;
    // Part of a longer dotted run: an address or a version ("192.168.1.10"), not a dotted record number.
    if ((fullText.charCodeAt(match.end) === DOT && isDigitUnit(fullText.charCodeAt(match.end + 1))) || (fullText.charCodeAt(match.start - 1) === DOT && isDigitUnit(fullText.charCodeAt(match.start - 2)))) return undefined;
    // Dates and repeated digits sit next to record numbers in forms; they are not identifiers. A
    // date and the hour of a timestamp ("2024-03-12 08:02:14") are a date too.
    if (isDate(text) || (/^\d{4}-\d{2}-\d{2} \d{2}$/.test(text) && fullText[match.end] === ':')) return undefined;
    // The head of a timestamp or a longer dashed run ("2024-05-28T22:24:24Z", "2024 09:14" on the
    // line under a record number's).
    const next = fullText.charCodeAt(match.end);
    if ((next === DASH || next === COLON) && isDigitUnit(fullText.charCodeAt(match.end + 1))) return undefined;
    const digits = text.replace(/\D/g, '');
    if (isOneDigitRepeated(digits)) return undefined;
    // A number the NHS number's name labels, in its shape, that fails its check is no NHS number
    // (a misread one, "NHS no. as 412 474 0170"), and no other record's.
    if (NHS_SHAPE.test(text) && !isValidNhsNumber(digits) && isNhsNamed(fullText, match.start, match.end)) return undefined;
    // The tail of a slashed number ("Episodio: 24/242230"): the whole is something else's.
    if (fullText.charCodeAt(match.start - 1) === SLASH && isDigitUnit(fullText.charCodeAt(match.start - 2))) return undefined;
    // The digits of a token with a prefix ("GRP-332908"): the prefixed shape reads the whole token, and its labels decide.
    if (match.pattern.name === 'digits' && fullText.charCodeAt(match.start - 1) === DASH && isAsciiLetterUnit(fullText.charCodeAt(match.start - 2))) return undefined;
    // A member's number is a health plan's only where the text speaks of health: a gym's, a CRM's
    // or a pension fund's is not (three blind batteries leave those unlabelled).
    if (isNamedMemberOnly(fullText, match.start, match.end) && !speaksOfHealth(fullText)) return undefined;
    // An HL7 identifier typed as a national person number ("128-07-6670^^^SSA^SS") is that.
    if (isTypedNationalInHl7(fullText, match.end)) return undefined;
    // A table's own key for its rows ("patient_id" beside "mrn" or "nhs_number") is the
    // database's, not the health system's: three blind tables of two batteries leave it unlabelled
    // beside a record number, and label it where it is the only one or beside an insurer's number.
    if (isRowKeyBesideRecordNumber(fullText, match.start, match.end)) return undefined;
    // A national number whose structure vouches for it (South Africa's ID after "ID:" under an
    // insurer's membership line) is that number.
    if (isSelfEvidentNationalId(text, fullText) || isInGroupedNationalId(fullText, match.start, match.end)) return undefined;
    // A phone number in a sentence after the one whose cue labels a record number ("診察券番号：
    // 168404。変更は045-147-5097…", "MRN: 1234567. Please call 555-201-3344"). Only numbers in a
    // phone's layout are asked: the test reads the cue words twice.
    if (PHONE_LAYOUT.test(text) && isCueInEarlierSentence(fullText, match.start)) return undefined;
    // A phone number's layout with its trunk 0 ("07911 202181"), named by no cue on its own line: a
    // signature's number under a letter that speaks of record numbers (the list heading's cue).
    if (TRUNK_PHONE_LAYOUT.test(withGroupsAround(fullText, match.start, match.end)) && wordsBeside(fullText, match.start, match.end, MEDICAL_CUES, CUE_REACH, 0).length === 0) return undefined;
    // Capitals and a space before the digits: an issuer's code ("UHC 9184 5521 07"), unless they are
    // a label ("MRN 00482913", "DOB 12 08 1946"), whose number the other shapes find alone; and six
    // digits at least, so that "ICD 10" or "ABC 12 34" is no identifier.
    const issuer = ISSUER_CODE.exec(text)?.[1];
    if (issuer !== undefined && (digits.length < 6 || LABEL_CAPITALS.has(issuer))) return undefined;
    const start = match.start + label;
    // An NHS number carries a check digit: when it holds, the identifier is vouched for.
    if (isValidNhsNumber(digits) && NHS_SHAPE.test(text)) return { start, end, score: 0.6, isValidated: true };
    // "NHS" alone names the service as often as the number ("NHS England budget 12000000"): after
    // it (or "CHI", "CNS"), only a number that passes that number's check counts.
    if (CHECKED_CUE_NEAR.test(fullText.slice(Math.max(0, match.start - 30), match.start))) {
      const cues = wordsBeside(fullText, match.start, match.end, MEDICAL_CUES, 30, 0);
      const checks = cues.map((cue) => CHECKED_CUES.get(cue));
      if (checks.length > 0 && checks.every((check) => check !== undefined)) {
        return checks.some((check) => check?.(text) === true) ? { start, end, score: 0.6, isValidated: true } : undefined;
      }
    }
    return { start, end, score: match.pattern.score };
  },
};

/** A phone's "+" and country code, right before a value. */
const AREA_CODE_BEFORE = /\(\d{2,5}\)[ ]?$/;
const PHONE_COUNTRY_BEFORE = /\+(?:\d{1,3}[ .-]?)?$/;
const DOT = 46;
const DASH = 45;
const SLASH = 47;
const COLON = 58;
const NHS_SHAPE = /^\d{3}[ -]?\d{3}[ -]?\d{4}$/;
/** The NHS number's names, and Scotland's CHI number's (the same check). */
const NHS_NAMES = ['nhs', 'nhs number', 'nhs no', 'chi', 'chi number', 'chi no'];
/** The value at [start, end) is named an NHS or CHI number: by its label or column, or a cue within reach before it. */
function isNhsNamed(text: string, start: number, end: number): boolean {
  return isNamedBy(text, start, end, NHS_NAMES) || wordsBeside(text, start, end, NHS_NAMES, CUE_REACH, 0).length > 0;
}

/** Digits grouped as phone numbers are: "555-201-3344", "045-147-5097", "(02) 9876 5432". */
/** The value with the digit groups on either side of it, one space or dash apart ("07911 202181" for "202181" or "07911"). */
function withGroupsAround(text: string, start: number, end: number): string {
  let from = start;
  for (let groups = 0; groups < 3 && (text[from - 1] === ' ' || text[from - 1] === '-') && isDigitUnit(text.charCodeAt(from - 2)); groups++) {
    from -= 1;
    while (isDigitUnit(text.charCodeAt(from - 1))) from--;
  }
  let to = end;
  for (let groups = 0; groups < 3 && (text[to] === ' ' || text[to] === '-') && isDigitUnit(text.charCodeAt(to + 1)); groups++) {
    to += 1;
    while (isDigitUnit(text.charCodeAt(to))) to++;
  }
  return text.slice(from, to);
}
/** A dependant's suffix after a letter-prefixed member ID ("U44817290 01"). */
const DEPENDANT_SUFFIX = /^[A-Za-z].* 0[1-9]$/;
/** A national phone number's layout: a trunk 0 and an area or mobile code, then groups ("07911 202181", "085 039 1957"). */
const TRUNK_PHONE_LAYOUT = /^0\d{2,4}(?:[ -]\d{3,4}[ -]\d{3,4}|[ -]\d{6,8})$/;
const PHONE_LAYOUT = /^(?:\+?\d{1,3}[ .-])?\(?\d{2,5}\)?[ .-]?\d{3,4}[ .-]\d{3,4}$/;
/** A full stop, question or exclamation mark (or a CJK one), a pipe or a tab in text[from, to): a cheap test before the regex. */
function hasSentenceMark(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 46 || c === 33 || c === 63 || c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 124 || c === 9) return true;
  }
  return false;
}
/** A sentence's end (a full stop, question or exclamation mark before a capital, or the CJK marks), or a row's field separator after a number. */
const SENTENCE_END = /[.!?](?=[ \t]+\p{Lu})|[。！？]|(?<=\d\D{0,3})[|\t]/gu;
/**
 * The cue window before `start` crosses a sentence's end, and its cues all stand before that end:
 * they label the earlier sentence's value. A row's field separator ("|", a tab) after a number
 * ends a field as a full stop ends a sentence ("Medicare 3985 66005 2 | 0414 466 875": the cue
 * has its value before the separator).
 */
function isCueInEarlierSentence(text: string, start: number): boolean {
  const from = Math.max(0, start - CUE_REACH);
  if (!hasSentenceMark(text, from, start)) return false;
  const window = text.slice(from, start);
  let boundary = -1;
  for (const m of window.matchAll(SENTENCE_END)) boundary = m.index;
  if (boundary < 0) return false;
  return wordsBeside(text, from + boundary + 1, start, MEDICAL_CUES, start - from - boundary - 1, 0).length === 0 && wordsBeside(text, start, start, MEDICAL_CUES, CUE_REACH, 0).length > 0;
}
/** Cues that name a member of something (or a recipient), a health plan or any other. */
const MEMBER_CUES: ReadonlySet<string> = new Set(MEDICAL_CUES.filter((cue) => /\b(?:member|membership|mbr|recipient)\b/.test(cue)));
/** A member's word, as the member cues hold it. */
const MEMBER_WORD = /member|mbr|recipient/i;
/** A record's key for a member's number ('"member_id": ', "member_no="). */
const MEMBER_KEY = /(?:member|mbr)_(?:id|no|num|number)["'\x60]?[ \t]*[:=][ \t]*["']?$/i;
/**
 * Only a member's name for the value names it: its column, its key or the cue words beside it are
 * a member's (a CRM's, a gym's, a pension fund's, a health plan's alike), and nothing else is.
 */
function isNamedMemberOnly(text: string, start: number, end: number): boolean {
  const column = columnsOf(text).nameAt(start, end);
  const named = column === undefined ? [] : MEDICAL_CUES.filter((cue) => nameHolds(column, cue));
  if (!named.every((cue) => MEMBER_CUES.has(cue))) return false;
  const isKeyed = MEMBER_KEY.test(text.slice(Math.max(0, start - 24), start));
  // Most values have no member's word before them: the cue words are read only when one might be.
  if (named.length === 0 && !isKeyed && !MEMBER_WORD.test(text.slice(Math.max(0, start - CUE_REACH), start))) return false;
  const beside = wordsBeside(text, start, end, MEDICAL_CUES, CUE_REACH, 0);
  return (named.length > 0 || isKeyed || beside.length > 0) && beside.every((cue) => MEMBER_CUES.has(cue));
}
/** Column names a database gives its own key for a patient's row. */
const ROW_KEY_NAMES: ReadonlySet<string> = new Set(['patient id', 'pat id', 'patientid', 'patient key', 'pt id']);
/** Column names of an insurer's number for its member, which leave the provider's own key its only identifier of the patient. */
const INSURER_NAME = /\b(?:member|mbr|insurance|insured|subscriber|policy|plan|beneficiary|cardholder)\b/;
/**
 * The value's column is a row key ("patient_id") and another column of its table names the health
 * system's record number ("mrn", "nhs_number"), not an insurer's ("insurance_member_no").
 */
function isRowKeyBesideRecordNumber(text: string, start: number, end: number): boolean {
  const columns = columnsOf(text);
  const column = columns.nameAt(start, end);
  if (column === undefined || !ROW_KEY_NAMES.has(column)) return false;
  return columns.namesAt(start, end).some((name) => !ROW_KEY_NAMES.has(name) && !INSURER_NAME.test(name) && MEDICAL_CUES.some((cue) => nameHolds(name, cue)));
}
/** Words of health care and its insurers, in the languages of the member cues. */
const HEALTH_WORDS = /health|medic|insur|patient|clinic|hospital|pharm|dental|doctor|physician|nurse|\bplan\b|\bhmo\b|\bppo\b|copay|claim|\brx\b|\bgp\b|\bnhs\b|aetna|cigna|humana|kaiser|anthem|blue ?cross|bupa|medibank|krankenkasse|versicher|santé|salud|saúde|zorg|mutuelle|assurance|seguro|convênio|benefici|\bsha\b|\bnhif\b|\bshif\b|\bnhis\b|\bnhi\b/i;
/** The text speaks of health care (read once per text). */
const speaksOfHealth = wholeTextTest(HEALTH_WORDS);
/** Two digits or more, all the same ("0000000", "1111"). */
function isOneDigitRepeated(digits: string): boolean {
  if (digits.length < 2) return false;
  for (let i = 1; i < digits.length; i++) if (digits.charCodeAt(i) !== digits.charCodeAt(0)) return false;
  return true;
}

/** Capitals and a space opening a value: an issuer's code, or a label. */
const ISSUER_CODE = /^([A-Z]{1,5})\d{0,4} \d/;
/** Capitals that label a number rather than issue it: the cues' acronyms and a form's abbreviations. */
const LABEL_CAPITALS: ReadonlySet<string> = new Set([
  ...[...MEDICAL_CUES, ...NATIONAL_LABELS].flatMap((cue) => cue.split(/[^a-z]+/)).filter((word) => word.length >= 2 && word.length <= 5).map((word) => word.toUpperCase()),
  'BIN', 'PCN', 'GRP', 'ID', 'NO', 'NR', 'NUM', 'REF', 'DOB', 'TEL', 'FAX', 'PH', 'MOB', 'ZIP', 'PO', 'APT', 'UNIT', 'ACC', 'ACCT', 'PIN', 'OTP', 'CODE', 'CARD', 'DATE', 'TIME', 'ICD', 'CPT', 'HCPCS', 'NPI', 'DEA', 'TIN', 'EIN', 'VAT', 'GST', 'BSB', 'IBAN', 'BIC', 'SWIFT',
]);

/** A cue with "#" written as the identifier's prefix. */
const CUE_LABEL = /^(?:mrn|ehr|emr)#(?=\d)/i;

const ISO_DATE = /^(\d{4})[-. ](\d{1,2})[-. ](\d{1,2})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})[-. ](\d{1,2})[-. ](\d{2}|\d{4})$/;
/** A date and time written as digits only, as HL7 and logs do: 19780312, 20241105083012. */
const COMPACT_DATE = /^(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?:[01]\d|2[0-3])?(?:[0-5]\d){0,2}$/;

/**
 * A date in a form's numeric shapes (year first, or day and month either way round, a year of two
 * or four digits) that is a real calendar day: "1985-03-14", "14-03-1985", "03 14 85". A record
 * number in a date's shape that no calendar has ("55-12-993", "40-13-2020") is kept.
 */
function isDate(text: string): boolean {
  if ((text.length === 8 || text.length === 12 || text.length === 14) && COMPACT_DATE.test(text)) return true;
  const iso = ISO_DATE.exec(text);
  if (iso !== null) return isCalendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = DAY_MONTH_YEAR.exec(text);
  if (dmy === null) return false;
  // Any year will do for the check (a leap year, so that 29 February passes): only day and month are in doubt.
  const [a, b] = [Number(dmy[1]), Number(dmy[2])];
  return isCalendarDate(2000, b, a) || isCalendarDate(2000, a, b);
}
