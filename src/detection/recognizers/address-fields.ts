import { cellsUnder, delimiterCount, headerOf, isRuleLine, type NamedCell, normalName, statementCells } from '../columns.js';
import type { PatternSpec, PendingTail, RawMatch, Recognizer, Refined } from '../recognizer.js';
import { isRegion } from '../validators/regions.js';

/**
 * Pieces of an address that a record keeps in fields of their own, found by the field's name: a
 * city, state, postcode or street line as the value of a key (`"city": "Philadelphia"`,
 * `zip=19106`, `postcode: EH9 1HN`, `<postalCode>97006</postalCode>`, "ZIP 78702"). A city or a
 * postcode alone says little, but beside a name or a date of birth in a customer record it narrows
 * a person down (HIPAA's Safe Harbor method removes every place smaller than a state, ZIP codes
 * included), and it is what people paste: JSON payloads, YAML, XML, form dumps, logs. In prose a
 * lone city is no address and is left to the NER model (docs/decisions.md, session 28).
 *
 * The field name decides what the value must look like: a postcode's shape, a city's capitalised
 * words, a state's code or name (validators/regions.ts), a street line with a number or a street
 * word. A key that merely contains a field's name ("velocity", "email address", "state" of an
 * order) names no address.
 */

type FieldKind = 'city' | 'state' | 'postcode' | 'street';

/** Field names by kind, in their normal forms (columns.ts, normalName: "postalCode" → "postal code"). */
const FIELD_NAMES: Readonly<Record<FieldKind, readonly string[]>> = {
  city: [
    'city', 'town', 'suburb', 'locality', 'village', 'county', 'municipality', 'ville', 'ort', 'wohnort', 'stadt', 'ciudad', 'localidad',
    'municipio', 'città', 'citta', 'comune', 'cidade', 'woonplaats', 'plaats', 'miasto', 'miejscowość', 'kaupunki', 'postort', 'ort stadt',
    // A city's neighbourhood, which Latin American addresses name as a part of their own.
    'bairro', 'barrio', 'colonia', 'neighborhood', 'neighbourhood',
  ],
  state: ['state', 'province', 'prov', 'state province', 'bundesland', 'provincia', 'estado', 'territory'],
  postcode: [
    'zip', 'zipcode', 'zip code', 'zip5', 'postcode', 'post code', 'postal code', 'postalcode', 'postal', 'plz', 'postleitzahl',
    'code postal', 'codepostal', 'cp', 'cap', 'cep', 'codigo postal', 'código postal', 'kod pocztowy', 'postnummer', 'postnr',
    'postinumero', 'pincode', 'pin code', 'eircode',
  ],
  street: [
    'street', 'street address', 'street address line', 'streetaddressline', 'address line', 'address line1', 'address line 1',
    'address line2', 'address line 2', 'address1', 'address 1', 'address2', 'address 2', 'addr1', 'addr2', 'line1', 'line 1', 'line2',
    'line 2', 'address', 'addr', 'home address', 'rue', 'strasse', 'straße', 'calle', 'direccion', 'dirección', 'endereco', 'endereço',
    'indirizzo', 'adresse', 'anschrift', 'adres', 'residence',
  ],
};

const KINDS = Object.keys(FIELD_NAMES) as FieldKind[];

/**
 * Words before "address" that make it no place: a mailbox's, a host's, a wallet's, memory's.
 * ("Home", "mailing", "billing", "beneficiary" address are places.)
 */
const NOT_PLACE_ADDRESS = new Set([
  'email', 'e mail', 'mail', 'ip', 'ipv4', 'ipv6', 'mac', 'web', 'wallet', 'server', 'bind', 'listen', 'listening', 'remote', 'local',
  'host', 'proxy', 'gateway', 'memory', 'base', 'bitcoin', 'btc', 'eth', 'ethereum', 'contract', 'public', 'hardware', 'network',
  'broadcast', 'multicast', 'loopback', 'source', 'destination', 'dest', 'src', 'dst', 'peer', 'client', 'socket', 'url', 'i2c', 'pci',
  'bus', 'device', 'return', 'reply', 'sender', 'recipient', 'from', 'to', 'cc', 'bcc', 'node', 'pod', 'service', 'api', 'endpoint',
]);

/** A key's words as a pattern: each separator a writer might use, or none ("zip_code", "zip-code", "zipcode", "Zip Code"). */
const asKeyPattern = (name: string): string => name.split(' ').map(escape).join(String.raw`[ _.\-]?`);
const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const byLength = (a: string, b: string): number => b.length - a.length;
const ALL_NAMES = KINDS.flatMap((kind) => FIELD_NAMES[kind]).sort(byLength);
/** Names that label a postcode with no mark after them, as forms print it ("ZIP 78702", "Postcode EH9 1HN"). */
const MARKLESS_NAMES = ['zip code', 'zip', 'postcode', 'postal code', 'plz', 'eircode'];

/** A field name, whole at its start (a key may carry a prefix: "billing_zip", "billingZip", "shipping-city"). */
function keyPattern(names: readonly string[]): string {
  const camel = CAMEL_NAMES.filter((name) => names.some((n) => n.replace(/ /g, '') === name.toLowerCase()));
  return String.raw`(?:(?:\b|_)(?i:${names.map(asKeyPattern).join('|')})${camel.length === 0 ? '' : `|[a-z](?:${camel.join('|')})`})`;
}
/** The names that end a camel-case key ("billingPostalCode", "shippingCity", "homeAddress"). */
const CAMEL_NAMES = ['City', 'Town', 'State', 'Province', 'Zip', 'ZipCode', 'Zipcode', 'Postcode', 'PostalCode', 'Street', 'Address', 'County', 'Suburb'];

/** After the key, its quote and a mark: JSON, Python, YAML, PHP, forms, logs ("city": , 'zip' => , postal=). */
const GLUE = String.raw`["'\x60]?[ \t]{0,4}(?:[:=：]|=>)[ \t]{0,4}`;
/**
 * A value: quoted (to its closing quote), or bare: words with one space between, to a delimiter, a
 * run of blanks (a form's next column: "City: Austin   State: TX") or the line's end.
 */
const VALUE = String.raw`(?:"[^"\r\n]+"|'[^'\r\n]+'|[^\s"'\x60,;|&<>{}\[\]=](?:[^\s"'\x60;|&<>{}\[\]=]| [^\s"'\x60;|&<>{}\[\]=])*)`;

/**
 * After a column's name in a header line: its quote, then a delimiter or the line's end. Not the
 * delimiter before the name, which the previous column's match holds (expand() reads the whole
 * field back from here).
 */
const COLUMN_END = String.raw`["'\x60]?[ \t]*[,;|\t\r\n]`;

/**
 * One pattern for every form, so that the text is searched for the field names once (each search
 * of the list costs ≈ 4 µs per 2 KB): a key with its mark and value; an XML element
 * (`<city>Beaverton</city>`, CDA's `<streetAddressLine>`, `<postalCode>`); a label with no mark,
 * as forms print a postcode ("ZIP 78702", "Postcode EH9 1HN"; only postcodes count so); or a
 * column's name in a header line, which stands for the cells under it. The match is the name and
 * what follows, never its line: a pattern that could start anywhere on a line would keep every
 * line of a streamed reply pending (engine.ts, viableFrom).
 */
const FIELD: PatternSpec = {
  name: 'field',
  regex: String.raw`${keyPattern(ALL_NAMES)}(?:${GLUE}${VALUE}|>[^<>\r\n]+</|${COLUMN_END})|${keyPattern(MARKLESS_NAMES)}[ \t]{1,4}[A-Z0-9][A-Za-z0-9]{1,7}(?:[ \-][A-Za-z0-9]{2,5})?`,
  prefilter: String.raw`${keyPattern(ALL_NAMES)}(?:${GLUE}|>|${COLUMN_END})|${keyPattern(MARKLESS_NAMES)}[ \t]{1,4}[A-Z0-9]`,
  isPrefilterInMatch: true,
  score: 0.85,
};

/** A postcode's label with no mark, at the start of a match. */
const MARKLESS_LABEL = new RegExp(`^(?:${MARKLESS_NAMES.map(asKeyPattern).join('|')})[ \t]{1,4}`, 'i');
/** The key's mark in a match (a key holds none). */
const MARK = /[:=：]/;

/**
 * The value's span in a match (whose groups RE2 would find only on its slow submatch engine, for a
 * pattern this large: the span is read here instead), and whether it was quoted.
 */
function valueOf(match: RawMatch): { readonly start: number; readonly end: number; readonly isQuoted: boolean } | undefined {
  const { text } = match;
  if (text.endsWith('</')) {
    const open = text.indexOf('>');
    return { start: match.start + open + 1, end: match.end - 2, isQuoted: true };
  }
  const mark = MARK.exec(text);
  if (mark === null) {
    const label = MARKLESS_LABEL.exec(text);
    return label === null ? undefined : { start: match.start + label[0].length, end: match.end, isQuoted: false };
  }
  let at = mark.index + (text[mark.index + 1] === '>' ? 2 : 1);
  while (isBlank(text[at])) at++;
  const quote = text[at];
  if ((quote === '"' || quote === "'") && text.length - at >= 2 && text[text.length - 1] === quote) return { start: match.start + at + 1, end: match.end - 1, isQuoted: true };
  return { start: match.start + at, end: match.end, isQuoted: false };
}

/** A field's name, as read back from its value. */
interface FieldName {
  /** Up to four words before the value and its glue ("Zip Code", "Beneficiary address", "billing_zip"). */
  readonly name: string;
  /** A mark (":", "=", "=>") or an element's ">" stands between: "ZIP 78702" has none. */
  readonly isMarked: boolean;
}

const KEY_CHAR = /[\p{L}\p{N}_.-]/u;
const isKeyChar = (c: string | undefined): boolean => {
  if (c === undefined) return false;
  const unit = c.charCodeAt(0);
  if (unit < 128) return (unit >= 48 && unit <= 57) || ((unit | 0x20) >= 97 && (unit | 0x20) <= 122) || unit === 95 || unit === 46 || unit === 45;
  return KEY_CHAR.test(c);
};
const isQuote = (c: string | undefined): boolean => c === '"' || c === "'" || c === '`';
const isBlank = (c: string | undefined): boolean => c === ' ' || c === '\t';
/** How far back a field's name is read. */
const NAME_REACH = 64;

/**
 * The field name before the value at `start`, read backwards (a pattern anchored at the end of the
 * text before was tried from every position of it: most of this recognizer's cost).
 */
function fieldBefore(text: string, start: number): FieldName | undefined {
  const limit = Math.max(0, start - NAME_REACH);
  let i = start;
  if (text[i - 1] === '>') {
    // An element: "<city>".
    let j = i - 1;
    while (j > limit && isKeyChar(text[j - 1])) j--;
    return j < i - 1 && text[j - 1] === '<' ? { name: text.slice(j, i - 1), isMarked: true } : undefined;
  }
  if (isQuote(text[i - 1])) i--;
  while (i > limit && isBlank(text[i - 1])) i--;
  let isMarked = false;
  if (text[i - 1] === ':' || text[i - 1] === '=' || text[i - 1] === '：') {
    i--;
    isMarked = true;
  } else if (text[i - 1] === '>' && text[i - 2] === '=') {
    i -= 2;
    isMarked = true;
  }
  while (i > limit && isBlank(text[i - 1])) i--;
  if (isQuote(text[i - 1])) i--;
  const end = i;
  let from = i;
  for (let words = 0; words < 4; words++) {
    let j = from;
    while (j > limit && isKeyChar(text[j - 1])) j--;
    if (j === from) break;
    from = j;
    if (!(text[j - 1] === ' ' && isKeyChar(text[j - 2]))) break;
    from = j - 1;
  }
  if (text[from] === ' ') from++;
  return from < end ? { name: text.slice(from, end), isMarked } : undefined;
}

/** Kinds of the keys seen, by normal form: a record repeats its keys. Bounded: keys come from untrusted text. */
const kinds = new Map<string, FieldKind | null>();
const MAX_KINDS = 4_096;

/** What kind of field `key` (normal form) names: the kind whose name ends it, whole. */
function kindOf(key: string): FieldKind | undefined {
  let kind = kinds.get(key);
  if (kind === undefined) {
    kind = readKind(key) ?? null;
    if (kinds.size >= MAX_KINDS) kinds.clear();
    kinds.set(key, kind);
  }
  return kind ?? undefined;
}

function readKind(key: string): FieldKind | undefined {
  for (const kind of KINDS) {
    for (const name of FIELD_NAMES[kind]) {
      if (key !== name && !key.endsWith(` ${name}`)) continue;
      if (kind === 'street' && (name === 'address' || name === 'addr')) {
        const before = key.slice(0, key.length - name.length).trim().split(' ');
        const word = before[before.length - 1] ?? '';
        const two = before.slice(-2).join(' ');
        if (NOT_PLACE_ADDRESS.has(word) || NOT_PLACE_ADDRESS.has(two)) return undefined;
      }
      return kind;
    }
  }
  return undefined;
}

/** Postcode shapes, each read from the value's start to a boundary. */
const POSTCODE = new RegExp(
  String.raw`^(?:\d{5}-\d{4}|\d{5}-\d{3}|\d{5}|\d{9}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z]\d[A-Z] ?\d[A-Z]\d|\d{4} ?[A-Z]{2}|[AC-FHKNPRTV-Y]\d[\dW] ?[AC-FHKNPRTV-Y\d]{4}|\d{3} ?\d{2}|\d{4}(?:-\d{3})?|\d{6}|\d{2}-\d{3}|\d{3}-\d{4})(?![\p{L}\p{N}])`,
  'iu',
);
/** A place name: capitalised words or capitals ("Philadelphia", "Co. Cork", "SAN ANTONIO", "Winston-Salem", "St. John's", "Ōhope"). */
const PLACE_NAME = /^\p{Lu}[\p{L}\p{M}'’.-]*(?:[ -](?:\p{L}[\p{L}\p{M}'’.-]*|\(\p{L}[\p{L}\p{M} ]*\)))?(?: \p{L}[\p{L}\p{M}'’.-]*){0,3}$/u;
/** A state's two capitals after a city, after a slash or a dash. */
const STATE_CODE_AFTER = /[ ]?(?:\/|[ ]-)[ ]?[A-Z]{2}$/;
/** What a form writes where it has no value. */
const PLACEHOLDERS = new Set(['n/a', 'na', 'none', 'null', 'nil', 'unknown', 'tbd', 'tba', 'test', 'any', 'other', 'various', 'remote', 'online', 'same', 'same as above', 'see above', 'undefined', 'true', 'false', 'yes', 'no', 'redacted', 'hidden', 'xxx']);
/** A street word at a line's end or before a comma ("Kloof Street", "Admiralty Way, Lekki"). */
const STREET_WORD = /\b(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|way|boulevard|blvd|court|ct|place|pl|crescent|close|terrace|highway|hwy|square|gardens|parade|row|mews|walk|hill|park|straße|strasse|weg|gasse|platz|allee|rue|calle|avenida|via|rua|laan|straat|gracht|plein|ulica)\b\.?(?:,|$)/iu;
/**
 * A part of an address between commas: words that open with a capital or a digit, and the small
 * words of place names ("Bóthar na Trá", "Hacienda de las Palmas", "s/n"); or a short part with a
 * number or a letter in it ("bloco B", "piso 3").
 */
const ADDRESS_PART = /^[ \t]*(?:(?:[\p{Lu}\d][^\s,]*|(?:apto|apt|apartamento|depto|dpto|piso|bajo|lok|flat|unit|suite|ste|app|appt|bl|sc|et|ap|int|pta|esc|no|nr|n[º°])\.?|[-–]|de|del|la|las|los|le|les|na|an|am|der|den|di|da|do|dos|du|des|van|von|y|e|s\/n|of|the|upon|on|sur|im|in)(?:[ \t]+|$))+$/u;
const SHORT_DESIGNATION = /^[ \t]*\p{Ll}+\.?[ \t]+(?:\d[\dA-Za-z\-/]*|\p{Lu}{1,2})[ \t]*$/u;
/** A part that opens with another field's label ("…, Tel. 0160 7122530", "…, Email: …"). */
const LABEL_PART = /^[ \t]*(?:tel|tél|telephone|téléphone|telefon|telefone|teléfono|telefono|phone|ph|fax|mobile|mob|cell|cel|celular|móvil|movil|handy|email|e-mail|mail|tlf|contact|kontakt|ref|dob|born|ssn|id|iban|bic)\b/iu;
/** A sentence that starts after the value ("… IL 62704. Please ship"): a capitalised word, then a lowercase one. */
const SENTENCE_AFTER = /[.!?][ \t]+\p{Lu}\p{Ll}*[ \t]+\p{Ll}/u;
/** Other address fields near a value: a two-letter state code that is also a word ("OK", "IN") counts beside them only. */
const NEAR_ADDRESS = /(?:^|[^\p{L}])(?:city|town|zip|zipcode|postcode|postal|street|line ?1|suburb|county)(?:[^\p{L}]|$)/iu;
const NEAR_REACH = 200;
/**
 * A street line named by its field is as sure as the street recognizer's best (0.95): the field's
 * whole value then wins over the part of it a street pattern found ("12 Ikorodu Road" of "Address:
 * 12 Ikorodu Road, Fadeyi, Lagos"; engine.ts, dedupeSameType).
 */
const STREET_LINE_SCORE = 0.95;

/** Country names after a street line ("Lindenstraße 14, 50674 Köln, Germany"): no part of the address (docs/decisions.md). */
let countries: ReadonlySet<string> | undefined;
function countryNames(): ReadonlySet<string> {
  if (countries !== undefined) return countries;
  const names = new Set(['usa', 'u.s.a.', 'us', 'u.s.', 'uk', 'u.k.', 'united states', 'united states of america', 'great britain', 'england', 'scotland', 'wales', 'deutschland', 'españa', 'méxico', 'brasil', 'italia', 'nederland', 'österreich', 'schweiz', 'suisse']);
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = english.of(code);
      if (name !== undefined && name !== code) names.add(name.toLowerCase());
    }
  }
  countries = names;
  return names;
}

/** The value's span without the blanks and closing punctuation around it. */
function trimmed(text: string, start: number, end: number): [number, number] {
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && (isSpace(text.charCodeAt(end - 1)) || isClosing(text.charCodeAt(end - 1)))) end--;
  return [start, end];
}
const isSpace = (unit: number): boolean => unit === 32 || (unit >= 9 && unit <= 13) || unit === 0xa0;
/** ",", ";", ":". */
const isClosing = (unit: number): boolean => unit === 44 || unit === 59 || unit === 58;

/** A bare value ends at a run of blanks (form columns: "City: Austin   State: TX") or a new sentence. */
function bareEnd(text: string, start: number, end: number): number {
  const value = text.slice(start, end);
  const gap = value.search(/ {2}|\t/);
  let cut = gap < 0 ? value.length : gap;
  const sentence = SENTENCE_AFTER.exec(value.slice(0, cut));
  if (sentence !== null) cut = sentence.index + 1;
  // A full stop after the value, not an abbreviation's ("… Lagos." but "St."): a word of four letters or more, or digits.
  if (value[cut - 1] === '.' && /(?:\p{L}{4,}|\d)\.$/u.test(value.slice(0, cut))) cut--;
  return start + cut;
}

function refineField(kind: FieldKind, key: string, text: string, valueStart: number, valueEnd: number, isQuoted: boolean, pattern: PatternSpec, isBesideAddress?: boolean): Refined | undefined {
  let [start, end] = trimmed(text, valueStart, isQuoted ? valueEnd : bareEnd(text, valueStart, valueEnd));
  if (kind !== 'street') {
    // A city, state or postcode ends at a comma ("Springfield, IL").
    const comma = text.slice(start, end).indexOf(',');
    if (comma >= 0) [start, end] = trimmed(text, start, start + comma);
  }
  let value = text.slice(start, end);
  if (value.length === 0 || PLACEHOLDERS.has(value.toLowerCase())) return undefined;
  switch (kind) {
    case 'postcode': {
      const shape = POSTCODE.exec(value);
      // More digit groups after the shape make a longer number ("Cep: 0502 146 45 08", a Turkish mobile).
      if (shape === null || /^[ -]?\d/.test(value.slice(shape.index + shape[0].length))) return undefined;
      value = shape[0];
      // "cp", "cap": short keys that name other things ("cap": 100); only a five-digit code counts.
      if ((key === 'cp' || key === 'cap') && !/^\d{5}$/.test(value)) return undefined;
      return { start, end: start + value.length, score: pattern.score, isValidated: true };
    }
    case 'city':
      // A Brazilian city carries its state's code ("Belo Horizonte/MG", "Recife - PE").
      return PLACE_NAME.test(value.replace(STATE_CODE_AFTER, '')) ? { start, end, score: pattern.score, isValidated: true } : undefined;
    case 'state': {
      const around = isBesideAddress === undefined ? text.slice(Math.max(0, start - NEAR_REACH), start) + ' ' + text.slice(end, end + NEAR_REACH) : '';
      return isRegion(value, isBesideAddress ?? NEAR_ADDRESS.test(around)) ? { start, end, score: pattern.score, isValidated: true } : undefined;
    }
    case 'street': {
      if (!/^[\p{Lu}\d]/u.test(value) || /@|:\/\/|www\./i.test(value) || !/\p{L}{2}/u.test(value)) return undefined;
      if (!/\d/.test(value) && !value.includes(',') && !STREET_WORD.test(value)) return undefined;
      // The parts after the first that are no address's ("…, phone 555-0134", "…, near the park").
      const parts = value.split(',');
      let kept = parts[0]?.length ?? 0;
      for (const part of parts.slice(1)) {
        if (!(ADDRESS_PART.test(part) || SHORT_DESIGNATION.test(part)) || LABEL_PART.test(part)) break;
        kept += 1 + part.length;
      }
      if (kept < value.length) {
        [start, end] = trimmed(text, start, start + kept);
        value = text.slice(start, end);
      }
      // A country named after the address is not part of it.
      const lastComma = value.lastIndexOf(',');
      if (lastComma > 0 && countryNames().has(value.slice(lastComma + 1).trim().toLowerCase())) {
        [start, end] = trimmed(text, start, start + lastComma);
        value = text.slice(start, end);
      }
      return { start, end, score: STREET_LINE_SCORE, isValidated: true };
    }
  }
}

/** A key's, element's or label's value, checked as its name's kind asks. */
function keyedValue(match: RawMatch, text: string): Refined | undefined {
  const value = valueOf(match);
  if (value === undefined || value.start >= value.end) return undefined;
  const field = fieldBefore(text, value.start);
  if (field === undefined) return undefined;
  const key = normalName(field.name);
  const kind = kindOf(key);
  // Without a mark, only a postcode: "City Hall", "State Farm" are no fields.
  if (kind === undefined || (!field.isMarked && kind !== 'postcode')) return undefined;
  return refineField(kind, key, text, value.start, value.end, value.isQuoted, match.pattern);
}

/** A field name in a SQL statement's column list. */
const COLUMN_NAME = String.raw`${keyPattern(ALL_NAMES)}["'\x60]?[ \t]*`;

/** The longest header line read (columns.ts reads rows of up to 2,000 characters). */
const MAX_HEADER_CHARS = 2_000;

/** What ends a header's field. */
const FIELD_EDGE = new Set([',', ';', '|', '\t', '\n', '\r']);

/** A SQL INSERT whose column list names an address field. */
const INSERT_COLUMNS: PatternSpec = {
  name: 'insert',
  regex: String.raw`(?i:\binsert\s+into\s+)[^\s(]+\s*\([^()]*${COLUMN_NAME}[^()]*\)\s*(?i:values)`,
  prefilter: String.raw`(?i:\binsert\s+into\b)`,
  isPrefilterInMatch: true,
  score: 0.85,
};

/** A table's cells, kept for its next address column: each column's name is a candidate of its own. */
let lastTable: { readonly text: string; readonly at: number; readonly isInsert: boolean; readonly cells: readonly NamedCell[]; readonly isBesideAddress: boolean } | undefined;

/** The cells under the header line or INSERT statement at `at`, and whether two kinds of address column stand in it. */
function tableAt(text: string, at: number, isInsert: boolean): NonNullable<typeof lastTable> {
  if (lastTable?.text === text && lastTable.at === at && lastTable.isInsert === isInsert) return lastTable;
  const lineEnd = text.indexOf('\n', at);
  const cells = (isInsert ? statementCells(text, at) : cellsUnder(text, at, lineEnd < 0 ? text.length : lineEnd)) ?? [];
  const kinds = new Set(cells.map((cell) => kindOf(cell.name)).filter((kind) => kind !== undefined));
  // A state's code that is also a word ("ON", "OK") counts beside another address column.
  lastTable = { text, at, isInsert, cells, isBesideAddress: kinds.size >= 2 };
  return lastTable;
}

/** The cells of the column `name` (normal form) that hold an address piece of its kind. */
function addressCells(table: NonNullable<typeof lastTable>, name: string, text: string, pattern: PatternSpec): Refined[] {
  const kind = kindOf(name);
  if (kind === undefined) return [];
  const found: Refined[] = [];
  for (const cell of table.cells) {
    if (cell.name !== name) continue;
    const refined = refineField(kind, cell.name, text, cell.start, cell.end, true, pattern, table.isBesideAddress);
    if (refined !== undefined) found.push(refined);
  }
  return found;
}

/**
 * The recognizer: a keyed field's value, or the cells under a column named as an address field
 * in a delimited table (CSV, TSV, semicolons, pipes, a SQL client's output) or a SQL INSERT's
 * tuples ("customer_id,name,city,state,zip" then rows). A header's column name is one candidate
 * and its cells are the values (Recognizer.expand), each checked as a keyed value is.
 */
export const addressFieldRecognizer: Recognizer = {
  name: 'address_field',
  entityType: 'LOCATION',
  patterns: [FIELD, INSERT_COLUMNS],
  expand(match, text) {
    if (match.pattern === FIELD && !FIELD_EDGE.has(match.text[match.text.length - 1] ?? '')) {
      const value = keyedValue(match, text);
      return value === undefined ? [] : [value];
    }
    if (match.pattern === INSERT_COLUMNS) {
      // Every address column of the statement: its names are one candidate.
      const table = tableAt(text, match.start, true);
      return [...new Set(table.cells.map((cell) => cell.name))].flatMap((name) => addressCells(table, name, text, match.pattern));
    }
    // The whole field: from the delimiter before the name ("billing_zip", "Home City", not "velocity").
    const fieldEnd = match.end - 1;
    let fieldStart = fieldEnd;
    while (fieldStart > 0 && !FIELD_EDGE.has(text[fieldStart - 1] ?? '')) fieldStart--;
    // The header's line, looked for within a row's length: a search back through a long text
    // without line breaks, once per name, made a text of many names quadratic.
    const from = Math.max(0, match.start - MAX_HEADER_CHARS);
    const newline = text.slice(from, match.start).lastIndexOf('\n');
    if (newline < 0 && from > 0) return [];
    const lineStart = newline < 0 ? 0 : from + newline + 1;
    return addressCells(tableAt(text, lineStart, false), normalName(text.slice(fieldStart, fieldEnd).trim()), text, match.pattern);
  },
  pendingTail: () => new PendingRows(),
};

/**
 * While a table with an address column is being written, its last row is pending: its last cell
 * may still grow ("…,Chica" becomes "…,Chicago"). Reads each line once, as it is completed.
 */
class PendingRows implements PendingTail {
  /** Where the next unread line starts, in UTF-16 units of the whole text. */
  private read = 0;
  /** The table whose rows are being written: its header's delimiter and how many a row holds. */
  private table: { readonly delimiter: string; readonly count: number } | undefined;

  from(text: string, offset: number): number {
    let at = Math.max(0, this.read - offset);
    for (let newline = text.indexOf('\n', at); newline >= 0; newline = text.indexOf('\n', at)) {
      const line = text.slice(at, newline).replace(/\r$/, '');
      if (this.table !== undefined && delimiterCount(line, this.table.delimiter) !== this.table.count && !isRuleLine(line)) this.table = undefined;
      if (this.table === undefined) {
        const header = /[,;|\t]/.test(line) ? headerOf(line) : undefined;
        if (header !== undefined && header.names.some((name) => kindOf(name) !== undefined)) this.table = header;
      }
      at = newline + 1;
    }
    this.read = offset + at;
    return this.table === undefined ? text.length : at;
  }
}
