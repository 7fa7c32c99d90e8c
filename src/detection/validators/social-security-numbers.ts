import { isLuhnValid } from './luhn.js';

/**
 * European and Canadian social security numbers, each by its issuer's published structure and check: the
 * ones written in the texts Veil sees besides the US SSN (validators/ssn.ts). Inputs are the
 * value without its spaces, slashes or dashes.
 */

/** UK National Insurance number: two letters (HMRC's allowed prefixes), six digits, A–D. */
export function isValidUkNino(value: string): boolean {
  if (!/^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(value)) return false;
  return !['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(value.slice(0, 2));
}

/**
 * French NIR (numéro de sécurité sociale): sex, year, month, département (2A/2B for Corsica),
 * commune, order, then a key of 97 minus the first thirteen digits mod 97.
 */
export function isValidFrNir(value: string): boolean {
  if (!/^[1-478]\d{2}(?:0[1-9]|1[0-2]|[2-9]\d)(?:\d{2}|2[AB])\d{6}\d{2}$/.test(value)) return false;
  // Corsica's 2A and 2B count as 19 and 18 in the key (INSEE).
  const digits = value.slice(0, 13).replace('2A', '19').replace('2B', '18');
  const key = Number(value.slice(13));
  return key === 97 - Number(BigInt(digits) % 97n);
}

/**
 * German Rentenversicherungsnummer (the Sozialversicherungsnummer): area, birth date (ddmmyy),
 * the surname's initial, a serial and a check digit: the initial as its two-digit place in the
 * alphabet, the twelve digits weighted 2,1,2,5,7,1,2,1,2,1,2,1, the products' digit sums added, mod 10.
 */
export function isValidDeRvnr(value: string): boolean {
  const parts = /^(\d{2})(\d{2})(\d{2})(\d{2})([A-Z])(\d{2})(\d)$/.exec(value);
  if (parts === null) return false;
  const [, area = '', day = '', month = '', year = '', initial = '', serial = '', check = ''] = parts;
  // The day may carry 20–71 for a number issued twice; the month is a calendar month.
  if (Number(day) < 1 || Number(day) > 71 || Number(month) < 1 || Number(month) > 12) return false;
  const letter = String(initial.charCodeAt(0) - 64).padStart(2, '0');
  const digits = `${area}${day}${month}${year}${letter}${serial}`;
  const weights = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    const product = Number(digits[i]) * (weights[i] ?? 0);
    sum += Math.floor(product / 10) + (product % 10);
  }
  return sum % 10 === Number(check);
}

/** Dutch BSN: nine digits passing the "elfproef" (weights 9…2, and −1 for the last), not all zeros. */
export function isValidNlBsn(value: string): boolean {
  if (!/^\d{9}$/.test(value) || /^0+$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(value[i]) * (9 - i);
  sum -= Number(value[8]);
  return sum % 11 === 0;
}

/**
 * Spanish número de la Seguridad Social: province (2), number (8), control (2): the province and
 * number read as one number mod 97, where a number below 10,000,000 is read without its leading zero.
 */
export function isValidEsNss(value: string): boolean {
  const parts = /^(\d{2})(\d{8})(\d{2})$/.exec(value);
  if (parts === null) return false;
  const [, province = '', number = '', control = ''] = parts;
  const n = Number(number);
  const base = n < 10_000_000 ? Number(province) * 10_000_000 + n : Number(`${province}${number}`);
  return base % 97 === Number(control);
}

/**
 * A Canadian Social Insurance Number: nine digits under the Luhn checksum. No SIN starts with 8
 * (unassigned), nor with 0 except the Government's own published example, 046 454 286.
 */
export function isValidCaSin(value: string): boolean {
  if (!/^\d{9}$/.test(value) || value[0] === '8' || (value[0] === '0' && value !== '046454286')) return false;
  return isLuhnValid(value);
}
