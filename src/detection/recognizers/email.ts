import { ANY_LETTER, isHebrewOrArabicUnit, LETTER } from '../char-classes.js';
import type { Recognizer } from '../recognizer.js';

// Things that look like `name@host.ext` in code and markup but are files, not mailboxes.
const FILE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'ico', 'js', 'mjs', 'ts', 'tsx', 'jsx', 'css', 'scss', 'html', 'json', 'txt', 'py', 'md', 'yml', 'yaml', 'lock', 'map', 'woff', 'woff2', 'ttf', 'pdf', 'zipx']);

const MESSAGE_ID_BEFORE = /(?:message[-_ ]?id|msg[-_ ]?id|in-reply-to|references)[ \t]*[:=][ \t]*<$/i;

export const emailRecognizer: Recognizer = {
  name: 'email',
  entityType: 'EMAIL',
  patterns: [
    {
      name: 'address',
      // Local part, @, one or more dot-separated labels, an alphabetic TLD. Unicode letters are
      // allowed (internationalised addresses). Lengths are checked in refine(): counted repeats
      // of Unicode classes make RE2 programs huge, and RE2 needs no bounds to stay linear.
      // The "@" may be percent-encoded, as in URLs and logs ("?email=jane.doe%40example.com").
      regex: String.raw`[${LETTER}0-9._%+'\-]+(?:@|%40)(?:[${LETTER}0-9\-]+\.)+[${LETTER}]{2,}`,
      // Prefilter: the one character every address has (or its percent-encoding).
      prefilter: String.raw`@(?:[0-9]|${ANY_LETTER})|%40[A-Za-z0-9]`,
      score: 0.95,
    },
  ],
  context: { words: ['email', 'e-mail', 'mail', 'contact', 'reach', 'write to'], boost: 0.05, before: 30, after: 0 },
  refine(match, text) {
    // "git@github.com:org/repo.git", "deploy@host.example.com:/var/www": a user at a host in
    // scp and SSH syntax, not a mailbox.
    if (text[match.end] === ':' && /[\w~/.-]/.test(text[match.end + 1] ?? '')) return undefined;
    // A message's identifier in angle brackets ("Message-ID: <20240612164411.88213@mailer.local>",
    // "msg_id=<…>", "In-Reply-To: <CAK7=…@mail.gmail.com>") names a message, not a mailbox.
    // (The bracket is looked for in the 64 characters before only: a search back through a long
    // text without one, once per address, made a text of many addresses quadratic.)
    const from = Math.max(0, match.start - 64);
    const open = text.slice(from, match.start).lastIndexOf('<');
    if (open >= 0 && !/\s/.test(text.slice(from + open, match.start)) && MESSAGE_ID_BEFORE.test(text.slice(Math.max(0, from + open - 23), from + open + 1))) return undefined;
    const encoded = match.text.indexOf('@') < 0;
    const at = encoded ? match.text.lastIndexOf('%40') : match.text.indexOf('@');
    let local = match.text.slice(0, at);
    const domain = match.text.slice(at + (encoded ? 3 : 1));
    if (local.length > 64 || domain.length > 253 || domain.split('.').some((label) => label.length > 63 || label.startsWith('-') || label.endsWith('-'))) return undefined;
    // Dots and quotes may open a local part's run but not the address: "…'fz.benali@gmail.com'"
    // in SQL and PHP strings ("o'brien@…" keeps its inner quote).
    // Nor a hyphen after a Hebrew or Arabic letter: those scripts join a one-letter word ("to") to
    // a Latin word with one ("שלחתי ל-avi.levi77@walla.co.il").
    const hyphenJoined = local.startsWith('-') && isHebrewOrArabicUnit(text.charCodeAt(match.start - 1)) ? 1 : 0;
    const leading = hyphenJoined + local.slice(hyphenJoined).length - local.slice(hyphenJoined).replace(/^[.']+/, '').length;
    local = local.slice(leading);
    if (local.length === 0 || local.endsWith('.') || local.includes('..')) return undefined;
    const tld = match.text.slice(match.text.lastIndexOf('.') + 1).toLowerCase();
    if (FILE_EXTENSIONS.has(tld)) return undefined;
    return { start: match.start + leading, end: match.end, score: match.pattern.score, isValidated: true };
  },
};
