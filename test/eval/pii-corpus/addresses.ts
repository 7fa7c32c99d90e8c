/**
 * Street addresses in each country's own order and punctuation. The whole string is one LOCATION
 * label: from the house number (or the street name where the number follows it) through the
 * postal code and city when present.
 */
import { chance, digits, type Gen, int, pick, weighted } from './random.js';

/** A subset of the USPS street suffixes (Publication 28, appendix C1), full and standard abbreviation. */
const USPS_SUFFIXES = [
  'Street', 'St', 'Avenue', 'Ave', 'Road', 'Rd', 'Boulevard', 'Blvd', 'Drive', 'Dr', 'Lane', 'Ln', 'Court', 'Ct',
  'Place', 'Pl', 'Terrace', 'Ter', 'Way', 'Circle', 'Cir', 'Parkway', 'Pkwy', 'Highway', 'Hwy', 'Trail', 'Trl',
  'Square', 'Sq', 'Loop', 'Pike', 'Row', 'Run', 'Crossing', 'Xing', 'Alley', 'Aly', 'Ridge', 'Rdg',
];
const US_STREET_NAMES = ['Main', 'Oak', 'Maple', 'Cedar', 'Pine', 'Elm', 'Washington', 'Lincoln', 'Park', 'Lake', 'Hill', 'Sunset', 'Evergreen', 'Highland', 'Jefferson', 'Madison', 'Church', 'Mill', 'River', 'Willow'];
/** Real cities with their state and the first three digits of their ZIP codes. */
const US_CITIES: readonly (readonly [string, string, string])[] = [
  ['Springfield', 'IL', '627'], ['Austin', 'TX', '787'], ['Denver', 'CO', '802'], ['Seattle', 'WA', '981'],
  ['Portland', 'OR', '972'], ['Boston', 'MA', '021'], ['Chicago', 'IL', '606'], ['San Francisco', 'CA', '941'],
  ['Brooklyn', 'NY', '112'], ['Washington', 'DC', '200'], ['Atlanta', 'GA', '303'], ['Phoenix', 'AZ', '850'],
  ['Columbus', 'OH', '432'], ['Nashville', 'TN', '372'], ['Minneapolis', 'MN', '554'], ['Raleigh', 'NC', '276'],
  ['Salt Lake City', 'UT', '841'], ['Miami', 'FL', '331'],
];

function ordinalStreet(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

function usUnit(g: Gen): string {
  return pick(g, [
    `Apt ${int(g, 1, 40)}${pick(g, ['', 'A', 'B', 'C'])}`,
    `Apt. ${int(g, 1, 999)}`,
    `Suite ${int(g, 100, 1200)}`,
    `Ste ${int(g, 100, 900)}`,
    `Unit ${int(g, 1, 60)}`,
    `#${int(g, 1, 500)}`,
  ]);
}

interface AddressParts {
  readonly street: string;
  /** Postal code and city (US: city, state and ZIP). */
  readonly locality: string;
}

function usAddress(g: Gen): AddressParts {
  const name = weighted(g, [
    [4, pick(g, US_STREET_NAMES)],
    [3, g.f.person.lastName()],
    [1, ordinalStreet(int(g, 1, 120))],
  ]);
  const pre = chance(g, 0.12) ? `${pick(g, ['N', 'S', 'E', 'W'])} ` : '';
  const post = chance(g, 0.08) ? ` ${pick(g, ['NW', 'NE', 'SW', 'SE'])}` : '';
  const unit = chance(g, 0.3) ? `${chance(g, 0.5) ? ',' : ''} ${usUnit(g)}` : '';
  const street = `${int(g, 1, chance(g, 0.5) ? 999 : 19999)} ${pre}${name} ${pick(g, USPS_SUFFIXES)}${post}${unit}`;
  const [city, state, zip3] = chance(g, 0.6) ? pick(g, US_CITIES) : [g.f.location.city(), g.f.location.state({ abbreviated: true }), digits(g, 3)];
  const zip = `${zip3}${digits(g, 2)}${chance(g, 0.15) ? `-${digits(g, 4)}` : ''}`;
  return { street, locality: `${city}, ${state} ${zip}` };
}

const UK_STREET_TYPES = ['Street', 'Road', 'Lane', 'Avenue', 'Close', 'Crescent', 'Gardens', 'Grove', 'Place', 'Drive', 'Way', 'Terrace', 'Court', 'Mews', 'Row', 'Hill', 'Square'];
const UK_STREET_NAMES = ['Baker', 'Church', 'Station', 'Victoria', 'Mill', 'Park', 'Kings', 'Queens', 'Manor', 'Albert', 'Windsor', 'Elm', 'Grange', 'Chapel'];
/** Real towns with their postcode areas, so the postcode at least belongs to the town. */
const UK_TOWNS: readonly (readonly [string, readonly string[]])[] = [
  ['London', ['SW', 'SE', 'NW', 'N', 'E', 'W', 'EC', 'WC']],
  ['Manchester', ['M']], ['Leeds', ['LS']], ['Bristol', ['BS']], ['Glasgow', ['G']], ['Edinburgh', ['EH']],
  ['Cardiff', ['CF']], ['Oxford', ['OX']], ['Cambridge', ['CB']], ['Brighton', ['BN']], ['York', ['YO']],
  ['Bath', ['BA']], ['Birmingham', ['B']], ['Liverpool', ['L']], ['Sheffield', ['S']], ['Norwich', ['NR']],
];

/** Highest numbered district of each area (Royal Mail), so outward codes exist. */
const UK_DISTRICTS: Record<string, number> = {
  SW: 20, SE: 28, NW: 11, N: 22, E: 18, W: 14, M: 35, LS: 29, BS: 41, G: 84, EH: 55, CF: 48, OX: 29, CB: 25,
  BN: 45, YO: 62, BA: 16, B: 98, L: 40, S: 75, NR: 35,
};

/** Central London districts that are split by a letter (EC1A, SW1A, W1D, ...); EC and WC only exist split. */
const UK_SPLIT_DISTRICTS: Record<string, readonly string[]> = {
  EC: ['EC1A', 'EC1M', 'EC1V', 'EC2A', 'EC2M', 'EC2V', 'EC3A', 'EC3M', 'EC3N', 'EC4A', 'EC4M', 'EC4N'],
  WC: ['WC1A', 'WC1B', 'WC1E', 'WC1H', 'WC1N', 'WC1R', 'WC1V', 'WC1X', 'WC2A', 'WC2B', 'WC2E', 'WC2H', 'WC2N', 'WC2R'],
  SW: ['SW1A', 'SW1E', 'SW1H', 'SW1P', 'SW1V', 'SW1W', 'SW1X', 'SW1Y'],
  W: ['W1B', 'W1D', 'W1F', 'W1G', 'W1H', 'W1J', 'W1K', 'W1S', 'W1T', 'W1U', 'W1W'],
};

/** Outward code (area + district) and inward code (digit + two letters without C, I, K, M, O, V). */
function ukPostcode(g: Gen, area: string): string {
  const split = UK_SPLIT_DISTRICTS[area];
  const outward = split !== undefined && (area === 'EC' || area === 'WC' || chance(g, 0.3)) ? pick(g, split) : `${area}${int(g, 1, UK_DISTRICTS[area] ?? 9)}`;
  const letters = 'ABDEFGHJLNPQRSTUWXYZ';
  return `${outward} ${int(g, 0, 9)}${pick(g, [...letters])}${pick(g, [...letters])}`;
}

function ukAddress(g: Gen): AddressParts {
  const streetName = chance(g, 0.4) ? g.f.location.street() : `${pick(g, UK_STREET_NAMES)} ${pick(g, UK_STREET_TYPES)}`;
  const flat = chance(g, 0.12) ? `Flat ${int(g, 1, 30)}, ` : '';
  const street = `${flat}${int(g, 1, 250)}${chance(g, 0.05) ? 'B' : ''} ${streetName}`;
  const [town, areas] = pick(g, UK_TOWNS);
  return { street, locality: `${town}${chance(g, 0.3) ? ',' : ''} ${ukPostcode(g, pick(g, areas))}` };
}

const DE_STREETS = ['Hauptstraße', 'Bahnhofstraße', 'Schulstraße', 'Gartenstraße', 'Dorfstraße', 'Bergstraße', 'Lindenstraße', 'Kirchstraße', 'Goethestraße', 'Schillerstraße', 'Am Markt', 'Friedrichstraße', 'Kurfürstendamm', 'Sonnenallee', 'Mühlenweg', 'Rosenstr.'];
const DE_CITIES = ['Berlin', 'München', 'Hamburg', 'Köln', 'Frankfurt am Main', 'Stuttgart', 'Düsseldorf', 'Leipzig', 'Dresden', 'Nürnberg', 'Bremen', 'Hannover'];

function houseNumber(g: Gen, suffixes: readonly string[]): string {
  return `${int(g, 1, 180)}${chance(g, 0.15) ? pick(g, suffixes) : ''}`;
}

function deAddress(g: Gen): AddressParts {
  const street = `${chance(g, 0.5) ? pick(g, DE_STREETS) : g.f.location.street()} ${houseNumber(g, ['a', 'b', 'c', '-3'])}`;
  const city = chance(g, 0.6) ? pick(g, DE_CITIES) : g.f.location.city();
  return { street, locality: `${g.f.location.zipCode('#####')} ${city}` };
}

const FR_WAYS = ['rue', 'rue', 'avenue', 'boulevard', 'place', 'impasse', 'allée', 'chemin', 'quai', 'Rue', 'Avenue'];
const FR_NAMES = ['de la Paix', 'Victor Hugo', 'du Général de Gaulle', 'des Lilas', 'Jean Jaurès', 'de la République', 'Pasteur', 'du Moulin', 'de Rivoli', 'Saint-Honoré', 'des Écoles'];
const FR_CITIES: readonly (readonly [string, string])[] = [
  ['Paris', '750'], ['Lyon', '6900'], ['Marseille', '130'], ['Toulouse', '310'], ['Nice', '060'], ['Nantes', '440'],
  ['Bordeaux', '330'], ['Lille', '590'], ['Strasbourg', '670'], ['Montpellier', '340'],
];

function frAddress(g: Gen): AddressParts {
  const number = `${int(g, 1, 150)}${chance(g, 0.08) ? pick(g, [' bis', ' ter']) : ''}`;
  const way = chance(g, 0.35) ? g.f.location.street() : `${pick(g, FR_WAYS)} ${pick(g, FR_NAMES)}`;
  const [city, prefix] = chance(g, 0.7) ? pick(g, FR_CITIES) : [g.f.location.city(), ''];
  const code = prefix === '' ? g.f.location.zipCode('#####') : prefix + digits(g, 5 - prefix.length);
  const cityText = chance(g, 0.2) ? city.toUpperCase() : city;
  return { street: `${number}${chance(g, 0.15) ? ',' : ''} ${way}`, locality: `${code} ${cityText}` };
}

const ES_WAYS = ['Calle', 'Calle', 'C/', 'Avenida', 'Avda.', 'Paseo', 'Plaza', 'Camino', 'Ronda', 'Travesía'];
const ES_NAMES = ['Mayor', 'de Alcalá', 'Gran Vía', 'del Sol', 'de la Constitución', 'Real', 'de Colón', 'San Vicente', 'del Prado', 'de Gracia', 'Nueva'];
const ES_CITIES: readonly (readonly [string, string])[] = [
  ['Madrid', '28'], ['Barcelona', '08'], ['Valencia', '46'], ['Sevilla', '41'], ['Zaragoza', '50'], ['Málaga', '29'], ['Bilbao', '48'], ['Granada', '18'],
];

function esAddress(g: Gen): AddressParts {
  const name = chance(g, 0.7) ? pick(g, ES_NAMES) : g.f.person.lastName();
  const number = String(int(g, 1, 200));
  const floor = chance(g, 0.25) ? `, ${int(g, 1, 9)}º ${pick(g, ['A', 'B', 'C', 'D', 'izq.', 'dcha.'])}` : '';
  const street = `${pick(g, ES_WAYS)} ${name}${chance(g, 0.5) ? ',' : ''} ${number}${floor}`;
  const [city, province] = pick(g, ES_CITIES);
  return { street, locality: `${province}${digits(g, 3)} ${city}` };
}

const IT_WAYS = ['Via', 'Via', 'Viale', 'Piazza', 'Corso', 'Largo', 'Vicolo', 'Piazzale'];
const IT_NAMES = ['Roma', 'Garibaldi', 'Giuseppe Verdi', 'dei Mille', 'XX Settembre', 'Vittorio Emanuele II', 'Dante', 'Cavour', 'della Repubblica', 'Mazzini', 'San Marco'];
const IT_CITIES: readonly (readonly [string, string])[] = [
  ['Roma', '001'], ['Milano', '201'], ['Napoli', '801'], ['Torino', '101'], ['Firenze', '501'], ['Bologna', '401'], ['Venezia', '301'], ['Genova', '161'],
];

function itAddress(g: Gen): AddressParts {
  const name = chance(g, 0.7) ? pick(g, IT_NAMES) : g.f.person.lastName();
  const street = `${pick(g, IT_WAYS)} ${name}${chance(g, 0.4) ? ',' : ''} ${int(g, 1, 220)}`;
  const [city, prefix] = pick(g, IT_CITIES);
  return { street, locality: `${prefix}${digits(g, 2)} ${city}` };
}

const NL_STREETS = ['Kalverstraat', 'Damrak', 'Prinsengracht', 'Herengracht', 'Keizersgracht', 'Dorpsstraat', 'Kerkstraat', 'Stationsweg', 'Coolsingel', 'Oudegracht', 'Molenweg'];
const NL_CITIES = ['Amsterdam', 'Rotterdam', 'Den Haag', 'Utrecht', 'Eindhoven', 'Groningen', 'Haarlem', 'Leiden', 'Delft', 'Maastricht'];

function nlAddress(g: Gen): AddressParts {
  const street = `${chance(g, 0.5) ? pick(g, NL_STREETS) : g.f.location.street()} ${houseNumber(g, ['A', 'B', '-II', '-1'])}`;
  const postcode = `${int(g, 1000, 9999)} ${pick(g, [...'ABCEGHJKLMNPRSTVWXZ'])}${pick(g, [...'ABCEGHJKLMNPRSTVWXZ'])}`;
  return { street, locality: `${postcode} ${chance(g, 0.6) ? pick(g, NL_CITIES) : g.f.location.city()}` };
}

function addressParts(g: Gen): AddressParts {
  switch (g.locale) {
    case 'en_US':
      return usAddress(g);
    case 'en_GB':
      return ukAddress(g);
    case 'de':
      return deAddress(g);
    case 'fr':
      return frAddress(g);
    case 'es':
      return esAddress(g);
    case 'it':
      return itAddress(g);
    case 'nl':
      return nlAddress(g);
  }
}

/** Countries where a street line alone ("I live at 42 Oak Street") reads as an address. */
const STREET_ONLY_OK = new Set(['en_US', 'en_GB', 'de', 'nl']);

/**
 * A one-line address in the locale's country. With `streetOnly`, the city line is dropped where
 * that still reads as an address.
 */
export function address(g: Gen, streetOnly = false): string {
  const parts = addressParts(g);
  return streetOnly && STREET_ONLY_OK.has(g.locale) ? parts.street : `${parts.street}, ${parts.locality}`;
}

/** An address on two lines, as in a letterhead or signature. */
export function multiLineAddress(g: Gen): string {
  const parts = addressParts(g);
  return `${parts.street}\n${parts.locality}`;
}
