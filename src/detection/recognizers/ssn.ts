import { contextPrefilter } from '../context.js';
import type { Recognizer } from '../recognizer.js';
import { isValidSsn } from '../validators/ssn.js';

const SSN_CUES = ['ssn', 'ssns', 'social security', 'social security number', 'social sec', 'ss#', 'ss #', 'ssn#', 'tax id', 'taxpayer', 'itin', 'tin', 'my social', 'social #', 'social no'];

export const ssnRecognizer: Recognizer = {
  name: 'ssn',
  entityType: 'SSN',
  patterns: [
    // 123-45-6789 is the form SSNs are written in; spaces are less common; nine bare digits are
    // an SSN only when context says so (the score stays under the floor without it).
    { name: 'dashed', regex: String.raw`\b\d{3}-\d{2}-\d{4}\b`, score: 0.85 },
    { name: 'spaced', regex: String.raw`\b\d{3} \d{2} \d{4}\b`, score: 0.6 },
    // Dotted (536.22.8741) is how some forms print it, and how versions look: context decides.
    { name: 'dotted', regex: String.raw`\b\d{3}\.\d{2}\.\d{4}\b`, prefilter: contextPrefilter(SSN_CUES), alsoPrefilter: String.raw`\d{3}\.\d{2}\.\d{4}`, requiresContext: true, score: 0.6 },
    // Nine bare digits count only with context, so the context words are the prefilter.
    { name: 'bare', regex: String.raw`\b\d{9}\b`, prefilter: contextPrefilter(SSN_CUES), alsoPrefilter: String.raw`\d{9}`, requiresContext: true, score: 0.3 },
  ],
  context: {
    words: SSN_CUES,
    boost: 0.55,
    negative: ['order', 'invoice', 'tracking', 'phone', 'tel', 'routing', 'zip', 'isbn', 'ref', 'reference', 'confirmation', 'case', 'ticket', 'part', 'serial', 'sku', 'item', 'model'],
    penalty: 0.3,
    before: 40,
    after: 15,
  },
  refine(match, text) {
    // Part of a longer identifier: "536-22-8741-B", "X-123-45-6789".
    if ((text[match.end] === '-' && /[A-Za-z\d]/.test(text[match.end + 1] ?? '')) || (text[match.start - 1] === '-' && /[A-Za-z\d]/.test(text[match.start - 2] ?? ''))) return undefined;
    const digits = match.text.replace(/[ .-]/g, '');
    if (!isValidSsn(digits.slice(0, 3), digits.slice(3, 5), digits.slice(5))) return undefined;
    return { start: match.start, end: match.end, score: match.pattern.score };
  },
};
