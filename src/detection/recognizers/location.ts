import { ANY_LETTER, ANY_UPPER, BEYOND_ASCII, isDigitUnit, LETTER, LOWER, UPPER } from '../char-classes.js';
import type { RawMatch, Recognizer, Refined } from '../recognizer.js';
import { beyondAsciiAsAny } from '../word-trie.js';
import { cjkAddressPattern, refineCjkAddress } from './location-cjk.js';
import { refineScriptAddress, scriptAddressPatterns } from './location-scripts.js';

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
  'Haven', 'Hvn', 'Heights', 'Hts', 'Hollow', 'Holw', 'Inlet', 'Island', 'Islands', 'Isle', 'Junction', 'Jct', 'Junctions', 'Key',
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
  'Circles', 'Courts', 'Groves', 'Extensions', 'Course', 'Fall', 'Land', 'Loaf', 'Mall', 'Rue', 'Via',
  // Royal Mail street types beyond USPS's.
  'Croft', 'Bank', 'End', 'Drove', 'Mead', 'Chase', 'Garth', 'Fold', 'Brae', 'Grange', 'Approach', 'Wood', 'Paddock', 'Brow',
  'Lea', 'Side', 'Copse', 'Glade', 'Cottages',
  // Australia's.
  'Circuit', 'Cct',
  'Concourse',
];

/**
 * Street types as people type them in lowercase chat ("1190 n state st apt 1405 chicago il
 * 60610"): the common ones only, since in lowercase prose a number and a few words before "way"
 * or "park" are no address without the state and ZIP code or the UK postcode that must follow.
 */
const LOWER_SUFFIXES = 'street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|place|pl|way|terrace|ter|circle|cir|parkway|pkwy|highway|hwy|square|sq|trail|crescent|cres|close|grove|gardens|plaza|row|mews|walk|hill';
const LOWER_US_STATE = String.raw`(?:a[lkzr]|c[aot]|d[ec]|f[lm]|g[au]|hi|i[dlna]|k[sy]|la|m[edainsotp]|n[evhjmycd]|o[hkr]|p[ar]|ri|s[cd]|t[nx]|ut|v[ta]|w[aviy])`;
/** A Canadian province and postcode in lowercase: "on l5a 2k7". */
const LOWER_CA_POSTCODE = String.raw`(?:ab|bc|mb|n[blstu]|on|pe|qc|sk|yt)[ \t]+[a-z]\d[a-z][ \t]?\d[a-z]\d`;
const LOWER_UK_POSTCODE = String.raw`[a-z]{1,2}\d[a-z\d]?[ \t]\d[a-z]{2}`;

/** A word in Greek or Cyrillic script, perhaps in quotes („Граф Игнатиев“). */
const SCRIPT_WORD = String.raw`[„“«"]?[\p{Greek}\p{Cyrillic}][\p{Greek}\p{Cyrillic}'’.\-]*[“”»"]?`;
/** The same, opening with a capital and without a dot (a city's name ends before a full stop). */
const SCRIPT_CAPITAL_WORD = String.raw`[„“«"]?\p{Lu}[\p{Greek}\p{Cyrillic}'’\-]*[“”»"]?`;
/** Street types abbreviated before the name: "ул.", "бул.", "пр.", "Οδός". */
const SCRIPT_STREET_TYPE = String.raw`(?:ул|бул|пр|пер|пл|вул|просп|Οδ|Λεωφ)\.`;

/** Roads known by a number: "County Road 56", "Highway 61", "State Route 9". */
const NUMBERED_ROAD = String.raw`(?:Road|Rd|Highway|Hwy|Route|Rte)`;
const NAME_WORD = String.raw`[${UPPER}\d][${LETTER}\d'’.\-]*`;
const UPPER_WORD = String.raw`[A-Z0-9][A-Z0-9'.\-]*`;
const DIRECTION = String.raw`(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West|Northeast|Northwest|Southeast|Southwest)\.?`;
const UNIT_WORD = String.raw`(?:Apt|APT|Apartment|Suite|SUITE|Ste|STE|Unit|UNIT|Flat|Floor|Fl|Room|Rm|Bldg|Building|Lot|Space|Spc|Trlr|Zimmer|Wohnung|App|Appt|Bureau|Bâtiment|Bât|Bat|Escalier|Esc|Étage|#)`;
/**
 * A unit word and its number ("Apt 4B", "Ste. 200", "#12"): the word ends where a dot, a space or
 * a digit follows it, so it never opens a city ("Flagstaff", "Stevens Point", "Appleton", "Bath").
 */
const UNIT_DESIGNATION = String.raw`${UNIT_WORD}(?:(?:\.[ \t]*|[ \t]+)#?[A-Za-z0-9]|[ \t]*#?\d)[A-Za-z0-9\-]{0,5}`;
/** After the street (one or two of them: "Building B, 2nd floor"): "Apt 4B", "Suite 200", "14th Floor", Spanish and Portuguese "depto. 1503", "apto 72", "Int. 804", German "3. OG". */
const UNIT = String.raw`(?:,?[ \t]+(?:${UNIT_DESIGNATION}|\d{1,2}(?:st|nd|rd|th)[ \t]+[Ff]loor|(?:[Dd]epto|[Dd]pto|[Aa]pto|[Aa]p|[Ii]nt)\.?[ \t]*\d{1,5}[A-Za-z]?|\d{1,2}\.[ \t]?(?:OG|Obergeschoss|Etage|Stock|UG|DG|EG)(?:[ \t]+(?:links|rechts|Mitte|li\.|re\.))?))`;
/** "Flat 24, ", "Level 3, " or "Apt 3B " before the house number (UK and US forms), "3rd Floor, ", a UK flat's "3B, ", or "Unit " before Australia's "4/27". */
const UNIT_PREFIX = String.raw`(?:(?:Flat|Apartment|Apt|Unit|Suite|Level|Lot)\.?[ \t]+(?:[A-Za-z0-9]{1,5},?[ \t]+)?|\d{1,2}(?:st|nd|rd|th)[ \t]+Floor,?[ \t]+|\b\d{1,4}[A-Z],[ \t]+)?`;
/**
 * City names: capitalised words (not all-caps, so "London SW1A" leaves SW1A to the postcode; the
 * Dutch "IJ" is one capital: "IJsselstein"), hyphenated or dashed parts (Neu-Ulm, Happy
 * Valley–Goose Bay, Kessler-O'Haraton), lowercase particles between words (Frankfurt am Main, Rande aan
 * de Rijn), an optional leading "St." (St. Louis). Spaces and tabs only: a city never spans lines.
 */
const CITY_WORD = String.raw`(?:IJ|[${UPPER}])[${LOWER}'’]+(?:[${UPPER}][${LOWER}'’]+)?(?:[\-–](?:IJ|[${UPPER}])?[${LOWER}'’]+(?:[${UPPER}][${LOWER}'’]+)?)*`;
/**
 * Lowercase particles inside city names. Those that prose also uses right after a place ("y",
 * "en", "in", "on") are left out of the any-case cities of the postcode-anchored pattern ("29150
 * málaga y mi teléfono"); capitalised cities may take them all ("Frankfurt am Main", "Stratford
 * upon Avon").
 */
const ANY_CITY_PARTICLE = String.raw`(?:am|an|de|del|della|di|da|do|dos|das|la|le|les|sur|aan|op|im|bei|na|nad|pod|u)`;
const CITY_PARTICLE = String.raw`(?:${ANY_CITY_PARTICLE}|der|den|sous|upon|on|in|ob|en|y|aux)`;
const CITY = String.raw`(?:St\.[ \t]+)?${CITY_WORD}(?:[ \t]+(?:${CITY_PARTICLE}[ \t]+){0,2}${CITY_WORD}){0,3}`;
const UPPER_CITY = String.raw`[A-Z][A-Z'\-]+(?:[ \t]+[A-Z][A-Z'\-]+){0,3}`;
/** French (La Poste) and other European forms write the city in capitals after the postcode. */
const EU_CITY = String.raw`(?:${CITY}|[${UPPER}][${UPPER}'’\-]+(?:[ \t]+[${UPPER}][${UPPER}'’\-]+){0,3})`;
const US_STATE = String.raw`(?:A[LKZR]|C[AOT]|D[EC]|F[LM]|G[AU]|HI|I[DLNA]|K[SY]|LA|M[EDAINSOTP]|N[EVHJMYCD]|MP|O[HKR]|P[AWR]|RI|S[CD]|T[NX]|UT|V[TAI]|W[AVIY])`;
const US_ZIP = String.raw`\d{5}(?:-\d{4})?`;
/**
 * A UK postcode; also "AB12 34C", the shape a popular test-data generator (Faker's en_GB) gives
 * half its postcodes: no real postcode has it, so it is an address's postcode in labelled data.
 */
const UK_POSTCODE = String.raw`(?:[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}|[A-Z]{1,2}\d{2}[ \t]\d{2}[A-Z])`;
/** Four or five digits (with the Dutch letters, or a country prefix: "D-10115"), Polish 00-590, Portuguese 1100-048, Argentina's CPA ("C1043AAZ"). */
const EU_POSTCODE = String.raw`(?:(?:[A-Z]{1,2}-)?(?:\d{6}|\d{4,5}(?:[ \t]?[A-Z]{2})?|\d{2}-\d{3}|\d{4}-\d{3})|[A-Z]\d{4}[A-Z]{3})`;
const CA_PROVINCE = String.raw`(?:AB|BC|MB|N[BLSTU]|ON|PE|QC|SK|YT)`;
/** Australian states and territories; their postcodes have four digits. */
const AU_STATE = String.raw`(?:NSW|VIC|QLD|SA|WA|TAS|ACT|NT)`;
const AU_POSTCODE = String.raw`\d{4}\b`;
const CA_POSTCODE = String.raw`[A-Z]\d[A-Z][ \t]?\d[A-Z]\d`;
/** Ireland's Eircode: a routing key (a letter, two digits) and four characters. */
const EIRCODE = String.raw`[A-Z]\d[\dW][ \t]?[A-Z\d]{4}\b`;
/** A postcode of four to six digits after the city, as in New Zealand, South Africa, India, Kenya, Singapore. */
const DIGITS_POSTCODE = String.raw`(?:\d{4,6}|\d{3} \d{3})\b`;
const SEP = String.raw`,[ \t]*`;
const NEWLINE = String.raw`[ \t]*\r?\n[ \t]*`;
/** A German town's river or region in brackets after it ("Frankfurt (Oder)", "Kempten (Allgäu)"): a list, as a bracket after a town is as often a role ("Bremen (Vermieterin)"). */
const DE_CITY_QUALIFIER = String.raw`(?:Main|Oder|Saale|Elbe|Breisgau|Allgäu|Oldenburg|Westf(?:alen|\.)|Rhein|Rheinland|Donau|Holstein|Oberpfalz|Opf\.|Vogtland|Eifel|Taunus|Sachsen|Harz|Württ(?:emberg|\.)|Erzgebirge|Schwarzwald|Ostfriesland|Mosel|Lahn|Ruhr|Neckar|Havel|Spree|Weser|Ems|Isar|Inn|Wupper|Ilm|Fils|Dill|Pfalz|Lausitz|Uckermark|Altmark)`;
/** A British town in a bounded form: up to four capitalised words, hyphenated parts and "upon" ("Newcastle upon Tyne", "Kreiger-upon-Orn", "St. Ives", "O'Harahill"). */
const UK_TOWN_WORD = String.raw`[${UPPER}][${LOWER}'’]{1,30}(?:[${UPPER}][${LOWER}'’]{1,30})?(?:[\-–][${LETTER}'’]{1,30}){0,3}`;
const UK_TOWN = String.raw`(?:St\.[ \t])?${UK_TOWN_WORD}(?:[ \t](?:(?:upon|on|in|under|le)[ \t])?${UK_TOWN_WORD}){0,3}`;
/** Mexico's states as addresses abbreviate them after the city (", Jal.", ", N.L.", ", Méx."). */
const MX_STATE_ABBREVIATION = String.raw`(?:Ags|B\.?C\.?S?|Camp|Chis|Chih|CDMX|Coah|Col|Dgo|Gto|Gro|Hgo|Jal|Méx|Mex|Mich|Mor|Nay|N\.[ \t]?L|Oax|Pue|Qro|Q\.[ \t]?Roo|S\.?L\.?P|Sin|Son|Tab|Tamps|Tlax|Ver|Yuc|Zac)`;
const MX_STATE = String.raw`${MX_STATE_ABBREVIATION}\.`;
/** An address that ends in a Mexican state keeps the abbreviation's dot. */
const ENDS_IN_MX_STATE = new RegExp(String.raw`,[ \t]*${MX_STATE_ABBREVIATION}$`, 'u');
/** Italy's province and Switzerland's canton codes, written after the city ("90143 Palermo PA", "8703 Erlenbach ZH"). */
const PROVINCE_CODE = String.raw`(?:A[GILNOPQRTV]|B[AGILNORSTZ]|C[ABEHLNORSTZ]|EN|F[CEGIMR]|G[EORL]|I[MS]|KR|L[CEIOTU]|M[BCEINOST]|N[AEOUW]|O[RW]|P[ACDEGINORTUVZ]|R[ACEGIMNO]|S[ADGHIOPRSUVZ]|T[AEGINOPRSV]|U[DR]|V[ABCDEIRSTV]|Z[GH]|JU)`;
/**
 * What may follow the street: ", City, ST 12345" or ", City ST 12345" (US), ", City NSW 2000"
 * (Australia: tried before the US forms, whose "WA" it shares), ", City, ON M5H 2N2" or ", City
 * (Québec) H2J 2L1" (Canada), ", City SW1A 2AA" or ", Town, County SW1A 2AA" (UK), ", Town, Co.
 * Mayo, F26 X2Y3", ", Cork T12 X8R2", ", Dublin 2, D02 XK84" (Ireland), ", City 1010", ", City, 8001" or ", Suburb, City 400020" (New
 * Zealand, South Africa, India and others with digits only), ", 12345 City" (EU), or the same on the
 * next line of a letterhead (its town in capitals too, as Australian post writes its suburbs:
 * "\nHAWTHORN VIC 3122"). A next-line locality must carry a state or postcode, so an
 * address is never glued to the following line of prose; so must a state after a space alone
 * (its ZIP code) and a county. The European street shapes also take " 12345 City" and
 * " - 12345 City" (`spacedPostcode`); after an English street name that would read "12 Park Lane
 * 20000 Euros" as an address.
 */
function locality(spacedPostcode: boolean): string {
  const beforePostcode = spacedPostcode ? String.raw`(?:${SEP}|${NEWLINE}|[ \t]+(?:-[ \t]+)?|[ \t]*[·|][ \t]*)` : String.raw`(?:${SEP}|${NEWLINE})`;
  return (
    String.raw`((?:${SEP}${CITY}(?:(?:${SEP}|[ \t]+)${AU_STATE}[ \t]+${AU_POSTCODE}|${SEP}${US_STATE}(?:(?:[ \t]+|${SEP})${US_ZIP})?|[ \t]+${US_STATE}[ \t]+${US_ZIP}|(?:${SEP}|[ \t]+)${CA_PROVINCE}[ \t]+${CA_POSTCODE}|(?:${SEP}${CITY})?,?[ \t]+${UK_POSTCODE}|${SEP}${UK_POSTCODE}|(?:[ \t]+\d{1,2})?(?:${SEP}(?:Co\.[ \t]+)?${CITY}(?:[ \t]+\d{1,2})?)?(?:${SEP}|[ \t]+)${EIRCODE}|[ \t]+\((?:${CITY}|${CA_PROVINCE})\)[ \t]+${CA_POSTCODE}|(?:${SEP}${CITY})?(?:${SEP}|[ \t]+)${DIGITS_POSTCODE})?` +
    // The town in capitals, as US and Australian post writes it, then its state and ZIP code or postcode (", BOISE ID 83722").
    String.raw`|${SEP}${UPPER_CITY}(?:${SEP}${US_STATE}(?:(?:[ \t]+|${SEP})${US_ZIP})?|[ \t]+${US_STATE}[ \t]+${US_ZIP}|(?:${SEP}|[ \t]+)${AU_STATE}[ \t]+${AU_POSTCODE}|(?:${SEP}|[ \t]+)${CA_PROVINCE}[ \t]+${CA_POSTCODE})` +
    // A district's line may come before the town's ("220 Station Road\nHeworth\nManchester M28 3LF").
    String.raw`|${NEWLINE}(?:${CITY}${NEWLINE})?(?:${CITY}|${UPPER_CITY})(?:(?:${SEP}|[ \t]+)${AU_STATE}[ \t]+${AU_POSTCODE}|(?:${SEP}|[ \t]+)${CA_PROVINCE}[ \t]+${CA_POSTCODE}|${SEP}${US_STATE}(?:(?:[ \t]+|${SEP})${US_ZIP})?|[ \t]+${US_STATE}[ \t]+${US_ZIP}|(?:${SEP}${CITY})?[ \t]+${DIGITS_POSTCODE}|,?[ \t]+${UK_POSTCODE}|(?:${NEWLINE}${CITY})?${NEWLINE}(?:${UK_POSTCODE}|${EIRCODE})|[ \t]+\((?:${CITY}|${CA_PROVINCE})\)[ \t]+${CA_POSTCODE})` +
    // Mexico's "C.P." before the postcode, a comma after it ("C.P. 44100, Guadalajara, Jal."); Spain's dash between postcode and city ("28097 - Madrid").
    String.raw`|${beforePostcode}(?:C\.?P\.?[ \t]*)?${EU_POSTCODE}(?:[ \t]+-|,)?[ \t]+${EU_CITY}(?:[ \t]+(?:\([A-Z]{2}\)|\(${DE_CITY_QUALIFIER}\)|${PROVINCE_CODE}\b)|,[ \t]*${MX_STATE})?` +
    String.raw`|,?[ \t]+${UK_POSTCODE})?)`
  );
}
const LOCALITY = locality(false);
const EU_LOCALITY = locality(true);
/**
 * ", BURBANK, CA 91505" or, as shipping labels print it, "\nBURBANK CA 91505-4621" (a ZIP code
 * then); Australia's suburb in capitals, its state and postcode ("\nHAWTHORN VIC 3122").
 */
const UPPER_LOCALITY = String.raw`((?:(?:${SEP}|${NEWLINE})${UPPER_CITY}(?:${SEP}${US_STATE}(?:(?:[ \t]+|${SEP})${US_ZIP})?|[ \t]+${US_STATE}[ \t]+${US_ZIP}|[ \t]+${AU_STATE}[ \t]+${AU_POSTCODE}))?)`;

/** "PO Box", "P.O. Box", "Post Office Box", the German, Dutch and Nordic words for it, and a US rural route's or highway contract route's box ("RR 2, Box 140", "HC 68 Box 23"). */
const PO_BOX = String.raw`(?:[Pp]\.?[ \t]?[Oo]\.?[ \t]?[Bb]ox|PO[ \t]?BOX|[Pp]ost[ \t]+[Oo]ffice[ \t]+[Bb]ox|Postfach|Postbus|Postboks|(?:RR|Rural[ \t]+Route|HC|Highway[ \t]+Contract(?:[ \t]+Route)?)[ \t]*\d{1,3},?[ \t]+Box)`;

/** A Singapore street's or building's name: capitalised words and numbers ("Ang Mo Kio Ave 3", "One Raffles Place Tower 2"). */
const SG_NAME = String.raw`[A-Z][A-Za-z'’\-]*(?:[ \t]+(?:[A-Z][A-Za-z'’\-]*|\d{1,3})){0,5}`;
/** Words of any case, for the postcode-anchored pattern: up to five, on one line. */
const ANY_WORD = String.raw`[${LETTER}][${LETTER}'’\-]*`;
/** Street types of the four-digit-postcode countries: glued on, a word after the name, a word before it. */
const GLUED_TYPE_4 = String.raw`(?:vej|vejen|gade|gaden|gate|veien|vegen|vei|gatan|gata|vägen|väg|gränd|vegur|stræde|strasse|straße|gasse|weg|platz|plads|plass|torv|torg|torget|dreef|laan|straat|steenweg|lei|plein)`;
const TYPE_AFTER_4 = String.raw`(?:cesta|ulica|mnt|pr\.|prospektas|tänav|[Vv]ej|[Gg]ade|[Gg]ate|[Vv]eien|[Vv]ei|[Aa]llé|[Pp]lads|[Tt]orv|[Bb]oulevard|[Aa]venue|sor|utca|út|főút|sugárút|tér|körút|köz|sétány|fasor|iela|dambis|prospekts|laukums|gatve|bulvāris|šoseja|[Ss]traße|[Ss]trasse|[Gg]asse|[Ww]eg|[Pp]latz|[Dd]reef|[Ll]aan)`;
const TYPE_BEFORE_4 = String.raw`(?:[Aa]llée|[Rr]ue|[Aa]venue|[Cc]hemin|[Pp]lace|[Pp]orte|[Bb]oulevard|[Cc]haussée|[Rr]oute|[Ii]mpasse|[Ss]quare|[Dd]rève|[Qq]uai|[Cc]los|[Pp]arvis)`;

/** A house number, with the flat after a slash as in Poland ("7/6") or a dash as in the Baltics ("7-15"). */
/**
 * Particles that open a Dutch street's name ("Van Speijkstraat", "van der Laanlaan", "de Ruiterlaan");
 * after a preposition a lowercase "de" or "het" is the sentence's article ("woont aan de
 * Molenweg 31"), which refine() leaves out.
 */
const NL_LEADING_PARTICLES = String.raw`(?:(?:[Vv]an|[Dd]e|[Dd]en|Der|[Hh]et|[Tt]er|[Tt]en)[ \t]+(?:(?:der|den|de|het|'t)[ \t]+)?)?`;
/** Words that open a German street's name before its own ("Alt Steinbücheler Weg", "Bergische Landstr."). */
const DE_LEADING_WORD = String.raw`(?:Alt|Alte|Alter|Neu|Neue|Neuer|Groß|Große|Großer|Klein|Kleine|Kleiner|Lange|Langer|Hohe|Hoher|Breite|Obere|Untere|Bergische|Märkische)`;
/** Words that open a Dutch or Flemish street's name before its own ("Lange Koepoortstraat", "Korte Gasthuisstraat"). */
const NL_LEADING_WORD = String.raw`(?:Lange|Korte|Nieuwe|Oude|Hoge|Lage|Grote|Kleine|Brede|Sint)`;
const HOUSE = String.raw`\d{1,4}[A-Za-z]?(?:[\/\-]\d{1,4}[A-Za-z]?)?`;
/**
 * India's, Kenya's and Nigeria's addresses that open with the flat or house, then the building,
 * road and area, the city and the PIN or postcode, comma by comma or line by line: "Flat No. 410,
 * Lodha Palava, MG Road, Salt Lake Sector V, Kolkata, West Bengal 700064", "House 58, Ngong Road,
 * Milimani, Kisumu 40100", "Flat No. 412, Green Valley Apartments\n13th Cross, Banjara Hills\n
 * Hyderabad - 500034\nTelangana". A road among the parts holds it together (refine).
 */
/** A part: a word that opens with a capital, after a number or not ("13th Cross", "81 Maude Street", "Dublin 7"); digits alone are no part (a phone's groups). */
const UNIT_FIRST_PART = String.raw`(?:\d[\dA-Za-z\/\-]*[ \t]+)?[${UPPER}][${LETTER}\d.'’\-]*(?:[ \t]+[${UPPER}\d][${LETTER}\d.'’\-]*){0,4}`;
const INDIAN_STATE = String.raw`(?:Andhra Pradesh|Assam|Bihar|Chhattisgarh|Delhi|Goa|Gujarat|Haryana|Himachal Pradesh|Jharkhand|Karnataka|Kerala|Madhya Pradesh|Maharashtra|Odisha|Punjab|Rajasthan|Tamil Nadu|Telangana|Uttar Pradesh|Uttarakhand|West Bengal|[${UPPER}][${LOWER}]+ State)`;
/** A unit-first or multi-line address's last part: the PIN or postcode, Ireland's Eircode, South Africa's four digits. */
const LAST_POSTCODE = String.raw`(?:\d{4,6}|${EIRCODE})\b`;
/** Between a unit-first address's parts: a comma, a line break, or both ("Lodha Palava,\nRoad No. 36,"). */
const PART_SEPARATOR = String.raw`(?:,[ \t]*(?:\r?\n[ \t]*)?|${NEWLINE})`;
const UNIT_FIRST = String.raw`\b(?:(?:Flat|House|Apartment|Apt|Plot|Door|Unit|Stand|Nyumba)(?:[ \t]+(?:No|Na)\.?)?[ \t]*[A-Z0-9][A-Z0-9\/\-]{0,5}|No\.[ \t]*\d{1,4}[A-Z]?|[A-Z]-\d{1,4}[A-Z]?)(?:${PART_SEPARATOR}${UNIT_FIRST_PART}){2,6}(?:${PART_SEPARATOR}|[ \t]*(?:-[ \t]*)?)${LAST_POSTCODE}(?:${PART_SEPARATOR}${INDIAN_STATE}\b)?`;
/**
 * A street on its line, then the suburb, the city and the postcode on lines of their own, as
 * Nigerian and South African letters write them: "8 Awolowo Avenue\nWuse 2\nAbuja 904101",
 * "116 Lighthouse Road\nSandton\nJohannesburg\n2196".
 */
const STREET_LINES = String.raw`\b\d{1,5}[A-Za-z]?[ \t]+(?:[${UPPER}][${LETTER}'’\-]*[ \t]+){1,4}(?:Avenue|Road|Street|Close|Crescent|Drive|Way|Lane|Boulevard)(?:${NEWLINE}${UNIT_FIRST_PART}){1,3}(?:[ \t]+|${NEWLINE})\d{4,6}\b`;
/**
 * A British or Irish house known by its name, not a number ("Rose Cottage", "The Granary", after a
 * flat and block or not), then its road, locality and town on lines or after commas, ending in
 * the postcode or Eircode: "Rose Cottage\nAlbert Terrace\nDidsbury\nEdinburgh EH28 9XY", "Apt 26,
 * Block B, The Maltings, Swords, Co. Dublin, K67 R508". The house word and the postcode hold it together.
 */
const HOUSE_WORD = String.raw`(?:Cottage|House|Lodge|Farm|Farmhouse|Barn|Manor|Hall|Granary|Maltings|Mill|Mews|Grange|Rectory|Vicarage|Croft|Bungalow|Villa|Court)`;
const NAMED_HOUSE = String.raw`\b(?:(?:Flat|Apt|Apartment|Unit)\.?[ \t]*[A-Z0-9]{1,5},[ \t]*(?:Block[ \t]+[A-Z0-9]{1,3},[ \t]*)?)?(?:The[ \t]+)?(?:[${UPPER}][${LOWER}'’]+[ \t]+){0,2}${HOUSE_WORD}(?:${PART_SEPARATOR}${UNIT_FIRST_PART}){1,5}(?:${PART_SEPARATOR}|[ \t]+)(?:${UK_POSTCODE}|${EIRCODE})\b`;
/** The road words one of UNIT_FIRST's parts must hold. */
const UNIT_FIRST_ROAD = /\b(?:Road|Rd|Street|St|Avenue|Ave|Lane|Cross|Main|Nagar|Marg|Drive|Close|Crescent|Way|Wharf|Quay|Apartments|Towers|Colony|Sector|Layout|Enclave|Estate|Extension)\b/;
/** A postcode (digits, an Eircode, a UK postcode) that ends its line: where an address of lines ends ("…, Napier 4110\n210 Great South Road, …" is a list of two). */
const POSTCODE_AT_LINE_END = /[ \t,-](?:\d{4,6}|[A-Z]\d[\dW][ \t]?[A-Z\d]{4}|[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2})(?=[ \t]*(?:\r?\n|$))/u;
const STATE_AFTER = new RegExp(String.raw`^(?:,[ \t]*|[ \t]*\r?\n[ \t]*)${INDIAN_STATE}\b`, 'u');
/** The first address of a multi-line match: up to its first postcode at a line's end, and the state after it. */
function firstAddressLength(span: string): number {
  const postcode = POSTCODE_AT_LINE_END.exec(span);
  if (postcode === null) return span.length;
  const end = postcode.index + postcode[0].length;
  return end + (STATE_AFTER.exec(span.slice(end))?.[0].length ?? 0);
}
/**
 * Hungary, the postcode and city first, the street type after its name, the house number with its
 * dot, then floor and door: "1117 Budapest, Váci utca 78. 3. em. 14.", "Andrássy út 62. IV. em. 15.".
 */
const HUNGARIAN = String.raw`\b\d{4}[ \t]+${CITY},[ \t]*(?:${NAME_WORD}[ \t]+){1,3}(?:utca|út|útja|tér|körút|krt\.|u\.|sor|köz|sétány|rakpart)[ \t]+\d{1,4}\.(?:[ \t]*(?:\d{1,2}|[IVX]{1,4})\.[ \t]*em\.(?:[ \t]*\d{1,3}\.)?)?`;
/** An Indonesian village, district or regency, after its abbreviation or not ("Kel. Karet", "Kec. Setiabudi", "Jakarta Selatan"). */
const ID_AREA = String.raw`(?:(?:Kel|Kec|Kab|Ds)\.[ \t]*)?[${UPPER}][${LETTER}]*(?:[ \t]+[${UPPER}][${LETTER}]*){0,3}`;
/** A staircase, flat, floor or box after the number: Finnish "12 B 5", Swedish "5 lgh 1102", "12 B, lgh 1102" or "7, 3 tr", Polish "84 m. 15", Belgian "118 bte 3", Danish "174, 1. tv." and "101, 2. mf.", Italian "9, piano 1" and "124, int. 2". */
const FLAT_AFTER_HOUSE = String.raw`(?:[ \t]+[A-Z](?:[ \t]+\d{1,3})?)?(?:,?[ \t]+lgh[ \t]+\d{3,4}|,[ \t]*\d{1,2}[ \t]?tr\b|[ \t]+m\.[ \t]*\d{1,4}|[ \t]+(?:bte|bus|boîte)[ \t]+\d{1,4}|,[ \t]*(?:\d{1,2}\.|st\.)[ \t]*(?:tv|th|mf)\.?|,[ \t]*(?:piano|scala|int\.|interno)[ \t]*[A-Za-z0-9]{1,3})?`;
/**
 * A street may open with an abbreviated street type ("wyb. Bagiński", "Avda. Mayor"). Only these:
 * any word ending in a period would keep a streamed reply's every sentence end pending.
 */
const STREET_ABBREVIATION = String.raw`(?:ul|al|pl|os|wyb|bulw|[Aa]vda|[Aa]v|[Bb]v|[Pp]za|[Cc]tra)\.[ \t]*`;
const ANY_WORDS = String.raw`(?:${STREET_ABBREVIATION})?${ANY_WORD}(?:[ \t]+${ANY_WORD}){0,4}`;
/** Italian qualifiers after a town's name, as lists and test data write them in lowercase ("Sesto lido", "Riva ligure", "San Vito a mare"). */
const CITY_QUALIFIER = String.raw`(?:a mare|lido|ligure|del friuli|salentino|calabro|veneto|nell'emilia|umbro|laziale|terme|sardo|marittimo|scalo)\b`;
/**
 * A city that opens with a capital goes on with capitalised words only, up to four, with
 * lowercase particles between them ("El Puerto de Santa María", "San Sebastián de los Reyes"):
 * a lowercase word after it is the sentence going on ("28013 Madrid by Friday"). Typed in
 * lowercase, any words ("camino del sol, 131, 18541 granada"; refine() trims what follows).
 */
const CAPITALISED_CITY = String.raw`[${UPPER}][${LETTER}'’\-]*(?:[ \t]+(?:(?:${ANY_CITY_PARTICLE}|los|las|el)[ \t]+){0,2}[${UPPER}][${LETTER}'’\-]*){0,3}(?:[ \t]+${CITY_QUALIFIER})?`;
/** Up to three words, with lowercase particles between them ("Santa Cruz de Tenerife", "Nové Město na Moravě"). */
const ANY_CITY = String.raw`(?:${CAPITALISED_CITY}|${ANY_WORD}(?:[ \t]+(?:${ANY_CITY_PARTICLE}[ \t]+){0,2}${ANY_WORD}){0,2})`;
/**
 * The postcode before the city in the postcode-anchored pattern: five digits, four and two letters
 * (Dutch), Polish 00-590 and Portuguese 1100-048, and, before a capitalised city, Czech and Slovak
 * 160 13. Four bare digits are left to the street patterns with a known street type: after any
 * words they read years ("March 12, 2019 Apple…") and counts ("Chapter 3, 4000 Years").
 */
/** …and Argentina's CPA ("X5000EPT"). */
const ANY_POSTCODE = String.raw`\d{5}|\d{4}[ \t]?[A-Za-z]{2}|\d{2}-\d{3}|\d{4}-\d{3}|[A-Z]\d{4}[A-Z]{3}`;
const CZ_POSTCODE = String.raw`\d{3}[ \t]\d{2}`;
const ANY_POSTCODE_CITY = String.raw`(?:${ANY_POSTCODE})[ \t]+${ANY_CITY}|${CZ_POSTCODE}[ \t]+[${UPPER}][${LETTER}'’\-]*(?:[ \t]+(?:${ANY_CITY_PARTICLE}[ \t]+){0,2}${ANY_WORD}){0,2}(?:[ \t]+\d{1,2}\b)?`;
const ANY_UK_POSTCODE = String.raw`[A-Za-z]{1,2}\d[A-Za-z\d]?[ \t]?\d[A-Za-z]{2}`;
/**
 * Words around an address that are not part of it, in the languages the built-in patterns cover:
 * what leads into it ("I live at", "ship to", "naar", "es") and what follows the city ("y mi",
 * "instead of").
 */
const LEAD_INTO = new Set(['at', 'to', 'is', 'was', 'were', 'now', 'war', 'era', 'était', 'fue', 'was:', 'in', 'on', 'from', 'address', 'addr', 'naar', 'aan', 'op', 'te', 'an', 'nach', 'bei', 'ist', 'in', 'a', 'à', 'al', 'alla', 'en', 'es', 'è', 'est', 'chez', 'para', 'pour', 'per', 'sur', 'dirección', 'indirizzo', 'adresse', 'anschrift', 'adres', 'is:', 'at:', 'to:', 'till', 'til', 'på', 'adress', 'bor', 'i', 'är', 'er', 'je', 'adresa', 'moje', 'min', 'mitt', 'meine', 'mijn']);
const AFTER_CITY = new Set(['y', 'e', 'et', 'und', 'and', 'or', 'o', 'of', 'mi', 'my', 'il', 'le', 'la', 'el', 'instead', 'then', 'please', 'bitte', 'thanks', 'por', 'per', 'pour', 'for', 'with', 'con', 'avec', 'mit', 'to', 'a', 'à', 'en', 'es', 'è', 'is', 'ist', 'est', 'but', 'pero', 'ma', 'mais', 'aber', 'maar', 'en']);

/**
 * Lowercase words that end Italian place names as test-data generators write them (Faker's
 * it_IT city suffixes: "Bernardi a mare", "Giusta salentino"), kept after a capitalised city.
 */
const CITY_SUFFIXES = new Set(['a', 'al', 'mare', 'lido', 'ligure', 'del', 'friuli', 'salentino', 'calabro', 'veneto', "nell'emilia", 'umbro', 'laziale', 'terme', 'sardo']);

/** The CITY_SUFFIXES words right after `at`, ending on one that is not a particle ("del", "a"), or "". */
function citySuffixAt(text: string, at: number): string {
  const word = /[ \t]+([\p{Ll}']+)/uy;
  word.lastIndex = at;
  let end = at;
  let kept = at;
  for (let m = word.exec(text); m !== null && CITY_SUFFIXES.has(m[1] ?? ''); m = word.exec(text)) {
    end = word.lastIndex;
    if (!SUFFIX_PARTICLES.has(m[1] ?? '')) kept = end;
    if (end - at > 40) break;
  }
  return text.slice(at, kept);
}
const SUFFIX_PARTICLES = new Set(['a', 'al', 'del']);
/** English words that end like a street type of the four-digit-postcode countries (-gade, -gate). */
const LOOKALIKE_STREETS = new Set(['brigade', 'renegade', 'delegate', 'aggregate', 'investigate', 'navigate', 'tailgate', 'floodgate', 'watergate', 'legate', 'propagate', 'surrogate', 'interrogate', 'segregate', 'congregate', 'obligate', 'irrigate', 'mitigate', 'litigate', 'instigate', 'castigate']);
/**
 * English words that end like a German or Dutch street ("Total 12", "Digital 5", "Iceberg 3",
 * "Notepad 2"): a capitalised word and a number are a street only when the word is not one of
 * these. "-ring" is read apart (see isEnglishRing).
 */
const ENGLISH_GLUED_LOOKALIKES = new Set([
  'total', 'digital', 'capital', 'hospital', 'portal', 'metal', 'dental', 'rental', 'mental', 'vital', 'crystal', 'coastal', 'postal',
  'pedestal', 'fatal', 'natal', 'prenatal', 'fetal', 'orbital', 'societal', 'recital', 'frontal', 'horizontal', 'fractal', 'marital',
  'accidental', 'environmental', 'continental', 'experimental', 'incremental', 'fundamental', 'supplemental', 'developmental',
  'parental', 'skeletal', 'oriental', 'sentimental', 'departmental', 'instrumental', 'monumental', 'ornamental', 'transcendental',
  'occidental', 'brutal', 'pivotal', 'iceberg', 'kindergarten', 'blockade', 'notepad', 'keypad', 'touchpad', 'trackpad', 'launchpad',
  'numpad', 'gamepad', 'scratchpad', 'mousepad', 'sketchpad', 'ballpark', 'carpark', 'skatepark', 'waterpark',
]);

/**
 * An English word in "-ring" rather than a German "…ring" street ("Lindenring", "Kaiserring"):
 * a gerund ("Monitoring 2", "Offering 3": a vowel before the "ring") or a short word ("Spring 2",
 * "String 4": fewer than three letters before it). German compounds put a word of their own first.
 */
function isEnglishRing(word: string): boolean {
  const lower = word.toLowerCase();
  // "Am Ring 5", "Berliner Ring 5": the word alone is the German street type.
  if (!lower.endsWith('ring') || lower === 'ring') return false;
  const stem = lower.slice(0, -4);
  return stem.length < 3 || /[aeiouy]$/.test(stem);
}

/** Words that number parts of a text or a process: "Table 2," is no street before a postcode-like number. */
const NUMBERED_THINGS = new Set(['table', 'tab', 'figure', 'fig', 'chapter', 'section', 'page', 'p', 'step', 'item', 'line', 'version', 'level', 'phase', 'part', 'exhibit', 'appendix', 'article', 'question', 'task', 'week', 'day', 'year', 'order', 'invoice', 'row', 'column', 'slide', 'lesson', 'episode', 'season', 'volume', 'vol', 'issue', 'no', 'number', 'case', 'ticket', 'test', 'round', 'stage', 'grade', 'option', 'rule', 'paragraph', 'verse', 'sample', 'batch', 'group', 'team', 'node', 'port', 'build', 'release']);

/** A German article at the start of a street match, and a preposition right before the match. */
const GERMAN_ARTICLE = /^(?:der|die|das|dem|den)[ \t]+(?=\p{Lu})/u;
const GERMAN_PREPOSITION_BEFORE = /(?:^|[^\p{L}])(?:in|an|auf|bei|von|vom|aus|zu|nach|über|unter|vor|hinter|neben|ab|durch|für|um)[ \t]+$/iu;

/** A span that ends in a comma and a five-digit postcode, as Latin American addresses write it before the city. */
const COMMA_POSTCODE_END = /,[ \t]*\d{5}$/;
/** A city (capitalised words or an abbreviation in capitals) and perhaps its Mexican state, ending the line or the sentence. */
const CITY_AFTER_POSTCODE = new RegExp(String.raw`^[ \t]+(?:\p{Lu}\p{Ll}+(?:[ \t]+(?:de[ \t]+)?\p{Lu}\p{Ll}+){0,2}|[A-Z]{3,5})(?:,[ \t]*(?:${MX_STATE}|CDMX))?(?=[ \t]*(?:\r?\n|[.;?!]|$))`, 'u');
/** A time's hour, or an English date's month, day and year, opening a span. */
const TIME_OR_DATE_HEAD = /^(?:\d{1,2}[ \t]*(?:AM|PM|am|pm|a\.m\.|p\.m\.)(?!\p{L})|(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?[ \t]+\d{1,2}(?:st|nd|rd|th)?,?[ \t]+(?:1[89]|20)\d\d\b)/u;
/** A time's hour and colon, or a year and dash, right before the span: it opens inside a time or a date. */
const DATE_PART_BEFORE = /(?:\d:|\b\d{4}-)$/;
/** A span ending on a unit word, and the unit number with an optional locality after it. */
/** A flat, unit or plot, then perhaps its building's name, right before a house number. */
/**
 * A flat, floor or wing before the house: "Flat 7", "2nd Floor Flat", "Level 2" (Australia),
 * "3. OG links" and "Hinterhaus" (Germany), "Bât. B" and "3e étage" (France), "Rose Cottage" (a
 * house's name in Britain and Ireland), a shop or bungalow, a Glasgow flat by floor and door ("Flat
 * 2/1"), an Edinburgh one ("2F1"), an Indian house number ("H.No. 14/2").
 */
const UNIT_PART = String.raw`(?:(?:Flat|FLAT|Apartment|APARTMENT|Appartement|Apt|APT|Appt|Unit|UNIT|Suite|SUITE|Plot|PLOT|Lot|LOT|Room|Rm|Level|LEVEL|Block|Bât|Bâtiment|Stiege|Top|Esc|Escalier)\.?[ \t]*[A-Za-z0-9-]{1,5}(?:\/[A-Za-z0-9]{1,3})?|(?:Shop|SHOP|shop|Bungalow|Maisonette|Kiosk|H\.[ \t]?No)(?:\.[ \t]*|[ \t]+)[A-Za-z0-9-]{1,5}(?:\/[A-Za-z0-9]{1,3})?|\d{1,2}F\d{1,2}|[Pp]orte[ \t]+(?:gauche|droite|[A-Za-z0-9]{1,3})|(?:Ground|First|Second|Third|Fourth|Fifth|Top|\d{1,2}(?:st|nd|rd|th))[ \t]+Floor(?:[ \t]+(?:Flat|Apartment|Unit|Suite))?|\d{1,2}\.[ \t]*(?:OG|Obergeschoss|Stock|Etage)(?:[ \t]+(?:links|rechts|Mitte))?|(?:EG|DG|Erdgeschoss|Dachgeschoss)(?:[ \t]+(?:links|rechts|Mitte))?|Hinterhaus|Vorderhaus|Seitenflügel|Gartenhaus|\d{1,2}(?:e|er|ère|ème)[ \t]+étage|\p{Lu}[\p{Ll}'’-]+[ \t]+(?:Cottage|Lodge|Farm|Barn|Villa|Manor))`;
const UNIT_SEPARATOR = String.raw`(?:,[ \t]*|[ \t]*\n[ \t]*)`;
const LEADING_UNIT = new RegExp(String.raw`(?:^|[\s,;:("'>])(${UNIT_PART}(?:,[ \t]*${UNIT_PART})?${UNIT_SEPARATOR}(?:(?:The[ \t]+|THE[ \t]+)?\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){0,3}${UNIT_SEPARATOR})?)$`, 'u');
/** A unit word right before the address when the address opens with the unit's own number ("Unit 12, Foss Islands Road"). */
const UNIT_WORD_BEFORE = /(?:^|[\s,;:(])((?:Flat|Apartment|Apt|Unit|Suite|Plot|Lot|Shop|Bungalow|Maisonette)\.?[ \t]*)$/;
/** A Canadian suite number and a dash before the house number ("#304 – 1122 Haro Street"). */
const SUITE_DASH_BEFORE = /(?:^|[\s,;:(])(#\d{1,5}[A-Za-z]?[ \t]*[–-][ \t]*)$/;
/** A Dutch preposition right before a street ("aan de Molenweg", "op het Spui"): the article after it is prose. */
const DUTCH_PREPOSITION_BEFORE = /(?:^|[^\p{L}])(?:aan|op|in|naar|bij|uit|over|langs|nabij|via|voor|achter|tegenover|richting)[ \t]+$/u;
const TRAILING_UNIT = /\b(?:Apt|Apartment|Suite|Ste|Unit|Flat|Room|Zimmer|Wohnung)\.?$/;
const UNIT_REST = /^\.?[ \t]*#?\d{1,5}[A-Za-z]?(?:,[ \t]*(?:\d{4,5}[ \t]+)?\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){0,3})?/u;

// Endings of German street names, glued on ("Eulenkamp") or as a word ("Schlebuscher Heide").
const DE_SUFFIX = String.raw`(?:gürtel|zeile|lände|straße|strasse|str\.|weg|allee|platz|gasse|ring|damm|ufer|chaussee|steig|pfad|markt|hof|berg|graben|kai|kamp|feld|bach|heide|wiese|wiesen|hecke|höhe|gäßchen|gässchen|kämpchen|winkel|garten|grund|stieg|siedlung|brücke|tal|aue)`;
const DE_WORD_SUFFIX = String.raw`(?:Gürtel|Zeile|Lände|Kai|Straße|Strasse|Str\.|Weg|Allee|Platz|Gasse|Ring|Damm|Ufer|Chaussee|Steig|Pfad|Markt|Graben|Hof|Heide|Wiese|Wiesen|Hecke|Höhe|Gäßchen|Gässchen|Kämpchen|Aussicht|Winkel|Garten|Grund|Feld|Kamp)`;
const NL_SUFFIX = String.raw`(?:straat|laan|weg|plein|gracht|kade|singel|dijk|steeg|hof|markt|pad|plantsoen|park)`;
const ROMANCE_TYPE = String.raw`(?:Derech|Rehov|Rechov|Sderot|[Cc]alle|C/|[Aa]venida|[Aa]vda\.|[Pp]laza|[Pp]za\.|[Pp]aseo|[Cc]arrer|[Cc]amino|[Rr]onda|[Tt]ravesía|[Vv]ia|[Vv]iale|[Pp]iazza|[Cc]orso|[Ll]argo|[Vv]icolo|[Rr]ua|[Aa]v\.|[Aa]venue|[Aa]vinguda|[Uu]l\.|[Aa]leja|[Aa]leje|Str\.|Strada|Bd\.|Bulevardul|Calea|Aleea|Șos\.|Sos\.)`;
const FR_TYPE = String.raw`(?:[Rr]ue|[Aa]venue|[Aa]v\.|[Bb]oulevard|[Bb]oul\.|[Bb]d|[Pp]lace|[Cc]hemin|[Aa]llée|[Ii]mpasse|[Qq]uai|[Rr]oute|[Cc]ours|[Ss]quare|[Pp]assage|[Rr]ond-[Pp]oint|[Ff]aubourg|[Vv]oie)`;
const PARTICLES = String.raw`(?:(?:de|du|des|de la|la|le|les|l'|d'|del|della|dei|degli|delle|dello|di|da|dos|das|do)[ \t]*)*`;
// Only the first word may be a number ("Via XX Settembre" is written "Via 20 Settembre"): later
// digits are the house number.
const ROMANCE_NAME = String.raw`${PARTICLES}[${UPPER}\d][${LETTER}'’\-]*(?:[ \t]+(?:${PARTICLES})?[${UPPER}][${LETTER}'’.\-]*){0,4}`;
/**
 * Brazil, after the number: a flat, the neighbourhood after a dash, ", City - UF" and the CEP:
 * "Rua das Flores, 123, apto 45, São Paulo - SP, 01234-567", "Av. Paulista, 1578 - Bela Vista,
 * São Paulo - SP, 01310-200". The state code after the city is what makes it Brazil's.
 */
const BR_LOCALITY = String.raw`(?:,?[ \t]*(?:apto?\.?|apartamento|sala|bloco|casa|torre)[ \t]*(?:\d{1,5}[A-Za-z]?|[A-Z]\b)){0,3}(?:(?:[ \t]+-[ \t]+|,[ \t]*)${CITY})?,[ \t]*${CITY}[ \t]*[\-\/][ \t]*[A-Z]{2}\b(?:,?[ \t]*(?:-[ \t]*)?(?:CEP:?[ \t]*)?\d{5}-?\d{3}\b)?`;
/** Turkish street types, written out or abbreviated. */
const TR_TYPE = String.raw`(?:Caddesi|Cad\.|Cd\.|Sokak|Sokağı|Sok\.|Sk\.|Bulvarı|Blv\.)`;
/** A Danish floor and side after the house number: ", 2. th.", ", st. tv.", ", 3. 12". */
const DK_FLOOR = String.raw`(?:,[ \t]*(?:\d{1,2}\.|st\.|kl\.)[ \t]*(?:(?:th|tv|mf)\.?|\d{1,3})?)?`;
/** Copenhagen's and Aarhus's postal districts after the city: "København N", "Aarhus C"; Jutland's "Viby J". */
const DK_DISTRICT = String.raw`(?:[ \t]+(?:NV|SV|N|S|V|K|C|J)\b)?`;
/**
 * Nordic and Finnish street types glued to the name ("Kirkeveien", "Storgata", "Hämeenkatu",
 * "Koivukuja", after a word or not: "Norra Nygatan"), or a word after it ("Kong Oscars gate", "Bygdøy allé"): typed so plainly that the
 * street and its number are an address with no postcode after them, as a form's street field holds it.
 */
const NORDIC_GLUED = String.raw`(?:vej|vejen|gade|gaden|veien|vegen|gatan|gata|vägen|gränd|stræde|katu|kuja|tie|polku|kaari|rinne|väylä|raitti|aukio)`;
const NORDIC_WORD = String.raw`(?:gate|gata|gatan|vei|veien|vej|vegen|allé|plass|plads|torv|torg|vägen|väg)`;
/** The words that may open a Nordic street's name before the glued one: where it lies, how big or old it is. */
const NORDIC_QUALIFIER = String.raw`(?:Norra|Södra|Östra|Västra|Övre|Nedre|Undre|Stora|Lilla|Gamla|Nya|Nordre|Søndre|Østre|Vestre|Øvre|Store|Lille|Gamle|Nye|Iso|Pikku|Vanha|Uusi)`;
const NORDIC_STREET = String.raw`(?:(?:${NORDIC_QUALIFIER}[ \t]+)?[${UPPER}][${LOWER}'’\-]+${NORDIC_GLUED}|[${UPPER}][${LETTER}'’\-]*(?:[ \t]+[${UPPER}][${LETTER}'’\-]*)?[ \t]+${NORDIC_WORD})[ \t]+\d{1,4}[A-Za-z]?(?:[ \t][A-Z](?:[ \t]\d{1,3})?)?(?:,?[ \t]+H\d{3,4})?\b(?:[ \t]+as\.[ \t]*\d{1,3})?(?:,[ \t]*\d{1,2}\.[ \t]*sal\b)?${DK_FLOOR}(?:(?:,[ \t]*|${NEWLINE})\d{4,5}[ \t]+${EU_CITY}${DK_DISTRICT})?`;
/** A Mexican colonia or a neighbourhood before the postcode: ", Col. Roma Norte", ", Fracc. Las Palmas". */
const NEIGHBOURHOOD = String.raw`(?:${SEP}(?:Col\.|Colonia|Fracc\.|Fraccionamiento|Barrio|Bairro)[ \t]+(?:(?:del|de|la|las|los|el)[ \t]+)?${CITY})?`;
/** Spanish, Portuguese and Catalan floor and door after the number: ", 4º dcha.", " 2º B", ", 2.º Esq.", ", 4t 2a", ", Piso 4", ", 7-1", Portugal's ground floor ", r/c"; a floor and a door ("piso 5 depto. B"). */
/**
 * Block, staircase, floor, door and flat after the number, as Romanian, Italian, Spanish, French
 * and Latin American addresses write them: ", bl. A, sc. 2, ap. 14, sector 3", ", scala B, int. 7",
 * ", pta. 7", ", app. 3", ", depto 1203", ", 2e étage gauche", ", porte gauche", a Polish "lok. 5".
 */
const UNITS_AFTER_NUMBER = String.raw`(?:,[ \t]*(?:bl|sc|et|ap)\.[ \t]*[A-Za-z0-9]{1,4}|,?[ \t]+lok\.[ \t]*\d{1,4}[A-Za-z]?|,[ \t]*(?:(?:scala|interno|puerta)[ \t]+|(?:int|pta|esc|app|appt|apt|appartement|depto|dpto|bât|lgh)(?:\.[ \t]*|[ \t]+))[A-Za-z0-9]{1,4}|,[ \t]*\d{1,2}(?:e|er|ème|re)[ \t]+étage(?:[ \t]+(?:gauche|droite))?|,[ \t]*porte[ \t]+(?:gauche|droite|[A-Za-z0-9]{1,3})|,[ \t]*sector[ \t]+\d){0,5}`;
const ES_FLOOR = String.raw`(?:,?[ \t]*\d{1,2}(?:\.?[º°ª][ \t-]*(?:izquierda|derecha|centro|exterior|interior|[A-Za-z]{1,5}\.?|\d{1,2}\.?[ªº])?|(?:r|n|t|è)[ \t]+\d{1,2}a\b)|,?[ \t]*(?:[Pp]iso|[Pp]lanta|[Dd]epto\.?|[Dd]pto\.?|[Dd]to\.|Int\.)[ \t]*(?:\d{1,4}[A-Za-z]?|[A-Z])\b|,[ \t]*(?:bajo|ático|atico|entresuelo|principal|sótano)(?:[ \t]+[A-Z0-9]{1,2}\b)?|,[ \t]*\d{1,2}-\d{1,2}\b|,[ \t]*r\/c\b){0,2}`;

export const locationRecognizer: Recognizer = {
  name: 'location',
  entityType: 'LOCATION',
  patterns: [
    {
      // US/UK/Commonwealth: number, optional direction, 1–4 name words, a street suffix, optional
      // direction, optional unit, optional locality.
      name: 'number_street_suffix',
      isGroupLongestEnd: true,
      // A numbered road ("County Road 56", "Highway 61") is tried first; "5/23" is flat 5 at number 23.
      // A unit may stand on a line of its own before the locality ("1609 Elm Creek Dr\nApt 12\nRound Rock, TX 78664").
      regex: String.raw`${UNIT_PREFIX}\b(?:\d{1,4}[A-Za-z]?\/)?\d{1,6}[A-Za-z]?(?:-\d{1,4})?[ \t]+(?:${DIRECTION}[ \t]+)?(?:(?:${NAME_WORD}[ \t]+){0,3}${NUMBERED_ROAD}[ \t]+\d{1,4}[A-Z]?\b|(?:${NAME_WORD}[ \t]+){1,4}(?:${US_SUFFIXES.join('|')})|Broadway)\b\.?(?:[ \t]+(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\b\.?)?(?:${UNIT}{1,2}|${NEWLINE}${UNIT_DESIGNATION})?${LOCALITY}`,
      prefilter: String.raw`\b(?:${US_SUFFIXES.join('|')}|Broadway)\b`,
      score: 0.8,
    },
    {
      // The same in lowercase, as chat is typed: a US state and ZIP code or a UK postcode must end it.
      name: 'number_street_suffix_lower',
      regex: String.raw`\b\d{1,6}[a-z]?[ \t]+(?:(?:n|s|e|w|north|south|east|west)\.?[ \t]+)?(?:[a-z0-9][a-z0-9'.\-]*[ \t]+){1,3}(?:${LOWER_SUFFIXES})\b\.?(?:[ \t]+(?:n|s|e|w|ne|nw|se|sw)\b\.?)?(?:,?[ \t]+(?:apt|apartment|suite|ste|unit|flat|#)(?:(?:\.[ \t]*|[ \t]+)#?[a-z0-9]|[ \t]*#?\d)[a-z0-9\-]{0,5})?((?:,?[ \t]+[a-z]+){1,3}(?:,?[ \t]+${LOWER_US_STATE}[ \t]+\d{5}(?:-\d{4})?|,?[ \t]+${LOWER_UK_POSTCODE}|,?[ \t]+${LOWER_CA_POSTCODE}))\b`,
      // A state code as a whole word before the ZIP code (after "[ \t,]" instead of a word
      // boundary, the same list added 210 states to the set's automaton; a ZIP code after any
      // lowercase letter fired in half of all chat texts: "at 13503 MB"), or a UK postcode from
      // the outward code's last digit (its letters first added 170 states), or a Canadian one
      // with its province (its digits and letters alone matched a tenth of all hex ids).
      prefilter: String.raw`\b${LOWER_US_STATE}[ \t]+\d{5}\b|\d[a-z\d]?[ \t]\d[a-z]{2}\b|[ \t](?:ab|bc|mb|n[blstu]|on|pe|qc|sk|yt)[ \t]+[a-z]\d[a-z][ \t]?\d[a-z]\d\b`,
      score: 0.8,
    },
    {
      // A British street of no type ("68 The Beeches", "9 Mount Pleasant", "1 Oaklands") counts
      // with its town and postcode after it.
      name: 'uk_named_street',
      // Bounded (towns of up to four words), so it runs only around its prefilter's matches: a
      // postcode after a word and a space, not the hex ids that have a postcode's shape ("A53DE").
      // Also a street of a known type without its house number, as a business or a surgery gives
      // it after its own name ("Milman Road Health Centre, Milman Road, Reading RG2 0AR"): one
      // pattern, as both run around the same prefilter.
      regex: String.raw`\b(?:\d{1,4}[A-Za-z]?[ \t]+(?:The[ \t]+)?[${UPPER}][${LOWER}'’\-]{1,30}(?:[ \t]+[${UPPER}][${LOWER}'’\-]{1,30})?|[${UPPER}][${LOWER}'’\-]{1,30}(?:[ \t]+[${UPPER}][${LOWER}'’\-]{1,30}){0,2}[ \t]+(?:Road|Street|Lane|Avenue|Close|Drive|Crescent|Grove|Gardens|Terrace|Place|Square|Way))(?:,[ \t]{0,3}${UK_TOWN}){1,2},?[ \t]{1,3}${UK_POSTCODE}\b`,
      prefilter: String.raw`(?:[a-z'’]|${BEYOND_ASCII}),?[ \t]{1,3}${UK_POSTCODE}\b`,
      isPrefilterInMatch: true,
      score: 0.8,
    },
    {
      // The same in capitals, as on labels and forms ("12139 N 119TH SQUARE STE 121, BROOKLYN, NY").
      name: 'number_street_suffix_caps',
      isGroupLongestEnd: true,
      regex: String.raw`\b\d{1,6}[A-Z]?[ \t]+(?:${UPPER_WORD}[ \t]+){1,4}(?:${US_SUFFIXES.map((x) => x.toUpperCase()).join('|')})\b\.?(?:[ \t]+(?:N|S|E|W|NE|NW|SE|SW)\b)?${UNIT}?${UPPER_LOCALITY}`,
      prefilter: String.raw`\b(?:${US_SUFFIXES.map((x) => x.toUpperCase()).join('|')})\b`,
      score: 0.8,
    },
    {
      // German/Austrian/Swiss and Dutch: street name with its suffix (glued on, hyphenated or as
      // a word), then the number, and in Vienna its staircase and door ("Favoritenstraße 130/Stiege
      // 2/Top 9"). The prefilter reads a glued suffix only in a capitalised word,
      // as the pattern does: unanchored, the suffixes made the first pass follow every letter of
      // every word (docs/performance.md, session 18).
      name: 'street_number_de_nl',
      isGroupLongestEnd: true,
      regex: String.raw`\b(?:${NL_LEADING_PARTICLES}(?:${DE_LEADING_WORD}[ \t]+)?(?:[${UPPER}][${LETTER}]*er[ \t]+)?[${UPPER}][${LETTER}\-]*(?:${DE_SUFFIX}|${NL_SUFFIX})|(?:${DE_LEADING_WORD}[ \t]+)?[${UPPER}][${LETTER}\-]*[ \-]${DE_WORD_SUFFIX}|(?:[${UPPER}][${LETTER}]+[ \t]+)?[${UPPER}][${LETTER}'’\-]*-(?:Straße|Str\.)|(?:Am|An der|An den|Auf der|Auf dem|Im|In der|In|Zum|Zur|de|het|De|Het)[ \t]+[${UPPER}][${LETTER}\-]+)[ \t]+\d{1,4}(?:-\d{1,4}|-[A-Za-z]{1,3})?(?:[ \t]?(?:bis|ter|[a-z]))?(?:\/\d{1,4}){0,2}\b(?:\/(?:Stiege|Stg\.|Top|Tür)[ \t]*\d{1,3}\b){0,3}(?:[ \t]+(?:I{1,3}|IV|hs|huis|bg|boven)\b)?${UNIT}?${EU_LOCALITY}`,
      prefilter: String.raw`(?:${ANY_UPPER}(?:-|${ANY_LETTER})*(?:${beyondAsciiAsAny(DE_SUFFIX)}|${NL_SUFFIX})|${beyondAsciiAsAny(DE_WORD_SUFFIX)}|\b(?:Am|An der|An den|Auf der|Auf dem|Im|In der|In|Zum|Zur|de|het|De|Het)[ \t]+${ANY_UPPER}(?:[\-]|${ANY_LETTER})+)[ \t]+\d`,
      score: 0.8,
    },
    {
      // French: number, type, name ("12 rue de la Paix, 75002 Paris").
      name: 'number_type_name_fr',
      isGroupLongestEnd: true,
      regex: String.raw`\b\d{1,4}(?:[ \t]?(?:bis|ter))?,?[ \t]+${FR_TYPE}[ \t]+${ROMANCE_NAME}(?:${UNIT}|${UNITS_AFTER_NUMBER})?${EU_LOCALITY}`,
      prefilter: String.raw`\b\d{1,4}(?:[ \t]?(?:bis|ter))?,?[ \t]+${beyondAsciiAsAny(FR_TYPE)}[ \t]`,
      score: 0.8,
    },
    {
      // Japan, romanized: block numbers, district, ward or city, prefecture city and postcode:
      // "2-11-3 Meguro, Meguro-ku, Tokyo 153-0063".
      name: 'japan',
      isGroupLongestEnd: true,
      regex: String.raw`\b\d{1,4}-\d{1,4}(?:-\d{1,4})?[ \t]+[A-Z][a-z]+(?:-[A-Z][a-z]+)?,[ \t]*[A-Z][a-z]+-(?:ku|shi|cho|machi|gun|mura)((?:,?[ \t]+[A-Z][a-z]+)?(?:,?[ \t]+\d{3}-\d{4}\b)?)`,
      prefilter: String.raw`[a-z]-(?:ku|shi|cho|machi|gun|mura),?[ \t]`,
      score: 0.85,
    },
    {
      // India: a flat, house or plot number (or a house number with a slash, "14/2"), the parts of
      // the address after commas, then the city or state and the six-digit PIN: "Flat 302, Sai
      // Residency, 14th Cross, Indiranagar, Bengaluru 560038".
      name: 'india',
      isGroupLongestEnd: true,
      // Also a block's letter and flat ("B-204, Lodha Paradise") and a floor ("7th Floor, Nirmal Building").
      regex: String.raw`(?:\b(?:Flat|House|H\.[ \t]?No\.?|Plot|Door[ \t]No\.?)[ \t]*[A-Za-z0-9\/\-]{1,8}|#[ \t]?\d{1,5}|\b\d{1,4}\/\d{1,4}|\b[A-Z]-\d{1,4}|\b\d{1,2}(?:st|nd|rd|th)[ \t]+Floor),[ \t]*(?:[A-Z0-9][A-Za-z0-9.'’\-]*(?:[ \t]+[A-Za-z0-9.'’\-]+){0,4},[ \t]*){1,6}[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?((?:[ \t]*[\-–])?[ \t]*[1-8]\d{2}[ \t]?\d{3}\b(?:,[ \t]*${INDIAN_STATE}\b)?)`,
      // Any leading digit in the prefilter: "[1-8]" would split the set's digit byte class in two.
      // A city of two words ("New Delhi 110025").
      prefilter: String.raw`,[ \t]*[A-Z][a-z]+(?:[ \t][A-Z][a-z]+)?[ \t]*(?:-|${BEYOND_ASCII})?[ \t]*\d{6}\b|,[ \t]*[A-Z][a-z]+(?:[ \t][A-Z][a-z]+)?[ \t]*(?:-|${BEYOND_ASCII})?[ \t]*\d{3}[ \t]\d{3}\b`,
      score: 0.85,
    },
    {
      // Turkish: (neighbourhood,) name, type (a side street's after the avenue's), "No:" and the
      // number, door, then postcode and district/city, on the next line too, or district and city
      // alone: "Bağdat Caddesi No: 215 D: 7, 34728 Kadıköy/İstanbul", "Moda Cad. Şair Nefi Sok.
      // No: 18 Daire 3, Kadıköy, İstanbul".
      name: 'turkish',
      isGroupLongestEnd: true,
      regex: String.raw`\b(?:[${UPPER}][${LETTER}]+[ \t]+(?:Mahallesi|Mah\.),?[ \t]+)?(?:(?:[${UPPER}][${LETTER}]+[ \t]+){1,3}${TR_TYPE}[ \t]+){1,2}No:?[ \t]*\d{1,4}(?:\/\d{1,4})?(?:[ \t]+(?:D|Daire|Kat):?[ \t]*\d{1,3})*((?:(?:,[ \t]*|${NEWLINE})\d{5}[ \t]+[${UPPER}][${LETTER}]+(?:[ \t]*\/[ \t]*[${UPPER}][${LETTER}]+)?|,[ \t]*[${UPPER}][${LETTER}]+,[ \t]*[${UPPER}][${LETTER}]+)?)`,
      prefilter: String.raw`${beyondAsciiAsAny(TR_TYPE)}[ \t]+No`,
      score: 0.85,
    },
    {
      // Spanish/Italian/Portuguese: type, name, number ("Calle Mayor 5", "Via Roma 10"); Israel's in
      // Latin letters ("Derech Menachem Begin 132, Tel Aviv").
      name: 'type_name_number_es_it',
      isGroupLongestEnd: true,
      // An Italian house number may carry its letter after a slash ("153/A").
      // A Mexican house number may carry its side of the street ("2050 Pte.", "118 Nte.").
      regex: String.raw`\b${ROMANCE_TYPE}[ \t]+${ROMANCE_NAME},?[ \t]+(?:(?:n[º°o]?|nr)\.?[ \t]*)?\d{1,4}(?:[A-Za-z]|\/[A-Za-z])?\b(?:[ \t]+(?:Pte|Ote|Nte|Sur)\.)?${ES_FLOOR}${UNITS_AFTER_NUMBER}${NEIGHBOURHOOD}(?:${BR_LOCALITY})?${EU_LOCALITY}`,
      prefilter: String.raw`\b${beyondAsciiAsAny(ROMANCE_TYPE)}[ \t]`,
      score: 0.8,
    },
    {
      // Countries with four-digit postcodes (Denmark, Norway, Austria, Switzerland, Belgium,
      // Hungary, Latvia…): a street with a known type, its number, then the postcode and a
      // capitalised city, which must be there ("Elmevej 5, 7440 Lunderskov", "Alexanders Gate 8,
      // 0659 Oslo", "Allée Isabel 14 bis, 9871 Somme", "Dandāles iela 744, LV-4987 Baldone"), the
      // postcode on the next line too ("Strandvejen 210\n2900 Hellerup"); a house's letter apart
      // and Norway's flat number ("Markveien 35 B", "Storgata 81 H0203").
      // Four digits after any words read years and counts, hence the street type.
      name: 'street_postcode_4',
      isGroupLongestEnd: true,
      // No \b before the name: RE2's is ASCII only ("Østergade"); refine() checks the character before.
      regex: String.raw`(?:(?:${DE_LEADING_WORD}[ \t]+|${NL_LEADING_WORD}[ \t]+)?[${UPPER}][${LETTER}'’\-]*${GLUED_TYPE_4}|[${UPPER}][${LETTER}'’\-]*(?:[ \t]+[${UPPER}][${LETTER}'’\-]*)?[ \t]+${TYPE_AFTER_4}|${TYPE_BEFORE_4}[ \t]+${ROMANCE_NAME})[ \t]+${HOUSE}(?:[ \t]?(?:bis|ter))?(?:[ \t][A-Z]\b)?(?:[ \t]+H\d{4}\b)?(?:,?[ \t]+(?:bte|bus|boîte)[ \t]+\d{1,4})?${DK_FLOOR}((?:,[ \t]*|${NEWLINE})(?:LV-?)?\d{4}[ \t]+${CITY}${DK_DISTRICT})`,
      prefilter: String.raw`(?:,[ \t]*|\n[ \t]*)(?:LV-?)?\d{4}[ \t]+${ANY_UPPER}`,
      score: 0.8,
    },
    {
      // The same shape with a street name of no known type ("Meir 78, 2000 Antwerpen", "Bredgade
      // 40" is typed but "Strøget 12" is not), kept only beside an address word: without the type,
      // "Windows 11, 2024 Edition" has the shape too.
      name: 'street_postcode_4_cued',
      isGroupLongestEnd: true,
      regex: String.raw`[${UPPER}][${LETTER}'’\-]*(?:[ \t]+[${UPPER}][${LETTER}'’\-]*)?[ \t]+${HOUSE}(?:[ \t]?(?:bis|ter))?(?:,?[ \t]+(?:bte|bus|boîte)[ \t]+\d{1,4})?(,[ \t]*(?:LV-?)?\d{4}[ \t]+${CITY}${DK_DISTRICT})`,
      prefilter: String.raw`,[ \t]*(?:LV-?)?\d{4}[ \t]+${ANY_UPPER}`,
      requiresContext: true,
      score: 0.8,
    },
    {
      // Post office boxes, with the locality when it follows: "PO Box 1234, Springfield, IL
      // 62704", "P.O. Box 77", "Postfach 10 12 34, 10115 Berlin".
      name: 'po_box',
      isGroupLongestEnd: true,
      // Kenya writes the postcode after the box: "P.O. Box 4567-00100, Nairobi".
      // A route's box may carry a letter ("Rural Route 3 Box 77A").
      regex: String.raw`\b${PO_BOX}[ \t]*(?:No\.?[ \t]*|#[ \t]*)?\d{1,6}(?:[ \t]\d{2}){0,2}(?:-\d{5}|[A-Z])?\b${EU_LOCALITY}`,
      prefilter: String.raw`\b${PO_BOX}[ \t]*(?:No\.?[ \t]*|#[ \t]*)?\d`,
      score: 0.75,
    },
    {
      // Ireland's Eircode names one address, not an area: labelled, it is the address ("my eircode
      // is D06 F6P2").
      name: 'eircode',
      regex: String.raw`\b(?:[Ee]ircode|EIRCODE)(?:[ \t]+is)?[ \t]*:?[ \t]*(${EIRCODE})`,
      prefilter: String.raw`\b(?:[Ee]ircode|EIRCODE)`,
      isValueInGroup: true,
      score: 0.85,
    },
    {
      // US military mail, as the Postal Service writes it: "PSC 1234, Box 5678\nAPO AE 09876",
      // "USNS Hernandez\nFPO AP 96543", "Unit 8501 Box 2210\nDPO AA 34021". The last line is the
      // locality (the capture group refine() reads).
      name: 'military',
      regex: String.raw`\b(?:(?:USNS|USS|USNV|USCGC)[ \t]+[A-Z][a-z]+|PSC[ \t]+\d{3,4},[ \t]*Box[ \t]+\d{3,4}|Unit[ \t]+\d{4}[ \t]+Box[ \t]+\d{4})((?:,?${NEWLINE}|,?[ \t]+)(?:APO|FPO|DPO)[ \t]+(?:AA|AE|AP)[ \t]+${US_ZIP})\b`,
      prefilter: String.raw`\b(?:APO|FPO|DPO)[ \t]+(?:AA|AE|AP)[ \t]+\d{5}`,
      score: 0.9,
    },
    cjkAddressPattern,
    ...scriptAddressPatterns,
    {
      // Singapore: an HDB block ("Blk 315 Ang Mo Kio Ave 3") or a house number and its street, the
      // unit ("#08-1142"), a building's name, then "Singapore" and the six-digit postcode.
      name: 'singapore',
      // Forms print it in capitals and without the comma before the unit ("BLK 611 JURONG WEST STREET 65
      // #08-312 SINGAPORE 640611").
      regex: String.raw`\b(?:(?:Blk|BLK|Block|BLOCK)[ \t]+)?\d{1,4}[A-Z]?[ \t]+${SG_NAME}(?:,?[ \t]*#\d{1,3}-\d{1,5}[A-Z]?)?(?:,[ \t]*${SG_NAME})?(,?[ \t]+(?:Singapore|SINGAPORE)[ \t]+\d{6})\b`,
      prefilter: String.raw`(?:Singapore|SINGAPORE)[ \t]+\d{6}`,
      isPrefilterInMatch: true,
      score: 0.9,
    },
    {
      // Greek and Cyrillic script: street, number, floor or flat, then the postcode and the city:
      // "Ερμού 54, 105 63 Αθήνα", "ул. „Граф Игнатиев“ 15, ет. 3, 1000 София".
      name: 'greek_cyrillic',
      isGroupLongestEnd: true,
      // The street and the city open with a capital ("Встреча в 15, 2024 году" is a sentence).
      regex: String.raw`(?:${SCRIPT_STREET_TYPE}[ \t]*|${SCRIPT_CAPITAL_WORD}[ \t]+)(?:${SCRIPT_WORD}[ \t]+){0,3}\d{1,4}[А-Яа-яΑ-Ωα-ω]?(?:,[ \t]*(?:(?:ет|кв|вх|д|эт|όροφος)\.?[ \t]*\d{1,4}|\d{1,2}ος[ \t]+όροφος))*(,[ \t]*(?:\d{3}[ \t]\d{2}|\d{4,6})[ \t]+${SCRIPT_CAPITAL_WORD}(?:[ \t\-]+${SCRIPT_CAPITAL_WORD}){0,2})`,
      prefilter: String.raw`,[ \t]*(?:\d{3}[ \t]\d{2}|\d{4,6})[ \t]+${BEYOND_ASCII}`,
      score: 0.8,
    },
    {
      // Vietnam: number, street, ward, district, city ("123 Nguyễn Thị Minh Khai, Phường 6, Quận 3,
      // TP. Hồ Chí Minh"): the ward and the district words hold it together. Its letters go beyond
      // the Latin blocks the other patterns read (Latin Extended Additional: "ễ", "ầ").
      name: 'vietnam',
      regex: String.raw`\b\d{1,4}[A-Z]?(?:\/\d{1,4}[A-Z]?)?[ \t]+(?:\p{Lu}\p{L}*[ \t]+){0,4}\p{Lu}\p{L}*,[ \t]*(?:Phường|P\.|Xã|Thị trấn)[ \t]+[^\s,]+(?:[ \t]+[^\s,]+){0,2},[ \t]*(?:Quận|Q\.|Huyện|Thị xã)[ \t]+[^\s,]+(?:[ \t]+[^\s,]+){0,2}(?:,[ \t]*(?:(?:TP\.|Thành phố|Tỉnh)[ \t]*)?\p{Lu}\p{L}*(?:[ \t]+\p{Lu}\p{L}*){0,3})?`,
      prefilter: String.raw`,[ \t]*${beyondAsciiAsAny('(?:Quận|Huyện)')}[ \t]`,
      score: 0.85,
    },
    {
      // Indonesia: "Jl." and the street, its number or lot ("No. 12", "Kav. 52"), the RT/RW, then the
      // village, district and city, the postcode last: "Jl. Kemang Raya No. 12, RT 05/RW 02,
      // Bangka, Mampang Prapatan, Jakarta Selatan 12730". Lines after the street count only when
      // the postcode ends them (the next line is often the form's next field).
      name: 'indonesia',
      regex: String.raw`\bJl\.?[ \t]+(?:(?:[${UPPER}][${LETTER}]*\.?|(?:[${UPPER}]\.){2,3})[ \t]+){0,4}[${UPPER}][${LETTER}]*(?:[ \t]+(?:No\.?|Kav\.?|Blok)[ \t]*[\dA-Z]{1,4}(?:[\/\-]\d{1,3})?)+(?:,?[ \t]*RT[ \t.]*\d{1,3}[ \t]*\/[ \t]*RW[ \t.]*\d{1,3})?(?:(?:(?:,[ \t]*|${NEWLINE})${ID_AREA}){1,4}[ \t]+\d{5}\b|(?:,[ \t]*${ID_AREA}){0,4})`,
      prefilter: String.raw`\bJl\.?[ \t]+[A-Z]`,
      score: 0.85,
    },
    { name: 'unit_first', regex: UNIT_FIRST, prefilter: String.raw`\b(?:Flat|House|Apartment|Apt|Plot|Door|Unit|Stand|Nyumba)\b|\bNo\.[ \t]*\d{1,4}[A-Z]?,|\b[A-Z]-\d{1,4}[A-Z]?,`, score: 0.85 },
    // No \b before the name: RE2's is ASCII only ("Østergade"); refine() checks the character before.
    { name: 'nordic_street', regex: NORDIC_STREET, prefilter: String.raw`${ANY_LETTER}${beyondAsciiAsAny(NORDIC_GLUED)}[ \t]+\d|[ \t]${beyondAsciiAsAny(NORDIC_WORD)}[ \t]+\d`, score: 0.75 },
    { name: 'named_house', regex: NAMED_HOUSE, prefilter: String.raw`\b${HOUSE_WORD}(?:,|[ \t]*\r?\n)`, score: 0.85 },
    { name: 'street_lines', regex: STREET_LINES, prefilter: String.raw`(?:Avenue|Road|Street|Close|Crescent|Drive|Way|Lane|Boulevard)[ \t]*\r?\n`, score: 0.8 },
    { name: 'hungarian', regex: HUNGARIAN, prefilter: String.raw`\d\.[ \t]*(?:\d{1,2}\.|[IVX]{1,4}\.)?[ \t]*em\.|\b(?:utca|út|tér|körút|krt\.)[ \t]+\d`, score: 0.85 },
    {
      // Any-case European shapes the patterns above miss, held together by a postcode and a city
      // after the house number: "Zijlstraplantsoen 115, 1498 XA Leiden", "camino del sol, 131,
      // 18541 granada", "138 IMPASSE DE NESLE, 33041 BORDEAUX", "211 windsor crescent, oxford
      // ox19 1re". Words that lead into an address ("I live at") are trimmed by refine.
      name: 'postcode_city',
      // "s/n" (sin número) stands for the number in Spanish. No \b after the city: RE2's is ASCII
      // only and would end "Ivanovice na Hané" before its "é"; the greedy words end at a word's end.
      regex: String.raw`\b(?:${ANY_WORDS}[ \t]+(?:${HOUSE}${FLAT_AFTER_HOUSE}|s\/n\.?)|${ANY_WORDS},[ \t]*(?:${HOUSE}|s\/n\.?)|\d{1,4}[A-Za-z]?(?:[ \t]?(?:bis|ter))?,?[ \t]+${ANY_WORDS})(?:(?:,[ \t]*|[ \t]+)\d{1,2}[º°ª][ \t]*[A-Za-z]{0,5}\.?)?(?:,[ \t]*|[ \t]*\n[ \t]*)(?:(?:${ANY_POSTCODE_CITY})(?:[ \t]*\(${PROVINCE_CODE}\)|,[ \t]*jud\.[ \t]*${ANY_WORD})?|${ANY_CITY},?[ \t]+${ANY_UK_POSTCODE}\b)`,
      // A city may start with any letter ("Ávila", "Łódź"); the prefilter reads a letter's first byte.
      // The postcode may open the next line ("ul. Długa 17/3\n80-827 Gdańsk").
      prefilter: String.raw`[,\n][ \t]*(?:${ANY_POSTCODE}|${CZ_POSTCODE})[ \t]+${ANY_LETTER}|[,\n][ \t]*[A-Za-z]+,?[ \t]+[A-Za-z]{1,2}\d[A-Za-z\d]?[ \t]?\d[A-Za-z]{2}\b`,
      score: 0.85,
    },
  ],
  context: {
    words: ['address', 'live at', 'lives at', 'living at', 'located at', 'ship to', 'shipping', 'deliver to', 'delivery', 'mail to', 'visit us at', 'office', 'home', 'residence', 'moved to', 'adresse', 'anschrift', 'dirección', 'indirizzo', 'adres', 'street', 'apartment'],
    boost: 0.15,
    before: 40,
    after: 0,
  },
  refine: (match, text) => cutAtFieldGap(refineAddress(match, text), text),
};

/**
 * A gap of three blanks or a tab after a character of the line: where a form's or a fixed-width
 * table's field ends ("…, 0354 Oslo   Tlf: …"). Not a line's indentation ("\n    London SW1A 2AA").
 */
const FIELD_GAP = /(?<=\S)(?:[ ]{3,}|\t)/;
/** The address up to a field gap inside it, when a house number or a postcode comes before the gap. */
function cutAtFieldGap(address: Refined | undefined, text: string): Refined | undefined {
  if (address === undefined) return undefined;
  const span = text.slice(address.start, address.end);
  const gap = FIELD_GAP.exec(span);
  if (gap === null || !/\d/.test(span.slice(0, gap.index))) return address;
  const kept = span.slice(0, gap.index).replace(/[.,;:\s]+$/, '');
  return { ...address, end: address.start + kept.length };
}

/** A date's day and year after a house number ("via IVR 10/14/2024"): the number is the date's month. */
const DATE_REST_AFTER = /^\/\d{1,2}\/\d{2,4}\b/;

function refineAddress(match: RawMatch, text: string): Refined | undefined {
  if (DATE_REST_AFTER.test(text.slice(match.end, match.end + 12))) return undefined;
  // A time ("between 2 and 4 PM CT", "at 2:30 PM PT") or a date ("married on June 9, 2012 in
  // Naperville", "2024-05-02  ESCITALOPRAM 10MG TAB   30   Dr K. Sandhu") is no house number.
  if (TIME_OR_DATE_HEAD.test(match.text) || DATE_PART_BEFORE.test(text.slice(Math.max(0, match.start - 5), match.start))) return undefined;
  if (match.pattern.name === 'postcode_city') {
    const address = refinePostcodeAddress(match.text, match.start);
    return address === undefined || TIME_OR_DATE_HEAD.test(text.slice(address.start, address.end)) ? undefined : withLeadingUnit(address, text);
  }
  if (match.pattern === cjkAddressPattern) return refineCjkAddress(match);
  if (scriptAddressPatterns.includes(match.pattern)) return refineScriptAddress(match);
  if (match.pattern.name === 'eircode') return { start: match.start, end: match.end, score: match.pattern.score };
  // A street without its number is the weaker reading: an address that opens with a unit or a
  // house's name before it ("Unit 12, Foss Islands Road, …") is found whole by the other patterns.
  if (match.pattern.name === 'uk_named_street' && !isDigitUnit(match.text.charCodeAt(0))) return { start: match.start, end: match.end, score: match.pattern.score };
  if (match.pattern.name === 'named_house') return { start: match.start, end: match.start + firstAddressLength(match.text), score: match.pattern.score };
  if (match.pattern.name === 'unit_first' || match.pattern.name === 'street_lines') {
    const end = match.start + firstAddressLength(match.text);
    return match.pattern.name === 'street_lines' || UNIT_FIRST_ROAD.test(match.text.slice(0, end - match.start)) ? { start: match.start, end, score: match.pattern.score } : undefined;
  }
  if (match.pattern.name === 'hungarian') return { start: match.start, end: match.end, score: match.pattern.score };
  if (match.pattern.name === 'street_postcode_4' || match.pattern.name === 'street_postcode_4_cued' || match.pattern.name === 'nordic_street') {
    // Inside a word, or an English word that merely ends like a street type ("Brigade 5, 2000 Soldiers").
    if (/[\p{L}\p{N}]/u.test(text[match.start - 1] ?? '') || LOOKALIKE_STREETS.has(/^[\p{L}'’-]+/u.exec(match.text)?.[0].toLowerCase() ?? '')) return undefined;
  }
  if (match.pattern.name === 'street_number_de_nl') {
    // A version's first part ("Spark 4.7.10"): a house number is no part of a dotted run.
    if (/^\.\d/.test(text.slice(match.end, match.end + 2))) return undefined;
    // The word before the house number is the one with the street type.
    const word = /([\p{L}'’-]+)[ \t]+\d/u.exec(match.text)?.[1] ?? '';
    if (ENGLISH_GLUED_LOOKALIKES.has(word.toLowerCase()) || isEnglishRing(word)) return undefined;
    const article = /^(?:de|het|den)[ \t]+/.exec(match.text)?.[0];
    if (article !== undefined && DUTCH_PREPOSITION_BEFORE.test(text.slice(Math.max(0, match.start - 12), match.start))) {
      return locationRecognizer.refine?.({ text: match.text.slice(article.length), start: match.start + article.length, end: match.end, groups: match.groups, pattern: match.pattern }, text);
    }
  }
  // A house number then a tab is a table's cell ("03/04\tHilton Garden Inn"); a number for a
  // street name is an amount ("1 490 Ft.").
  if (/^\S+\t/.test(match.text) || /^\d{1,6}[A-Za-z]?[ \t]+\d+[ \t]+[A-Za-z]{2,4}\.?$/.test(match.text)) return undefined;
  // The locality is each pattern's last capture group.
  const locality = match.groups[match.groups.length - 1] ?? '';
  let span = match.text;
  // A locality of capitalised words only (", Springfield") is kept when it ends the sentence,
  // the line or a quotation; before more prose (", Then we…") it is probably not a city.
  if (locality !== '') {
    const next = text[match.end] ?? '';
    const hasMarker = /\d|\b[A-Z]{2}\b/.test(locality);
    if (!hasMarker && next !== '' && !/[.\n;!?)"'”’»]/.test(next)) span = span.slice(0, span.length - locality.length);
  }
  // The match can end on a stray period or comma, or on the quote that closes a string
  // ("'ul. Marszałkowska 84/92, 00-514 Warszawa'"): no place name ends with an apostrophe.
  span = span.replace(/[.,\s'’]+$/, '');
  if (ENDS_IN_MX_STATE.test(span) && text[match.start + span.length] === '.') span += '.';
  // In Latin America a neighbourhood and a borough may come unnamed before the postcode, the
  // city after it ("…, Vallarta Poniente, 44110 Guadalajara, Jal.", "…, Benito Juárez, 03100
  // CDMX"): the patterns read ", Suburb, 44110" as a suburb and a postcode, and the city that
  // ends the line after it belongs to the address too.
  if (COMMA_POSTCODE_END.test(span)) span += CITY_AFTER_POSTCODE.exec(text.slice(match.start + span.length, match.start + span.length + 64))?.[0] ?? '';
  // Lowercase words that end an Italian place name ("… 74935 Damiana del friuli"): the city
  // patterns stop at the last capitalised word.
  if (locality !== '' && /\p{L}$/u.test(span) && span.length === match.text.replace(/[.,\s]+$/, '').length) span += citySuffixAt(text, match.start + span.length);
  // A name that swallowed a unit word ("12 rue de la Paix Apt. 4"): the unit's number and what
  // follows it ("…, 75002 Paris") belong to the address too.
  if (locality === '' && TRAILING_UNIT.test(span)) {
    const rest = UNIT_REST.exec(text.slice(match.start + span.length, match.start + span.length + 96));
    if (rest !== null) span += rest[0].replace(/[.,\s]+$/, '');
  }
  const hasLocality = /\d{4,5}|\d{2}-\d{3}|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[,\n]\s*\p{Lu}/u.test(span.slice(span.length - Math.min(span.length, locality.length)));
  const hasUnit = /\b(?:Apt|Apartment|Suite|Ste|Unit|Flat|Floor|Fl|Room|Rm|Bldg|Building)\b|#/i.test(span);
  let score = hasLocality && locality !== '' ? 0.95 : match.pattern.score;
  // "In 2019 Apple Park opened": a year before capitalised words is prose, not a house number.
  if (!hasLocality && !hasUnit && /^(?:19|20)\d\d\s/.test(span)) score = 0.45;
  // "wir wohnen in der Hauptstraße 5": after a German preposition, the article belongs to the
  // sentence ("Platz der Republik 1" keeps its own).
  const article = match.pattern.name === 'street_number_de_nl' ? GERMAN_ARTICLE.exec(span) : null;
  const start = article !== null && GERMAN_PREPOSITION_BEFORE.test(text.slice(Math.max(0, match.start - 16), match.start)) ? match.start + article[0].length : match.start;
  return withLeadingUnit({ start, end: match.start + span.length, score }, text);
}

/**
 * The postcode-anchored address, without the words around it: the street starts after the last
 * word that leads into an address ("… alstublieft naar Damrak 137, …"), and words after the city
 * that are not part of it are dropped ("… 29150 málaga y mi").
 */
/** Lowercase words that belong to the street: a name's particles, and street types written in lowercase ("droga Rybak 50a"). */
const PART_OF_STREET = new Set(['della', 'delle', 'degli', 'dello', 'dels', 'auf', 'über', 'unter', 'sankt', 'saint', 'sainte', 'droga', 'rynek', 'plac', 'osiedle', 'aleja', 'ulica', 'skwer', 'bulwar', 'wybrzeże', 'park', 'rondo', 'ogród', 'wyspa', 'szosa', 'calle', 'avenida', 'rua', 'strada', 'piazza', 'viale', 'corso', 'largo', 'vicolo', 'rue', 'avenue', 'chemin', 'place', 'route', 'allée', 'quai', 'impasse']);

/**
 * The address with a flat and its building's name before its number ("Flat 7, Moorland Court, 41
 * Street Lane"), on a line of their own too ("Flat 6, Marlowe Court\n71 Kings Avenue"); the French
 * "Appartement 12, 45 cours Mirabeau".
 */
function withLeadingUnit(address: Refined | undefined, text: string): Refined | undefined {
  if (address === undefined) return address;
  const before = text.slice(Math.max(0, address.start - 80), address.start);
  // Before a street that opens with its name ("3. OG links\nHauptstraße 46"), only a unit on its own line above.
  if (!/\d/.test(text[address.start] ?? '')) {
    const lead = LEADING_UNIT.exec(before)?.[1];
    return lead !== undefined && /\n[ \t]*$/.test(lead) ? { ...address, start: address.start - lead.length } : address;
  }
  const lead = LEADING_UNIT.exec(before)?.[1]?.length ?? (/^\d{1,5}[A-Za-z]?,/.test(text.slice(address.start, address.start + 8)) ? UNIT_WORD_BEFORE.exec(before)?.[1]?.length : undefined) ?? SUITE_DASH_BEFORE.exec(before)?.[1]?.length ?? 0;
  return lead === 0 ? address : { ...address, start: address.start - lead };
}

function refinePostcodeAddress(span: string, start: number): { start: number; end: number; score: number } | undefined {
  const tokens = [...span.matchAll(/[^ \t,]+/g)];
  const firstDigit = tokens.findIndex((t) => /^\d/.test(t[0]));
  let from = 0;
  for (let i = 0; i < firstDigit; i++) {
    const word = tokens[i]?.[0] ?? '';
    // Also a lowercase word before a capitalised street ("bytem Vinohradská 1511/230", "osoite
    // Mannerheimintie 12"), unless it is a name's particle ("van Baerlestraat").
    const leadsIn = LEAD_INTO.has(word.toLowerCase()) || (/^\p{Ll}{4,}$/u.test(word) && !PART_OF_STREET.has(word) && /^\p{Lu}/u.test(tokens[i + 1]?.[0] ?? ''));
    if (leadsIn) from = i + 1;
  }
  // A street needs a name: when the words before the number all led into it, the match is not an address.
  if (firstDigit > 0 && from >= firstDigit) return undefined;
  // "Table 2, 10020 Units", "Figure 3, 12345 Samples": numbered parts of a document, not streets.
  if (firstDigit > from && tokens.slice(from, firstDigit).every((t) => NUMBERED_THINGS.has(t[0].toLowerCase().replace(/[.:]$/, '')))) return undefined;
  let to = tokens.length;
  // A capitalised city ends at its last capitalised word ("BORDEAUX svp", "Leiden dank");
  // particles inside it stay ("Frankfurt am Main").
  // Swedish, Czech and Greek postcodes are two tokens ("582 23 Linköping").
  const postcode = tokens.findLastIndex((t, i) => /^(?:\d{4,5}|\d{2}-\d{3}|\d{4}-\d{3})$/.test(t[0]) || (/^\d{2}$/.test(t[0]) && /^\d{3}$/.test(tokens[i - 1]?.[0] ?? '')));
  const cityStart = postcode < 0 ? -1 : /^[A-Z]{2}$/.test(tokens[postcode + 1]?.[0] ?? '') ? postcode + 2 : postcode + 1;
  if (cityStart > 0 && /^\p{Lu}/u.test(tokens[cityStart]?.[0] ?? '')) {
    // A district's number after the city stays ("Praha 10", "Wien 3").
    const isDistrict = (i: number): boolean => /^\d{1,2}$/.test(tokens[i]?.[0] ?? '') && /^\p{Lu}/u.test(tokens[i - 1]?.[0] ?? '');
    // An Italian province's code after it stays ("Milano (MI)").
    const isProvince = (i: number): boolean => /^\(\p{Lu}{2}\)$/u.test(tokens[i]?.[0] ?? '');
    while (to > cityStart + 1 && !/^\p{Lu}/u.test(tokens[to - 1]?.[0] ?? '') && !CITY_SUFFIXES.has((tokens[to - 1]?.[0] ?? '').toLowerCase()) && !isDistrict(to - 1) && !isProvince(to - 1)) to--;
    // Lowercase suffixes are part of the name only after a capitalised word ("Bernardi a mare").
    let last = to;
    while (last > cityStart + 1 && CITY_SUFFIXES.has((tokens[last - 1]?.[0] ?? '').toLowerCase())) last--;
    if (!/^\p{Lu}/u.test(tokens[last - 1]?.[0] ?? '')) to = last;
  }
  // Two spaces or a tab inside the city is a column's edge, not a name's space ("…, 111 20
  // Stockholm  J3864958" in a register).
  for (let i = cityStart + 1; cityStart > 0 && i < to; i++) {
    const gap = span.slice((tokens[i - 1]?.index ?? 0) + (tokens[i - 1]?.[0].length ?? 0), tokens[i]?.index ?? 0);
    if (gap.includes('\t') || gap.includes('  ')) to = i;
  }
  while (to > firstDigit + 2 && AFTER_CITY.has((tokens[to - 1]?.[0] ?? '').toLowerCase())) to--;
  const first = tokens[from];
  const last = tokens[to - 1];
  if (first === undefined || last === undefined) return undefined;
  // A closing quote is the string's, not the city's.
  return { start: start + first.index, end: start + last.index + last[0].replace(/['’]+$/, '').length, score: 0.85 };
}
