/**
 * Month names and their usual abbreviations, by month, in the languages of the built-in
 * recognizers' cue words: English, German, French, Spanish, Italian, Dutch and Portuguese.
 * Lowercase, as written (accents kept; "maerz" is how März is typed without an umlaut).
 */
export const MONTH_NAMES: ReadonlyArray<readonly string[]> = [
  ['january', 'jan', 'januar', 'jänner', 'janvier', 'janv', 'enero', 'ene', 'gennaio', 'gen', 'januari', 'janeiro', 'stycznia', 'tammikuuta'],
  ['february', 'feb', 'februar', 'février', 'fevrier', 'févr', 'fevr', 'febrero', 'febbraio', 'februari', 'fevereiro', 'fev', 'lutego', 'helmikuuta'],
  ['march', 'mar', 'märz', 'maerz', 'mär', 'mars', 'marzo', 'maart', 'mrt', 'março', 'marts', 'marca', 'maaliskuuta'],
  ['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile', 'kwietnia', 'huhtikuuta'],
  ['may', 'mai', 'mayo', 'maggio', 'mag', 'mei', 'maio', 'maj', 'maja', 'toukokuuta'],
  ['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'giu', 'junho', 'czerwca', 'kesäkuuta'],
  ['july', 'jul', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'lug', 'julho', 'lipca', 'heinäkuuta'],
  ['august', 'aug', 'août', 'aout', 'agosto', 'ago', 'augustus', 'augusti', 'sierpnia', 'elokuuta'],
  ['september', 'sep', 'sept', 'septembre', 'septiembre', 'setiembre', 'settembre', 'set', 'setembro', 'września', 'syyskuuta'],
  ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'ott', 'outubro', 'października', 'lokakuuta'],
  ['november', 'nov', 'novembre', 'noviembre', 'novembro', 'listopada', 'marraskuuta'],
  ['december', 'dec', 'dezember', 'dez', 'décembre', 'decembre', 'déc', 'diciembre', 'dic', 'dicembre', 'dezembro', 'desember', 'grudnia', 'joulukuuta'],
];

const MONTHS = new Map<string, number>(MONTH_NAMES.flatMap((names, index) => names.map((name) => [name, index + 1] as const)));

/** Month number from a month name or abbreviation in one of MONTH_NAMES' languages ("Sept", "März", "marzo"), else undefined. */
export function monthNumber(name: string): number | undefined {
  return MONTHS.get(name.toLowerCase().replace(/\.$/, ''));
}

export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** Two-digit years read as 19xx when that is in the past, else 20xx (birth dates are past). */
export function fullYear(year: string, currentYear: number): number {
  if (year.length === 4) return Number(year);
  const y = Number(year);
  return 2000 + y <= currentYear ? 2000 + y : 1900 + y;
}
