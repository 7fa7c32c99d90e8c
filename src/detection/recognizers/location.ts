import type { Recognizer } from '../recognizer.js';

/** USPS Publication 28 street suffixes (full forms and standard abbreviations), most common first. */
const US_SUFFIXES = [
  'Street', 'St', 'Avenue', 'Ave', 'Av', 'Road', 'Rd', 'Boulevard', 'Blvd', 'Lane', 'Ln', 'Drive', 'Dr', 'Court', 'Ct', 'Place', 'Pl',
  'Way', 'Terrace', 'Ter', 'Circle', 'Cir', 'Parkway', 'Pkwy', 'Highway', 'Hwy', 'Square', 'Sq', 'Trail', 'Trl', 'Alley', 'Aly',
  'Crescent', 'Cres', 'Close', 'Grove', 'Grv', 'Gardens', 'Gdns', 'Hill', 'Hl', 'Hills', 'Hls', 'Park', 'Pike', 'Plaza', 'Plz',
  'Point', 'Pt', 'Points', 'Ridge', 'Rdg', 'Ridges', 'Row', 'Run', 'Path', 'Pass', 'Loop', 'Mews', 'Walk', 'Wynd', 'Crossing', 'Xing',
  'Crossroad', 'Expressway', 'Expy', 'Freeway', 'Fwy', 'Turnpike', 'Tpke', 'Causeway', 'Cswy', 'Center', 'Ctr', 'Centers', 'Commons',
  'Common', 'Corner', 'Cor', 'Corners', 'Cove', 'Cv', 'Coves', 'Creek', 'Crk', 'Estate', 'Est', 'Estates', 'Ests', 'Extension', 'Ext',
  'Falls', 'Fls', 'Ferry', 'Fry', 'Field', 'Fld', 'Fields', 'Flds', 'Flat', 'Flats', 'Ford', 'Fords', 'Forest', 'Frst', 'Forge', 'Forges',
  'Fork', 'Forks', 'Fort', 'Ft', 'Garden', 'Gateway', 'Gtwy', 'Glen', 'Gln', 'Glens', 'Green', 'Grn', 'Greens', 'Harbor', 'Hbr', 'Harbors',
  'Haven', 'Hvn', 'Heights', 'Hts', 'Hollow', 'Holw', 'Inlet', 'Island', 'Is', 'Islands', 'Isle', 'Junction', 'Jct', 'Junctions', 'Key',
  'Keys', 'Knoll', 'Knl', 'Knolls', 'Lake', 'Lk', 'Lakes', 'Lks', 'Landing', 'Lndg', 'Light', 'Lgt', 'Lights', 'Lock', 'Locks', 'Lodge',
  'Manor', 'Mnr', 'Manors', 'Meadow', 'Mdw', 'Meadows', 'Mdws', 'Mill', 'Mills', 'Mission', 'Motorway', 'Mount', 'Mt', 'Mountain', 'Mtn',
  'Mountains', 'Neck', 'Orchard', 'Orch', 'Oval', 'Overpass', 'Parks', 'Parkways', 'Passage', 'Pine', 'Pines', 'Plain', 'Plains', 'Port',
  'Ports', 'Prairie', 'Radial', 'Ramp', 'Ranch', 'Rapid', 'Rapids', 'Rest', 'River', 'Riv', 'Roads', 'Route', 'Rte', 'Shoal', 'Shoals',
  'Shore', 'Shr', 'Shores', 'Skyway', 'Spring', 'Spg', 'Springs', 'Spgs', 'Spur', 'Spurs', 'Squares', 'Station', 'Sta', 'Stravenue',
  'Stream', 'Streets', 'Summit', 'Smt', 'Throughway', 'Trace', 'Track', 'Trafficway', 'Tunnel', 'Underpass', 'Union', 'Unions', 'Valley',
  'Vly', 'Valleys', 'Viaduct', 'View', 'Vw', 'Views', 'Village', 'Vlg', 'Villages', 'Ville', 'Vista', 'Vis', 'Walks', 'Wall', 'Ways',
  'Well', 'Wells', 'Bay', 'Bend', 'Bluff', 'Bluffs', 'Bottom', 'Branch', 'Bridge', 'Brg', 'Brook', 'Brk', 'Brooks', 'Burg', 'Burgs',
  'Bypass', 'Byp', 'Camp', 'Canyon', 'Cape', 'Cliff', 'Cliffs', 'Club', 'Curve', 'Dale', 'Dam', 'Divide', 'Drives', 'Crest', 'Gate',
  'Rise', 'Vale', 'Parade', 'Promenade', 'Esplanade', 'Quay', 'Wharf', 'Yard', 'Yards', 'Broadway', 'Embankment',
];

const NAME_WORD = String.raw`[\p{Lu}\d][\p{L}\d'’.\-]*`;
const DIRECTION = String.raw`(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West|Northeast|Northwest|Southeast|Southwest)\.?`;
const UNIT = String.raw`(?:,?\s+(?:Apt|Apartment|Suite|Ste|Unit|Flat|Floor|Fl|Room|Rm|Bldg|Building|#)\.?\s*#?[A-Za-z0-9][A-Za-z0-9\-]{0,5})`;
// Words of a city name are capitalised, not all-caps: "London SW1A" must leave SW1A to the postcode.
const CITY = String.raw`[\p{Lu}][\p{Ll}'’.\-]+(?:\s+[\p{Lu}][\p{Ll}'’.\-]+){0,3}`;
const US_STATE = String.raw`(?:A[LKZR]|C[AOT]|D[EC]|F[LM]|G[AU]|HI|I[DLNA]|K[SY]|LA|M[EDAINSOTP]|N[EVHJMYCD]|MP|O[HKR]|P[AWR]|RI|S[CD]|T[NX]|UT|V[TAI]|W[AVIY])`;
const US_ZIP = String.raw`\d{5}(?:-\d{4})?`;
const UK_POSTCODE = String.raw`[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}`;
/** ", City, ST 12345" (US) or ", City SW1A 2AA" / ", City, SW1A 2AA" (UK) or ", 12345 City" (EU). */
const LOCALITY = String.raw`(?:,\s*${CITY}(?:,\s*${US_STATE}(?:\s+${US_ZIP})?|,?\s+${UK_POSTCODE}|,\s*\p{Lu}[\p{L}\-]+(?:\s+${US_ZIP})?)?|,\s*\d{4,5}(?:\s?[A-Z]{2})?\s+${CITY}|,?\s+${UK_POSTCODE})?`;

const DE_SUFFIX = '(?:straße|strasse|str\\.|weg|allee|platz|gasse|ring|damm|ufer|chaussee|steig|pfad|markt|hof|berg|graben|kai)';
const NL_SUFFIX = '(?:straat|laan|weg|plein|gracht|kade|singel|dijk|steeg|hof|markt|pad)';
const ROMANCE_TYPE = String.raw`(?:[Cc]alle|[Aa]venida|[Aa]vda\.|[Pp]laza|[Pp]aseo|[Cc]arrer|[Cc]amino|[Rr]onda|[Tt]ravesía|[Vv]ia|[Vv]iale|[Pp]iazza|[Cc]orso|[Ll]argo|[Vv]icolo|[Rr]ua|[Aa]venue)`;
const FR_TYPE = String.raw`(?:rue|avenue|av\.|boulevard|bd|place|chemin|allée|impasse|quai|route|cours|square|passage|rond-point|faubourg|voie)`;
const PARTICLES = String.raw`(?:(?:de|du|des|de la|la|le|les|l'|d'|del|della|di|da|dos|das|do)\s*)*`;

/** Where the street part ends: the German/Dutch shapes carry the number last, others first. */
function firstStreetPart(span: string): number {
  const firstDigits = /\d+/.exec(span);
  return firstDigits === null ? 0 : firstDigits.index + firstDigits[0].length;
}

export const locationRecognizer: Recognizer = {
  name: 'location',
  entityType: 'LOCATION',
  patterns: [
    {
      // US/UK/Commonwealth: number, optional direction, 1–4 name words, a street suffix, optional
      // direction, optional unit, optional locality.
      name: 'number_street_suffix',
      regex: String.raw`\b\d{1,6}[A-Za-z]?(?:-\d{1,4})?\s+(?:${DIRECTION}\s+)?(?:(?:${NAME_WORD}\s+){1,4}(?:${US_SUFFIXES.join('|')})|Broadway)\b\.?(?:\s+(?:N|S|E|W|NE|NW|SE|SW)\b\.?)?${UNIT}?${LOCALITY}`,
      score: 0.8,
    },
    {
      // German/Austrian/Swiss and Dutch: street name with its suffix glued on, then the number.
      name: 'street_number_de_nl',
      regex: String.raw`\b(?:[\p{Lu}][\p{L}\-]*${DE_SUFFIX}|[\p{Lu}][\p{L}\-]*${NL_SUFFIX}|(?:Am|An der|Auf der|Im|In der|Zum|Zur)\s+[\p{Lu}][\p{L}\-]+)\s+\d{1,4}\s?[a-z]?\b${LOCALITY}`,
      score: 0.8,
    },
    {
      // French: number, type, name ("12 rue de la Paix, 75002 Paris").
      name: 'number_type_name_fr',
      regex: String.raw`\b\d{1,4}(?:\s?(?:bis|ter))?,?\s+${FR_TYPE}\s+${PARTICLES}[\p{Lu}][\p{L}'’\-]*(?:\s+(?:${PARTICLES})?[\p{Lu}][\p{L}'’\-]*){0,4}${LOCALITY}`,
      ignoreCase: false,
      score: 0.8,
    },
    {
      // Spanish/Italian/Portuguese: type, name, number ("Calle Mayor 5", "Via Roma 10").
      name: 'type_name_number_es_it',
      regex: String.raw`\b${ROMANCE_TYPE}\s+${PARTICLES}[\p{Lu}][\p{L}'’\-]*(?:\s+(?:${PARTICLES})?[\p{Lu}][\p{L}'’\-]*){0,4},?\s+(?:n[º°o]\.?\s*)?\d{1,4}[A-Za-z]?\b${LOCALITY}`,
      score: 0.8,
    },
  ],
  context: {
    words: ['address', 'live at', 'lives at', 'living at', 'located at', 'ship to', 'shipping', 'deliver to', 'delivery', 'mail to', 'visit us at', 'office', 'home', 'residence', 'moved to', 'adresse', 'anschrift', 'dirección', 'indirizzo', 'adres', 'street', 'apartment'],
    boost: 0.15,
    before: 40,
    after: 0,
  },
  refine(match, text) {
    let span = match.text;
    // A locality of capitalised words only (", Springfield") is kept when it ends the sentence
    // or the line; before more prose (", Then we…") it is probably not a city.
    const comma = span.indexOf(',', firstStreetPart(span));
    if (comma > 0) {
      const locality = span.slice(comma);
      const next = text[match.end] ?? '';
      const hasMarker = /\d|\b[A-Z]{2}\b/.test(locality);
      if (!hasMarker && next !== '' && !/[.\n;!?)]/.test(next)) span = span.slice(0, comma);
    }
    // The match can end on a stray period or comma.
    span = span.replace(/[.,\s]+$/, '');
    const afterNumber = span.slice(span.search(/\s/) + 1);
    const hasLocality = /\d{4,5}|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|,\s*\p{Lu}/u.test(afterNumber);
    const hasUnit = /\b(?:Apt|Apartment|Suite|Ste|Unit|Flat|Floor|Fl|Room|Rm|Bldg|Building)\b|#/.test(span);
    let score = hasLocality ? 0.95 : match.pattern.score;
    // "In 2019 Apple Park opened": a year before capitalised words is prose, not a house number.
    if (!hasLocality && !hasUnit && /^(?:19|20)\d\d\s/.test(span)) score = 0.45;
    return { start: match.start, end: match.start + span.length, score };
  },
};
