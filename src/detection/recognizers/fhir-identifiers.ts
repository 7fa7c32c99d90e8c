import { wordsBeside } from '../context.js';
import type { PatternSpec, RawMatch, Recognizer, Refined } from '../recognizer.js';
import { ANY_KIND_CUES, hasNationalNumberForm, isNationalId } from '../validators/national-ids.js';
import { MEDICAL_CUES } from './medical-id.js';
import { ALL_CUES as NATIONAL_CUES } from './ssn.js';

/**
 * A FHIR identifier is named by its system, beside its value in one JSON object (either order):
 * {"system": "http://hl7.org/fhir/sid/us-ssn", "value": "…"}, {"system": "urn:oid:2.16.840.1.113883.2.4.6.3",
 * "value": "…"}, {"system": "https://fhir.nhs.uk/Id/nhs-number", "value": "…"}. The system's words
 * ("ssn", "bsn", "national id", "nhs number", "medicare number") or a registered OID say what the
 * value is, as a label does in prose; a record number typed by its code is health-messages.ts's.
 */
const VALUE = String.raw`([A-Za-z0-9][A-Za-z0-9 .\/\-]{3,28}[A-Za-z0-9])`;
const SYSTEM = String.raw`"system"\s*:\s*"[^"\r\n]{1,200}"`;

function systemPattern(name: string): PatternSpec {
  return {
    name,
    regex: String.raw`${SYSTEM}\s*,\s*"value"\s*:\s*"${VALUE}"|"value"\s*:\s*"${VALUE}"\s*,\s*${SYSTEM}`,
    prefilter: String.raw`"system"\s*:\s*"`,
    isValueInGroup: true,
    score: 0.85,
  };
}

/** OIDs registered for national person numbers (US SSN, NL BSN, DK CPR, SE, NO, FI, IT, FR, CH) and for the NHS number. */
const NATIONAL_OIDS = new Set([
  '2.16.840.1.113883.4.1',
  '2.16.840.1.113883.2.4.6.3',
  '1.2.208.176.1.2',
  '1.2.752.129.2.1.3.1',
  '1.2.752.129.2.1.3.3',
  '2.16.578.1.12.4.1.4.1',
  '2.16.578.1.12.4.1.4.2',
  '1.2.246.21',
  '2.16.840.1.113883.2.9.4.3.2',
  '1.2.250.1.213.1.4.8',
  '2.16.756.5.32',
]);
const RECORD_OIDS = new Set(['2.16.840.1.113883.2.1.4.1']);

/** The system of the match's object, in words: "http://hl7.org/fhir/sid/us-ssn" → "http hl7 org fhir sid us ssn". */
function systemOf(match: RawMatch): { readonly words: string; readonly oid: string | undefined } {
  const system = /"system"\s*:\s*"([^"]*)"/.exec(match.groups[0] ?? '')?.[1] ?? '';
  const oid = /^urn:oid:([\d.]+)$/.exec(system)?.[1];
  return { words: ` ${system.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `, oid };
}

/** Which of `cues` stand whole in the words. */
const cuesIn = (words: string, cues: readonly string[]): string[] => wordsBeside(words, words.length, words.length, cues, words.length, 0);

export const fhirNationalIdRecognizer: Recognizer = {
  name: 'fhir_national_id',
  entityType: 'SSN',
  patterns: [systemPattern('fhir_system_national')],
  refine(match): Refined | undefined {
    const { words, oid } = systemOf(match);
    const isNamed = (oid !== undefined && NATIONAL_OIDS.has(oid)) || cuesIn(words, NATIONAL_CUES).length > 0;
    // The system says it is a national number: a country's check or a national number's form vouches for the value.
    return isNamed && (isNationalId(match.text, ANY_KIND_CUES) || hasNationalNumberForm(match.text)) ? { start: match.start, end: match.end, score: match.pattern.score, isValidated: true } : undefined;
  },
};

export const fhirRecordNumberRecognizer: Recognizer = {
  name: 'fhir_record_number',
  entityType: 'MEDICAL_ID',
  patterns: [systemPattern('fhir_system_record')],
  refine(match): Refined | undefined {
    const { words, oid } = systemOf(match);
    const isNamed = (oid !== undefined && RECORD_OIDS.has(oid)) || cuesIn(words, MEDICAL_CUES).length > 0;
    return isNamed && /\d/.test(match.text) ? { start: match.start, end: match.end, score: match.pattern.score } : undefined;
  },
};
