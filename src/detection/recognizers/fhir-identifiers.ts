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
const SYSTEM = String.raw`"system"[ \t]*:[ \t]*"[^"\r\n]+"`;

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

/** Words of a name, lowercase, whatever separated them: "http://hl7.org/fhir/sid/us-ssn" → ["http", "hl7", …, "us", "ssn"]. */
const wordsOf = (name: string): string[] => name.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');

/** Cue phrases as sets of their words joined by spaces: a system's runs of up to MAX_CUE_WORDS words are looked up, not every cue searched for. */
const MAX_CUE_WORDS = 5;
const phrases = (cues: readonly string[]): ReadonlySet<string> => new Set(cues.map((cue) => wordsOf(cue).join(' ')).filter((cue) => cue !== ''));
const NATIONAL_PHRASES = phrases(NATIONAL_CUES);
const RECORD_PHRASES = phrases(MEDICAL_CUES);

/** One of the phrases stands among the words, whole. */
function holdsPhrase(words: readonly string[], set: ReadonlySet<string>): boolean {
  for (let i = 0; i < words.length; i++) {
    let phrase = '';
    for (let n = 0; n < MAX_CUE_WORDS && i + n < words.length; n++) {
      phrase = n === 0 ? (words[i] ?? '') : `${phrase} ${words[i + n] ?? ''}`;
      if (set.has(phrase)) return true;
    }
  }
  return false;
}

/** The system of the match's object: its words, and its OID when it is one. */
function systemOf(match: RawMatch): { readonly words: readonly string[]; readonly oid: string | undefined } {
  const system = /"system"[ \t]*:[ \t]*"([^"]*)"/.exec(match.groups[0] ?? '')?.[1] ?? '';
  return { words: wordsOf(system), oid: /^urn:oid:([\d.]+)$/.exec(system)?.[1] };
}

/**
 * A recognizer of FHIR identifiers of one kind: those whose system is one of `oids` or holds one of
 * `phrases`, with a value `accepts` (the two kinds differ only in these).
 */
function systemRecognizer(name: string, patternName: string, entityType: Recognizer['entityType'], oids: ReadonlySet<string>, phrases: ReadonlySet<string>, accepts: (value: string) => boolean, isValidated: boolean): Recognizer {
  return {
    name,
    entityType,
    patterns: [systemPattern(patternName)],
    refine(match): Refined | undefined {
      const { words, oid } = systemOf(match);
      const isNamed = (oid !== undefined && oids.has(oid)) || holdsPhrase(words, phrases);
      return isNamed && accepts(match.text) ? { start: match.start, end: match.end, score: match.pattern.score, isValidated } : undefined;
    },
  };
}

/** The system says it is a national number: a country's check or a national number's form vouches for the value. */
export const fhirNationalIdRecognizer = systemRecognizer('fhir_national_id', 'fhir_system_national', 'SSN', NATIONAL_OIDS, NATIONAL_PHRASES, (value) => isNationalId(value, ANY_KIND_CUES) || hasNationalNumberForm(value), true);

/** The system names a record or health number: any identifier with a digit. */
export const fhirRecordNumberRecognizer = systemRecognizer('fhir_record_number', 'fhir_system_record', 'MEDICAL_ID', RECORD_OIDS, RECORD_PHRASES, (value) => /\d/.test(value), false);
