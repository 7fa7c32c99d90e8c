/** People, addresses, cities and the unlabelled things around them (e-mails, phones, orders). */
import { loc, per, type Seg } from './build.js';
import { type Country, type NameOrigin, namePools, places, type Side, type SplitPool, worldCities } from './pools.js';
import { pseudoCity, pseudoFirst, pseudoLast, pseudoStreet } from './pseudo.js';
import { chance, digits, int, letters, pick, type Rng, weighted } from './rng.js';

/** Text languages the templates are written in. */
export type Lang = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl' | 'sv' | 'tr';

export interface Ctx {
  readonly r: Rng;
  readonly side: Side;
  readonly lang: Lang;
  /** Where names come from by default. */
  readonly origin: NameOrigin;
  /** Which country's addresses by default. */
  readonly country: Country;
}

export function from(c: Ctx, pool: SplitPool): string {
  const values = c.side === 'train' ? pool.train : pool.heldout;
  if (values.length === 0) return pick(c.r, c.side === 'train' ? pool.heldout : pool.train);
  return pick(c.r, values);
}

// ---------------------------------------------------------------------------------------------
// People.

export type Sex = 'female' | 'male';

export interface Person {
  readonly first: string;
  readonly last: string;
  readonly middle: string | undefined;
  /** A second surname (Spanish and Portuguese names) or a hyphenated one. */
  readonly last2: string | undefined;
  readonly sex: Sex;
  readonly origin: NameOrigin;
}

const SCRIPT_ORIGINS = new Set<NameOrigin>(['ru', 'uk', 'el', 'zh_CN', 'ja', 'ko', 'ar', 'he', 'fa']);

/** Origins of names in English texts, by weight. */
const EN_ORIGINS: readonly (readonly [number, NameOrigin])[] = [
  [22, 'en_US'], [10, 'en_GB'], [6, 'en_IN'], [3, 'en_AU'], [3, 'en_IE'], [3, 'en_NG'], [2, 'en_ZA'], [2, 'en_CA'],
  [3, 'de'], [3, 'fr'], [4, 'es'], [2, 'es_MX'], [3, 'it'], [2, 'nl'], [2, 'pt_BR'], [1, 'pt_PT'], [2, 'pl'], [1, 'sv'], [2, 'tr'],
  [1, 'da'], [1, 'fi'], [1, 'nb_NO'], [1, 'cs_CZ'], [1, 'ro'], [1, 'hu'], [1, 'hr'], [2, 'vi'], [1, 'id_ID'],
  [3, 'rom_zh'], [2, 'rom_ja'], [2, 'rom_ko'], [3, 'rom_ar'], [2, 'rom_ru'], [3, 'rom_af'],
  [0.4, 'ru'], [0.3, 'uk'], [0.3, 'el'], [0.4, 'zh_CN'], [0.3, 'ja'], [0.3, 'ko'], [0.3, 'ar'], [0.2, 'he'], [0.2, 'fa'],
];

export function englishOrigin(r: Rng): NameOrigin {
  return weighted(r, EN_ORIGINS);
}

export function person(c: Ctx, origin: NameOrigin = c.origin, sex: Sex = chance(c.r, 0.5) ? 'female' : 'male'): Person {
  const pools = namePools(origin);
  let first = from(c, sex === 'female' ? pools.female : pools.male);
  let last = from(c, sex === 'female' ? pools.lastFemale : pools.lastMale);
  // Training side: some names are made up, so only context and shape can tell they are names.
  if (c.side === 'train' && !SCRIPT_ORIGINS.has(origin)) {
    const made = c.r.next();
    if (made < 0.2) [first, last] = [pseudoFirst(c.r), pseudoLast(c.r)];
    else if (made < 0.3) last = pseudoLast(c.r);
    else if (made < 0.4) first = pseudoFirst(c.r);
  }
  const lastPool = sex === 'female' ? pools.lastFemale : pools.lastMale;
  let last2: string | undefined;
  const iberian = origin === 'es' || origin === 'es_MX' || origin === 'pt_BR' || origin === 'pt_PT';
  if (iberian && chance(c.r, 0.45)) last2 = from(c, lastPool);
  else if (!SCRIPT_ORIGINS.has(origin) && chance(c.r, 0.04)) last2 = from(c, lastPool);
  let middle: string | undefined;
  if (!SCRIPT_ORIGINS.has(origin) && chance(c.r, 0.12)) middle = from(c, chance(c.r, 0.5) ? pools.female : pools.male);
  return { first, last, middle, last2, sex, origin };
}

export type NameForm = 'full' | 'first' | 'last' | 'middleInitial' | 'middle' | 'initialLast' | 'lastFirst' | 'initials';

function initial(name: string): string {
  return `${[...name][0] ?? ''}.`;
}

function surname(p: Person, hyphenOnly = false): string {
  if (p.last2 === undefined) return p.last;
  const iberian = p.origin === 'es' || p.origin === 'es_MX' || p.origin === 'pt_BR' || p.origin === 'pt_PT';
  return iberian && !hyphenOnly ? `${p.last} ${p.last2}` : `${p.last}-${p.last2}`;
}

/** How a name in the person's own script is written in full. */
function scriptFull(p: Person): string | undefined {
  switch (p.origin) {
    case 'zh_CN':
    case 'ko':
      return `${p.last}${p.first}`;
    case 'ja':
      return `${p.last} ${p.first}`;
    case 'hu':
      return `${p.last} ${p.first}`;
    default:
      return undefined;
  }
}

/** The name as written: the span's text. */
export function nameText(c: Ctx, p: Person, form: NameForm): string {
  const own = scriptFull(p);
  switch (form) {
    case 'full': {
      if (own !== undefined) return own;
      const eastFirst = (p.origin === 'rom_zh' || p.origin === 'rom_ko' || p.origin === 'vi') && chance(c.r, 0.4);
      if (eastFirst) return `${p.last} ${p.first}`;
      return p.middle !== undefined && chance(c.r, 0.3) ? `${p.first} ${p.middle} ${surname(p)}` : `${p.first} ${surname(p)}`;
    }
    case 'first':
      return p.first;
    case 'last':
      return surname(p);
    case 'middleInitial':
      return `${p.first} ${initial(p.middle ?? pick(c.r, [...'ABCDEFGHJKLMNPRSTW'])).slice(0, chance(c.r, 0.15) ? -1 : undefined)} ${surname(p)}`;
    case 'middle':
      return `${p.first} ${p.middle ?? from(c, namePools(p.origin).male)} ${surname(p)}`;
    case 'initialLast':
      return chance(c.r, 0.8) ? `${initial(p.first)} ${surname(p)}` : `${initial(p.first)}${initial(p.middle ?? p.last)} ${surname(p)}`;
    case 'lastFirst':
      return `${surname(p)}, ${p.first}`;
    case 'initials':
      return `${p.first} ${initial(p.last)}`;
  }
}

/** A name entity in a form drawn for a context: `full` most of the time. */
export function name(c: Ctx, p: Person = person(c), forms: readonly (readonly [number, NameForm])[] = FULLISH): Seg {
  // Names in their own script: full, given or family name only (no initials, no "Last, First").
  const form = SCRIPT_ORIGINS.has(p.origin) ? weighted(c.r, [[80, 'full'], [12, 'first'], [8, 'last']] as const) : weighted(c.r, forms);
  return per(nameText(c, p, form));
}

export const FULLISH: readonly (readonly [number, NameForm])[] = [[70, 'full'], [8, 'middleInitial'], [5, 'middle'], [6, 'first'], [4, 'initialLast'], [2, 'initials']];
export const FULL_ONLY: readonly (readonly [number, NameForm])[] = [[85, 'full'], [8, 'middleInitial'], [7, 'middle']];
export const CASUAL: readonly (readonly [number, NameForm])[] = [[55, 'first'], [40, 'full'], [5, 'initials']];
export const FORMAL: readonly (readonly [number, NameForm])[] = [[60, 'full'], [25, 'last'], [8, 'middleInitial'], [7, 'initialLast']];

/** A title for the person in the text's language; never part of the span. */
export function title(c: Ctx, p: Person): string {
  const f = p.sex === 'female';
  const options: Record<Lang, readonly string[]> = {
    en: f ? ['Mrs.', 'Ms.', 'Miss', 'Dr.', 'Prof.', 'Mrs', 'Ms', 'Dr', 'Mx.'] : ['Mr.', 'Mr', 'Dr.', 'Dr', 'Prof.', 'Sir', 'Rev.', 'Mx.'],
    de: f ? ['Frau', 'Frau Dr.', 'Dr.', 'Prof. Dr.'] : ['Herr', 'Herr Dr.', 'Dr.', 'Prof. Dr.'],
    fr: f ? ['Mme', 'Madame', 'Mlle', 'Dr', 'Docteur', 'Me'] : ['M.', 'Monsieur', 'Dr', 'Docteur', 'Me'],
    es: f ? ['Sra.', 'Señora', 'Srta.', 'Dra.', 'Doña'] : ['Sr.', 'Señor', 'Dr.', 'Don', 'D.'],
    it: f ? ['Sig.ra', 'Signora', 'Dott.ssa', 'Dr.', 'Avv.', 'Prof.ssa'] : ['Sig.', 'Signor', 'Dott.', 'Ing.', 'Avv.', 'Prof.'],
    nl: f ? ['mevrouw', 'mevr.', 'Mevr.', 'dr.', 'Dr.'] : ['meneer', 'dhr.', 'Dhr.', 'de heer', 'dr.', 'Dr.'],
    pt: f ? ['Sra.', 'Senhora', 'Dra.', 'Dona'] : ['Sr.', 'Senhor', 'Dr.', 'Seu'],
    pl: f ? ['Pani', 'pani', 'dr', 'Pani dr'] : ['Pan', 'pan', 'dr', 'Pan dr'],
    sv: f ? ['Dr.', 'fru'] : ['Dr.', 'herr'],
    tr: f ? ['Dr.', 'Sayın', 'Av.'] : ['Dr.', 'Sayın', 'Av.'],
  };
  return pick(c.r, options[c.lang]);
}

/** "Mr. Smith", "Dr. Jane Smith": the title outside the span. */
export function titled(c: Ctx, p: Person = person(c)): Seg {
  const tt = title(c, p);
  const form: NameForm = /^(Sir|Dame|Don|Doña|Seu|Dona)$/u.test(tt) ? 'first' : weighted(c.r, [[55, 'last'], [45, 'full']] as const);
  return [`${tt} `, ...per(nameText(c, p, form))];
}

// ---------------------------------------------------------------------------------------------
// Addresses.

export interface Address {
  /** House number and street, with the unit where it comes first ("Flat 4, 10 Downing Street"). */
  readonly street: string;
  /** Unit after the street ("Apt 4B"), if any. */
  readonly unit: string | undefined;
  /** Postcode and city, in the country's order ("Springfield, IL 62704", "75002 Paris"). */
  readonly locality: string;
  readonly city: string;
  readonly country: string;
}

const USPS = ['Street', 'St', 'Avenue', 'Ave', 'Road', 'Rd', 'Boulevard', 'Blvd', 'Drive', 'Dr', 'Lane', 'Ln', 'Court', 'Ct', 'Place', 'Pl', 'Terrace', 'Way', 'Circle', 'Cir', 'Parkway', 'Pkwy', 'Highway', 'Hwy', 'Trail', 'Square', 'Loop', 'Pike', 'Row', 'Run', 'Crossing', 'Alley', 'Ridge', 'Point', 'Path', 'Cove', 'Glen', 'Heights', 'Hollow', 'Manor', 'Park', 'Plaza', 'Creek', 'Landing', 'View', 'Vista'];
const US_STATES: readonly (readonly [string, string])[] = [['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'], ['DC', 'District of Columbia']];
const UK_TYPES = ['Street', 'Road', 'Lane', 'Avenue', 'Close', 'Crescent', 'Gardens', 'Grove', 'Place', 'Drive', 'Way', 'Terrace', 'Court', 'Mews', 'Row', 'Hill', 'Square', 'Walk', 'Rise', 'Green', 'Parade', 'Park', 'St', 'Rd'];
const UK_AREAS = ['SW', 'SE', 'NW', 'N', 'E', 'W', 'EC', 'WC', 'M', 'LS', 'BS', 'G', 'EH', 'CF', 'OX', 'CB', 'BN', 'YO', 'BA', 'B', 'L', 'S', 'NR', 'NE', 'NG', 'LE', 'CV', 'BD', 'HU', 'ST', 'WV', 'PL', 'SO', 'RG', 'DE', 'PO', 'EX', 'IP', 'CO', 'CM', 'MK', 'NN', 'PE', 'LN', 'DH', 'SR', 'TS', 'CA', 'LA', 'PR', 'FY', 'BL', 'WN', 'SK', 'HD', 'WF', 'HG', 'DN', 'CH', 'SY', 'WR', 'GL', 'SN', 'SP', 'BH', 'GU', 'RH', 'CT', 'ME', 'TN', 'LU', 'WD', 'AL', 'SL', 'CR', 'BR', 'KT', 'AB', 'DD', 'IV', 'FK', 'PH', 'PA', 'SA', 'NP', 'LL', 'SY', 'BT', 'TR', 'TA', 'HR', 'KY'];
const CA_PROV = ['ON', 'QC', 'BC', 'AB', 'MB', 'SK', 'NS', 'NB', 'NL', 'PE', 'YT', 'NT'];
const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'];
const IN_STATES = ['Maharashtra', 'Karnataka', 'Tamil Nadu', 'Delhi', 'Telangana', 'Gujarat', 'West Bengal', 'Uttar Pradesh', 'Kerala', 'Rajasthan', 'Punjab', 'Haryana', 'Madhya Pradesh', 'Bihar', 'Odisha', 'Assam', 'Goa'];
const IE_COUNTIES = ['Co. Dublin', 'Co. Cork', 'Co. Galway', 'Co. Clare', 'Co. Kerry', 'Co. Limerick', 'Co. Mayo', 'Co. Wicklow', 'Co. Kildare', 'Co. Meath', 'Co. Louth', 'Co. Donegal', 'Co. Sligo', 'Co. Wexford'];
const BR_UF = ['SP', 'RJ', 'MG', 'BA', 'PR', 'RS', 'PE', 'CE', 'PA', 'SC', 'GO', 'DF', 'AM', 'ES'];
const IT_PROV = ['RM', 'MI', 'NA', 'TO', 'PA', 'GE', 'BO', 'FI', 'BA', 'CT', 'VE', 'VR', 'PD', 'TS', 'BS', 'PR', 'MO', 'PG', 'CA', 'BG'];
const MX_STATES = ['CDMX', 'Jal.', 'N.L.', 'Pue.', 'Gto.', 'Q.R.', 'Yuc.', 'Ver.', 'Oax.', 'Chih.'];

export const COUNTRY_NAMES: Record<Country, readonly string[]> = {
  US: ['USA', 'United States', 'US', 'United States of America'], UK: ['UK', 'United Kingdom', 'England', 'Scotland', 'Wales', 'Great Britain'], IE: ['Ireland'],
  CA: ['Canada'], AU: ['Australia'], IN: ['India'], DE: ['Germany', 'Deutschland'], AT: ['Austria', 'Österreich'], CH: ['Switzerland', 'Schweiz', 'Suisse'],
  FR: ['France'], ES: ['Spain', 'España'], MX: ['Mexico', 'México'], IT: ['Italy', 'Italia'], NL: ['Netherlands', 'The Netherlands', 'Nederland'],
  BR: ['Brazil', 'Brasil'], PT: ['Portugal'], PL: ['Poland', 'Polska'], SE: ['Sweden', 'Sverige'], TR: ['Turkey', 'Türkiye'], DK: ['Denmark', 'Danmark'],
  FI: ['Finland', 'Suomi'], CZ: ['Czech Republic', 'Czechia', 'Česká republika'], RO: ['Romania', 'România'], ZA: ['South Africa'], NG: ['Nigeria'],
};

function ordinal(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

function ukPostcode(r: Rng): string {
  const area = pick(r, UK_AREAS);
  const district = chance(r, 0.15) ? `${int(r, 1, 9)}${pick(r, ['A', 'B', 'D', 'E', 'H', 'J', 'M', 'N', 'P', 'R', 'V', 'W', 'X', 'Y'])}` : String(int(r, 1, 30));
  return `${area}${district} ${int(r, 0, 9)}${letters(r, 2, 'ABDEFGHJLNPQRSTUWXYZ')}`;
}

function houseNo(r: Rng, max = 250, suffixes: readonly string[] = ['a', 'b']): string {
  return `${int(r, 1, max)}${chance(r, 0.08) ? pick(r, suffixes) : ''}`;
}

/** A street and locality in the country's own shape, from the side's pools. */
export function address(c: Ctx, country: Country = c.country): Address {
  const r = c.r;
  const pl = places(country);
  const city = (): string => (c.side === 'train' && chance(r, 0.2) ? pseudoCity(r) : from(c, pl.cities));
  const sn = (): string => (c.side === 'train' && chance(r, 0.3) ? pseudoStreet(r) : from(c, pl.streetNames));
  const cn = pick(r, COUNTRY_NAMES[country]);
  switch (country) {
    case 'US':
    case 'CA':
    case 'AU':
    case 'ZA':
    case 'NG': {
      const nm = country === 'US' && chance(r, 0.1) ? ordinal(int(r, 1, 120)) : sn();
      const dir = chance(r, 0.12) ? `${pick(r, ['N', 'S', 'E', 'W', 'North', 'South', 'East', 'West', 'N.', 'S.'])} ` : '';
      const post = chance(r, 0.06) ? ` ${pick(r, ['NW', 'NE', 'SW', 'SE', 'W', 'E'])}` : '';
      const street = `${int(r, 1, chance(r, 0.5) ? 999 : 19999)} ${dir}${nm} ${pick(r, USPS)}${post}`;
      const unit = chance(r, 0.3) ? weighted(r, [[3, `Apt ${int(r, 1, 40)}${pick(r, ['', 'A', 'B', 'C'])}`], [2, `Apt. ${int(r, 1, 999)}`], [2, `Suite ${int(r, 100, 1200)}`], [1, `Ste ${int(r, 100, 900)}`], [2, `Unit ${int(r, 1, 60)}`], [1, `#${int(r, 1, 500)}`], [1, `Apartment ${int(r, 1, 30)}`], [1, `Fl ${int(r, 2, 30)}`]]) : undefined;
      const ct = city();
      let locality: string;
      if (country === 'US') {
        const [abbr, full] = pick(r, US_STATES);
        const zip = `${digits(r, 5)}${chance(r, 0.12) ? `-${digits(r, 4)}` : ''}`;
        locality = weighted(r, [[8, `${ct}, ${abbr} ${zip}`], [1, `${ct}, ${full} ${zip}`], [1, `${ct} ${abbr} ${zip}`], [1, `${ct}, ${abbr}`]]);
      } else if (country === 'CA') {
        const pc = `${letters(r, 1, 'ABCEGHJKLMNPRSTVXY')}${int(r, 0, 9)}${letters(r, 1, 'ABCEGHJKLMNPRSTVWXYZ')} ${int(r, 0, 9)}${letters(r, 1, 'ABCEGHJKLMNPRSTVWXYZ')}${int(r, 0, 9)}`;
        locality = `${ct}, ${pick(r, CA_PROV)} ${pc}`;
      } else if (country === 'AU') {
        locality = `${ct} ${pick(r, AU_STATES)} ${int(r, 800, 7999)}`;
      } else if (country === 'ZA') {
        locality = `${ct}, ${digits(r, 4)}`;
      } else {
        locality = `${ct}${chance(r, 0.5) ? ` ${digits(r, 6)}` : ''}, ${pick(r, ['Lagos State', 'FCT', 'Rivers State', 'Oyo State', 'Kano State'])}`;
      }
      const lead = country === 'AU' && unit !== undefined && chance(r, 0.5) ? `${unit.replace(/^Apt\.? /u, 'Unit ')}, ` : '';
      return { street: lead + street, unit: lead === '' ? unit : undefined, locality, city: ct, country: cn };
    }
    case 'UK':
    case 'IE': {
      const nm = country === 'UK' && pl.streets.train.length > 0 && chance(r, 0.4) ? from(c, pl.streets) : `${sn()} ${pick(r, UK_TYPES)}`;
      const flat = chance(r, 0.15) ? `${pick(r, ['Flat', 'Flat', 'Apartment', 'Unit'])} ${int(r, 1, 40)}${chance(r, 0.2) ? pick(r, ['A', 'B']) : ''}, ` : '';
      const house = chance(r, 0.06) ? `${pick(r, ['Rose Cottage', 'The Old Rectory', 'Ivy House', 'Orchard House', 'The Barn', 'Willow Lodge'])}, ` : '';
      const street = `${flat}${house}${int(r, 1, 250)}${chance(r, 0.05) ? pick(r, ['A', 'B']) : ''} ${nm}`;
      const ct = city();
      const locality = country === 'UK'
        ? weighted(r, [[5, `${ct} ${ukPostcode(r)}`], [4, `${ct}, ${ukPostcode(r)}`], [1, `${ct}`]])
        : `${ct}, ${pick(r, IE_COUNTIES)}${chance(r, 0.6) ? `, ${pick(r, ['D', 'A', 'T', 'V', 'H', 'F'])}${digits(r, 2)} ${letters(r, 1, 'ACDEFHKNPRTVWXY')}${digits(r, 1)}${letters(r, 2, 'ACDEFHKNPRTVWXY')}` : ''}`;
      return { street, unit: undefined, locality, city: ct, country: cn };
    }
    case 'IN': {
      const flat = chance(r, 0.6) ? `${pick(r, ['Flat', 'Flat No.', 'House No.', 'Plot', '#'])} ${int(r, 1, 1200)}${chance(r, 0.3) ? `-${pick(r, ['A', 'B', 'C'])}` : ''}, ` : '';
      const society = chance(r, 0.5) ? `${from(c, pl.streets)}, ` : '';
      const street = `${flat}${society}${int(r, 1, 200)} ${sn()} ${pick(r, ['Road', 'Marg', 'Street', 'Rd', 'Nagar', 'Lane', 'Cross'])}`;
      const ct = city();
      const pin = chance(r, 0.8) ? digits(r, 6).replace(/^0/u, '5') : `${digits(r, 3).replace(/^0/u, '4')} ${digits(r, 3)}`;
      return { street, unit: undefined, locality: `${ct}, ${pick(r, IN_STATES)} ${chance(r, 0.5) ? '- ' : ''}${pin}`, city: ct, country: cn };
    }
    case 'DE':
    case 'AT':
    case 'CH':
    case 'DK':
    case 'CZ': {
      const st = pl.streets.train.length > 0 && chance(r, 0.55) ? from(c, pl.streets) : `${sn()}${pick(r, ['straße', 'str.', 'weg', 'allee', 'platz', 'gasse', 'ring', 'Straße', ' Weg', '-Straße'])}`;
      const street = `${st} ${houseNo(r, 180, ['a', 'b', 'c', '-3'])}${chance(r, 0.08) ? `/${int(r, 1, 12)}` : ''}`;
      const ct = city();
      const pc = country === 'DE' ? digits(r, 5) : country === 'CZ' ? `${int(r, 100, 799)} ${digits(r, 2)}` : String(int(r, 1000, 9999));
      const prefix = country === 'CH' && chance(r, 0.2) ? 'CH-' : country === 'AT' && chance(r, 0.2) ? 'A-' : country === 'DE' && chance(r, 0.05) ? 'D-' : '';
      return { street, unit: chance(r, 0.05) ? `${int(r, 1, 5)}. OG` : undefined, locality: `${prefix}${pc} ${ct}`, city: ct, country: cn };
    }
    case 'FR': {
      const way = pick(r, ['rue', 'rue', 'rue', 'avenue', 'boulevard', 'place', 'impasse', 'allée', 'chemin', 'quai', 'Rue', 'Avenue', 'Bd', 'av.']);
      const street = `${int(r, 1, 180)}${chance(r, 0.07) ? pick(r, [' bis', ' ter', 'bis']) : ''}${chance(r, 0.15) ? ',' : ''} ${way} ${sn()}`;
      const ct = city();
      const cityText = chance(r, 0.25) ? ct.toUpperCase() : ct;
      const cedex = chance(r, 0.05) ? ' CEDEX' : '';
      return { street, unit: chance(r, 0.08) ? `${pick(r, ['Bât. B', 'Appt 12', 'Apt 3', '2e étage', 'Escalier C'])}` : undefined, locality: `${digits(r, 5).replace(/^00/u, '75')} ${cityText}${cedex}`, city: ct, country: cn };
    }
    case 'ES':
    case 'MX': {
      const way = pick(r, ['Calle', 'Calle', 'C/', 'Avenida', 'Avda.', 'Av.', 'Paseo', 'Plaza', 'Camino', 'Ronda', 'Travesía', 'Carrer']);
      const floor = country === 'ES' && chance(r, 0.3) ? `, ${int(r, 1, 9)}º ${pick(r, ['A', 'B', 'C', 'D', 'izq.', 'dcha.', 'Izda', 'Dcha'])}` : '';
      const street = `${way} ${sn()}${chance(r, 0.5) ? ',' : ''} ${chance(r, 0.1) ? 'nº ' : ''}${int(r, 1, 200)}${floor}`;
      const ct = city();
      const locality = country === 'ES' ? `${digits(r, 5)} ${ct}${chance(r, 0.3) ? `, ${pick(r, ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Málaga', 'Asturias', 'Vizcaya', 'Cantabria'])}` : ''}` : `${chance(r, 0.5) ? `Col. ${pick(r, ['Centro', 'Roma Norte', 'Condesa', 'Del Valle', 'Polanco', 'Juárez'])}, ` : ''}${digits(r, 5)} ${ct}, ${pick(r, MX_STATES)}`;
      return { street, unit: undefined, locality, city: ct, country: cn };
    }
    case 'IT': {
      const way = pick(r, ['Via', 'Via', 'Via', 'Viale', 'Piazza', 'Corso', 'Largo', 'Vicolo', 'Piazzale', 'V.le', 'P.zza']);
      const street = `${way} ${sn()}${chance(r, 0.4) ? ',' : ''} ${int(r, 1, 220)}${chance(r, 0.06) ? '/A' : ''}`;
      const ct = city();
      return { street, unit: chance(r, 0.05) ? `scala ${pick(r, ['A', 'B'])}, int. ${int(r, 1, 20)}` : undefined, locality: `${digits(r, 5)} ${ct}${chance(r, 0.4) ? ` ${pick(r, IT_PROV)}` : ''}`, city: ct, country: cn };
    }
    case 'NL': {
      const part = sn();
      const type = pick(r, NL_STREET_TYPES_LOCAL);
      const st = /\s/u.test(part) ? `${part}${chance(r, 0.5) ? '' : ' '}${type}` : `${part}${type}`;
      const street = `${st} ${houseNo(r, 300, ['A', 'B', '-1', '-II', ' hs', 'bis'])}`;
      const ct = city();
      return { street, unit: undefined, locality: `${int(r, 1000, 9999)} ${letters(r, 2, 'ABCEGHJKLMNPRSTVWXZ')} ${chance(r, 0.15) ? ct.toUpperCase() : ct}`, city: ct, country: cn };
    }
    case 'BR':
    case 'PT': {
      const way = pick(r, ['Rua', 'Rua', 'Av.', 'Avenida', 'Travessa', 'Alameda', 'Praça', 'Estrada', 'R.', 'Largo']);
      const street = `${way} ${sn()}, ${int(r, 1, 3000)}${chance(r, 0.25) ? `, ${pick(r, ['apto', 'ap.', 'Apto.', 'casa', 'bloco B, apto', 'sala', '3º Esq.', '2º Dto.'])} ${int(r, 1, 300)}` : ''}`;
      const ct = city();
      const locality = country === 'BR'
        ? `${chance(r, 0.4) ? `${pick(r, ['Centro', 'Bela Vista', 'Jardins', 'Copacabana', 'Pinheiros', 'Moema', 'Boa Viagem', 'Savassi'])}, ` : ''}${ct} - ${pick(r, BR_UF)}, ${digits(r, 5)}-${digits(r, 3)}`
        : `${int(r, 1000, 9999)}-${digits(r, 3)} ${ct}`;
      return { street, unit: undefined, locality, city: ct, country: cn };
    }
    case 'PL': {
      const street = `${pick(r, ['ul.', 'ul.', 'ul.', 'al.', 'pl.', 'os.', 'Aleja'])} ${sn()} ${int(r, 1, 200)}${chance(r, 0.4) ? `/${int(r, 1, 90)}` : ''}${chance(r, 0.1) ? ` m. ${int(r, 1, 90)}` : ''}`;
      const ct = city();
      return { street, unit: undefined, locality: `${digits(r, 2)}-${digits(r, 3)} ${ct}`, city: ct, country: cn };
    }
    case 'SE':
    case 'FI': {
      const st = country === 'SE' ? `${sn()}${pick(r, ['gatan', 'vägen', 'gränd', 'torget', 'allén', 'stigen'])}` : `${sn()}${pick(r, ['katu', 'tie', 'polku', 'kuja', 'väylä'])}`;
      const street = `${st} ${int(r, 1, 120)}${chance(r, 0.15) ? ` ${pick(r, ['A', 'B', 'C'])}${chance(r, 0.5) ? ` ${int(r, 1, 40)}` : ''}` : ''}`;
      const ct = city();
      const pc = country === 'SE' ? `${int(r, 100, 984)} ${digits(r, 2)}` : digits(r, 5);
      return { street, unit: undefined, locality: `${chance(r, 0.1) && country === 'SE' ? 'SE-' : ''}${pc} ${chance(r, 0.2) ? ct.toUpperCase() : ct}`, city: ct, country: cn };
    }
    case 'TR': {
      const st = pl.streets.train.length > 0 && chance(r, 0.4) ? from(c, pl.streets) : `${sn()} ${pick(r, ['Caddesi', 'Cad.', 'Sokak', 'Sk.', 'Bulvarı', 'Blv.'])}`;
      const mah = chance(r, 0.6) ? `${pick(r, ['Moda', 'Caferağa', 'Fenerbahçe', 'Kızılay', 'Bahçelievler', 'Levent', 'Etiler', 'Alsancak', 'Cumhuriyet', 'Atatürk', 'Yenimahalle'])} Mah. ` : '';
      const street = `${mah}${st} No: ${int(r, 1, 200)}${chance(r, 0.5) ? ` D: ${int(r, 1, 30)}` : ''}`;
      const ct = city();
      const district = chance(r, 0.5) ? `${pick(r, ['Kadıköy', 'Beşiktaş', 'Çankaya', 'Konak', 'Nilüfer', 'Şişli', 'Üsküdar', 'Muratpaşa'])}/` : '';
      return { street, unit: undefined, locality: `${digits(r, 5)} ${district}${ct}`, city: ct, country: cn };
    }
    case 'RO': {
      const street = `${pick(r, ['Str.', 'Strada', 'Bd.', 'Bulevardul', 'Calea'])} ${sn()} nr. ${int(r, 1, 150)}${chance(r, 0.4) ? `, bl. ${int(r, 1, 40)}, ap. ${int(r, 1, 90)}` : ''}`;
      const ct = city();
      return { street, unit: undefined, locality: `${digits(r, 6)} ${ct}`, city: ct, country: cn };
    }
  }
}

const NL_STREET_TYPES_LOCAL = ['straat', 'laan', 'weg', 'plein', 'gracht', 'kade', 'singel', 'dijk', 'steeg', 'hof', 'pad', 'plantsoen'];

export type AddressStyle = 'full' | 'street' | 'multiline' | 'country' | 'streetCity' | 'noComma';

/** The address text in one of its written shapes. */
export function addressText(c: Ctx, a: Address, style: AddressStyle): string {
  const unit = a.unit !== undefined ? `${chance(c.r, 0.6) ? ',' : ''} ${a.unit}` : '';
  switch (style) {
    case 'full':
      return `${a.street}${unit}, ${a.locality}`;
    case 'street':
      return `${a.street}${unit}`;
    case 'multiline':
      return chance(c.r, 0.7) ? `${a.street}${unit}\n${a.locality}` : `${a.street}${unit}\n${a.locality}\n${a.country}`;
    case 'country':
      return `${a.street}${unit}, ${a.locality}, ${a.country}`;
    case 'streetCity':
      return `${a.street}${unit}, ${a.city}`;
    case 'noComma':
      return `${a.street}${unit} ${a.locality}`.replace(/,/gu, '');
  }
}

export const ADDRESS_STYLES: readonly (readonly [number, AddressStyle])[] = [[50, 'full'], [18, 'street'], [12, 'country'], [10, 'streetCity'], [4, 'noComma']];

/** An address entity; `multiline` only where the template puts it on its own lines. */
export function addr(c: Ctx, country: Country = c.country, styles: readonly (readonly [number, AddressStyle])[] = ADDRESS_STYLES): Seg {
  return loc(addressText(c, address(c, country), weighted(c.r, styles)));
}

/** Countries of addresses in English texts. */
export function englishCountry(r: Rng, origin: NameOrigin): Country {
  const own: Partial<Record<NameOrigin, Country>> = { en_US: 'US', en_GB: 'UK', en_IN: 'IN', en_AU: 'AU', en_IE: 'IE', en_CA: 'CA', en_ZA: 'ZA', en_NG: 'NG', de: 'DE', fr: 'FR', es: 'ES', es_MX: 'MX', it: 'IT', nl: 'NL', pt_BR: 'BR', pt_PT: 'PT', pl: 'PL', sv: 'SE', tr: 'TR', da: 'DK', fi: 'FI', cs_CZ: 'CZ', ro: 'RO', de_AT: 'AT', de_CH: 'CH' };
  const mine = own[origin];
  if (mine !== undefined && chance(r, 0.6)) return mine;
  return weighted(r, [[34, 'US'], [20, 'UK'], [4, 'CA'], [4, 'AU'], [3, 'IE'], [6, 'IN'], [4, 'DE'], [3, 'FR'], [3, 'ES'], [3, 'IT'], [3, 'NL'], [2, 'BR'], [1, 'PT'], [2, 'PL'], [1, 'SE'], [1, 'TR'], [1, 'AT'], [1, 'CH'], [1, 'MX'], [1, 'ZA'], [1, 'NG'], [0.5, 'DK'], [0.5, 'FI'], [0.5, 'CZ'], [0.5, 'RO']] as const);
}

// ---------------------------------------------------------------------------------------------
// Cities and regions stated as where someone is.

const REGIONS: Partial<Record<Country, readonly string[]>> = {
  US: US_STATES.map(([, full]) => full),
  UK: ['Yorkshire', 'Cornwall', 'Kent', 'Devon', 'Essex', 'Surrey', 'the Midlands', 'the Lake District', 'Norfolk', 'Somerset', 'Lancashire', 'the Cotswolds'],
  CA: ['Ontario', 'Quebec', 'British Columbia', 'Alberta', 'Nova Scotia', 'Manitoba'],
  AU: ['New South Wales', 'Victoria', 'Queensland', 'Tasmania', 'Western Australia'],
  IN: IN_STATES,
  DE: ['Bayern', 'Bavaria', 'Sachsen', 'Hessen', 'Nordrhein-Westfalen', 'Baden-Württemberg', 'Niedersachsen', 'Brandenburg'],
  FR: ['Bretagne', 'Brittany', 'Normandie', 'Normandy', 'Provence', 'Alsace', 'Occitanie', 'Auvergne', 'Bourgogne'],
  ES: ['Andalucía', 'Cataluña', 'Catalonia', 'Galicia', 'Asturias', 'País Vasco', 'Valencia', 'Aragón'],
  IT: ['Toscana', 'Tuscany', 'Lombardia', 'Sicilia', 'Sicily', 'Puglia', 'Piemonte', 'Veneto', 'Sardegna'],
  NL: ['Noord-Holland', 'Zuid-Holland', 'Friesland', 'Limburg', 'Gelderland', 'Brabant'],
};

export type CityStyle = 'city' | 'cityRegion' | 'cityCountry' | 'region' | 'world';

/** A city (with its region or country), or a region: where someone lives or is. */
export function cityText(c: Ctx, country: Country = c.country, style?: CityStyle): string {
  const r = c.r;
  const s = style ?? weighted(r, [[45, 'city'], [15, 'cityRegion'], [15, 'cityCountry'], [5, 'region'], [20, 'world']] as const);
  const ct = c.side === 'train' && chance(r, 0.2) ? pseudoCity(r) : from(c, places(country).cities);
  switch (s) {
    case 'city':
      return ct;
    case 'cityRegion': {
      if (country === 'US') return `${ct}, ${chance(r, 0.7) ? pick(r, US_STATES)[0] : pick(r, US_STATES)[1]}`;
      const regions = REGIONS[country];
      return regions !== undefined ? `${ct}, ${pick(r, regions)}` : `${ct}, ${pick(r, COUNTRY_NAMES[country])}`;
    }
    case 'cityCountry':
      return `${ct}, ${pick(r, COUNTRY_NAMES[country])}`;
    case 'region': {
      const regions = REGIONS[country];
      return regions !== undefined ? pick(r, regions) : ct;
    }
    case 'world':
      return from(c, worldCities);
  }
}

export function city(c: Ctx, country: Country = c.country, style?: CityStyle): Seg {
  return loc(cityText(c, country, style));
}

// ---------------------------------------------------------------------------------------------
// Unlabelled context: e-mails, phones, order numbers, dates, money.

function slug(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]/gu, '');
}

export function email(c: Ctx, p?: Person): string {
  const r = c.r;
  const dom = pick(r, ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'proton.me', 'gmx.de', 'web.de', 'orange.fr', 'libero.it', 'ziggo.nl', 'wp.pl', 'acme.com', 'contoso.com', 'example.org', 'northwind.io', 'company.co.uk']);
  if (p === undefined || slug(p.first) === '' || slug(p.last) === '') return `${pick(r, ['info', 'support', 'sales', 'hello', 'admin', 'billing', 'noreply', 'team', 'jobs', 'orders'])}@${dom}`;
  const f = slug(p.first);
  const l = slug(p.last);
  return `${weighted(r, [[4, `${f}.${l}`], [2, `${f[0] ?? ''}${l}`], [1, `${f}_${l}`], [1, `${f}${l}${digits(r, 2)}`], [1, `${l}.${f}`], [1, f]])}@${dom}`;
}

export function phone(c: Ctx): string {
  const r = c.r;
  return weighted(r, [
    [3, `(${int(r, 201, 989)}) ${int(r, 200, 999)}-${digits(r, 4)}`],
    [2, `+1 ${int(r, 201, 989)}-${int(r, 200, 999)}-${digits(r, 4)}`],
    [2, `07${digits(r, 3)} ${digits(r, 6)}`],
    [2, `+44 20 ${digits(r, 4)} ${digits(r, 4)}`],
    [1, `+49 30 ${digits(r, 8)}`],
    [1, `06 ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`],
    [1, `+91 ${int(r, 70000, 99999)} ${digits(r, 5)}`],
    [1, `${int(r, 600, 699)} ${digits(r, 3)} ${digits(r, 3)}`],
  ]);
}

export function orderNo(c: Ctx): string {
  const r = c.r;
  return weighted(r, [
    [3, `#${int(r, 10000, 9999999)}`],
    [2, `${letters(r, 2)}-${digits(r, 6)}`],
    [2, `${digits(r, 3)}-${digits(r, 7)}-${digits(r, 7)}`],
    [1, `ORD-${digits(r, 8)}`],
    [1, `${letters(r, 3)}${digits(r, 9)}`],
    [1, `1Z${letters(r, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}${digits(r, 13)}`],
  ]);
}

export function ticketNo(c: Ctx): string {
  return weighted(c.r, [[2, `#${int(c.r, 1000, 999999)}`], [1, `${pick(c.r, ['INC', 'REQ', 'CS', 'TKT', 'JIRA-', 'SUP-'])}${digits(c.r, 6)}`], [1, `${pick(c.r, ['PROJ', 'OPS', 'WEB', 'API'])}-${int(c.r, 10, 9999)}`]]);
}

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS_EN = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function date(c: Ctx): string {
  const r = c.r;
  const m = int(r, 1, 12);
  const d = int(r, 1, 28);
  const y = int(r, 2019, 2026);
  return weighted(r, [
    [2, `${MONTHS_EN[m - 1] ?? 'May'} ${d}`],
    [2, `${MONTHS_EN[m - 1] ?? 'May'} ${d}, ${y}`],
    [1, `${d} ${MONTHS_EN[m - 1] ?? 'May'}`],
    [2, `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`],
    [1, `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`],
    [2, pick(r, DAYS_EN)],
    [1, `next ${pick(r, DAYS_EN)}`],
    [1, pick(r, ['tomorrow', 'today', 'yesterday', 'last week', 'this weekend', 'on Friday', 'end of the month'])],
  ]);
}

export function month(c: Ctx): string {
  return pick(c.r, MONTHS_EN);
}

export function weekday(c: Ctx): string {
  return pick(c.r, DAYS_EN);
}

export function time(c: Ctx): string {
  const r = c.r;
  return weighted(r, [[2, `${int(r, 1, 12)}${pick(r, ['am', 'pm', ' AM', ' PM', ':30pm', ':15 am'])}`], [1, `${int(r, 7, 20)}:${pick(r, ['00', '15', '30', '45'])}`], [1, 'noon']]);
}

export function money(c: Ctx): string {
  const r = c.r;
  return weighted(r, [[3, `$${int(r, 5, 2000)}${chance(r, 0.5) ? `.${digits(r, 2)}` : ''}`], [2, `€${int(r, 5, 900)}`], [2, `£${int(r, 5, 900)}`], [1, `${int(r, 10, 5000)} EUR`], [1, `USD ${int(r, 10, 5000)}`]]);
}

export const COMPANIES = ['Acme Corp', 'Globex', 'Initech', 'Umbrella Ltd', 'Northwind Traders', 'Contoso', 'Fabrikam', 'Wayne Enterprises', 'Stark Industries', 'Hooli', 'Pied Piper', 'Vandelay Industries', 'Dunder Mifflin', 'Soylent Corp', 'Tyrell Corporation', 'Cyberdyne Systems', 'Blue Harbor Bank', 'Litware', 'Tailspin Toys', 'Wide World Importers', 'Proseware', 'Adventure Works', 'Alpine Ski House', 'Coho Winery', 'Lucerne Publishing', 'Margie\'s Travel', 'Trey Research', 'Woodgrove Bank', 'Bellows College', 'Fourth Coffee', 'Graphic Design Institute', 'Humongous Insurance', 'Southridge Video', 'The Phone Company', 'Relecloud', 'Munson\'s Pickles', 'Apple', 'Google', 'Microsoft', 'Amazon', 'Netflix', 'Spotify', 'Tesla', 'IKEA', 'Siemens', 'SAP', 'Bosch', 'Nestlé', 'Unilever', 'Shell', 'BP', 'Vodafone', 'Barclays', 'HSBC', 'Deutsche Bank', 'Santander', 'Zara', 'H&M', 'Lidl', 'Aldi', 'Tesco', 'Walmart', 'Target', 'Costco', 'FedEx', 'UPS', 'DHL', 'Uber', 'Airbnb', 'Salesforce', 'Oracle', 'IBM', 'Intel', 'Nvidia', 'Samsung', 'Sony', 'Toyota', 'Honda', 'Ford', 'Ferrari', 'Philips', 'Heineken', 'Ryanair', 'Lufthansa', 'Air France', 'KLM', 'Booking.com', 'Zalando', 'Revolut', 'Monzo', 'Stripe', 'Shopify', 'Atlassian', 'GitHub', 'GitLab', 'Slack', 'Zoom', 'Dropbox', 'Adobe', 'Canva', 'Figma', 'Notion', 'Trello', 'Asana', 'Johnson & Johnson', 'Procter & Gamble', 'Morgan Stanley', 'Goldman Sachs', 'Wells Fargo', 'Charles Schwab', 'Marks & Spencer', 'Sainsbury\'s', 'John Lewis', 'Harvey Nichols', 'Ben & Jerry\'s', 'McDonald\'s', 'Wendy\'s', 'Dell', 'Hewlett-Packard', 'Boeing', 'Lockheed Martin', 'Disney', 'Warner Bros', 'Dr. Oetker', 'Dr. Martens', 'Dr Pepper', 'Tim Hortons', 'Dyson', 'Porsche', 'Mercedes-Benz', 'Rolls-Royce', 'Jack Daniel\'s', 'Kellogg\'s', 'Hilton', 'Marriott'];
export const PRODUCTS = ['iPhone 15', 'MacBook Pro', 'Galaxy S24', 'Pixel 8', 'Kindle Paperwhite', 'Echo Dot', 'AirPods Pro', 'PlayStation 5', 'Xbox Series X', 'Nintendo Switch', 'Surface Laptop', 'ThinkPad X1', 'Model 3', 'Roomba', 'Apple Watch', 'iPad Air', 'Chromebook', 'Fire TV Stick', 'GoPro Hero', 'Instant Pot', 'Nespresso Vertuo', 'Dyson V15', 'Vitamix', 'KitchenAid mixer', 'Peloton', 'Fitbit Charge', 'Garmin Forerunner', 'Sonos One', 'Bose QC45', 'Office 365', 'Photoshop', 'Excel', 'Windows 11', 'macOS Sonoma', 'Ubuntu 22.04', 'Chrome', 'Firefox', 'Outlook', 'Teams', 'WhatsApp', 'Instagram', 'TikTok', 'LinkedIn', 'ChatGPT', 'Copilot', 'Alexa', 'Siri', 'Cortana', 'Gemini', 'Claude'];
export const TECH = ['Python', 'JavaScript', 'TypeScript', 'Java', 'Rust', 'Go', 'Ruby', 'Ruby on Rails', 'Julia', 'Kotlin', 'Swift', 'Scala', 'Haskell', 'Elixir', 'Erlang', 'Perl', 'PHP', 'Pascal', 'Ada', 'Lua', 'R', 'MATLAB', 'React', 'Vue', 'Angular', 'Svelte', 'Django', 'Flask', 'FastAPI', 'Spring Boot', 'Express', 'Next.js', 'Node', 'Deno', 'Jenkins', 'Ansible', 'Terraform', 'Kubernetes', 'Docker', 'Helm', 'Pandas', 'NumPy', 'SciPy', 'PyTorch', 'TensorFlow', 'Keras', 'Spark', 'Hadoop', 'Kafka', 'Cassandra', 'MongoDB', 'PostgreSQL', 'MySQL', 'Redis', 'Elasticsearch', 'Kibana', 'Grafana', 'Prometheus', 'Nginx', 'Apache', 'Jupyter', 'Hugging Face', 'LangChain', 'Selenium', 'Cypress', 'Jest', 'Mocha', 'Jasmine', 'Karma', 'Gradle', 'Maven', 'Homebrew', 'Git', 'Bitbucket', 'Jira', 'Confluence', 'Sentry', 'Datadog', 'Heroku', 'Vercel', 'Netlify', 'AWS Lambda', 'Azure', 'BigQuery', 'Snowflake', 'Airflow', 'Dagster', 'Celery', 'Sidekiq', 'Unity', 'Unreal Engine', 'Blender', 'Godot', 'Arduino', 'Raspberry Pi', 'Linux', 'Debian', 'Fedora', 'Arch', 'Alpine', 'Windows', 'Bash', 'PowerShell', 'Vim', 'Emacs', 'VS Code', 'IntelliJ', 'PyCharm', 'Xcode', 'Postman', 'Swagger', 'GraphQL', 'gRPC', 'Webpack', 'Vite', 'Babel', 'ESLint', 'Prettier', 'Sass', 'Tailwind', 'Bootstrap', 'jQuery', 'Hibernate', 'Lombok', 'Victoria Metrics', 'Loki', 'Tempo', 'Jaeger', 'Zipkin', 'Istio', 'Envoy', 'Consul', 'Vault', 'Nomad', 'Packer', 'Chef', 'Puppet', 'Salt'];
