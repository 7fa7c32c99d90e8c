import { contextPrefilter, wordsBeside } from '../context.js';
import type { Recognizer } from '../recognizer.js';
import { isCalendarDate } from '../validators/calendar-date.js';
import { isValidNhsNumber } from '../validators/nhs-number.js';

/**
 * Medical record numbers have no universal format: an identifier of digits, optionally with a
 * short alphabetic prefix or dashes, counts only right after a cue such as "MRN" or "patient ID".
 */
/** Context is required (or carried by the match, "MRN-…"): the cue words are the prefilter. */
const MEDICAL_CUES = [
  'mrn', 'mrn#', 'medical record', 'medical record number', 'medical record no', 'med rec', 'patient id', 'patient number', 'patient no', 'patient #', 'chart', 'chart number', 'chart #', 'health record', 'hospital number', 'hospital no', 'nhs number', 'nhs no', 'medical id', 'record number', 'record no', 'member id', 'health id', 'ehr', 'emr', 'medicare', 'medicare number', 'medicare no', 'medicaid', 'health card', 'health card number', 'health card no', 'pt id', 'patienten-id', 'patientennummer', 'patientnummer', 'patiëntnummer', 'cartella clinica', 'numero paziente', 'historia clínica', 'número de historia', 'número de paciente', 'dossier patient', 'numéro de dossier', 'n° de dossier', 'numer pacjenta', 'journalnummer', 'potilasnumero',
  // Health-insurance member numbers, which identify a patient as a record number does.
  'member no', 'member number', 'insurance member', 'mbi', 'versichertennummer', 'krankenversichertennummer', 'versicherten-nr', 'número de utente', 'n.º de utente', 'nº de utente', 'utente sns',
  // Hospital patient identifiers in France (IPP), Spain (NHC), Portugal, Germany and Poland.
  'ipp', 'nhc', 'processo clínico', 'patienten-nr', 'patientennr', 'id pacjenta', 'karty pacjenta', 'journalnr', 'journal nr', 'hasta dosya no', 'dosya no', 'hasta no',
  'member #', 'carteirinha', 'plano de saúde', 'kvnr', 'codice paziente',
  // National health identifiers and record words of more countries (not the bare acronyms that
  // are also common words or other things: URN, CIP, CNS, CHI).
  'ihi', 'nhi', 'ohip', 'ramq', 'subscriber id', 'beneficiary id', 'medicaid id', 'health plan id', 'health insurance number', 'fallnummer', 'aufnahmenummer',
  'identifiant patient', 'numéro patient', 'n° patient', 'tarjeta sanitaria', 'número de afiliado', 'tessera sanitaria', 'numero cartella', 'cartão de saúde',
  'cartão sus', 'prontuário', 'dossiernummer', 'zorgverzekeringsnummer', 'numer historii choroby', 'protokol no', 'číslo pacienta', 'číslo pojištěnce',
  // "NHS 401 023 2137" (refine() keeps only a number that passes the NHS check after it); a French
  // mutual health insurer's member number ("Numéro d'adhérent mutuelle").
  'nhs', 'mutuelle'];
const MEDICAL_CUE = contextPrefilter(MEDICAL_CUES);
const MBI_LETTERS = 'AC-HJKMNP-RT-Y';
const MBI_LETTER = `[${MBI_LETTERS}]`;

export const medicalIdRecognizer: Recognizer = {
  name: 'medical_id',
  entityType: 'MEDICAL_ID',
  patterns: [
    { name: 'prefixed', regex: String.raw`\b[A-Za-z]{1,5}[\-#]?\d{4,12}(?:-\d{1,8}){0,2}(?:-[A-Z])?\b`, prefilter: MEDICAL_CUE, score: 0.55 },
    { name: 'digits', regex: String.raw`\b\d{5,14}\b`, prefilter: MEDICAL_CUE, score: 0.55 },
    // A Medicare Beneficiary Identifier: eleven characters in fixed positions, without the
    // letters S, L, O, I, B and Z ("1EG4-TE5-MK73"). Its second prefilter is its tail, which the
    // IBAN prefilters' automaton nearly holds already (the whole shape added 8 % to the set's states).
    { name: 'mbi', regex: String.raw`\b[1-9]${MBI_LETTER}[${MBI_LETTERS}0-9]\d-?${MBI_LETTER}[${MBI_LETTERS}0-9]\d-?${MBI_LETTER}{2}\d{2}\b`, prefilter: MEDICAL_CUE, alsoPrefilter: String.raw`[A-Z]{2}\d\d\b`, score: 0.55 },
    // Ontario's health card ends in a version code: "1234-567-890-AB".
    // A year may be part of it, after a slash: "004417/2023", "2024/003318" (seven digits at
    // least, so that no day and month, or month and year, becomes a candidate: "03/02", "12/1950").
    { name: 'grouped', regex: String.raw`\b(?:\d{2,5}[\- ]\d{2,8}|\d{4,6}\/\d{3,8}|\d{3,6}\/\d{4,8})(?:[\- ]\d{1,6})?(?:-[A-Z]{2})?\b`, prefilter: MEDICAL_CUE, score: 0.55 },
  ],
  context: {
    words: MEDICAL_CUES,
    boost: 0.4,
    before: 30,
    after: 0,
    isRequired: true,
    includesMatch: true,
  },
  refine(match, fullText) {
    // "MRN#00482913": the cue and its "#" label the number ("MRN-0012345" is written as issued).
    const label = CUE_LABEL.exec(match.text)?.[0].length ?? 0;
    const text = match.text.slice(label);
    // Dates and repeated digits sit next to record numbers in forms; they are not identifiers.
    if (isDate(text)) return undefined;
    const digits = text.replace(/\D/g, '');
    if (/^(\d)\1+$/.test(digits)) return undefined;
    const start = match.start + label;
    // An NHS number carries a check digit: when it holds, the identifier is vouched for.
    if (isValidNhsNumber(digits) && /^\d{3}[ -]?\d{3}[ -]?\d{4}$/.test(text)) return { start, end: match.end, score: 0.6, isValidated: true };
    // "NHS" alone names the service as often as the number ("NHS England budget 12000000"): after
    // it, only a number that passes the NHS check counts.
    const cues = wordsBeside(fullText, match.start, match.end, MEDICAL_CUES, 30, 0);
    if (cues.length === 1 && cues[0] === 'nhs') return undefined;
    return { start, end: match.end, score: match.pattern.score };
  },
};

/** A cue with "#" written as the identifier's prefix. */
const CUE_LABEL = /^(?:mrn|ehr|emr)#(?=\d)/i;

const ISO_DATE = /^(\d{4})[- ](\d{1,2})[- ](\d{1,2})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})[- ](\d{1,2})[- ](\d{2}|\d{4})$/;

/**
 * A date in a form's numeric shapes (year first, or day and month either way round, a year of two
 * or four digits) that is a real calendar day: "1985-03-14", "14-03-1985", "03 14 85". A record
 * number in a date's shape that no calendar has ("55-12-993", "40-13-2020") is kept.
 */
function isDate(text: string): boolean {
  const iso = ISO_DATE.exec(text);
  if (iso !== null) return isCalendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = DAY_MONTH_YEAR.exec(text);
  if (dmy === null) return false;
  // Any year will do for the check (a leap year, so that 29 February passes): only day and month are in doubt.
  const [a, b] = [Number(dmy[1]), Number(dmy[2])];
  return isCalendarDate(2000, b, a) || isCalendarDate(2000, a, b);
}
