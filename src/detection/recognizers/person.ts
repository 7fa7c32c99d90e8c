import type { Recognizer, RawMatch, Refined } from '../recognizer.js';

/**
 * Person names from strong cues only ("my name is", titles, signatures, "Name (email)",
 * greetings); the NER model of a later issue carries the rest. The reported span is the name,
 * without the cue or title.
 */
const NAME_TOKEN = String.raw`\p{Lu}[\p{L}'’\-]+`;
const NAME = String.raw`(${NAME_TOKEN}(?:\s+(?:(?:van|von|de|da|di|del|der|den|la|le|bin|ibn|al)\s+)?${NAME_TOKEN}){0,3})`;

/** Capitalised words that follow the cues but are not names. */
const NOT_NAMES = new Set([
  'I', 'The', 'A', 'An', 'This', 'That', 'It', 'Not', 'Just', 'Here', 'There', 'Sorry', 'Thanks', 'Thank', 'Hello', 'Hi', 'Hey', 'Team',
  'All', 'Everyone', 'Sir', 'Madam', 'Customer', 'Support', 'Admin', 'User', 'Friend', 'Friends', 'Colleagues', 'Right', 'Nobody',
  'Someone', 'Anyone', 'Whom', 'Concern', 'Best', 'Regards', 'Cheers', 'Sincerely', 'Yes', 'No', 'Ok', 'Okay', 'Please', 'Good',
  'Morning', 'Afternoon', 'Evening', 'Dear', 'To', 'From', 'Re', 'Fwd', 'Subject', 'Monday', 'Tuesday', 'Wednesday', 'Thursday',
  'Friday', 'Saturday', 'Sunday', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
  'November', 'December', 'Manager', 'Director', 'Sales', 'Marketing', 'Engineering', 'Hr', 'Legal', 'Finance', 'Office', 'Smith,',
]);

export const personRecognizer: Recognizer = {
  name: 'person',
  entityType: 'PERSON',
  patterns: [
    { name: 'my_name_is', regex: String.raw`(?i:\bmy name is|\bmy name's|\bi am called|\bi'm called|\bcall me|\bname\s*:)\s+${NAME}`, score: 0.9 },
    { name: 'title', regex: String.raw`\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|Miss|Sir|Dame|Rev|Capt|Sgt|Herr|Frau|Mme|Mlle|Sr|Sra|Dott|Dottssa)\.?\s+${NAME}`, score: 0.85 },
    {
      name: 'signature',
      regex: String.raw`(?i:best regards|kind regards|warm regards|regards|best wishes|best|thanks|thank you|many thanks|cheers|sincerely|yours sincerely|yours truly|yours|respectfully|warmly|love|mit freundlichen grüßen|viele grüße|cordialement|bien à vous|saludos|un saludo|cordiali saluti|met vriendelijke groet),?[ \t]*\r?\n[ \t]*(?:--[ \t]*\r?\n[ \t]*)?${NAME}[ \t]*(?:\r?\n|$)`,
      score: 0.8,
    },
    { name: 'name_email', regex: String.raw`${NAME}\s*[(<]\s*[\p{L}\p{N}._%+'\-]+@`, score: 0.85 },
    { name: 'greeting', regex: String.raw`(?:\bDear|\bHi|\bHello|\bHey)\s+${NAME}\s*[,!:\n]`, score: 0.75 },
  ],
  context: { words: ['name', 'called', 'signed', 'contact person', 'patient', 'employee', 'customer', 'from', 'author'], boost: 0.05, before: 30, after: 0 },
  refine(match) {
    return refineName(match);
  },
};

function refineName(match: RawMatch): Refined | undefined {
  const name = match.groups[1];
  if (name === undefined) return undefined;
  let tokens = name.split(/\s+/);
  // Trailing cue-like words ("John Smith Team") and leading non-names ("Dear Sir") are dropped.
  while (tokens.length > 0 && NOT_NAMES.has(tokens[tokens.length - 1] ?? '')) tokens = tokens.slice(0, -1);
  if (tokens.length === 0 || NOT_NAMES.has(tokens[0] ?? '')) return undefined;
  const cleaned = tokens.join(' ');
  // The name group sits at a known place in each pattern: find it in the match text.
  const offset = match.pattern.name === 'name_email' ? 0 : match.text.lastIndexOf(name);
  if (offset < 0) return undefined;
  const start = match.start + offset;
  const end = start + name.slice(0, name.indexOf(cleaned) + cleaned.length).length;
  // A single token after a greeting ("Hi Bob,") is weaker evidence than a full name.
  const isSingle = tokens.length === 1;
  const score = match.pattern.name === 'greeting' ? (isSingle ? 0.6 : 0.75) : isSingle && match.pattern.name !== 'my_name_is' ? match.pattern.score - 0.1 : match.pattern.score;
  return { start, end, score };
}
