/**
 * Recurring fragments that pair a labeled value with the cue a human (and a context-aware
 * recognizer) would use to recognise it: "MRN: …", "DOB …", a closing followed by a name.
 */
import { e, type Part, t } from './compose.js';
import { birthCue, dob } from './dates.js';
import { mrnDigits, nhsNumber, ssn, type SsnStyle, ssnStyle } from './identifiers.js';
import { englishClosing, localClosing, type Person, person, title } from './people.js';
import { chance, digits, type Gen, int, pick, weighted } from './random.js';

/** A medical record number with its cue. The label is the identifier token only. */
export function medicalId(g: Gen): Part[] {
  if (g.locale === 'en_GB' && chance(g, 0.5)) {
    return t`${pick(g, ['NHS number ', 'NHS number: ', 'NHS No: ', 'NHS no. '])}${e('MEDICAL_ID', nhsNumber(g, chance(g, 0.6)))}`;
  }
  return weighted<() => Part[]>(g, [
    [3, () => t`${pick(g, ['MRN: ', 'MRN ', 'MRN #', 'mrn: '])}${e('MEDICAL_ID', mrnDigits(g))}`],
    [2, () => t`${e('MEDICAL_ID', `MRN-${mrnDigits(g)}`)}`],
    [2, () => t`${pick(g, ['medical record number ', 'Medical Record Number: ', 'medical record no. ', 'Medical Record #: '])}${e('MEDICAL_ID', mrnDigits(g))}`],
    [2, () => t`${pick(g, ['patient ID ', 'Patient ID: ', 'patient id '])}${e('MEDICAL_ID', `PT-${digits(g, int(g, 6, 8))}`)}`],
    [1, () => t`${pick(g, ['Patient ID: ', 'patient ID '])}${e('MEDICAL_ID', mrnDigits(g))}`],
    [2, () => t`${pick(g, ['chart #', 'Chart #: ', 'chart number ', 'Chart No. '])}${e('MEDICAL_ID', mrnDigits(g))}`],
  ])();
}

/** "DOB: 03/14/1985", "born on 14 March 1985", ... */
export function dobWithCue(g: Gen): Part[] {
  return t`${birthCue(g)}${e('DATE_OF_BIRTH', dob(g))}`;
}

/** The short cues used in parentheses, lists and forms: "DOB 03/14/1985", "d.o.b. 14.03.1985". */
export function compactDob(g: Gen): Part[] {
  return t`${pick(g, ['DOB ', 'DOB: ', 'd.o.b. ', 'D.O.B. ', 'born ', 'date of birth ', 'Date of birth: '])}${e('DATE_OF_BIRTH', dob(g))}`;
}

/** An SSN with its cue; bare nine digits are only ever written right after such a cue. */
export function ssnWithCue(g: Gen, style: SsnStyle = ssnStyle(g)): Part[] {
  const cue = pick(g, ['SSN: ', 'SSN ', 'Social Security Number: ', 'social security number ', 'SS#: ', 'social security no. ']);
  return t`${cue}${e('SSN', ssn(g, style))}`;
}

/** "Dr. Jane Doe" with only "Jane Doe" labeled. */
export function titledName(g: Gen, who: Person = person(g)): Part[] {
  return t`${title(g, who.sex)} ${e('PERSON', who.full)}`;
}

/** "Best regards,\nJane Doe": a closing line, then the sender's name on its own line. */
export function signature(g: Gen, who: Person = person(g), local = false): Part[] {
  const closing = local ? localClosing(g) : englishClosing(g);
  return t`${closing}\n${e('PERSON', who.full)}`;
}

/** Chat openers: how people start a message to an assistant. */
export function opener(g: Gen): string {
  return pick(g, ['hey ', 'hi, ', 'Hello! ', 'ok so ', 'Quick question: ', '', '', 'pls help: ', 'Hi there. ', 'yo ', 'Good morning, ']);
}
