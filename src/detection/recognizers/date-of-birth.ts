import { BEYOND_ASCII } from '../char-classes.js';
import { contextPrefilter, isLabelledBy, SCRIPT_LABEL_PREFILTER } from '../context.js';
import type { Recognizer } from '../recognizer.js';
import { ALL_MONTH_NAMES, fullYear, isCalendarDate, monthNumber } from '../validators/calendar-date.js';

/** A month's name or abbreviation in any of the cue words' languages; matched case-insensitively. */
const MONTH = `(?:${ALL_MONTH_NAMES.flat()
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
/** "1st", "14th", French "1er", German "14.". */
const DAY_SUFFIX = String.raw`(?:st|nd|rd|th|er|\.)?`;
const BIRTH_CUES = [
  'born', 'birth', 'birthday', 'birthdate', 'date of birth', 'dob', 'd.o.b', 'd.o.b.', 'b-day', 'bday', 'birth date',
  'née', 'né', 'date de naissance',
  'geboren', 'geb', 'geburtsdatum', 'geburtstag',
  'fecha de nacimiento', 'nacimiento', 'nacido', 'nacida', 'nací',
  'data di nascita', 'nato il', 'nata il', 'nato a', 'nata a',
  'geboortedatum',
  'data de nascimento', 'nascimento', 'nasc.', 'nascido', 'nascida', 'nasci',
  'fødselsdato', 'født', 'fødd', 'födelsedatum', 'född', 'data urodzenia', 'urodzony', 'urodzona', 'urodzona dnia', 'urodziłam się', 'urodziłem się', 'urodziła się', 'urodził się', 'data nascita', 'dt nascita', 'syntymäaika',
  'syntynyt', 'datum narození', 'narozen', 'narozena', 'születési dátum', 'születési idő', 'szül.', 'született', 'data nașterii', 'data nasterii', 'născut', 'născută', 'nascut', 'nascuta', 'doğum tarihi', 'doğum tarihim', 'doğdum', '(b.',
  'ur.',
  // Session 20: Czech and Slovak "nar." (narozen, narodený).
  'nar.',
  // Session 22: the Spanish form's "Fecha nac.", the Turkish "doğum" alone ("doğum 03/02/1990").
  'fecha nac.', 'fecha nac', 'f. nac.', 'doğum',
  // Session 24: Indonesian, Vietnamese, Swahili and Filipino labels; "was born" in Portuguese,
  // Turkish and Polish.
  'tanggal lahir', 'tgl. lahir', 'tgl lahir', 'lahir', 'ngày sinh', 'tarehe ya kuzaliwa', 'kuzaliwa', 'petsa ng kapanganakan', 'kapanganakan',
  'nasceu', 'nasceu a', 'nasceu em', 'doğdu', 'urodzonej', 'urodzonego',
  // Session 25: Italian forms' "nato/a il".
  'nato/a il', 'nata/o il', 'nato/a', 'nata/o',
  // Session 27: keys and columns that write the label as one word or with "_" ("dateNaissance",
  // "date_naissance", "GEBDAT", CDA's "birthTime"), and the airline's "DOB 12MAR1975".
  'date naissance', 'datenaissance', 'date naiss', 'date naiss.', 'date de naiss.', 'naiss.', 'gebdat', 'geb.dat', 'geb.dat.', 'birthtime',
];
/**
 * Japanese, Chinese and Korean cues. Not in the prefilter: there every character beyond ASCII
 * reads as any such character, and four of them in a row occur in any text in those scripts.
 */
const CJK_BIRTH_CUES = ['生年月日', '出生日期', '생년월일', '出生年月日', '生日', '生まれ'];
/** Cues in Greek, Cyrillic, Arabic, Hebrew, Devanagari and Thai script: context words only, for the same reason. */
const SCRIPT_BIRTH_CUES = ['ημερομηνία γέννησης', 'ημ. γέννησης', 'дата рождения', 'дата народження', 'дата на раждане', 'родился', 'родилась', 'д.н.', 'д. н.', 'تاريخ الميلاد', 'مواليد', 'المولود', 'المولودة', 'תאריך לידה', 'जन्म तिथि', 'जन्मतिथि', 'को जन्मी', 'को जन्मे', 'को जन्म', 'วันเกิด', 'ปีเกิด'];
/** A date right after a character beyond ASCII (and maybe a colon): how the cues above and the CJK ones write it. */
const AFTER_SCRIPT = String.raw`${BEYOND_ASCII}[ \t]*(?::|${BEYOND_ASCII})?[ \t]*`;
/** Japan's era names and the Western year of each era's first year ("昭和52年" is 1977), and Taiwan's Republic era ("民國110年" is 2021). */
const ERAS: Readonly<Record<string, number>> = { 明治: 1868, 大正: 1912, 昭和: 1926, 平成: 1989, 令和: 2019, 民國: 1912, 民国: 1912 };
/** Thai dates count years in the Buddhist era, 543 years ahead of the Western one ("12 มกราคม 2517" is 1974). */
const BUDDHIST_ERA_OFFSET = 543;
const THAI = /[\u0E00-\u0E7F]/;
/**
 * A day, a month's name in a script beyond ASCII and a year ("5 Αυγούστου 1976", "8 червня 1993",
 * "1 בפברואר 1944", "12 มกราคม 2517"): the prefilter of the month-name shape in those scripts, whose
 * cue words (context words only) have none. Each character beyond ASCII stands for any (as in
 * every prefilter here), so it is a shape, not the names.
 */
const SCRIPT_DAY_MONTH = String.raw`\d[ \t]+${BEYOND_ASCII}{2}[^\x00-\x40]*(?:[ \t]${BEYOND_ASCII}+)?,?[ \t]+\d{4}`;
/** The labels after which six digits are a birth date ("DOB 031487"). */
const BIRTH_LABELS = ['dob', 'd.o.b', 'd.o.b.', 'date of birth', 'birth date', 'birthdate'];
/** Context is required, so a birth cue somewhere in the text is a necessary condition: the prefilter. */
const BIRTH_CUE = contextPrefilter(BIRTH_CUES);
/** The same, or a header or label in another script ("환자번호, 생년월일, 진료과"), which may name a column of dates. */
const BIRTH_CUE_OR_LABEL = `${BIRTH_CUE}|${SCRIPT_LABEL_PREFILTER}`;

/**
 * A date is a date of birth only when context says so ("born", "DOB", "date of birth"…): the
 * context rule is required, and the date must be a real calendar date in the past 130 years.
 */
export function createDateOfBirthRecognizer(currentYear = new Date().getUTCFullYear()): Recognizer {
  const isPlausible = (year: number, month: number, day: number): boolean =>
    year >= currentYear - 130 && year <= currentYear && isCalendarDate(year, month, day);

  return {
    name: 'date_of_birth',
    entityType: 'DATE_OF_BIRTH',
    patterns: [
      // Czech and Slovak write a space after each dot: "21. 8. 1990"; claim forms spaces alone: "11 30 1962".
      { name: 'numeric', regex: String.raw`\b(\d{1,2})(?:[/.\-]|\.? | [/.\-] )(\d{1,2})(?:[/.\-]|\.? | [/.\-] )(\d{4}|\d{2})\b`, prefilter: String.raw`${BIRTH_CUE_OR_LABEL}|${AFTER_SCRIPT}\d{1,2}[/.\-]\d{1,2}[/.\-]\d\d`, score: 0.6 },
      // With the time a serializer may add ("1985-03-14T00:00:00Z"); the finding is the date.
      // The prefilter also takes a date right after a character beyond ASCII and a colon, as the
      // CJK cues (context words only, above) write it: "生年月日: 1979/10/08", "出生日期：1992-08-15".
      { name: 'iso', regex: String.raw`\b(\d{4})[/.\-](\d{1,2})[/.\-](\d{1,2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+\-]\d{2}:?\d{2})?)?\b`, prefilter: String.raw`${BIRTH_CUE_OR_LABEL}|${AFTER_SCRIPT}\d{4}[/.\-]\d{1,2}[/.\-]\d{1,2}`, score: 0.6 },
      // "14 March 1985", "14-Mar-85", "14. März 1985", "14 de marzo de 1985", "1er mars 1985".
      // Airlines and passports run it together in capitals: "12MAR1975".
      { name: 'day_month_name', regex: String.raw`\b(?:(\d{1,2})${DAY_SUFFIX}(?:\s+(?:of|de))?[\s\-]+(${MONTH})\.?,?(?:\s+de)?[\s\-]+(\d{4}|\d{2})|(\d{2})(${MONTH})(\d{4}))\b`, prefilter: `${BIRTH_CUE_OR_LABEL}|${SCRIPT_DAY_MONTH}`, ignoreCase: true, score: 0.6 },
      // Hungarian writes the year first, with dots and spaces: "1976. július 24.", "1979. 12. 27."
      // (the day's dot is the date's). Without the spaces ("1983.06.17.") it is the ISO shape's, whose
      // last dot may end the sentence.
      { name: 'year_first_dotted', regex: String.raw`\b(\d{4})\.[ \t](${MONTH}|\d{1,2}\.)[ \t]?(\d{1,2})\.`, prefilter: BIRTH_CUE, ignoreCase: true, score: 0.6 },
      // Eight digits, as forms and exports write them: "DOB:14031985", HL7's 19850314; six, as a US
      // form may ("DOB 031487"), the month or the day first.
      { name: 'compact', regex: String.raw`\b(\d{2})(\d{2})(\d{4}|\d{2})\b`, prefilter: BIRTH_CUE, score: 0.6 },
      // Japanese, Chinese and Korean: "1985年4月12日", "1985년 4월 12일", and Japan's era years, "昭和52年8月3日".
      // Its prefilter is its own shape, a year, month and day each followed by a character beyond ASCII.
      {
        name: 'cjk',
        regex: String.raw`(?:(明治|大正|昭和|平成|令和|民國|民国)\s*(\d{1,3}|元)|\b(\d{4}))\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]`,
        prefilter: String.raw`\d{1,4}\s*${BEYOND_ASCII}\s*\d{1,2}\s*${BEYOND_ASCII}\s*\d{1,2}\s*${BEYOND_ASCII}`,
        score: 0.6,
      },
      { name: 'month_name_day', regex: String.raw`\b(${MONTH})\.?\s+(\d{1,2})${DAY_SUFFIX},?\s+(\d{4})\b`, prefilter: BIRTH_CUE, ignoreCase: true, score: 0.6 },
    ],
    context: {
      words: [...BIRTH_CUES, ...CJK_BIRTH_CUES, ...SCRIPT_BIRTH_CUES],
      boost: 0.35,
      before: 40,
      // "07/22/1985 is my birthday", "1/9/2001 for date of birth".
      after: 24,
      isRequired: true,
      // The question the line above asks ("Agent: …confirm your date of birth?\nVisitor: 08/03/1963").
      // Not a list's heading: a log's columns or a record's dates under a line that names a birth
      // date are other dates.
      readsQuestion: true,
      // A date that another label names is that date, even beside a birth cue ("DOB: 11-30-1962 |
      // DOS: 05/02/2024"). Near it but not labelling it, the word says nothing: no penalty.
      // Session 27: a death's date, and the dates a printout or a report labels as its own.
      negative: ['dod', 'date of death', 'death', 'died', 'deceased', 'print date', 'printed', 'date printed', 'report date', 'reported', 'collected', 'collection date', 'received', 'signed', 'date signed', 'effective date', 'statement date', 'transaction date', 'submitted', 'date of injury', 'date of loss', 'incident date',
        'dos', 'date of service', 'service date', 'admission', 'admitted', 'discharge', 'discharged', 'visit', 'appointment', 'issued', 'issue date', 'expiry', 'expires', 'expiration', 'valid until', 'created', 'updated', 'hired', 'start date', 'end date', 'invoice date', 'order date', 'due date',
        // Session 30: a deed's or a will's execution beside its testator's birth date ("… date of birth: 10/02/1948   Executed: 04/22/2025").
        'executed', 'date executed', 'witnessed', 'notarized', 'notarised'],
      penalty: 0,
      isDroppedWhenLabelledNegative: true,
    },
    refine(match, text) {
      // The run-together day, month and year ("12MAR1975") are the second alternative's groups.
      const [a = '', b = '', c = ''] = match.groups[1] === undefined || match.groups[1] === '' ? match.groups.slice(4) : match.groups.slice(1);
      let isValid = false;
      switch (match.pattern.name) {
        case 'numeric': {
          const year = fullYear(c, currentYear);
          // Either order: 03/04/1985 is March 4 in the US and 3 April in most of the world.
          isValid = isPlausible(year, Number(a), Number(b)) || isPlausible(year, Number(b), Number(a));
          break;
        }
        case 'iso':
          isValid = isPlausible(Number(a), Number(b), Number(c));
          break;
        case 'cjk': {
          const [era = '', eraYear = '', year = '', month = '', day = ''] = match.groups.slice(1);
          const western = era === '' ? Number(year) : (ERAS[era] ?? 0) + (eraYear === '元' ? 1 : Number(eraYear)) - 1;
          isValid = isPlausible(western, Number(month), Number(day));
          break;
        }
        case 'day_month_name': {
          const year = fullYear(c, currentYear);
          isValid = isPlausible(THAI.test(b) && year > currentYear ? year - BUDDHIST_ERA_OFFSET : year, monthNumber(b) ?? 0, Number(a));
          break;
        }
        case 'year_first_dotted':
          isValid = isPlausible(Number(a), monthNumber(b) ?? Number(b.replace(/\.$/, '')), Number(c));
          break;
        case 'compact': {
          if (c.length === 2) {
            // Six digits only right after the label: near it, they are as often a record number ("MRN 031290").
            isValid = isLabelledBy(text, match.start, BIRTH_LABELS) && (isPlausible(fullYear(c, currentYear), Number(a), Number(b)) || isPlausible(fullYear(c, currentYear), Number(b), Number(a)));
            break;
          }
          // Day, month, year ("14031985"), the US month, day, year ("03141985"), or year, month, day ("19850314").
          const [year, month, day] = [Number(a + b), Number(c.slice(0, 2)), Number(c.slice(2))];
          isValid = isPlausible(Number(c), Number(b), Number(a)) || isPlausible(Number(c), Number(a), Number(b)) || isPlausible(year, month, day);
          break;
        }
        case 'month_name_day':
          isValid = isPlausible(Number(c), monthNumber(a) ?? 0, Number(b));
          break;
        default:
          isValid = false;
      }
      const time = match.pattern.name === 'iso' ? match.text.indexOf('T') : -1;
      return isValid ? { start: match.start, end: time < 0 ? match.end : match.start + time, score: match.pattern.score } : undefined;
    },
  };
}
