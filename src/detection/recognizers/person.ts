import { ANY_LETTER, ANY_UPPER, isWordChar, LETTER, LOWER, UPPER } from '../char-classes.js';
import type { Recognizer, RawMatch, Refined } from '../recognizer.js';
import { beyondAsciiAsAny, caselessPrefilter } from '../word-trie.js';

/**
 * Person names from strong cues only ("my name is", titles, signatures, "Name (email)",
 * greetings); the NER model of a later issue carries the rest. The reported span is the name,
 * without the cue or title.
 */
const NAME_TOKEN = String.raw`[${UPPER}][${LETTER}'’\-]+`;
// Tokens on one line (spaces, not newlines), with up to two lowercase particles (van der, de la).
// A middle initial may stand before a later token ("Marcus T. Whitfield").
const NAME = String.raw`(${NAME_TOKEN}(?:[ \t]+(?:(?:van|von|de|da|di|del|der|den|du|la|le|ter|ten|bin|ibn|al|y)[ \t]+){0,2}(?:[${UPPER}]\.[ \t]+)?${NAME_TOKEN}){0,3})`;

/** The sign-offs a signature starts with. */
const SIGN_OFFS = `best regards|kind regards|warm regards|regards|best wishes|best|all the best|thanks|thanks in advance|thanks again|thank you|many thanks|cheers|take care|talk soon|sincerely|yours sincerely|yours truly|yours|respectfully|warmly|love|mit freundlichen grüßen|freundliche grüße|beste grüße|liebe grüße|herzliche grüße|viele grüße|cordialement|bien cordialement|bien à vous|amitiés|saludos|saludos cordiales|un saludo|atentamente|un abrazo|cordiali saluti|distinti saluti|cordialmente|a presto|met vriendelijke groet|met vriendelijke groeten|hartelijke groeten|groeten|groetjes|pozdrawiam|z poważaniem|med vänliga hälsningar|vänliga hälsningar|hälsningar|med venlig hilsen|venlig hilsen|med vennlig hilsen|vennlig hilsen|hilsen|mvh|ystävällisin terveisin|terveisin|atenciosamente|cumprimentos|abraços|s pozdravem|s pozdravom|üdvözlettel|saygılarımla`;

/**
 * The sign-offs, each at a word's start ("regards" of "disregards" is none): a word boundary
 * before those that open with an ASCII letter (RE2's and JavaScript's \b are ASCII's, so the one
 * opening with "ü" goes without). `form` writes an alternation of words as a pattern.
 */
function signOffsAt(form: (words: string) => string): string {
  const words = SIGN_OFFS.split('|');
  const ascii = words.filter((word) => /^[a-z]/.test(word));
  const other = words.filter((word) => !/^[a-z]/.test(word));
  return `(?:\\b(?:${form(ascii.join('|'))})${other.length > 0 ? `|${form(other.join('|'))}` : ''})`;
}

/** A self-introduction ("my name is", in the languages of the sign-offs above). */
const INTRODUCTIONS = `my (?:full |first |legal )?name is|my name's|i am called|i'm called|call me|mein name ist|ich heiße|ich heisse|je m'appelle|je m’appelle|me llamo|mi nombre es|mi chiamo|il mio nome è|ik heet|mijn naam is|jeg heter|jag heter|nazywam się|meu nome é|o meu nome é`;

// Also Austria's "Mag.", Spain's "Dña."/"Dra.", "Ing." and the Czech and Polish "Mgr.".
const TITLES = 'Dr|Mr|Mrs|Ms|Mx|Prof|Miss|Sir|Dame|Rev|Capt|Sgt|Herr|Frau|Mme|Mlle|Sr|Sra|Dott|Dottssa|Mag|Dña|Doña|Dra|Ing|Mgr';
/**
 * After a title, a surname may open with its particles ("Ms. de la Cruz", "Mr. van der Berg"),
 * but not with "der" or "den" ("Herr der Ringe" is a film).
 */
const SURNAME_PARTICLES = String.raw`(?:(?:van|von|de|da|di|del|du|la|le|ter|ten)[ \t]+(?:(?:der|den|la|le)[ \t]+)?)?`;

/**
 * Form keys whose value is a person's name: the name itself, and the person a form or a record is
 * about (patient, passenger, employee, the insured, the account's holder) in the languages of the
 * other cues.
 */
const NAME_KEYS = [
  'full name', 'name', 'patient name', 'customer name', 'contact name', 'account holder', 'card ?holder', 'kontoinhaber', 'titulaire(?: du compte)?',
  'nombre(?: completo)?', 'nome(?: completo)?', 'nome e cognome', 'naam', 'surname and first names', 'nom', 'navn', 'namn', 'imię i nazwisko',
  'patient', 'patientin', 'paciente', 'paziente', 'patiënt', 'utente', 'passenger', 'employee', 'member', 'insured', 'assurée?', 'versicherte[rn]?',
  'beneficiary', 'recipient', 'applicant', 'titular', 'ship to', 'name on (?:account|card)', 'contact person',
].join('|');
/**
 * The last word of every key above, whole, for the prefilter (a necessary condition: the key, then
 * ":" or "="). Each starts at a word boundary (the key's start or after its space), so the
 * prefilter does too, and the first pass's automaton stops tracking a word once past its start.
 */
const NAME_KEY_ENDS = 'name|holder|cardholder|kontoinhaber|titulaire|compte|nombre|completo|nome|cognome|naam|names|nom|navn|namn|nazwisko|patient|patientin|paciente|paziente|patiënt|utente|passenger|employee|member|insured|assuré|assurée|versicherte|versicherter|versicherten|beneficiary|recipient|applicant|titular|ship to|on account|on card|contact person';

/** A qualifier before a "name" key that makes it a thing's name. */
const NAMED_THING_BEFORE = /\b(?:product|plan|file|host|domain|company|business|brand|app|project|field|column|table|item|model|device|server|street|city|country|team|store|shop|event|course|package|bank|org|organi[sz]ation|os|computer|machine|workstation|printer|network|service|bucket|queue|job|task|container|image|cluster|database|db|schema|index|variable|var|function|class|method|module|library|repo|repository|branch|region|zone|stack|env|environment|role|group|tag|label|key|secret|topic|channel|disk|volume|interface|font|theme|template)[ _-]?$/i;

/** Brands and characters named with a title ("Dr. Pepper", "Mr. Clean"): no person. */
const TITLED_BRANDS = new Set(['Pepper', 'Clean', 'Martens', 'Bean', 'Oetker', 'Muscle', 'Scholl', "Scholl's", 'Robot', 'Potato', 'Coffee', 'Who', 'Strange', 'Freeze', 'Doubtfire', 'Proper', 'Sheen']);

/** Words that make a "Name:" value a product's or an organisation's ("Premium Annual Plan", "ACME Corp", "Ihr Kundenservice"). */
const ORGANISATION_WORDS = new Set(['Medicine', 'Clinic', 'Practice', 'Hospital', 'Surgery', 'Pharmacy', 'Healthcare', 'Dental', 'Plan', 'Premium', 'Edition', 'Package', 'Subscription', 'Bundle', 'Version', 'License', 'Licence', 'Tier', 'Corp', 'Corporation', 'Inc', 'Ltd', 'Llc', 'Gmbh', 'Ag', 'Plc', 'Company', 'Group', 'Team', 'Support', 'Service', 'Services', 'Kundenservice', 'Kundendienst', 'Staff', 'Crew', 'Department', 'Ihr', 'Ihre', 'Your', 'Votre']);


/** Capitalised words that follow the cues but are not names. */
const NOT_NAMES = new Set([
  'I', 'The', 'A', 'An', 'This', 'That', 'It', 'Not', 'Just', 'Here', 'There', 'Sorry', 'Thanks', 'Thank', 'Hello', 'Hi', 'Hey', 'Team',
  'All', 'Everyone', 'Sir', 'Madam', 'Customer', 'Support', 'Admin', 'User', 'Friend', 'Friends', 'Colleague', 'Colleagues', 'Kollegin', 'Kollege', 'Kollegen', 'Collègue', 'Collègues', 'Collega', 'Colega', 'Right', 'Nobody',
  'Someone', 'Anyone', 'Whom', 'Concern', 'Best', 'Regards', 'Cheers', 'Sincerely', 'Yes', 'No', 'Ok', 'Okay', 'Please', 'Good',
  'Morning', 'Afternoon', 'Evening', 'Dear', 'To', 'From', 'Re', 'Fwd', 'Subject', 'Monday', 'Tuesday', 'Wednesday', 'Thursday',
  'Friday', 'Saturday', 'Sunday', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
  'November', 'December', 'Manager', 'Director', 'Sales', 'Marketing', 'Engineering', 'Hr', 'Legal', 'Finance', 'Office', 'World', 'Everybody', 'Folks', 'Guys',
  // Function words that follow a name in running or all-caps text ("MY NAME IS ANA RUIZ AND I…").
  'And', 'Or', 'But', 'With', 'For', 'Of', 'In', 'On', 'At', 'By', 'Is', 'Am', 'Are', 'Was', 'Need', 'Want', 'Have', 'Will', 'Can', 'So',
  // What opens an address after "Ship to:": "Ship to: Flat 302, …".
  'Flat', 'Apt', 'Apartment', 'Unit', 'Suite', 'Plot', 'Building', 'Floor', 'Room',
  // Titles: "my name is Mrs. Ana Ruiz" names Ana Ruiz (the title cue finds her), not "Mrs".
  'Mr', 'Mrs', 'Ms', 'Mx', 'Dr', 'Prof', 'Dame', 'Rev', 'Capt', 'Sgt', 'Herr', 'Frau', 'Mme', 'Mlle', 'Sr', 'Sra', 'Dott', 'Mag', 'Dña', 'Doña', 'Dra', 'Ing', 'Mgr',
  // Whom a form letter greets: "Dear Patient,", "Dear Valued Customer,".
  'Patient', 'Patients', 'Client', 'Clients', 'Member', 'Members', 'Applicant', 'Candidate', 'Parent', 'Parents', 'Guest', 'Guests', 'Resident', 'Residents', 'Student', 'Students', 'Valued', 'Neighbour', 'Neighbor', 'Sirs',
]);

/** What glues a name to an identifier or a call when it follows at once. */
const IDENTIFIER_AFTER = /[\p{N}_(]/u;

/** "AND", "and" and "And" are the same stop word. */
const isNotName = (token: string): boolean => NOT_NAMES.has(token) || NOT_NAMES.has(token.charAt(0).toUpperCase() + token.slice(1).toLowerCase());

export const personRecognizer: Recognizer = {
  name: 'person',
  entityType: 'PERSON',
  patterns: [
    { name: 'my_name_is', prefilter: String.raw`\b${caselessPrefilter(INTRODUCTIONS)}\s`, regex: String.raw`(?i:\b(?:${INTRODUCTIONS}))\s+${NAME}`, score: 0.9 },
    // The same cue in all-lowercase chat ("my name is ana ruiz and …"): weaker, as lowercase
    // words after it are less surely a name.
    { name: 'my_name_is_lower', prefilter: String.raw`\bmy (?:full |first |legal )?name is`, regex: String.raw`\bmy (?:full |first |legal )?name is[ \t]+([${LOWER}][${LOWER}'’\-]+(?:[ \t]+[${LOWER}][${LOWER}'’\-]+){0,2})`, score: 0.75 },
    {
      // Form fields and JSON keys that hold a person's name.
      name: 'name_field',
      // The key and its ":" or "=": every alternative of the pattern ends in one of these words.
      prefilter: String.raw`\b${caselessPrefilter(`(?:${NAME_KEY_ENDS})`)}[ \t]*[:=]|"[A-Za-z_]*${caselessPrefilter('name"')}[ \t]*:|\b${caselessPrefilter('attn')}\b`,
      // Markdown may bold the key: "**Full name:** Marcus J. Delgado".
      regex: String.raw`(?i:\b(?:${NAME_KEYS})[ \t]*[:=]\*{0,2}[ \t]*|\battn\.?[ \t]*:?[ \t]*|"(?:name|full_?name|fullName|customer_?name|contact_?name|display_?name)"[ \t]*:[ \t]*")${NAME}`,
      score: 0.85,
    },
    // One title or two ("Prof. Dr. Hans-Peter Schmidt", "Frau Dr. Weber").
    { name: 'title', prefilter: String.raw`\b(?:${beyondAsciiAsAny(TITLES)})\b`, regex: String.raw`\b(?:${TITLES})\.?\s+(?:(?:${TITLES})\.?\s+)?(${SURNAME_PARTICLES}${NAME.slice(1)}`, score: 0.85 },
    {
      name: 'signature',
      // The sign-off and the line break after it: most texts with "best" or "thanks" have no signature.
      prefilter: String.raw`${signOffsAt(caselessPrefilter)}[,!]?[ \t]*\r?\n`,
      regex: String.raw`(?i:${signOffsAt((words) => words)})[,!]?[ \t]*\r?\n[ \t]*(?:--[ \t]*\r?\n[ \t]*)?${NAME}[ \t]*(?:\r?\n|$)`,
      score: 0.8,
    },
    { name: 'name_email', prefilter: String.raw`[(<][ \t]*(?:[0-9._%+'\-]|${ANY_LETTER})+@`, regex: String.raw`${NAME}\s*[(<]\s*[${LETTER}0-9._%+'\-]+@`, score: 0.85 },
    {
      // A letterhead: a name alone on a line, the street address on the next.
      name: 'letterhead',
      prefilter: String.raw`\n[ \t]*(?:(?:Flat|Apt|Unit|Suite)[ \t]+\w{1,5},?[ \t]+)?\d{1,6}[A-Za-z]?,?[ \t]+${ANY_UPPER}`,
      regex: String.raw`(?:^|\n)[ \t]*${NAME}[ \t]*\r?\n[ \t]*(?:(?:Flat|Apt|Unit|Suite)[ \t]+\w{1,5},?[ \t]+)?\d{1,6}[A-Za-z]?,?[ \t]+[${UPPER}]`,
      score: 0.75,
    },
    { name: 'greeting', prefilter: String.raw`\b(?:Dear|Hi|Hello|Hey|Good (?:morning|afternoon|evening))\s+${ANY_UPPER}`, regex: String.raw`(?:\bDear|\bHi|\bHello|\bHey|\bGood (?:morning|afternoon|evening))\s+${NAME}\s*[,!:\n]`, score: 0.75 },
    // A closing on one line, the name ending it: "Thanks, Kevin", "Cheers, Ana!".
    { name: 'thanks', prefilter: String.raw`\b(?:Thanks|Thank you|Many thanks|Cheers),[ \t]+${ANY_UPPER}`, regex: String.raw`\b(?:Thanks|Thank you|Many thanks|Cheers),[ \t]+${NAME}[ \t]*[.!]?[ \t]*(?:\r?\n|$)`, score: 0.75 },
  ],
  context: { words: ['name', 'called', 'signed', 'contact person', 'patient', 'employee', 'customer', 'from', 'author'], boost: 0.05, before: 30, after: 0 },
  refine(match, text) {
    // "Product name: UltraBoost", "Company name: Globex": the key names a thing, not a person.
    if (match.pattern.name === 'name_field' && NAMED_THING_BEFORE.test(text.slice(Math.max(0, match.start - 24), match.start))) return undefined;
    const refined = refineName(match);
    // Part of an identifier or a call: "BILLING_CONTACT", "WS-ACC-017", "TODO(ravi@…)", "addAddress('…')".
    if (refined === undefined || isWordChar(text[refined.start - 1])) return undefined;
    if (!IDENTIFIER_AFTER.test(text.charAt(refined.end))) return refined;
    // Only the last word is glued to it ("Dr. Jane Roe Jane_Roe@…"): the words before it are the name.
    const lastSpace = text.slice(refined.start, refined.end).search(/[ \t]+\S*$/);
    return lastSpace > 0 ? { ...refined, end: refined.start + lastSpace } : undefined;
  },
};

function refineName(match: RawMatch): Refined | undefined {
  const name = match.groups[1];
  if (name === undefined) return undefined;
  let tokens = name.split(/[ \t]+/);
  // Trailing cue-like words ("John Smith Team") and leading non-names ("Dear Sir") are dropped.
  while (tokens.length > 0 && isNotName(tokens[tokens.length - 1] ?? '')) tokens = tokens.slice(0, -1);
  if (tokens.length === 0 || isNotName(tokens[0] ?? '')) return undefined;
  if (tokens.some((token) => ORGANISATION_WORDS.has(token.charAt(0).toUpperCase() + token.slice(1).toLowerCase()))) return undefined;
  if (match.pattern.name === 'title' && TITLED_BRANDS.has(tokens[0] ?? '')) return undefined;
  // The name group sits at a known place in each pattern: find it in the match text.
  const offset = match.pattern.name === 'name_email' || match.pattern.name === 'letterhead' ? match.text.indexOf(name) : match.text.lastIndexOf(name);
  if (offset < 0) return undefined;
  const start = match.start + offset;
  // Kept tokens are a prefix of the name's tokens: end after the last of them.
  let keptLength = 0;
  const tokenPattern = /[^ \t]+/g;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokenPattern.exec(name);
    if (token !== null) keptLength = token.index + token[0].length;
  }
  const end = start + keptLength;
  // A single token after a greeting ("Hi Bob,") is weaker evidence than a full name.
  const isSingle = tokens.length === 1;
  const score = match.pattern.name === 'greeting' || match.pattern.name === 'thanks' ? (isSingle ? 0.6 : 0.75) : isSingle && match.pattern.name !== 'my_name_is' ? match.pattern.score - 0.1 : match.pattern.score;
  return { start, end, score };
}
