import type { PatternSpec, Recognizer } from '../recognizer.js';
import { ANY_KIND_CUES, hasNationalNumberForm, isNationalId } from '../validators/national-ids.js';
import { isValidNlBsn } from '../validators/social-security-numbers.js';
import { isValidSsn } from '../validators/ssn.js';

/**
 * Record numbers that health-care messages label by structure rather than by a word: HL7 v2,
 * FHIR and X12, the formats hospital systems and insurers exchange and paste into tickets ("our
 * interface engine rejects this ADT"). Their type codes (HL7 table 0203: MR medical record, PI
 * patient internal, AN account, VN visit, MB member, MA Medicaid, MC Medicare, HC health card,
 * JHN jurisdictional health number, NH national health plan) say what the identifier is, as
 * "MRN:" does in prose.
 */
const TYPE_CODES = 'MRN?|PI|PT|AN|VN|MB|MA|MC|HC|JHN|NH';

/** A CX value's components after its identifier, up to its type code: check digit, check scheme, assigning authority. */
const CX_TAIL = String.raw`\^[^\^|~\r\n]{0,10}\^[^\^|~\r\n]{0,10}\^[^\^|~\r\n]{0,40}\^`;

/**
 * An HL7 v2 CX value typed with one of `codes`: ID^check digit^check scheme^assigning
 * authority^type code, one per repetition ("PID|1||23655966^^^SBRH^MR~238053377^^^SBRH^AN"). It
 * opens a field or a repetition: read from its "|" or "~", a streamed reply's last word is no
 * pending identifier. The identifier is the group.
 */
function cxPattern(name: string, codes: string): PatternSpec {
  return {
    name,
    regex: String.raw`[|~]([A-Za-z0-9][A-Za-z0-9 -]{2,18}[A-Za-z0-9])${CX_TAIL}(?:${codes})\b`,
    prefilter: String.raw`\^(?:${codes})\b`,
    isPrefilterInMatch: true,
    isValueInGroup: true,
    score: 0.85,
  };
}

/** A field of the PID segment by its place (1-based, as HL7 numbers them), its value in `value`'s group. */
function pidField(name: string, field: number, value: string): PatternSpec {
  return segmentField('PID', name, field, value);
}

/** A field of a segment by its place (1-based, as HL7 numbers them), its value in `value`'s group. */
function segmentField(segment: string, name: string, field: number, value: string): PatternSpec {
  return {
    name,
    regex: String.raw`(?:^|[\r\n])${segment}\|(?:[^|\r\n]*\|){${field - 1}}${value}`,
    prefilter: String.raw`${segment}\|`,
    isPrefilterInMatch: true,
    isValueInGroup: true,
    score: 0.85,
  };
}

export const healthMessageRecognizer: Recognizer = {
  name: 'health_message',
  entityType: 'MEDICAL_ID',
  patterns: [
    cxPattern('hl7_cx', TYPE_CODES),
    // PV1-19, the visit number, by its place in the segment.
    {
      name: 'hl7_visit',
      regex: String.raw`(?:^|[\r\n])PV1\|(?:[^|\r\n]*\|){18}([A-Za-z0-9][A-Za-z0-9-]{3,19})\b`,
      prefilter: String.raw`PV1\|`,
      isPrefilterInMatch: true,
      isValueInGroup: true,
      score: 0.85,
    },
    // IN1-36, the insurance policy's number, and IN1-49, the insured's identification number: a
    // health plan's member number by its place ("IN1|1|PPO01|…|||856240506-80").
    segmentField('IN1', 'hl7_in1_policy', 36, String.raw`([A-Za-z0-9][A-Za-z0-9-]{3,24})\b`),
    segmentField('IN1', 'hl7_in1_insured_id', 49, String.raw`([A-Za-z0-9][A-Za-z0-9-]{3,24})\b`),
    // An X12 eligibility or claim's subscriber or patient (NM1, entity IL or QC) with its member
    // identification number (qualifier MI): "NM1*IL*1*GUTIERREZ*ROSA****MI*ZGP823410577~".
    {
      name: 'x12_member',
      regex: String.raw`NM1\*(?:IL|QC)\*[12]\*(?:[^*~\r\n]{0,60}\*){5}MI\*([A-Za-z0-9][A-Za-z0-9-]{2,29})\b`,
      prefilter: String.raw`NM1\*(?:IL|QC)\*`,
      isPrefilterInMatch: true,
      isValueInGroup: true,
      score: 0.85,
    },
    // A FHIR identifier whose type is one of those codes, then its system and value, as FHIR's
    // JSON writes them ({"type": {"coding": [{…, "code": "MR"}]}, "system": "…", "value": "6651104"}).
    {
      name: 'fhir_identifier',
      regex: String.raw`"code"\s*:\s*"(?:${TYPE_CODES})"[^{}]{0,40}\}\s*\]\s*\}\s*,\s*(?:"system"\s*:\s*"[^"]{0,200}"\s*,\s*)?"value"\s*:\s*"([A-Za-z0-9][A-Za-z0-9-]{3,19})"`,
      prefilter: String.raw`"code"\s*:\s*"(?:${TYPE_CODES})"`,
      isPrefilterInMatch: true,
      isValueInGroup: true,
      score: 0.85,
    },
  ],
};

/** HL7 table 0203's codes for a national person number: SS (US Social Security), NI (a national unique individual identifier), NN and NN plus a country ("NNNLD"). */
const NATIONAL_TYPE_CODES = 'SS|NI|NN(?:[A-Z]{3})?';
/** What follows an identifier in a CX value typed as a national person number ("^^^SSA^SS"). */
const NATIONAL_CX_TAIL = new RegExp(String.raw`^${CX_TAIL}(?:${NATIONAL_TYPE_CODES})\b`);
/** The identifier that ends at `end` is an HL7 CX value typed as a national person number ("128-07-6670^^^SSA^SS"). */
export function isTypedNationalInHl7(text: string, end: number): boolean {
  return text.charCodeAt(end) === 94 && NATIONAL_CX_TAIL.test(text.slice(end, end + 72));
}

/**
 * National person numbers in the same messages: a CX value typed as one (PID-3's repetitions,
 * "868038313^^^NLMINBIZA^NNNLD") and PID-19, the patient's Social Security number by its place.
 */
export const healthMessageNationalIdRecognizer: Recognizer = {
  name: 'health_message_national_id',
  entityType: 'SSN',
  patterns: [
    cxPattern('hl7_cx_national', NATIONAL_TYPE_CODES),
    // PID-19 holds the country's national number where it is not the US (Singapore's NRIC, India's
    // PAN, New Zealand's IRD number): any value of up to twenty characters, read to the field's end.
    pidField('hl7_pid_ssn', 19, String.raw`([A-Za-z0-9][A-Za-z0-9 .\-]{4,18}[A-Za-z0-9])(?:[|^~\r\n]|$)`),
  ],
  refine(match) {
    // Nine digits, the US number's and the Dutch BSN's length, must pass one of their checks; other
    // countries' numbers are taken as typed, when a country's check or the form of a national
    // number holds (digits, with a letter or two).
    const digits = match.text.replace(/[ .-]/g, '');
    // One digit repeated is a placeholder ("000000000^^^SSA^SS"), which some checks pass.
    if (/^(\d)\1+$/.test(digits)) return undefined;
    if (/^\d{9}$/.test(digits) ? !isValidSsn(digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)) && !isValidNlBsn(digits) && !isNationalId(match.text, ANY_KIND_CUES) : !isNationalId(match.text, ANY_KIND_CUES) && !hasNationalNumberForm(match.text)) return undefined;
    return { start: match.start, end: match.end, score: match.pattern.score, isValidated: true };
  },
};

/**
 * The patient's birth date by its place in the PID segment (PID-7), the insured's in IN1 (IN1-18), the date of a timestamp, and in
 * an X12 demographic segment (DMG, a D8 date: "DMG*D8*19710408*F~").
 */
export const healthMessageBirthDateRecognizer: Recognizer = {
  name: 'health_message_birth_date',
  entityType: 'DATE_OF_BIRTH',
  patterns: [
    {
      name: 'x12_demographics',
      regex: String.raw`DMG\*D8\*((?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01]))\b`,
      prefilter: String.raw`DMG\*D8\*`,
      isPrefilterInMatch: true,
      isValueInGroup: true,
      score: 0.85,
    },
    pidField('hl7_pid_birth_date', 7, String.raw`((?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01]))\d{0,6}(?:[+-]\d{4})?[|^\r\n]`),
    // IN1-18, the insured's date of birth.
    segmentField('IN1', 'hl7_in1_insured_birth_date', 18, String.raw`((?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01]))\d{0,6}(?:[+-]\d{4})?[|^\r\n]`),
  ],
};

/**
 * The patient's address by its place (PID-11), an XAD value: street, other designation, city,
 * state or province and postcode, each after a "^" (the country and the address type after them
 * are not part of it, as a country named after an address is not). And an X12 claim's or
 * eligibility's N4 segment, city, state and ZIP code between "*" ("N4*COLUMBUS*OH*43206~"): its N3
 * street line reads as a street anywhere.
 */
export const healthMessageAddressRecognizer: Recognizer = {
  name: 'health_message_address',
  entityType: 'LOCATION',
  patterns: [
    pidField('hl7_pid_address', 11, String.raw`([^\^|~\r\n]*\d[^\^|~\r\n]*\^[^\^|~\r\n]{0,60}\^[^\^|~\r\n\d]{2,60}(?:\^[^\^|~\r\n]{0,30}\^[^\^|~\r\n]{2,12})?)[\^|~\r\n]`),
    {
      name: 'x12_n4',
      regex: String.raw`(?:^|[~\r\n])[ \t]*N4\*([A-Za-z][A-Za-z .'-]{1,40}\*[A-Z]{2}\*\d{5}(?:-?\d{4})?)(?:[*~\r\n]|$)`,
      prefilter: String.raw`N4\*[A-Za-z]`,
      isPrefilterInMatch: true,
      isValueInGroup: true,
      score: 0.85,
    },
  ],
};
