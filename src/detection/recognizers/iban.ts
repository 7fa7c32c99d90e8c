import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { Recognizer } from '../recognizer.js';

export const ibanRecognizer: Recognizer = {
  name: 'iban',
  entityType: 'IBAN',
  patterns: [
    // Country code, check digits, then the BBAN, electronic (no spaces) or printed in groups of four.
    { name: 'iban', regex: String.raw`\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b`, prefilter: String.raw`[A-Z]{2}\d\d ?[A-Z0-9]{4}`, score: 0.5 },
    // Typed in lowercase in chat ("my iban is de89370400440532013000"): electronic form only;
    // the mod-97 check keeps ordinary words out.
    { name: 'iban_lowercase', regex: String.raw`\b[a-z]{2}\d{2}[a-z0-9]{11,30}\b`, prefilter: String.raw`[a-z]{2}\d\d[a-z0-9]{11}`, score: 0.5 },
  ],
  context: { words: ['iban', 'account', 'bank', 'transfer', 'wire', 'sepa', 'bic', 'swift', 'kontonummer', 'rib'], boost: 0.05, before: 40, after: 10 },
  refine(match) {
    // A printed IBAN may run into the next token ("… 00 BIC COBADEFF"): retreat group by group
    // until the country length and the mod-97 check hold.
    let text = match.text;
    for (;;) {
      const electronic = electronicFormatIBAN(text.toUpperCase()) ?? '';
      if (isValidIBAN(electronic)) return { start: match.start, end: match.start + text.length, score: 1, isValidated: true };
      const cut = text.lastIndexOf(' ');
      if (cut < 15) return undefined;
      text = text.slice(0, cut);
    }
  },
};
