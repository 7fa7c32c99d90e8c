import * as ahv from 'stdnum/lib/cjs/ch/ssn.js';
import * as aadhaar from 'stdnum/lib/cjs/in/aadhaar.js';
import * as amka from 'stdnum/lib/cjs/gr/amka.js';
import * as austrianSv from 'stdnum/lib/cjs/at/vnr.js';
import * as belgianNn from 'stdnum/lib/cjs/be/nn.js';
import * as frenchNif from 'stdnum/lib/cjs/fr/nif.js';
import * as germanSvnr from 'stdnum/lib/cjs/de/svnr.js';
import * as chineseRic from 'stdnum/lib/cjs/cn/ric.js';
import * as cnp from 'stdnum/lib/cjs/ro/cnp.js';
import * as codiceFiscale from 'stdnum/lib/cjs/it/codicefiscale.js';
import * as cpf from 'stdnum/lib/cjs/br/cpf.js';
import * as cpr from 'stdnum/lib/cjs/dk/cpr.js';
import * as curp from 'stdnum/lib/cjs/mx/curp.js';
import * as rfc from 'stdnum/lib/cjs/mx/rfc.js';
import * as cuit from 'stdnum/lib/cjs/ar/cuit.js';
import * as dni from 'stdnum/lib/cjs/es/dni.js';
import * as fodselsnummer from 'stdnum/lib/cjs/no/fodselsnummer.js';
import * as germanIdnr from 'stdnum/lib/cjs/de/idnr.js';
import * as greekAfm from 'stdnum/lib/cjs/gr/vat.js';
import * as hetu from 'stdnum/lib/cjs/fi/hetu.js';
import * as nzIrd from 'stdnum/lib/cjs/nz/ird.js';
import * as nie from 'stdnum/lib/cjs/es/nie.js';
import * as pesel from 'stdnum/lib/cjs/pl/pesel.js';
import * as personnummer from 'stdnum/lib/cjs/se/personnummer.js';
import * as portugueseNif from 'stdnum/lib/cjs/pt/nif.js';
import * as pps from 'stdnum/lib/cjs/ie/pps.js';
import * as rodneCislo from 'stdnum/lib/cjs/cz/rc.js';
import * as rrn from 'stdnum/lib/cjs/kr/rrn.js';
import * as tckimlik from 'stdnum/lib/cjs/tr/tckimlik.js';
import * as tfn from 'stdnum/lib/cjs/au/tfn.js';
import * as southAfricanId from 'stdnum/lib/cjs/za/idnr.js';
import * as bulgarianEgn from 'stdnum/lib/cjs/bg/egn.js';
import * as chileanRut from 'stdnum/lib/cjs/cl/rut.js';
import * as croatianOib from 'stdnum/lib/cjs/hr/oib.js';
import * as estonianIk from 'stdnum/lib/cjs/ee/ik.js';
import * as icelandicKennitala from 'stdnum/lib/cjs/is/kennitala.js';
import * as israeliId from 'stdnum/lib/cjs/il/idnr.js';
import * as latvianCode from 'stdnum/lib/cjs/lv/pvn.js';
import * as lithuanianCode from 'stdnum/lib/cjs/lt/asmens.js';
import * as russianInn from 'stdnum/lib/cjs/ru/inn.js';
import * as slovenianEmso from 'stdnum/lib/cjs/si/emso.js';
import * as thaiId from 'stdnum/lib/cjs/th/idnr.js';
import * as indianPan from 'stdnum/lib/cjs/in/pan.js';
import * as taiwanId from 'stdnum/lib/cjs/tw/natid.js';
import * as ukrainianRntrc from 'stdnum/lib/cjs/ua/rntrc.js';
import * as hongKongId from 'stdnum/lib/cjs/hk/hkid.js';
import { isLuhnValid } from './luhn.js';
import { wholeTextTest } from '../whole-text-test.js';
import { isValidFrNir, isValidNlBsn } from './social-security-numbers.js';
import { isCalendarDate } from './calendar-date.js';

/**
 * National person numbers that do a social security number's job in their countries: the number
 * a state knows a person by for social insurance, tax and health care (spec §2.4 "social security
 * numbers"; docs/decisions.md). Each is recognised only beside one of its own names, and only when
 * its issuer's check holds (python-stdnum's rules, in the `stdnum` package).
 */
export interface NationalId {
  /** ISO 3166 country and the number's name, for reading the table. */
  readonly kind: string;
  /** Names written beside the number (lowercase). */
  readonly cues: readonly string[];
  readonly isValid: (value: string) => boolean;
  /** Checked by its form alone: only its own names vouch for it, not "national ID" (ANY_KIND_CUES). */
  readonly isFormOnly?: true;
}

type Validate = (value: string) => { isValid: boolean; isIndividual?: boolean };
const by =
  (validate: Validate) =>
  (value: string): boolean => {
    const result = validate(value);
    return result.isValid && result.isIndividual !== false;
  };

const isValidDni = by(dni.validate);

/** Greece's AFM is one tax number for people and companies alike: stdnum calls every one a company's. */
const isValidGreekAfm = (value: string): boolean => greekAfm.validate(value).isValid;

/**
 * A US Individual Taxpayer Identification Number, which the IRS issues to people who cannot have a
 * Social Security number: nine digits from 9, the fourth and fifth in 50–65, 70–88, 90–92 or 94–99.
 */
function isValidUsItin(value: string): boolean {
  const digits = value.replace(/[ -]/g, '');
  if (!/^9\d{8}$/.test(digits)) return false;
  const group = Number(digits.slice(3, 5));
  return (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) || group >= 94;
}

/** Portugal's NISS: eleven digits, the first 1 or 2; the first ten weighted 29, 23, 19, 17, 13, 11, 7, 5, 3, 2; 9 minus the sum mod 10 is the last. */
function isValidPortugueseNiss(value: string): boolean {
  const digits = value.replace(/[ -]/g, '');
  if (!/^[12]\d{10}$/.test(digits)) return false;
  const weights = [29, 23, 19, 17, 13, 11, 7, 5, 3, 2];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return 9 - (sum % 10) === Number(digits[10]);
}

/**
 * Brazil's PIS/PASEP, one number under the names of its programmes (PIS, PASEP, NIS, NIT): eleven
 * digits, the first ten weighted 3, 2, 9, 8, 7, 6, 5, 4, 3, 2; 11 minus the sum mod 11 is the last
 * (0 for 10 or 11). stdnum has no module for it.
 */
function isValidBrazilianPis(value: string): boolean {
  const digits = value.replace(/[ ./-]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const weights = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const rest = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0) % 11;
  return (rest < 2 ? 0 : 11 - rest) === Number(digits[10]);
}

/** Japan's My Number (個人番号): twelve digits, the last a check over the eleven before it (weights 2–7 from the right, twice). */
function isValidJapaneseMyNumber(value: string): boolean {
  const digits = value.replace(/[ -]/g, '');
  if (!/^\d{12}$/.test(digits)) return false;
  let sum = 0;
  for (let n = 1; n <= 11; n++) sum += Number(digits[11 - n]) * (n <= 6 ? n + 1 : n - 5);
  const remainder = sum % 11;
  return (remainder <= 1 ? 0 : 11 - remainder) === Number(digits[11]);
}

/** Hungary's adóazonosító jel (a person's tax number): ten digits opening with 8, the ninth-weighted sum mod 11 is the tenth. */
function isValidHungarianTaxId(value: string): boolean {
  const digits = value.replace(/[ -]/g, '');
  if (!/^8\d{9}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * (i + 1);
  return sum % 11 === Number(digits[9]);
}

/** Hungary's TAJ (social insurance number): eight digits weighted 3 and 7 in turn, mod 10, is the ninth. */
function isValidHungarianTaj(value: string): boolean {
  const digits = value.replace(/[ -]/g, '');
  if (!/^\d{9}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 3 : 7);
  return sum % 10 === Number(digits[8]);
}

/** Russia's SNILS: eleven digits; the first nine weighted 9 down to 1, the sum (mod 101, 100 read as 0) is the last two. */
function isValidRussianSnils(value: string): boolean {
  const digits = value.replace(/[ -]/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * (9 - i);
  const check = sum < 100 ? sum : sum % 101 === 100 ? 0 : sum % 101;
  return check === Number(digits.slice(9));
}

/** Singapore's NRIC and FIN: a letter, seven digits weighted 2, 7, 6, 5, 4, 3, 2, and a check letter from the letter's table. */
function isValidSingaporeNric(value: string): boolean {
  const match = /^([STFGM])(\d{7})([A-Z])$/.exec(value.toUpperCase());
  if (match === null) return false;
  const [, prefix = '', digits = '', check = ''] = match;
  const weights = [2, 7, 6, 5, 4, 3, 2];
  let sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  if (prefix === 'T' || prefix === 'G') sum += 4;
  if (prefix === 'M') sum += 3;
  const table = prefix === 'S' || prefix === 'T' ? 'JZIHGFEDCBA' : prefix === 'M' ? 'KLJNPQRTUWX' : 'XWUTRQPNMLK';
  return table[sum % 11] === check;
}

/** The United Arab Emirates' ID number: 784, the year of birth, seven digits and a Luhn check digit. */
const isValidEmiratesId = (value: string): boolean => {
  const digits = value.replace(/[ -]/g, '');
  return /^784(?:19|20)\d{10}$/.test(digits) && isLuhnValid(digits);
};

/** Saudi Arabia's national ID (1…) and iqama (2…): ten digits under the Luhn check. */
const isValidSaudiId = (value: string): boolean => {
  const digits = value.replace(/[ -]/g, '');
  return /^[12]\d{9}$/.test(digits) && isLuhnValid(digits);
};

/** Mexico's IMSS social security number: eleven digits under the Luhn check. */
const isValidMexicanNss = (value: string): boolean => {
  const digits = value.replace(/[ -]/g, '');
  return /^\d{11}$/.test(digits) && isLuhnValid(digits);
};

/** Chile's RUT/RUN, which stdnum reads without its thousands dots. */
const isValidChileanRut = (value: string): boolean => by(chileanRut.validate)(value.replace(/\./g, ''));

/** Russia's INN of a person (twelve digits; ten are a company's). */
const isValidRussianPersonInn = (value: string): boolean => /^\d{12}$/.test(value) && by(russianInn.validate)(value);
/**
 * Sweden's personnummer as payrolls and registers also write it, without its separator
 * ("195211296073", "8211151868"): stdnum takes only the separated forms.
 */
const isValidSwedishPersonnummer = (value: string): boolean =>
  by(personnummer.validate)(/^(?:\d{10}|\d{12})$/.test(value) ? `${value.slice(0, -4)}-${value.slice(-4)}` : value);

/**
 * India's PAN of a person: five letters, four digits, a check letter, the fourth letter the
 * holder's kind ("P", a person). stdnum checks the layout and kind letter, but calls every
 * holder a company.
 */
const isValidIndianPan = (value: string): boolean => indianPan.validate(value.toUpperCase()).isValid && value[3]?.toUpperCase() === 'P';

/**
 * Viet Nam's citizen ID (CCCD, căn cước công dân): twelve digits, the province of birth's code
 * (the 63 provinces' codes, 001–096), a digit for sex and century, the year of birth. No check
 * digit is published: the province code and the name beside it carry it.
 */
const VIETNAMESE_PROVINCES = new Set([
  1, 2, 4, 6, 8, 10, 11, 12, 14, 15, 17, 19, 20, 22, 24, 25, 26, 27, 30, 31, 33, 34, 35, 36, 37, 38, 40, 42, 44, 45, 46, 48, 49, 51, 52, 54, 56, 58, 60, 62, 64, 66, 67, 68, 70, 72, 74, 75, 77, 79, 80, 82, 83, 84, 86, 87, 89, 91, 92, 93, 94, 95, 96,
]);
const isValidVietnameseCitizenId = (value: string): boolean => /^\d{12}$/.test(value) && VIETNAMESE_PROVINCES.has(Number(value.slice(0, 3)));

/**
 * Indonesia's NIK: sixteen digits, the province, regency and district (two each), the day of
 * birth (plus 40 for a woman), month and year, and a serial from 0001. No check digit.
 */
const isValidIndonesianNik = (value: string): boolean => {
  if (!/^[1-9]\d{15}$/.test(value) || value.endsWith('0000')) return false;
  const day = Number(value.slice(6, 8));
  const month = Number(value.slice(8, 10));
  return ((day >= 1 && day <= 31) || (day >= 41 && day <= 71)) && month >= 1 && month <= 12;
};

/**
 * Egypt's national ID: fourteen digits, the century (2: 1900s, 3: 2000s), the date of birth
 * (YYMMDD), the governorate of birth, a serial and a check digit (its rule is not published).
 */
const EGYPTIAN_GOVERNORATES = new Set([1, 2, 3, 4, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24, 25, 26, 27, 28, 29, 31, 32, 33, 34, 35, 88]);
const isValidEgyptianId = (value: string): boolean => {
  if (!/^[23]\d{13}$/.test(value)) return false;
  const year = (value[0] === '2' ? 1900 : 2000) + Number(value.slice(1, 3));
  return isCalendarDate(year, Number(value.slice(3, 5)), Number(value.slice(5, 7))) && EGYPTIAN_GOVERNORATES.has(Number(value.slice(7, 9)));
};

/**
 * Iran's national code (کد ملی): ten digits, the last a check: the first nine weighted 10 down to
 * 2, the sum mod 11 is the check when under 2, else 11 minus it is. Persian digits are read too.
 */
const isValidIranianId = (value: string): boolean => {
  const digits = value.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x6f0)).replace(/[ -]/g, '');
  if (!/^\d{10}$/.test(digits) || /^(\d)\1{9}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * (10 - i);
  const rest = sum % 11;
  return Number(digits[9]) === (rest < 2 ? rest : 11 - rest);
};

/**
 * Colombia's cédula de ciudadanía: six to ten digits, written with its thousands dotted
 * ("1.036.625.884"). No check digit; four groups that are each an octet are an IPv4 address.
 */
const isValidColombianCedula = (value: string): boolean => {
  const groups = value.split('.');
  if (!/^\d{1,3}(?:\.\d{3}){1,3}$/.test(value) || value.replace(/\./g, '').length < 6) return false;
  return groups.length < 4 || groups.some((group) => Number(group) > 255);
};

/** Argentina's DNI: seven or eight digits, written with its thousands dotted ("45.824.204"). No check digit. */
const isValidArgentineDni = (value: string): boolean => /^\d{1,2}\.\d{3}\.\d{3}$/.test(value) && Number(value.replace(/\./g, '')) >= 1_000_000;

export const NATIONAL_IDS: readonly NationalId[] = [
  { kind: 'SE personnummer', cues: ['personnummer', 'personnumret', 'personnumren', 'personnr', 'pers.nr', 'pnr', 'samordningsnummer'], isValid: isValidSwedishPersonnummer },
  { kind: 'DK CPR', cues: ['cpr', 'cpr-nr', 'cpr-nummer', 'cpr nr', 'cpr.nr', 'personnummer'], isValid: by(cpr.validate) },
  { kind: 'NO fødselsnummer', cues: ['fødselsnummer', 'fødselsnummeret', 'fødselsnr', 'fodselsnummer', 'fodselsnr', 'fnr', 'f.nr', 'personnummer', 'd-nummer'], isValid: by(fodselsnummer.validate) },
  { kind: 'FI henkilötunnus', cues: ['henkilötunnus', 'henkilötunnukseni', 'henkilötunnuksen', 'henkilötunnuksensa', 'henkilotunnus', 'hetu', 'personbeteckning', 'sotu', 'sosiaaliturvatunnus'], isValid: by(hetu.validate) },
  { kind: 'PL PESEL', cues: ['pesel'], isValid: by(pesel.validate) },
  { kind: 'IT codice fiscale', cues: ['codice fiscale', 'codici fiscali', 'cod. fiscale', 'cod. fisc.', 'c.f.', 'cf'], isValid: by(codiceFiscale.validate) },
  { kind: 'BR CPF', cues: ['cpf', 'cadastro de pessoas físicas'], isValid: by(cpf.validate) },
  { kind: 'BR PIS/PASEP', cues: ['pis', 'pasep', 'pis/pasep', 'nis', 'nis/pis', 'pis/nis', 'nit', 'nit/pis'], isValid: isValidBrazilianPis },
  // "UID", the Unique Identification number the Aadhaar is by its issuer's name, as forms and its API label it.
  { kind: 'IN Aadhaar', cues: ['aadhaar', 'aadhar', 'uidai', 'uid', 'आधार'], isValid: by(aadhaar.validate) },
  { kind: 'BE national number', cues: ['rijksregisternummer', 'rijksregisternr', 'rijksregisternr.', 'rijksregister', 'registre national', 'numéro national', 'insz', 'niss', 'nationaal nummer', 'n° national', 'nn'], isValid: by(belgianNn.validate) },
  // Session 29: France's personal tax number (numéro fiscal, SPI) and Germany's pension insurance
  // number (Rentenversicherungsnummer, its letter the surname's), each under its own check.
  { kind: 'FR numéro fiscal', cues: ['numéro fiscal', 'numéro fiscal de référence', 'n° fiscal', 'spi'], isValid: by(frenchNif.validate) },
  { kind: 'DE Rentenversicherungsnummer', cues: ['rentenversicherungsnummer', 'renten-nr', 'renten-nr.', 'rentennummer', 'rvnr', 'rv-nr', 'rv-nummer', 'sozialversicherungsnummer', 'sv-nummer'], isValid: by(germanSvnr.validate) },
  { kind: 'IE PPSN', cues: ['pps', 'ppsn', 'pps number', 'pps no', 'personal public service'], isValid: by(pps.validate) },
  { kind: 'AU TFN', cues: ['tfn', 'tax file number', 'tax file no'], isValid: by(tfn.validate) },
  { kind: 'US ITIN', cues: ['itin', 'itin number', 'itin no', 'individual taxpayer identification number'], isValid: isValidUsItin },
  // "rc" as a column writes "rč" without its háček ("rc;jmeno;telefon" over "955903/9743;…").
  { kind: 'CZ rodné číslo', cues: ['rodné číslo', 'rodne cislo', 'r.č.', 'r. č.', 'rč', 'rc'], isValid: by(rodneCislo.validate) },
  { kind: 'RO CNP', cues: ['cnp', 'cod numeric personal'], isValid: by(cnp.validate) },
  { kind: 'GR AMKA', cues: ['amka', 'αμκα', 'α.μ.κ.α.'], isValid: by(amka.validate) },
  { kind: 'TR TC Kimlik', cues: ['tc kimlik', 't.c. kimlik', 'tckn', 'kimlik no', 'kimlik numarası', 't.c. no', 'tc no', 'tc', 't.c.'], isValid: by(tckimlik.validate) },
  { kind: 'KR RRN', cues: ['주민등록번호', '주민번호', 'rrn', 'resident registration number'], isValid: by(rrn.validate) },
  { kind: 'CN RIC', cues: ['身份证', '身份证号', '身份证号码', '公民身份号码', 'resident identity card', '身份證'], isValid: by(chineseRic.validate) },
  // Also with its thousands dotted, as people write it ("50.808.986-P").
  { kind: 'ES DNI', cues: ['dni', 'd.n.i.', 'nif', 'documento nacional de identidad'], isValid: (value) => isValidDni(value.replace(/\./g, '')) },
  { kind: 'ES NIE', cues: ['nie', 'nif'], isValid: by(nie.validate) },
  { kind: 'PT NIF', cues: ['nif', 'contribuinte', 'nº contribuinte', 'número de contribuinte'], isValid: by(portugueseNif.validate) },
  { kind: 'CH AHV', cues: ['ahv', 'ahv-nr', 'ahv-nummer', 'ahv nr', 'avs', 'no avs', 'n° avs', 'numéro avs', 'sozialversicherungsnummer'], isValid: by(ahv.validate) },
  { kind: 'AT SV-Nummer', cues: ['sv-nummer', 'sv-nr', 'svnr', 'vsnr', 'sozialversicherungsnummer', 'versicherungsnummer'], isValid: by(austrianSv.validate) },
  { kind: 'DE Steuer-ID', cues: ['steuer-id', 'steuer-idnr', 'steueridentifikationsnummer', 'steuerliche identifikationsnummer', 'identifikationsnummer', 'idnr', 'steuerid'], isValid: by(germanIdnr.validate) },
  { kind: 'AR CUIL', cues: ['cuil', 'cuit'], isValid: by(cuit.validate) },
  { kind: 'MX CURP', cues: ['curp'], isValid: by(curp.validate) },
  // A person's RFC, Mexico's tax number (thirteen characters; a company's has twelve and is no person's).
  { kind: 'MX RFC', cues: ['rfc'], isValid: (value) => value.length === 13 && rfc.validate(value).isValid },
  { kind: 'PT NISS', cues: ['niss', 'segurança social', 'n.º de segurança social'], isValid: isValidPortugueseNiss },
  { kind: 'JP My Number', cues: ['個人番号', 'マイナンバー', 'my number'], isValid: isValidJapaneseMyNumber },
  { kind: 'GR AFM', cues: ['αφμ', 'α.φ.μ.', 'afm'], isValid: isValidGreekAfm },
  { kind: 'HU adóazonosító jel', cues: ['adóazonosító jel', 'adóazonosító', 'adóazonosító szám'], isValid: isValidHungarianTaxId },
  { kind: 'HU TAJ', cues: ['taj', 'taj szám', 'tajszám', 'taj-szám'], isValid: isValidHungarianTaj },
  { kind: 'ZA ID number', cues: ['id number', 'identity number', 'sa id', 'id no'], isValid: by(southAfricanId.validate) },
  { kind: 'CL RUT', cues: ['rut', 'r.u.t.', 'rol único tributario', 'rol único nacional'], isValid: isValidChileanRut },
  { kind: 'BG EGN', cues: ['егн', 'egn', 'единен граждански номер'], isValid: by(bulgarianEgn.validate) },
  { kind: 'HR OIB', cues: ['oib', 'osobni identifikacijski broj'], isValid: by(croatianOib.validate) },
  { kind: 'SI EMŠO', cues: ['emšo', 'emso'], isValid: by(slovenianEmso.validate) },
  { kind: 'EE isikukood', cues: ['isikukood', 'isikukoodi'], isValid: by(estonianIk.validate) },
  { kind: 'LT asmens kodas', cues: ['asmens kodas', 'asmens kodą', 'asmens kodo'], isValid: by(lithuanianCode.validate) },
  { kind: 'LV personas kods', cues: ['personas kods', 'personas koda'], isValid: by(latvianCode.validate) },
  { kind: 'IS kennitala', cues: ['kennitala', 'kennitölu', 'kt.'], isValid: by(icelandicKennitala.validate) },
  { kind: 'IL teudat zehut', cues: ['ת.ז.', 'ת.ז', 'ת"ז', 'תעודת זהות', 'מספר זהות', 'teudat zehut'], isValid: by(israeliId.validate) },
  { kind: 'TH ID', cues: ['เลขประจำตัวประชาชน', 'เลขบัตรประชาชน', 'บัตรประชาชน', 'thai id'], isValid: by(thaiId.validate) },
  { kind: 'UA RNOKPP', cues: ['рнокпп', 'іпн', 'ідентифікаційний код', 'ідентифікаційний номер'], isValid: by(ukrainianRntrc.validate) },
  { kind: 'RU SNILS', cues: ['снилс', 'snils'], isValid: isValidRussianSnils },
  { kind: 'RU INN', cues: ['инн'], isValid: isValidRussianPersonInn },
  { kind: 'SG NRIC', cues: ['nric', 'nric no', 'fin', 'fin no', 'uinfin', 'nric/fin'], isValid: isValidSingaporeNric },
  { kind: 'AE Emirates ID', cues: ['emirates id', 'الهوية الإماراتية', 'رقم الهوية'], isValid: isValidEmiratesId },
  // "رقم الهوية" (ID number) is also the Emirates ID's label: each number's own check decides which.
  { kind: 'SA national ID', cues: ['رقم الهوية الوطنية', 'الهوية الوطنية', 'iqama', 'رقم الإقامة', 'رقم الهوية'], isValid: isValidSaudiId },
  { kind: 'NZ IRD number', cues: ['ird', 'ird number', 'ird no', 'ird no.'], isValid: by(nzIrd.validate) },
  { kind: 'MX NSS', cues: ['imss', 'nss imss', 'número de seguridad social', 'nss'], isValid: isValidMexicanNss },
  { kind: 'IN PAN', cues: ['pan', 'pan no', 'pan number', 'pan card', 'permanent account number', 'पैन', 'पैन नंबर', 'पैन कार्ड'], isValid: isValidIndianPan },
  { kind: 'TW ID', cues: ['身分證字號', '身分證統一編號', '身分證號碼', '身分證', '身份證字號', 'taiwan id'], isValid: by(taiwanId.validate) },
  { kind: 'VN CCCD', cues: ['cccd', 'số cccd', 'căn cước công dân', 'căn cước', 'số định danh cá nhân', 'cmnd', 'chứng minh nhân dân'], isValid: isValidVietnameseCitizenId },
  { kind: 'ID NIK', cues: ['nik', 'no. nik', 'nomor induk kependudukan', 'ktp', 'no. ktp'], isValid: isValidIndonesianNik },
  { kind: 'EG national ID', cues: ['الرقم القومي', 'رقم قومي', 'الرقم القومى'], isValid: isValidEgyptianId },
  { kind: 'IR national code', cues: ['کد ملی', 'کدملی', 'شماره ملی', 'کد ملي'], isValid: isValidIranianId },
  { kind: 'AR DNI', cues: ['dni', 'd.n.i.', 'documento nacional de identidad'], isValid: isValidArgentineDni, isFormOnly: true },
  { kind: 'CO cédula', cues: ['c.c.', 'cédula', 'cedula', 'cédula de ciudadanía', 'cedula de ciudadania', 'cc no', 'c.c. no'], isValid: isValidColombianCedula, isFormOnly: true },
  { kind: 'HK HKID', cues: ['hkid', 'hong kong identity card', 'hk id', '香港身份證', '香港身份证', '身份證號碼'], isValid: by(hongKongId.validate) },
  // Named as "a national number" only (its own names are SSN cues: the `dotted` and `bare` patterns).
  // Printed in fours, twos and threes too ("1234.56.782").
  { kind: 'NL BSN', cues: ['burgerservicenummer'], isValid: (value) => isValidNlBsn(/^\d{4}\.\d{2}\.\d{3}$/.test(value) ? value.replaceAll('.', '') : value) },
];

/**
 * Numbers whose own structure says what they are, so that no name beside them is needed: a date of
 * birth at a fixed place and a check that chance passes once in ten to thirty-one ("Patient:
 * 19460102-4898", a column named in a sentence above a table). Each shape is one a log or an
 * order number rarely takes: China's eighteen characters with their region and birth date; Korea's
 * date, a dash and seven digits; Sweden's twelve digits from 19xx (from 20xx they read as a
 * timestamp, "20240311-0830"); Finland's, when its check is a letter; South Africa's thirteen
 * digits, a date, a citizenship digit, the 8 or 9 every current number holds and a Luhn check;
 * France's NIR written whole (fifteen digits: sex, birth year and month, place, and a key mod 97;
 * Corsica's, with 2A or 2B, still needs its name).
 */
const SELF_EVIDENT: ReadonlyArray<readonly [RegExp, (value: string, text: string) => boolean]> = [
  [/^\d{17}[\dX]$/, by(chineseRic.validate)],
  [/^\d{6}-[1-8]\d{6}$/, by(rrn.validate)],
  [/^19\d{6}[-+]\d{4}$/, isValidSwedishPersonnummer],
  // Its short form, without the century ("620308-7769"), only in Scandinavian text (one "å" in
  // it) or one that names the number: elsewhere a date and a serial is as often an order's or an
  // invoice's number, and one in ten of those passes the Luhn check.
  [/^\d{6}-\d{4}$/, (value, text) => isScandinavianText(text) && isValidSwedishPersonnummer(value)],
  // And its twelve digits without the separator, as registers write it ("201902278710").
  [/^(?:19|20)\d{10}$/, (value, text) => isScandinavianText(text) && isValidSwedishPersonnummer(value)],
  [/^\d{6}[-+A-FU-Y]\d{3}[A-FHJ-NPR-Y]$/, by(hetu.validate)],
  [/^\d{10}[01][89]\d$/, by(southAfricanId.validate)],
  // The same as South Africa's forms group it ("911013 2906 080"), and Czechia's and Slovakia's
  // birth number with its slash ("580321/9103": a date, the month plus 50 for a woman, and a
  // number divisible by 11).
  [/^\d{6} \d{4} [01][89]\d$/, (value) => southAfricanId.validate(value.replace(/ /g, '')).isValid],
  [/^\d{6}\/\d{4}$/, by(rodneCislo.validate)],
  [/^[12]\d{14}$/, isValidFrNir],
  // Grouped as only their own issuers print them, each under its check: Thailand's 1-4-5-2-1
  // ("5-6841-73793-05-2", or spaced as its card prints it), Brazil's CPF ("363.142.610-07"), Switzerland's AHV ("756.4555.6437.38"),
  // as in a list of a family's members under a heading that names none of them.
  [/^\d([- ])\d{4}\1\d{5}\1\d{2}\1\d$/, by(thaiId.validate)],
  [/^\d{3}\.\d{3}\.\d{3}-\d{2}$/, by(cpf.validate)],
  [/^756\.\d{4}\.\d{4}\.\d{2}$/, by(ahv.validate)],
];

/** A text in a Scandinavian language, or one that names Sweden's number (read once per text). */
const isScandinavianText = wholeTextTest(/[åÅ]|personnummer|personnr/i);

/**
 * The self-evident numbers grouped as only their issuers print them (SELF_EVIDENT), as a pattern's
 * source: the SSN recognizer finds them by it, and other recognizers' candidates inside one are its
 * groups. Thailand's "5-6841-73793-05-2", Brazil's CPF "363.142.610-07", the Swiss AHV
 * "756.4555.6437.38", South Africa's ID "911013 2906 080", Czechia's birth number "580321/9103".
 */
export const GROUPED_NATIONAL_SHAPES = String.raw`\d-\d{4}-\d{5}-\d{2}-\d|\d \d{4} \d{5} \d{2} \d|\d{3}\.\d{3}\.\d{3}-\d{2}|756\.\d{4}\.\d{4}\.\d{2}|\d{6} \d{4} [01][89]\d|\d{6}\/\d{4}`;
const GROUPED_SELF_EVIDENT = new RegExp(GROUPED_NATIONAL_SHAPES, 'g');
/** [start, end) lies inside a grouped self-evident national number ("911013" of "911013 2906 080"). */
export function isInGroupedNationalId(text: string, start: number, end: number): boolean {
  // A group has a digit one separator away on a side; most candidates have none, and are not read again.
  const isDigitAt = (i: number): boolean => /\d/.test(text[i] ?? '');
  if (!isDigitAt(start - 2) && !isDigitAt(end + 1)) return false;
  const from = Math.max(0, start - 16);
  const window = text.slice(from, Math.min(text.length, end + 16));
  for (const m of window.matchAll(GROUPED_SELF_EVIDENT)) {
    const at = from + m.index;
    if (at <= start && end <= at + m[0].length && isSelfEvidentNationalId(m[0], text)) return true;
  }
  return false;
}

/** Whether `value`, found in `text`, is a national number that needs no name beside it (SELF_EVIDENT). */
export function isSelfEvidentNationalId(value: string, text: string): boolean {
  return SELF_EVIDENT.some(([shape, isValid]) => shape.test(value) && isValid(value, text));
}

/** Names that say "a national number" without saying whose: the number is checked as every kind. */
export const ANY_KIND_CUES: readonly string[] = ['national id', 'national id number', 'national identity', 'national identity number', 'national identification', 'national identification number', 'personal identity number'];

/**
 * The form of a national number of a kind no check here knows (Morocco's CIN "B424525", Nigeria's
 * NIN, Kenya's ID): up to two letters, then six to sixteen digits, separators aside, not one digit
 * repeated. For a value its label calls a national ID, and only then (see the SSN recognizer).
 */
export function hasNationalNumberForm(value: string): boolean {
  const compact = value.replace(/[ .-]/g, '');
  // Not one digit repeated, nor three zeros first (test data's "000544849"): no country issues such numbers to people.
  return /^[A-Za-z]{0,2}\d{6,16}$/.test(compact) && !/^[A-Za-z]*(\d)\1+$/.test(compact) && !/^[A-Za-z]*000/.test(compact);
}

/**
 * A personal tax number's names: many countries' tax number is the national number (Sweden's
 * personnummer, Brazil's CPF, Israel's identity number, Germany's Steuer-ID), and forms print the
 * one label over them all ("ID / tax no.", "taxId="). The number is checked as every kind that has
 * a check, never taken by its form alone: a company's tax number has no such check here, and an
 * EIN ("Tax ID 47-1829930") no national number's shape.
 */
export const TAX_NUMBER_CUES: readonly string[] = ['tax id', 'tax no', 'tax number', 'taxid', 'tax identification number', 'taxpayer id', 'tax/ssn', 'ssn/tin'];

/** Every cue of every national number, lowercase, once. */
export const NATIONAL_ID_CUES: readonly string[] = [...new Set([...NATIONAL_IDS.flatMap((id) => id.cues), ...ANY_KIND_CUES, ...TAX_NUMBER_CUES])];

/** Whether `value` is a valid national number of a kind whose cue is among `cues` (the words found beside it). */
export function isNationalId(value: string, cues: readonly string[]): boolean {
  const anyKind = cues.some((cue) => ANY_KIND_CUES.includes(cue) || TAX_NUMBER_CUES.includes(cue));
  return NATIONAL_IDS.some((id) => ((anyKind && id.isFormOnly !== true) || id.cues.some((cue) => cues.includes(cue))) && id.isValid(value));
}
