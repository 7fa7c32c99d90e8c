import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { Recognizer } from '../recognizer.js';

/**
 * Regions tried, in order, for numbers written without a country code. A national number is
 * accepted when it is valid in one of them under libphonenumber's full metadata.
 */
export const DEFAULT_PHONE_REGIONS: readonly CountryCode[] = ['US', 'GB', 'DE', 'FR', 'ES', 'IT', 'NL', 'CA', 'AU', 'IN', 'BR', 'CH', 'AT', 'BE', 'IE'];

const isWordChar = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}_]/u.test(c);

export function createPhoneRecognizer(regions: readonly CountryCode[] = DEFAULT_PHONE_REGIONS): Recognizer {
  return {
    name: 'phone',
    entityType: 'PHONE',
    patterns: [
      // Candidates only: an optional +CC or 00CC, then digit groups with the usual separators.
      { name: 'international', regex: String.raw`(?:\+|\b00)[1-9]\d{0,2}[ .\-]?(?:\(\d{1,4}\)[ .\-]?)?\d{1,5}(?:[ .\-]?\d{1,5}){1,5}\b`, score: 0.95 },
      { name: 'national', regex: String.raw`(?:\(\d{2,5}\)[ .\-]?|\b\d{2,5}[ .\-/])\d{2,8}(?:[ .\-]\d{2,5}){0,3}\b|\b\d{10,11}\b`, score: 0.8 },
    ],
    context: {
      words: ['phone', 'tel', 'telephone', 'mobile', 'cell', 'call', 'text', 'sms', 'whatsapp', 'fax', 'contact', 'reach', 'number', 'dial', 'ring', 'landline', 'handy', 'téléphone', 'teléfono', 'telefono', 'telefoon'],
      boost: 0.15,
      negative: ['order', 'invoice', 'tracking', 'isbn', 'serial', 'account', 'acct', 'ref', 'reference', 'transaction', 'confirmation', 'id', 'ticket', 'case', 'sku', 'part', 'version', 'build', 'routing', 'iban', 'ssn', 'card'],
      penalty: 0.5,
      before: 40,
      after: 15,
    },
    refine(match, text) {
      if (isWordChar(text[match.start - 1]) || isWordChar(text[match.end])) return undefined;
      if (text[match.start - 1] === '.' || text[match.end] === '.' && /\d/.test(text[match.end + 1] ?? '')) return undefined;
      const digits = match.text.replace(/\D/g, '');
      if (digits.length < 7 || digits.length > 15) return undefined;
      // Dates and times are digit groups too.
      if (/^\d{4}-\d{2}-\d{2}$/.test(match.text) || /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(match.text)) return undefined;
      if (match.pattern.name === 'international') {
        const parsed = parsePhoneNumberFromString(match.text.startsWith('00') ? `+${match.text.slice(2)}` : match.text);
        return parsed?.isValid() === true ? { start: match.start, end: match.end, score: 0.95, isValidated: true } : undefined;
      }
      for (const region of regions) {
        const parsed = parsePhoneNumberFromString(match.text, region);
        if (parsed?.isValid() === true) {
          // Ten bare digits are a phone number less often than grouped ones are.
          const score = /[ .\-()/]/.test(match.text) ? 0.8 : 0.55;
          return { start: match.start, end: match.end, score };
        }
      }
      return undefined;
    },
  };
}
