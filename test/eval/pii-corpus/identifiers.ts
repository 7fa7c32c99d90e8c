/**
 * Checkable identifiers: payment cards, IBANs, SSNs, phone numbers, medical record numbers. Every
 * positive value is valid by the rule a validating engine would apply (Luhn, mod-97, SSA, the
 * libphonenumber metadata, NHS mod-11); the lookalikes used as hard negatives fail that rule.
 */
import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import { type CountryCode, type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { LocaleId } from './schema.js';
import { chance, digits, type Gen, int, pad, pick, weighted } from './random.js';

// ---------------------------------------------------------------- payment cards

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';
export type Separator = ' ' | '-' | '';

/** Issuer prefixes (IIN ranges) and lengths as the networks publish them. */
function cardPrefix(g: Gen, brand: CardBrand): string {
  switch (brand) {
    case 'visa':
      return '4';
    case 'mastercard':
      return chance(g, 0.75) ? String(int(g, 51, 55)) : String(int(g, 2221, 2720));
    case 'amex':
      return pick(g, ['34', '37']);
    case 'discover':
      return pick(g, ['6011', '65', String(int(g, 644, 649))]);
  }
}

export function luhnCheckDigit(payload: string): number {
  let sum = 0;
  // Walking from the right, the digit next to the (future) check digit is doubled.
  for (let i = payload.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(payload[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isLuhnValid(number: string): boolean {
  const bare = number.replace(/\D/g, '');
  return luhnCheckDigit(bare.slice(0, -1)) === Number(bare.slice(-1));
}

/** Amex is written 4-6-5, the other brands 4-4-4-4. */
export function groupCard(bare: string, separator: Separator): string {
  const groups = bare.length === 15 ? [bare.slice(0, 4), bare.slice(4, 10), bare.slice(10)] : bare.match(/.{1,4}/g) ?? [bare];
  return groups.join(separator);
}

export function cardSeparator(g: Gen): Separator {
  return weighted<Separator>(g, [
    [45, ' '],
    [20, '-'],
    [35, ''],
  ]);
}

export function cardBrand(g: Gen): CardBrand {
  return weighted<CardBrand>(g, [
    [40, 'visa'],
    [30, 'mastercard'],
    [18, 'amex'],
    [12, 'discover'],
  ]);
}

export function cardNumber(g: Gen, brand: CardBrand = cardBrand(g), separator: Separator = cardSeparator(g)): string {
  const prefix = cardPrefix(g, brand);
  const length = brand === 'amex' ? 15 : 16;
  const payload = prefix + digits(g, length - prefix.length - 1);
  return groupCard(payload + String(luhnCheckDigit(payload)), separator);
}

/** A 16-digit number that fails Luhn (check digit off by one to nine). */
export function luhnInvalidNumber(g: Gen, separator: Separator): string {
  const payload = String(int(g, 1, 9)) + digits(g, 14);
  const wrong = (luhnCheckDigit(payload) + int(g, 1, 9)) % 10;
  return groupCard(payload + String(wrong), separator);
}

// ---------------------------------------------------------------- IBAN

const HOME_IBAN_COUNTRY: Record<LocaleId, string> = {
  en_US: 'GB',
  en_GB: 'GB',
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  it: 'IT',
  nl: 'NL',
};
const OTHER_IBAN_COUNTRIES = ['DE', 'GB', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'CH', 'IE', 'LU', 'PT', 'PL', 'DK', 'FI', 'SE'];

export type IbanFormat = 'print' | 'electronic';

/**
 * Faker's BBANs ignore national check digits (ES, FR, BE, PT, PL, ...), so draw until ibantools,
 * which checks those too, accepts one.
 */
function electronicIban(g: Gen, country: string): string {
  for (let attempt = 0; attempt < 5000; attempt++) {
    const candidate = g.f.finance.iban({ countryCode: country });
    if (isValidIBAN(candidate)) return candidate;
  }
  throw new Error(`no valid IBAN for ${country}`);
}

export function iban(g: Gen, format: IbanFormat = chance(g, 0.6) ? 'print' : 'electronic', country?: string): string {
  const chosen = country ?? (chance(g, 0.65) ? HOME_IBAN_COUNTRY[g.locale] : pick(g, OTHER_IBAN_COUNTRIES));
  const value = electronicIban(g, chosen);
  return format === 'print' ? (friendlyFormatIBAN(value) ?? value) : value;
}

/** An IBAN-shaped string whose mod-97 check digits are wrong. */
export function invalidIban(g: Gen, format: IbanFormat): string {
  const valid = electronicIban(g, pick(g, OTHER_IBAN_COUNTRIES));
  for (let attempt = 0; attempt < 100; attempt++) {
    const check = pad(int(g, 2, 98), 2);
    const candidate = valid.slice(0, 2) + check + valid.slice(4);
    if (!isValidIBAN(candidate)) return format === 'print' ? (friendlyFormatIBAN(candidate) ?? candidate) : candidate;
  }
  throw new Error('could not break an IBAN');
}

export function isValidIbanText(text: string): boolean {
  return isValidIBAN(electronicFormatIBAN(text.toUpperCase()) ?? '');
}

// ---------------------------------------------------------------- SSN

export type SsnStyle = 'dashes' | 'spaces' | 'bare';

/** SSA rules: area 001–899 except 666, group 01–99, serial 0001–9999. */
export function isValidSsn(text: string): boolean {
  const bare = text.replace(/[ -]/g, '');
  if (!/^\d{9}$/.test(bare)) return false;
  const area = Number(bare.slice(0, 3));
  return area !== 0 && area !== 666 && area < 900 && bare.slice(3, 5) !== '00' && bare.slice(5) !== '0000';
}

function formatSsn(area: string, group: string, serial: string, style: SsnStyle): string {
  if (style === 'bare') return area + group + serial;
  const separator = style === 'dashes' ? '-' : ' ';
  return [area, group, serial].join(separator);
}

export function ssnStyle(g: Gen): SsnStyle {
  return weighted<SsnStyle>(g, [
    [80, 'dashes'],
    [12, 'spaces'],
    [8, 'bare'],
  ]);
}

export function ssn(g: Gen, style: SsnStyle = ssnStyle(g)): string {
  let area = int(g, 1, 899);
  if (area === 666) area = 667;
  return formatSsn(pad(area, 3), pad(int(g, 1, 99), 2), pad(int(g, 1, 9999), 4), style);
}

/** Shaped like an SSN but with an area the SSA never issues (000, 666, 900–999). */
export function invalidSsn(g: Gen): string {
  const area = pick(g, ['000', '666', String(int(g, 900, 999))]);
  return formatSsn(area, pad(int(g, 1, 99), 2), pad(int(g, 1, 9999), 4), 'dashes');
}

// ---------------------------------------------------------------- phone numbers

export const REGION: Record<LocaleId, CountryCode> = {
  en_US: 'US',
  en_GB: 'GB',
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  it: 'IT',
  nl: 'NL',
};

/** National mobile number shapes; faker's own numbers are mostly landlines (and for GB often toll-free). */
function mobileCandidate(g: Gen): string {
  switch (REGION[g.locale]) {
    case 'US':
      return `${int(g, 2, 9)}${digits(g, 2)}${int(g, 2, 9)}${digits(g, 6)}`;
    case 'GB':
      return `07${pick(g, ['4', '5', '7', '8', '9'])}${digits(g, 8)}`;
    case 'DE':
      return `01${pick(g, ['51', '52', '57', '60', '62', '70', '71', '72', '73', '75', '76', '77', '78', '79'])}${digits(g, 7)}`;
    case 'FR':
      return `0${pick(g, ['6', '7'])}${digits(g, 8)}`;
    case 'ES':
      return `6${digits(g, 8)}`;
    case 'IT':
      return `3${pick(g, ['20', '28', '33', '39', '40', '47', '48', '49', '66', '88', '93'])}${digits(g, 7)}`;
    default:
      return `06${digits(g, 8)}`;
  }
}

/** Personal numbers only: toll-free, premium and shared-cost numbers are businesses, not people. */
const PERSONAL_TYPES = new Set(['FIXED_LINE', 'MOBILE', 'FIXED_LINE_OR_MOBILE']);

export function isValidPhone(text: string, region: CountryCode): boolean {
  return parsePhoneNumberFromString(text, region)?.isValid() === true;
}

function personalNumber(g: Gen): PhoneNumber {
  const region = REGION[g.locale];
  for (let attempt = 0; attempt < 1000; attempt++) {
    const raw = chance(g, 0.5) ? mobileCandidate(g) : g.f.phone.number({ style: 'national' });
    const parsed = parsePhoneNumberFromString(raw, region);
    if (parsed?.isValid() === true && PERSONAL_TYPES.has(parsed.getType() ?? '')) return parsed;
  }
  throw new Error(`no valid phone number for ${region}`);
}

export type PhoneStyle = 'national' | 'international' | 'e164' | 'idiom' | 'idd';

export function phoneStyle(g: Gen): PhoneStyle {
  return weighted<PhoneStyle>(g, [
    [40, 'national'],
    [28, 'international'],
    [10, 'e164'],
    [17, 'idiom'],
    [5, 'idd'],
  ]);
}

/** How people in the region actually type numbers, beyond libphonenumber's canonical formats. */
function idiom(g: Gen, number: PhoneNumber): string {
  const national = number.formatNational();
  const nsn = String(number.nationalNumber);
  switch (number.country) {
    case 'US': {
      const [a, b, c] = [nsn.slice(0, 3), nsn.slice(3, 6), nsn.slice(6)];
      return pick(g, [`${a}-${b}-${c}`, `${a}.${b}.${c}`, `+1 ${a}-${b}-${c}`, `+1 (${a}) ${b}-${c}`, `1-${a}-${b}-${c}`]);
    }
    case 'DE':
      return pick(g, [national.replace(' ', '/'), `+49 (0)${national.slice(1)}`, `(${national.replace(' ', ') ')}`]);
    case 'GB':
      return `+44 (0)${national.slice(1)}`;
    case 'FR':
      return pick(g, [national.replaceAll(' ', '.'), `+33 (0)${national.slice(1)}`]);
    case 'NL':
      return national.replace(' ', '-');
    default:
      return national.replaceAll(' ', '');
  }
}

function formatPhone(g: Gen, number: PhoneNumber, style: PhoneStyle): string {
  switch (style) {
    case 'national':
      return number.formatNational();
    case 'international':
      return number.formatInternational();
    case 'e164':
      return number.number;
    case 'idiom':
      return idiom(g, number);
    case 'idd':
      // European "00" international prefix; the US dials 011, which nobody writes.
      return number.country === 'US' ? number.formatInternational() : number.formatInternational().replace('+', '00');
  }
}

/** A phone number libphonenumber accepts for the locale's region, written in a common style. */
export function phone(g: Gen, style: PhoneStyle = phoneStyle(g)): string {
  const region = REGION[g.locale];
  for (let attempt = 0; attempt < 50; attempt++) {
    const written = formatPhone(g, personalNumber(g), style);
    if (isValidPhone(written, region)) return written;
  }
  throw new Error(`no phone in style ${style} for ${region}`);
}

// ---------------------------------------------------------------- medical record numbers

/** NHS number: 10 digits, the last a mod-11 check over the first nine (weights 10..2). */
export function nhsNumber(g: Gen, spaced: boolean): string {
  for (;;) {
    const body = String(int(g, 1, 9)) + digits(g, 8);
    const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (10 - i), 0);
    const check = 11 - (sum % 11);
    if (check === 10) continue;
    const value = body + String(check === 11 ? 0 : check);
    return spaced ? `${value.slice(0, 3)} ${value.slice(3, 6)} ${value.slice(6)}` : value;
  }
}

export function isValidNhsNumber(text: string): boolean {
  const bare = text.replace(/ /g, '');
  if (!/^\d{10}$/.test(bare)) return false;
  const sum = [...bare.slice(0, 9)].reduce((acc, d, i) => acc + Number(d) * (10 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(bare[9]);
}

/** A hospital MRN body: 7–10 digits, often zero-padded to a fixed width. */
export function mrnDigits(g: Gen): string {
  const length = int(g, 7, 10);
  return chance(g, 0.3) ? `00${digits(g, length - 2)}` : String(int(g, 1, 9)) + digits(g, length - 1);
}
