import { describe, expect, test } from 'vitest';
import { getCountryCallingCode, getExampleNumber, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { DEFAULT_PHONE_REGIONS } from '../../src/detection/recognizers/phone.js';
import { createPhonePlans } from '../../src/detection/validators/phone-plans.js';

/**
 * The plans may only say "no" to numbers libphonenumber rejects: every number it accepts must get
 * a "maybe". Held against the library itself on numbers drawn around each region's examples and
 * at random, in the layouts the phone recognizer hands over.
 */
const plans = createPhonePlans();

/** A small deterministic generator (mulberry32): the same numbers on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REGIONS: readonly CountryCode[] = [...DEFAULT_PHONE_REGIONS,
  // Calling codes shared by several countries, national prefixes with carrier codes, and other plans.
  'JE', 'GG', 'IM', 'AG', 'PR', 'VI', 'CC', 'CX', 'VA', 'AR', 'MX', 'CO', 'JP', 'CN', 'KR', 'RU', 'KZ', 'SE', 'DK', 'NO', 'PL', 'ZA', 'NG', 'SG', 'HU', 'FI'];

function samples(region: CountryCode, next: () => number): string[] {
  const digit = (): string => String(Math.floor(next() * 10));
  const digits = (n: number): string => Array.from({ length: n }, digit).join('');
  const code = getCountryCallingCode(region);
  const example = getExampleNumber(region, examples)?.nationalNumber ?? digits(9);
  const found: string[] = [];
  for (let i = 0; i < 160; i += 1) {
    const length = 5 + Math.floor(next() * 11);
    const tail = Math.floor(next() * Math.min(6, example.length));
    const near = example.slice(0, example.length - tail) + digits(tail);
    found.push(near, `0${near}`, `${code}${near}`, `0${digits(length)}`, `00${digits(length)}`, `1${digits(length)}`, digits(length), `${code}${digits(length)}`, `8${digits(10)}`, `90${digits(12)}`);
  }
  return found;
}

describe('phone plans', () => {
  test('the metadata is read (the prefilter is on)', () => {
    expect(plans.isActive).toBe(true);
  });

  test('a national number libphonenumber accepts is never refused', () => {
    const next = random(2026);
    let valid = 0;
    let refusedInvalid = 0;
    let invalid = 0;
    const missed: string[] = [];
    for (const region of REGIONS) {
      for (const number of samples(region, next)) {
        const isValid = isValidPhoneNumber(number, region);
        const mayBe = plans.mayBeValidNational(number, region);
        if (isValid) valid += 1;
        else invalid += 1;
        if (isValid && !mayBe) missed.push(`${region} ${number}`);
        if (!isValid && !mayBe) refusedInvalid += 1;
      }
    }
    expect(missed).toEqual([]);
    // Enough valid numbers to mean something, and a prefilter that does refuse.
    expect(valid).toBeGreaterThan(5000);
    expect(refusedInvalid / invalid).toBeGreaterThan(0.8);
  });

  test('the digits decide, however the number is written', () => {
    // The recognizer hands over the digits of "030 / 8 82 41 17", "(0804) 536901", "06.12.34.56.78".
    const next = random(7);
    const separators = [' ', '-', '.', '/', ' / ', ''];
    const written = (digits: string): string => {
      let out = '';
      let at = 0;
      while (at < digits.length) {
        const group = digits.slice(at, at + 1 + Math.floor(next() * 4));
        out += at === 0 && next() < 0.3 ? `(${group}) ` : at === 0 ? group : `${separators[Math.floor(next() * separators.length)] ?? ' '}${group}`;
        at += group.length;
      }
      return out;
    };
    let valid = 0;
    const missed: string[] = [];
    for (const region of REGIONS) {
      for (const digits of samples(region, next)) {
        const number = written(digits);
        if (!isValidPhoneNumber(number, region)) continue;
        valid += 1;
        if (!plans.mayBeValidNational(number.replace(/\D/g, ''), region)) missed.push(`${region} ${number}`);
      }
    }
    expect(missed).toEqual([]);
    expect(valid).toBeGreaterThan(3000);
  });

  test('an international number libphonenumber accepts is never refused', () => {
    const next = random(11);
    let valid = 0;
    const missed: string[] = [];
    for (const region of REGIONS) {
      const code = getCountryCallingCode(region);
      for (const national of samples(region, next)) {
        const digits = `${code}${national}`;
        const isValid = isValidPhoneNumber(`+${digits}`);
        if (isValid) valid += 1;
        if (isValid && !plans.mayBeValidInternational(digits)) missed.push(`+${digits}`);
      }
    }
    expect(missed).toEqual([]);
    expect(valid).toBeGreaterThan(3000);
  });

  test('known numbers, and digits no plan allows', () => {
    expect(plans.mayBeValidNational('02079460958', 'GB')).toBe(true);
    // Jersey's mobiles share +44: a GB default accepts them, so the plans do too.
    expect(plans.mayBeValidNational('07797123456', 'GB')).toBe(true);
    expect(plans.mayBeValidNational('4155552671', 'US')).toBe(true);
    expect(plans.mayBeValidInternational('4915123847729')).toBe(true);
    // A non-geographic code (+800): the library decides.
    expect(plans.mayBeValidInternational('80012345678')).toBe(true);
    expect(plans.mayBeValidNational('0000000000', 'GB')).toBe(true); // after "00", Britain's international prefix: the library decides
    expect(plans.mayBeValidNational('09999999999', 'GB')).toBe(false);
    expect(plans.mayBeValidNational('1231231234', 'US')).toBe(false);
    expect(plans.mayBeValidInternational('440000000000')).toBe(false);
  });

  test('cheapestFirst keeps every region and puts the smaller plans first', () => {
    const ordered = plans.cheapestFirst(DEFAULT_PHONE_REGIONS);
    expect([...ordered].sort()).toEqual([...DEFAULT_PHONE_REGIONS].sort());
    expect(ordered.indexOf('BE')).toBeLessThan(ordered.indexOf('GB'));
  });
});
