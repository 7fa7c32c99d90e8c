/** Dates of birth in the formats people write them, their cue phrases, and dates that are not births. */
import type { LocaleId } from './schema.js';
import { type Gen, int, pad, pick, weighted } from './random.js';

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const LOCAL_MONTHS: Partial<Record<LocaleId, readonly string[]>> = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
};

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function randomDate(g: Gen, fromYear: number, toYear: number): CalendarDate {
  const year = int(g, fromYear, toYear);
  const month = int(g, 1, 12);
  return { year, month, day: int(g, 1, daysIn(year, month)) };
}

/** Born between 1935 and 2007: patients, employees, applicants, a few children. */
export function birthDate(g: Gen): CalendarDate {
  return randomDate(g, 1935, 2007);
}

function monthName(d: CalendarDate): string {
  return MONTHS[d.month - 1] ?? 'January';
}

function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

export type DateFormat = (d: CalendarDate) => string;

const iso: DateFormat = (d) => `${d.year}-${pad(d.month, 2)}-${pad(d.day, 2)}`;
const usSlash: DateFormat = (d) => `${pad(d.month, 2)}/${pad(d.day, 2)}/${d.year}`;
const usSlashShort: DateFormat = (d) => `${d.month}/${d.day}/${d.year}`;
const usLong: DateFormat = (d) => `${monthName(d)} ${d.day}, ${d.year}`;
const usAbbrev: DateFormat = (d) => `${monthName(d).slice(0, 3)} ${d.day}, ${d.year}`;
const dayFirstSlash: DateFormat = (d) => `${pad(d.day, 2)}/${pad(d.month, 2)}/${d.year}`;
const dayFirstDots: DateFormat = (d) => `${pad(d.day, 2)}.${pad(d.month, 2)}.${d.year}`;
const dayFirstDashes: DateFormat = (d) => `${pad(d.day, 2)}-${pad(d.month, 2)}-${d.year}`;
const ukLong: DateFormat = (d) => `${d.day} ${monthName(d)} ${d.year}`;
const ukOrdinal: DateFormat = (d) => `${ordinal(d.day)} ${monthName(d)} ${d.year}`;
const dayMonAbbrev: DateFormat = (d) => `${pad(d.day, 2)}-${monthName(d).slice(0, 3)}-${d.year}`;

/** Formats weighted by what the locale's own people write; ISO and 14-Mar-1985 show up everywhere. */
const FORMATS: Record<LocaleId, readonly (readonly [number, DateFormat])[]> = {
  en_US: [[5, usSlash], [2, usSlashShort], [3, usLong], [1, usAbbrev], [2, iso], [1, dayMonAbbrev]],
  en_GB: [[5, dayFirstSlash], [3, ukLong], [1, ukOrdinal], [2, dayMonAbbrev], [2, iso]],
  de: [[7, dayFirstDots], [2, iso], [1, ukLong]],
  fr: [[7, dayFirstSlash], [2, iso], [1, ukLong]],
  es: [[7, dayFirstSlash], [2, iso], [1, dayFirstDashes]],
  it: [[7, dayFirstSlash], [2, iso], [1, dayFirstDots]],
  nl: [[6, dayFirstDashes], [2, dayFirstSlash], [2, iso]],
};

/** A date written the way the locale writes it (numeric outside English). */
export function formatDate(g: Gen, d: CalendarDate): string {
  return weighted(g, FORMATS[g.locale])(d);
}

/** Month names in the locale's language (`14. März 1985`, `14 mars 1985`), for prose in that language. */
export function formatLocalLongDate(g: Gen, d: CalendarDate): string {
  const months = LOCAL_MONTHS[g.locale];
  if (months === undefined) return formatDate(g, d);
  const name = months[d.month - 1] ?? '';
  return g.locale === 'de' ? `${d.day}. ${name} ${d.year}` : `${d.day} ${name} ${d.year}`;
}

export function isoDate(d: CalendarDate): string {
  return iso(d);
}

export function dob(g: Gen): string {
  return formatDate(g, birthDate(g));
}

/** English birth cues that introduce a date: the label is the date after them. */
export function birthCue(g: Gen): string {
  return pick(g, [
    'born on ',
    'DOB: ',
    'DOB ',
    'date of birth ',
    'date of birth: ',
    'Date of Birth: ',
    'd.o.b. ',
    'D.O.B.: ',
    'birthday is ',
    'birthdate: ',
    'DoB ',
  ]);
}
