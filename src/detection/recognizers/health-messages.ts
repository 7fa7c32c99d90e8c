import type { Recognizer } from '../recognizer.js';

/**
 * Record numbers that health-care messages label by structure rather than by a word: HL7 v2 and
 * FHIR, the formats hospital systems exchange and paste into tickets ("our interface engine
 * rejects this ADT"). Their type codes (HL7 table 0203: MR medical record, PI patient internal,
 * AN account, VN visit, MB member, MA Medicaid, MC Medicare, HC health card, JHN jurisdictional
 * health number, NH national health plan) say what the identifier is, as "MRN:" does in prose.
 */
const TYPE_CODES = 'MRN?|PI|PT|AN|VN|MB|MA|MC|HC|JHN|NH';

export const healthMessageRecognizer: Recognizer = {
  name: 'health_message',
  entityType: 'MEDICAL_ID',
  patterns: [
    // An HL7 v2 CX value: ID^check digit^check scheme^assigning authority^type code, one per
    // repetition ("PID|1||23655966^^^SBRH^MR~238053377^^^SBRH^AN"). It opens a field or a
    // repetition: read from its "|" or "~", a streamed reply's last word is no pending identifier.
    {
      name: 'hl7_cx',
      regex: String.raw`[|~]([A-Za-z0-9][A-Za-z0-9-]{3,19})\^[^\^|~\r\n]{0,10}\^[^\^|~\r\n]{0,10}\^[^\^|~\r\n]{0,40}\^(?:${TYPE_CODES})\b`,
      prefilter: String.raw`\^(?:${TYPE_CODES})\b`,
      isPrefilterInMatch: true,
      isValueInGroup: true,
      score: 0.85,
    },
    // PV1-19, the visit number, by its place in the segment.
    {
      name: 'hl7_visit',
      regex: String.raw`(?:^|[\r\n])PV1\|(?:[^|\r\n]*\|){18}([A-Za-z0-9][A-Za-z0-9-]{3,19})\b`,
      prefilter: String.raw`PV1\|`,
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
