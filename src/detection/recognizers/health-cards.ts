import { isNamedBy } from '../context.js';
import type { Recognizer } from '../recognizer.js';
import { isIsoHealthCardNumber } from '../validators/health-cards.js';
import { LONG_DIGITS } from './shared-prefilters.js';

/** Words that say a number is something else. */
const NEGATIVE_CUES = ['order', 'invoice', 'tracking', 'transaction', 'shipment', 'parcel', 'serial', 'iccid', 'imei', 'reference', 'ref'];

/**
 * Health card numbers that say what they are by their structure, with no word beside them: the
 * twenty digits of ISO/IEC 7812 that European health insurance cards carry (validators/health-cards.ts),
 * pasted bare into forms and tables ("TS 80380723241536855047"). A label or a column that names the
 * number something else wins ("order: 8038…").
 */
export const healthCardRecognizer: Recognizer = {
  name: 'health_card',
  entityType: 'MEDICAL_ID',
  patterns: [
    {
      name: 'iso_7812',
      regex: String.raw`\b80\d{18}\b`,
      // Eighteen digits in a row: the set entry that self-evident national numbers read too.
      prefilter: LONG_DIGITS,
      isPrefilterInMatch: true,
      score: 0.85,
    },
  ],
  refine(match, text) {
    return isIsoHealthCardNumber(match.text) && !isNamedBy(text, match.start, match.end, NEGATIVE_CUES) ? { start: match.start, end: match.end, score: match.pattern.score, isValidated: true } : undefined;
  },
};
