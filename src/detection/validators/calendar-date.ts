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

/**
 * More languages' month names, as birth dates write them (the genitive where a date declines it):
 * Czech, Slovak, Hungarian, Romanian, Turkish, Indonesian, Swahili, Tagalog, Greek, Russian,
 * Ukrainian, Bulgarian, Hebrew (also with "ב", "in"), Arabic (Egyptian and Levantine names) and
 * Thai. Not the South Slavic names: Croatian "listopad" is October, Polish and Czech November.
 */
const MORE_MONTH_NAMES: ReadonlyArray<readonly string[]> = [
  ['ledna', 'leden', 'januára', 'január', 'ianuarie', 'ocak', 'machi', 'enero', 'ιανουαρίου', 'ιανουάριος', 'января', 'январь', 'січня', 'січень', 'януари', 'ינואר', 'בינואר', 'يناير', 'كانون الثاني', 'มกราคม'],
  ['února', 'únor', 'februára', 'február', 'febr', 'februarie', 'şubat', 'şubat', 'subat', 'pebrero', 'φεβρουαρίου', 'φεβρουάριος', 'февраля', 'февраль', 'лютого', 'лютий', 'февруари', 'פברואר', 'בפברואר', 'فبراير', 'شباط', 'กุมภาพันธ์'],
  ['března', 'březen', 'marca', 'március', 'márc', 'martie', 'mart', 'maret', 'marso', 'μαρτίου', 'μάρτιος', 'марта', 'март', 'березня', 'березень', 'מרץ', 'מרס', 'במרץ', 'במרס', 'مارس', 'آذار', 'มีนาคม'],
  ['dubna', 'duben', 'apríla', 'április', 'ápr', 'aprilie', 'nisan', 'aprili', 'απριλίου', 'απρίλιος', 'апреля', 'апрель', 'квітня', 'квітень', 'април', 'אפריל', 'באפריל', 'أبريل', 'ابريل', 'إبريل', 'نيسان', 'เมษายน'],
  ['května', 'květen', 'mája', 'május', 'máj', 'mayıs', 'mayis', 'μαΐου', 'μαίου', 'μάιος', 'мая', 'май', 'травня', 'травень', 'מאי', 'במאי', 'مايو', 'أيار', 'ايار', 'พฤษภาคม'],
  ['června', 'červen', 'júna', 'június', 'jún', 'iunie', 'haziran', 'hunyo', 'ιουνίου', 'ιούνιος', 'июня', 'июнь', 'червня', 'червень', 'юни', 'יוני', 'ביוני', 'يونيو', 'يونيه', 'حزيران', 'มิถุนายน'],
  ['července', 'červenec', 'júla', 'július', 'júl', 'iulie', 'temmuz', 'julai', 'hulyo', 'ιουλίου', 'ιούλιος', 'июля', 'июль', 'липня', 'липень', 'юли', 'יולי', 'ביולי', 'يوليو', 'يوليه', 'تموز', 'กรกฎาคม'],
  ['srpna', 'srpen', 'augusta', 'augusztus', 'ağustos', 'agustos', 'agustus', 'agosti', 'αυγούστου', 'αύγουστος', 'августа', 'август', 'серпня', 'серпень', 'אוגוסט', 'באוגוסט', 'أغسطس', 'اغسطس', 'آب', 'สิงหาคม'],
  ['září', 'septembra', 'szeptember', 'szept', 'septembrie', 'eylül', 'eylul', 'septemba', 'setyembre', 'σεπτεμβρίου', 'σεπτέμβριος', 'сентября', 'сентябрь', 'вересня', 'вересень', 'септември', 'ספטמבר', 'בספטמבר', 'سبتمبر', 'أيلول', 'ايلول', 'กันยายน'],
  ['října', 'říjen', 'októbra', 'október', 'octombrie', 'ekim', 'oktoba', 'oktubre', 'οκτωβρίου', 'οκτώβριος', 'октября', 'октябрь', 'жовтня', 'жовтень', 'октомври', 'אוקטובר', 'באוקטובר', 'أكتوبر', 'اكتوبر', 'تشرين الأول', 'ตุลาคม'],
  ['listopadu', 'listopad', 'novembra', 'noiembrie', 'kasım', 'kasim', 'novemba', 'nobyembre', 'νοεμβρίου', 'νοέμβριος', 'ноября', 'ноябрь', 'листопада', 'листопад', 'ноември', 'נובמבר', 'בנובמבר', 'نوفمبر', 'تشرين الثاني', 'พฤศจิกายน'],
  ['prosince', 'prosinec', 'decembra', 'decembrie', 'aralık', 'aralik', 'desemba', 'disyembre', 'δεκεμβρίου', 'δεκέμβριος', 'декабря', 'декабрь', 'грудня', 'грудень', 'декември', 'דצמבר', 'בדצמבר', 'ديسمبر', 'كانون الأول', 'ธันวาคม'],
];

/** Every month's names: MONTH_NAMES then MORE_MONTH_NAMES, by month. */
export const ALL_MONTH_NAMES: ReadonlyArray<readonly string[]> = MONTH_NAMES.map((names, index) => [...new Set([...names, ...(MORE_MONTH_NAMES[index] ?? [])])]);

const MONTHS = new Map<string, number>(ALL_MONTH_NAMES.flatMap((names, index) => names.map((name) => [name, index + 1] as const)));

/** Month number from a month name or abbreviation in one of ALL_MONTH_NAMES' languages ("Sept", "März", "marzo"), else undefined. */
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
