import { describe, expect, test } from 'vitest';
import { isValidIBAN } from 'ibantools';
import { cardIssuer } from '../../src/detection/validators/card-issuers.js';
import { isNationalId } from '../../src/detection/validators/national-ids.js';
import { isValidDeRvnr, isValidEsNss, isValidFrNir, isValidNlBsn, isValidUkNino } from '../../src/detection/validators/social-security-numbers.js';
import { isCalendarDate, monthNumber, MONTH_NAMES } from '../../src/detection/validators/calendar-date.js';
import { isLuhnValid } from '../../src/detection/validators/luhn.js';
import { isAustralianMedicareNumber, isGermanHealthInsuranceNumber, isIsoHealthCardNumber, isValidNhi } from '../../src/detection/validators/health-cards.js';
import { isValidSsn } from '../../src/detection/validators/ssn.js';

describe('Luhn', () => {
  test.each(['4111111111111111', '5500005555555559', '378282246310005', '6011111111111117', '3530111333300000', '79927398713'])('valid %s', (n) => {
    expect(isLuhnValid(n)).toBe(true);
  });
  test.each(['4111111111111112', '5500005555555550', '378282246310006', '79927398710', '1234567812345678', '', 'abc'])('invalid %j', (n) => {
    expect(isLuhnValid(n)).toBe(false);
  });
});

describe('ISO/IEC 7812 health card numbers', () => {
  test.each(['80380723241536855047', '80276001234567890127', '80756000080012345676'])('valid %s', (n) => {
    expect(isIsoHealthCardNumber(n)).toBe(true);
  });
  // A wrong check digit; a country that issues no European card (999); not 80; nineteen digits.
  test.each(['80380723241536855048', '80999000123456789011', '81380723241536855047', '8038072324153685504'])('invalid %s', (n) => {
    expect(isIsoHealthCardNumber(n)).toBe(false);
  });
});

describe('card issuers', () => {
  test.each([
    ['4111111111111111', 'visa'],
    ['5500005555555559', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3530111333300000', 'jcb'],
    ['30569309025904', 'diners'],
    ['5019717010103742', 'dankort'],
    ['5066991111111118', 'elo'],
    ['9792131111111115', 'troy'],
  ])('%s is %s', (n, issuer) => expect(cardIssuer(n)).toBe(issuer));
  test.each(['1234567812345670', '9111111111111111', '41111111111111111111', '37828224631000'])('%s has no issuer', (n) => expect(cardIssuer(n)).toBeUndefined());
});

describe('mod-97 (IBAN, through ibantools)', () => {
  test.each(['DE89370400440532013000', 'GB29NWBK60161331926819', 'FR1420041010050500013M02606', 'NL91ABNA0417164300', 'ES9121000418450200051332', 'IT60X0542811101000000123456'])('valid %s', (iban) => {
    expect(isValidIBAN(iban)).toBe(true);
  });
  test.each(['DE89370400440532013001', 'GB29NWBK6016133192681', 'XX89370400440532013000', 'NL91ABNA041716430'])('invalid %s', (iban) => {
    expect(isValidIBAN(iban)).toBe(false);
  });
});

describe('SSN ranges', () => {
  test.each([['123', '45', '6789'], ['001', '01', '0001'], ['899', '99', '9999'], ['665', '12', '3456']])('valid %s-%s-%s', (a, g, s) => {
    expect(isValidSsn(a, g, s)).toBe(true);
  });
  test.each([
    ['000', '12', '3456'],
    ['666', '12', '3456'],
    ['900', '12', '3456'],
    ['999', '12', '3456'],
    ['123', '00', '4567'],
    ['123', '45', '0000'],
    ['078', '05', '1120'],
    ['111', '11', '1111'],
  ])('invalid %s-%s-%s', (a, g, s) => expect(isValidSsn(a, g, s)).toBe(false));
});

test('calendar dates', () => {
  expect(isCalendarDate(2024, 2, 29)).toBe(true);
  expect(isCalendarDate(2023, 2, 29)).toBe(false);
  expect(isCalendarDate(1985, 4, 31)).toBe(false);
  expect(isCalendarDate(1985, 13, 1)).toBe(false);
});

test('month names in seven languages, each name for one month only', () => {
  expect(['Sept', 'September', 'sep.', 'settembre', 'setiembre'].map(monthNumber)).toEqual([9, 9, 9, 9, 9]);
  expect(['März', 'MAERZ', 'mrt', 'março', 'mars'].map(monthNumber)).toEqual([3, 3, 3, 3, 3]);
  expect(['déc.', 'Dezember', 'dic', 'diciembre'].map(monthNumber)).toEqual([12, 12, 12, 12]);
  expect(['marc', 'junk', ''].map(monthNumber)).toEqual([undefined, undefined, undefined]);
  const names = MONTH_NAMES.flat();
  expect(new Set(names).size).toBe(names.length);
});

describe('European social security numbers', () => {
  test('UK National Insurance: allowed prefixes and suffix letters', () => {
    expect(isValidUkNino('JH482917B')).toBe(true);
    expect(isValidUkNino('AB123456C')).toBe(true);
    expect(['GB123456A', 'QQ123456C', 'AB123456E', 'DA123456A', 'AO123456A', 'AB12345C'].map(isValidUkNino)).toEqual([false, false, false, false, false, false]);
  });
  test('French NIR: the key is 97 minus the number mod 97, Corsica as 19 and 18', () => {
    expect(isValidFrNir('291116912304510')).toBe(true);
    expect(isValidFrNir('291116912304511')).toBe(false);
    const corsican = '1850' + '22A' + '123456';
    const key = String(97 - Number(BigInt(corsican.replace('2A', '19')) % 97n)).padStart(2, '0');
    expect(isValidFrNir(corsican + key)).toBe(true);
    expect(isValidFrNir('591116912304510')).toBe(false);
  });
  test('German Rentenversicherungsnummer: weighted digit sums of the number and the initial', () => {
    expect(isValidDeRvnr('65170839J003')).toBe(true);
    expect(isValidDeRvnr('65170839J004')).toBe(false);
    expect(isValidDeRvnr('65171339J003')).toBe(false); // month 13
  });
  test('Dutch BSN: the elfproef', () => {
    expect(isValidNlBsn('274519380')).toBe(true);
    expect(isValidNlBsn('111222333')).toBe(true);
    expect(isValidNlBsn('274519381')).toBe(false);
    expect(isValidNlBsn('000000000')).toBe(false);
  });
  test('Spanish Seguridad Social: province and number mod 97', () => {
    expect(isValidEsNss('281234567840')).toBe(true);
    expect(isValidEsNss('281234567841')).toBe(false);
    // A number below 10,000,000 is read without its leading zero.
    const control = String((28 * 10_000_000 + 1234567) % 97).padStart(2, '0');
    expect(isValidEsNss(`2801234567${control}`)).toBe(true);
  });
});

describe('national person numbers (stdnum, and Hungary’s TAJ)', () => {
  test('a number is checked as the kind its cue names', () => {
    expect(isNationalId('92112803723', ['pesel'])).toBe(true);
    expect(isNationalId('92112803724', ['pesel'])).toBe(false);
    // A valid PESEL is not a valid CPF: under the CPF's name it does not count.
    expect(isNationalId('92112803723', ['cpf'])).toBe(false);
    expect(isNationalId('92112803723', [])).toBe(false);
  });
  test('each kind’s check: Swedish personnummer, Danish CPR, Aadhaar (Verhoeff), CPF, codice fiscale', () => {
    expect(isNationalId('850709-9383', ['personnummer'])).toBe(true);
    expect(isNationalId('850709-9384', ['personnummer'])).toBe(false);
    expect(isNationalId('110584-1902', ['cpr'])).toBe(true);
    expect(isNationalId('4918 3752 0669', ['aadhaar'])).toBe(true);
    expect(isNationalId('4918 3752 0668', ['aadhaar'])).toBe(false);
    expect(isNationalId('861.203.945-24', ['cpf'])).toBe(true);
    expect(isNationalId('RCCLSN90M15A944I', ['codice fiscale'])).toBe(true);
    expect(isNationalId('RCCLSN90M15A944J', ['codice fiscale'])).toBe(false);
  });
  test('Hungarian TAJ: eight digits weighted 3 and 7, mod 10', () => {
    expect(isNationalId('123456788', ['taj'])).toBe(true);
    expect(isNationalId('123 456 788', ['taj'])).toBe(true);
    expect(isNationalId('123456789', ['taj'])).toBe(false);
  });
  test('Brazilian PIS/PASEP: ten digits weighted 3, 2, 9 … 2, mod 11', () => {
    expect(isNationalId('120.99607.52-6', ['pis'])).toBe(true);
    expect(isNationalId('12099607526', ['nis'])).toBe(true);
    expect(isNationalId('120.99607.52-7', ['pis'])).toBe(false);
    // Eleven equal digits pass the weights' check and are no number.
    expect(isNationalId('00000000000', ['pis'])).toBe(false);
  });
});

describe('Australian Medicare numbers', () => {
  test.each(['6821612603', '3304688771', '5211355373'])('valid %s', (n) => {
    expect(isAustralianMedicareNumber(n)).toBe(true);
  });
  // A wrong check digit; an issue number of 0; a first digit outside 2–6; nine digits.
  test.each(['6821612613', '3304688770', '7821612603', '682161260'])('invalid %s', (n) => {
    expect(isAustralianMedicareNumber(n)).toBe(false);
  });
});

describe("Germany's health insurance number (KVNR)", () => {
  test.each(['K482610529', 'Y576135827', 'M418209535', 'A123456780'])('valid %s', (n) => {
    expect(isGermanHealthInsuranceNumber(n)).toBe(true);
  });
  // A wrong check digit; lowercase; ten digits; a letter too many.
  test.each(['K482610528', 'k482610529', '1482610529', 'KA82610529'])('invalid %s', (n) => {
    expect(isGermanHealthInsuranceNumber(n)).toBe(false);
  });
});

describe("New Zealand's NHI number", () => {
  // The Ministry's test numbers and two of the original form; the 2022 form by its shape.
  test.each(['ZZZ0016', 'ZAC5361', 'BMG0523', 'YZB3054', 'ZBN77VL'])('valid %s', (n) => {
    expect(isValidNhi(n)).toBe(true);
  });
  // A wrong check digit; the letters I and O; too short.
  test.each(['CRT8910', 'ZZZ0017', 'IAC5361', 'ZOC5361', 'ZAC536'])('invalid %s', (n) => {
    expect(isValidNhi(n)).toBe(false);
  });
});
