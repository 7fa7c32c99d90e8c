import { isLuhnValid } from './luhn.js';

/**
 * ISO 3166 numeric codes of the countries that issue the European Health Insurance Card (the EU,
 * the EEA, Switzerland and the United Kingdom).
 */
const EHIC_COUNTRIES = new Set([
  '040', '056', '100', '191', '196', '203', '208', '233', '246', '250', '276', '300', '348', '352', '372', '380',
  '428', '438', '440', '442', '470', '528', '578', '616', '620', '642', '703', '705', '724', '752', '756', '826',
]);

/**
 * A health insurance card's number under ISO/IEC 7812, as the European card and the national cards
 * on the same chip print it: twenty digits, 80 (health care), the issuing country's ISO 3166
 * numeric code, the issuer and the card, and a Luhn check digit ("80380…", Italy's tessera
 * sanitaria; "80276…", Germany's eGK).
 */
export function isIsoHealthCardNumber(digits: string): boolean {
  return digits.length === 20 && digits.startsWith('80') && EHIC_COUNTRIES.has(digits.slice(2, 5)) && isLuhnValid(digits);
}

const AU_MEDICARE_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9];
/**
 * An Australian Medicare card number: ten digits, the first 2–6, the ninth the check digit (the
 * first eight weighted 1, 3, 7, 9, 1, 3, 7, 9, modulo 10), the tenth the card's issue number (1–9).
 */
export function isAustralianMedicareNumber(digits: string): boolean {
  if (!/^[2-6]\d{8}[1-9]$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * (AU_MEDICARE_WEIGHTS[i] ?? 0);
  return sum % 10 === Number(digits[8]);
}

/** The Medicare Beneficiary Identifier's letters, as a character class's body: A–Z without S, L, O, I, B, Z. */
export const MBI_LETTERS = 'AC-HJKMNP-RT-Y';

/**
 * Germany's health insurance number (Krankenversichertennummer, KVNR): a capital and nine digits,
 * the last a check digit. The letter's place in the alphabet (A = 01) and the first eight digits,
 * weighted 1, 2, 1, 2…, each product's digits summed, modulo 10.
 */
export function isGermanHealthInsuranceNumber(value: string): boolean {
  if (!/^[A-Z]\d{9}$/.test(value)) return false;
  const digits = String(value.charCodeAt(0) - 64).padStart(2, '0') + value.slice(1, 9);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 10) + (product % 10);
  }
  return sum % 10 === Number(value[9]);
}

/** The NHI's letters: A–Z without I and O, valued 1–24. */
const NHI_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
/**
 * New Zealand's National Health Index number. The original form, three letters and four digits
 * ("ZAC5361"), carries a modulus-11 check digit over the first six characters weighted 7 to 2.
 * The form issued since 2022, three letters, two digits, two letters ("ZBN77VL"), is taken by its
 * shape.
 */
export function isValidNhi(value: string): boolean {
  const nhi = value.toUpperCase();
  if (!/^[A-HJ-NP-Z]{3}(?:\d{4}|\d{2}[A-HJ-NP-Z]{2})$/.test(nhi)) return false;
  if (!/\d$/.test(nhi)) return true;
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += (i < 3 ? NHI_LETTERS.indexOf(nhi[i] ?? '') + 1 : Number(nhi[i])) * (7 - i);
  const remainder = sum % 11;
  if (remainder === 0) return false;
  return (11 - remainder) % 10 === Number(nhi[6]);
}
