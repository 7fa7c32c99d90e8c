/**
 * Ordinary words from faker's English lists (nouns, adjectives, verbs, products, departments,
 * foods, buzzwords…) and the prose, headings and form fields built from them. They put thousands
 * of capitalised non-names where names usually stand (text starts, headings, field labels, table
 * cells), so the model cannot learn "a capitalised word it does not know is a name".
 */
import { allLocales } from '@faker-js/faker';
import { COUNTRY_NAMES } from './values.js';
import { namePools, type NameOrigin, places, type Country, WORLD_CITIES } from './pools.js';
import { pseudoBrand } from './pseudo.js';
import { chance, digits, int, letters, pick, type Rng, weighted } from './rng.js';

const en = allLocales.en as unknown as Record<string, Record<string, unknown> | undefined>;

function list(module: string, key: string): string[] {
  const v = en[module]?.[key];
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  if (v !== null && typeof v === 'object') return Object.values(v).flatMap((x) => (Array.isArray(x) ? x.filter((y): y is string => typeof y === 'string') : []));
  return [];
}

/** Every name and city in any pool, lowercased: lexicon words equal to one are left out. */
function properNouns(): Set<string> {
  const out = new Set<string>();
  const origins: NameOrigin[] = ['en_US', 'en_GB', 'en_IN', 'de', 'fr', 'es', 'it', 'nl', 'pt_BR', 'pl', 'sv', 'tr'];
  for (const o of origins) {
    const p = namePools(o);
    for (const pool of [p.female, p.male, p.lastFemale, p.lastMale]) for (const v of [...pool.train, ...pool.heldout]) out.add(v.toLowerCase());
  }
  const countries: Country[] = ['US', 'UK', 'DE', 'FR', 'ES', 'IT', 'NL', 'IN', 'CA', 'AU'];
  for (const c of countries) for (const v of [...places(c).cities.train, ...places(c).cities.heldout]) out.add(v.toLowerCase());
  for (const v of WORLD_CITIES) out.add(v.toLowerCase());
  for (const v of Object.values(COUNTRY_NAMES).flat()) out.add(v.toLowerCase());
  return out;
}

const PROPER = properNouns();
const clean = (xs: readonly string[]): string[] => [...new Set(xs.filter((x) => /^[a-z][a-z -]*$/u.test(x) && !PROPER.has(x.toLowerCase())))];

export const NOUNS = clean([...list('word', 'noun'), ...list('company', 'noun'), ...list('company', 'buzz_noun'), ...list('hacker', 'noun'), ...list('food', 'ingredient').map((x) => x.toLowerCase()), ...list('food', 'fruit').map((x) => x.toLowerCase()), ...list('food', 'vegetable').map((x) => x.toLowerCase()), ...list('animal', 'type'), ...list('science', 'unit').map((x) => x.toLowerCase())]);
export const ADJECTIVES = clean([...list('word', 'adjective'), ...list('company', 'adjective'), ...list('company', 'buzz_adjective'), ...list('hacker', 'adjective'), ...list('color', 'human')]);
export const VERBS = clean([...list('word', 'verb'), ...list('company', 'buzz_verb'), ...list('hacker', 'verb')]);
export const ADVERBS = clean(list('word', 'adverb'));
const DEPARTMENTS = list('commerce', 'department');
const JOB_AREAS = list('person', 'job_area');
const JOB_TYPES = list('person', 'job_type');
/** The `name` of each object in a faker list of objects (elements, currencies, languages). */
function names(module: string, key: string): string[] {
  const v = en[module]?.[key];
  return Array.isArray(v) ? (v as { name?: unknown }[]).map((e) => e.name).filter((n): n is string => typeof n === 'string') : [];
}

const ELEMENTS = names('science', 'chemical_element');
const GENRES = clean(list('music', 'genre').map((x) => x.toLowerCase()));
const DISHES = list('food', 'dish').filter((x) => !/[A-Z][a-z]+'s\b/u.test(x));
const PRODUCT_WORDS = list('commerce', 'product_name');
const MANUFACTURERS = list('vehicle', 'manufacturer');
const CURRENCIES = names('finance', 'currency');
const LANGUAGES = names('location', 'language').filter((l) => !l.includes('/'));

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
export const titleCase = (s: string): string => s.split(' ').map(cap).join(' ');

export function noun(r: Rng): string {
  return pick(r, NOUNS);
}

export function adjective(r: Rng): string {
  return pick(r, ADJECTIVES);
}

export function verb(r: Rng): string {
  return pick(r, VERBS);
}

function plural(n: string): string {
  if (/(s|x|z|ch|sh)$/u.test(n)) return `${n}es`;
  if (/[^aeiou]y$/u.test(n)) return `${n.slice(0, -1)}ies`;
  return `${n}s`;
}

function third(v: string): string {
  return plural(v);
}

function past(v: string): string {
  if (v.endsWith('e')) return `${v}d`;
  if (/[^aeiou]y$/u.test(v)) return `${v.slice(0, -1)}ied`;
  return `${v}ed`;
}

/** A Title Case phrase that names nothing: "Quarterly Widget Review", "Pending Invoices". */
export function heading(r: Rng): string {
  return weighted(r, [
    [3, titleCase(`${adjective(r)} ${noun(r)}`)],
    [2, titleCase(`${noun(r)} ${pick(r, ['review', 'report', 'plan', 'summary', 'update', 'overview', 'notes', 'checklist', 'policy', 'request', 'log', 'form', 'application', 'transcript', 'details', 'record', 'status', 'settings'])}`)],
    [2, titleCase(noun(r))],
    [1, titleCase(`${adjective(r)} ${adjective(r)} ${noun(r)}`)],
    [1, `${pick(r, DEPARTMENTS)} ${pick(r, ['Team', 'Update', 'Budget', 'Roadmap', 'Inventory'])}`],
    [1, titleCase(`${plural(noun(r))} and ${plural(noun(r))}`)],
    [1, pick(r, ELEMENTS)],
    [1, `${pick(r, JOB_AREAS)} ${pick(r, JOB_TYPES)}`],
  ]);
}

/** One sentence of ordinary prose; capitalised at the start, as sentences are. */
export function sentence(r: Rng): string {
  const n = (): string => noun(r);
  const a = (): string => adjective(r);
  const v = (): string => verb(r);
  const s = weighted(r, [
    [2, `the ${a()} ${n()} ${third(v())} the ${n()} ${pick(r, ADVERBS)}.`],
    [2, `${plural(n())} ${pick(r, ['are', 'were', 'seem', 'look'])} ${a()} ${pick(r, ['today', 'again', 'this week', 'lately', 'in the new version'])}.`],
    [2, `${a()} ${n()} is ${pick(r, ['ready', 'delayed', 'missing', 'out of stock', 'on sale', 'under review', 'broken', 'approved'])}.`],
    [2, `please ${v()} the ${n()} before ${pick(r, ['Monday', 'Friday', 'noon', 'the deadline', 'the release', 'lunch'])}.`],
    [1, `we need to ${v()} ${int(r, 2, 40)} ${plural(n())} by ${pick(r, ['tomorrow', 'next week', 'the end of the month', 'Thursday'])}.`],
    [1, `${n()} ${n()} ${past(v())} after the ${a()} ${n()}.`],
    [1, `${pick(r, DEPARTMENTS)} ${past(v())} the ${n()} ${pick(r, ADVERBS)}.`],
    [1, `${pick(r, PRODUCT_WORDS)} ${n()} costs ${int(r, 2, 900)} ${pick(r, ['dollars', 'euros', 'pounds'])}.`],
    [1, `${pick(r, DISHES)} is on the menu ${pick(r, ['tonight', 'on Friday', 'again', 'this week'])}.`],
    [1, `${pick(r, MANUFACTURERS)} ${past(v())} a ${a()} ${n()}.`],
    [1, `${cap(pick(r, GENRES))} ${plural(n())} ${pick(r, ['sound', 'feel', 'are'])} ${a()}.`],
    [1, `${a()}, ${a()} and ${a()}: that is the ${n()}.`],
    [2, `${pick(r, ['the ', 'our ', 'my ', ''])}${pseudoBrand(r)} ${pick(r, ['app', 'update', 'dashboard', 'plugin', 'release', 'subscription', 'integration', 'beta', 'router', 'printer'])} ${pick(r, ['is', 'was', 'seems'])} ${a()}.`],
    [1, `install ${pseudoBrand(r)} ${pick(r, ['with npm', 'from the store', 'on the server', 'v' + String(int(r, 1, 9)) + '.' + String(int(r, 0, 20))])}.`],
    [1, `it is ${int(r, -10, 40)}°${pick(r, ['C', 'F'])} ${pick(r, ['outside', 'today', 'in the office', 'and sunny'])}.`],
    [1, `the ${pick(r, ['door', 'gate', 'lockbox', 'alarm', 'wifi'])} code is ${digits(r, 4)}.`],
    [1, `check-in is after ${int(r, 1, 6)} pm and check-out before ${int(r, 9, 11)} am.`],
    [1, `project ${pseudoBrand(r)} ${pick(r, ['kicks off', 'ships', 'is paused', 'needs review'])} ${pick(r, ['on Monday', 'next sprint', 'this quarter', 'tomorrow'])}.`],
  ]);
  return cap(s);
}

export function prose(r: Rng, min = 1, max = 3): string {
  const n = int(r, min, max);
  return Array.from({ length: n }, () => sentence(r)).join(' ');
}

/** A form field label that is not a name: "Status", "Policy number", "Preferred Widget". */
export function fieldLabel(r: Rng): string {
  return weighted(r, [
    [4, pick(r, ['Status', 'Notes', 'Comments', 'Department', 'Category', 'Priority', 'Reference', 'Occupation', 'Employer', 'Position', 'Amount', 'Currency', 'Date', 'Time', 'Due date', 'Start date', 'Plan', 'Policy number', 'Account type', 'Membership', 'Quantity', 'Product', 'Color', 'Size', 'Model', 'Serial number', 'Version', 'Language', 'Nationality', 'Marital status', 'Gender', 'Blood type', 'Allergies', 'Vehicle', 'Room', 'Floor', 'Seat', 'Flight', 'Gate', 'Channel', 'Source', 'Outcome', 'Narrative', 'Summary', 'Description', 'Resolution', 'Witness statement', 'Incident type', 'Severity', 'Team', 'Project', 'Budget', 'Cost center', 'Tax ID', 'Invoice number', 'Payment method', 'Delivery window', 'Preferred contact method', 'Hobbies', 'Skills', 'Education', 'Dietary requirements', 'T-shirt size', 'Role', 'Shift', 'Unit', 'Ward', 'Diagnosis', 'Medication', 'Insurance', 'Income', 'Pets', 'Move-in date', 'Lease term', 'Deposit'])],
    [2, cap(`${adjective(r)} ${noun(r)}`)],
    [1, cap(noun(r))],
    [1, `${cap(noun(r))} ${pick(r, ['ID', 'number', 'code', 'type', 'date', 'status'])}`],
  ]);
}

/** A value for a field that holds nothing personal. */
export function fieldValue(r: Rng): string {
  return weighted(r, [
    [2, cap(adjective(r))],
    [2, `${cap(adjective(r))} ${noun(r)}`],
    [1, pick(r, ['Yes', 'No', 'N/A', 'Pending', 'Approved', 'Rejected', 'Open', 'Closed', 'In progress', 'None', 'TBD', 'Unknown', 'High', 'Low', 'Medium'])],
    [2, `${int(r, 1, 99999)}`],
    [1, `${letters(r, 3)}-${digits(r, 5)}`],
    [1, `${int(r, 1, 28)}/${int(r, 1, 12)}/${int(r, 2019, 2026)}`],
    [1, `${pick(r, ['$', '€', '£'])}${int(r, 5, 9000)}`],
    [1, pick(r, DEPARTMENTS)],
    [1, `${pick(r, JOB_AREAS)} ${pick(r, JOB_TYPES)}`],
    [1, pick(r, CURRENCIES)],
    [1, pick(r, LANGUAGES)],
    [1, pick(r, PRODUCT_WORDS)],
    [1, prose(r, 1, 1)],
    [1, `${int(r, -10, 40)}°${pick(r, ['C', 'F'])}`],
    [1, `code ${digits(r, 4)}`],
    [1, `${int(r, 1, 12)}:${pick(r, ['00', '15', '30', '45'])} ${pick(r, ['AM', 'PM', 'am', 'pm'])}`],
  ]);
}

export const LEXICON_SIZES = { nouns: NOUNS.length, adjectives: ADJECTIVES.length, verbs: VERBS.length, adverbs: ADVERBS.length, departments: DEPARTMENTS.length, jobAreas: JOB_AREAS.length, jobTypes: JOB_TYPES.length, elements: ELEMENTS.length, genres: GENRES.length, dishes: DISHES.length, products: PRODUCT_WORDS.length, manufacturers: MANUFACTURERS.length, currencies: CURRENCIES.length, languages: LANGUAGES.length };

export const chanceCap = (r: Rng, s: string, p = 0.5): string => (chance(r, p) ? cap(s) : s);
