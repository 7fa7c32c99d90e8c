import type { PatternSpec, RawMatch, Refined } from '../recognizer.js';
import { BEYOND_ASCII } from '../char-classes.js';
import { SCRIPT_NUMBER } from './shared-prefilters.js';

/**
 * Street addresses in scripts whose words the Latin patterns cannot read, in each country's own
 * order, each held together by a street word and a house number:
 * - Russian and Ukrainian: "ул. Тверская, д. 12, кв. 45, Москва, 125009", "Невский проспект, д.
 *   28, Санкт-Петербург, 191186", the postcode and city first ("125009, г. Москва, ул. Тверская, д. 12");
 * - Arabic: "شارع الملك فهد، حي العليا، الرياض 12214", "15 شارع التحرير، الدقي، الجيزة";
 * - Hebrew: "רחוב דיזנגוף 120, דירה 4, תל אביב-יפו 6433222", "שדרות רוטשילד 45, תל אביב";
 * - Hindi, in Devanagari, with the six-digit PIN that Indian addresses end in: "मकान नं. 45,
 *   सेक्टर 15, नोएडा, उत्तर प्रदेश 201301";
 * - Bulgarian with the city first, Persian and Thai (below).
 * (Greek and Bulgarian addresses, with the postcode before the city, are location.ts's
 * `greek_cyrillic`; Chinese, Japanese and Korean ones location-cjk.ts's.)
 */


const CYR_WORD = String.raw`[\p{Cyrillic}][\p{Cyrillic}\-]*`;
const CYR_CAPITAL_WORD = String.raw`\p{Lu}[\p{Cyrillic}\-]*`;
/** Street types, before the name ("ул. Тверская") or after it ("Невский проспект"). */
const CYR_STREET_TYPE = String.raw`(?:ул\.|улица|пр\.|пр-т|просп\.|проспект|пер\.|переулок|ш\.|шоссе|б-р|бульвар|наб\.|набережная|пл\.|площадь|вул\.|вулиця|пров\.|провулок)`;
const CYR_STREET = String.raw`(?:${CYR_STREET_TYPE}[ \t]*(?:${CYR_WORD}[ \t]+){0,2}${CYR_WORD}|(?:${CYR_CAPITAL_WORD}[ \t]+){1,2}${CYR_STREET_TYPE})`;
/** The house ("д. 12", "дом 5", or the bare number after a comma), its building and its flat or office. */
const CYR_HOUSE = String.raw`(?:,[ \t]*|[ \t]+)(?:(?:д\.|дом)[ \t]*)?\d{1,4}[а-яА-Я]?(?:\/\d{1,3})?(?:,?[ \t]*(?:корп\.|корпус|к\.|стр\.|строение)[ \t]*\d{1,3})?(?:,?[ \t]*(?:кв\.|квартира|оф\.|офис)[ \t]*\d{1,4})?`;
/** A city, after "г." (город) or the Ukrainian "м." (місто) or bare. */
const CYR_CITY = String.raw`(?:[гм]\.[ \t]*)?${CYR_CAPITAL_WORD}(?:[ \t]${CYR_CAPITAL_WORD})?`;
/**
 * The postcode and city first, or the marked city alone ("г. Новосибирск, ул. Баумана, д. 104");
 * after the house, the city and Russia's six-digit or Ukraine's five-digit postcode ("…, кв. 192,
 * м. Дніпро, 49000").
 */
const CYRILLIC = String.raw`(?:\d{6},[ \t]*${CYR_CITY},[ \t]*|[гм]\.[ \t]*${CYR_CAPITAL_WORD}(?:[ \t]${CYR_CAPITAL_WORD})?,[ \t]*)?${CYR_STREET}${CYR_HOUSE}(?:,[ \t]*${CYR_CITY})?(?:,[ \t]*\d{5,6})?`;

const AR_WORD = String.raw`[\p{Arabic}]+`;
/** A segment between Arabic commas: a district, a city, a building and its number. */
const AR_SEGMENT = String.raw`(?:${AR_WORD}(?:[ \t]+${AR_WORD}){0,2}(?:[ \t]+\d{1,5})?|\d{1,5})`;
/** Saudi Arabia's national address ends in the postcode and a four-digit additional number ("الدمام 32413 - 7833"). */
const ARABIC = String.raw`(?:(?:فيلا|شقة|مبنى|عمارة)[ \t]*\d{1,4}[ \t]*[،,][ \t]*)?(?:\d{1,5}[ \t]+)?(?:شارع|طريق)[ \t]+(?:\d{1,4}|${AR_WORD}(?:[ \t]+${AR_WORD}){0,3})(?:[ \t]*[،,][ \t]*${AR_SEGMENT}){1,3}(?:[ \t]+-[ \t]+\d{4}\b)?`;

const HE_WORD = String.raw`[\p{Hebrew}][\p{Hebrew}'"]*`;
const HEBREW = String.raw`(?:רחוב|רח'|שדרות|שד')[ \t]+(?:${HE_WORD}[ \t]+){1,3}\d{1,4}(?:[ \t]*,[ \t]*(?:דירה|קומה|כניסה)[ \t]*\d{1,3})*(?:[ \t]*,[ \t]*${HE_WORD}(?:[ \t]${HE_WORD})?(?:-${HE_WORD})?)?(?:[ \t]+\d{7})?`;

/** A word, a number, or a block and its house ("ए-17"). */
const DEVA_TOKEN = String.raw`(?:\p{Devanagari}{1,3}-\d{1,4}|[\p{Devanagari}][\p{Devanagari}.]*|\d{1,4}(?:\/\d{1,4})?)`;
/** Segments of a house, a street or sector, a locality and a city, then the state and the PIN. */
const DEVANAGARI = String.raw`${DEVA_TOKEN}(?:[ \t]+${DEVA_TOKEN}){0,3}(?:,[ \t]*${DEVA_TOKEN}(?:[ \t]+${DEVA_TOKEN}){0,3}){2,5}[ \t]+(?:-[ \t]+)?[1-9]\d{5}`;

/**
 * Bulgaria, the city and its postcode first: "гр. Варна 9000, ж.к. „Младост“ 2, бл. 168, вх. Б,
 * ет. 3, ап. 84", "гр. Бургас 8000, бул. „Христо Ботев“ № 36, ет. 8, ап. 40".
 */
const BULGARIAN = String.raw`гр\.[ \t]*${CYR_CAPITAL_WORD}(?:[ \t]${CYR_CAPITAL_WORD})?[ \t]+\d{4},[ \t]*(?:ж\.к\.?|бул\.|ул\.|пл\.|кв\.)[ \t]*[„"]?[^“”"\n,]{1,40}[“”"]?(?:[ \t]*№)?[ \t]*\d{1,4}[а-яА-Я]?(?:,[ \t]*(?:бл|вх|ет|ап)\.[ \t]*[\dА-Яа-я]{1,4})*`;

/** Persian digits or ASCII ones. */
const FA_DIGIT = '[0-9۰-۹]';
const FA_WORD = String.raw`[\p{Arabic}\x{200c}]+`;
const FA_NAME = String.raw`${FA_WORD}(?:[ \t]+${FA_WORD}){0,2}`;
/**
 * Iran: the city, the street (خیابان) and alleys (کوچه), the plate (پلاک), the unit (واحد) and the
 * ten-digit postcode (کد پستی): "شیراز، خیابان ولیعصر، کوچه بهار، پلاک ۳۶، واحد ۲، کد پستی ۴۶۲۵۱۷۰۹۲۹".
 */
const PERSIAN = String.raw`(?:${FA_WORD}(?:[ \t]${FA_WORD})?[،,][ \t]*)?(?:خیابان|بلوار)[ \t]+${FA_NAME}(?:(?:[،,][ \t]*|[ \t]*\n[ \t]*)(?:کوچه|خیابان|بن‌بست)[ \t]+${FA_NAME})*[،,][ \t]*پلاک[ \t]*${FA_DIGIT}{1,5}(?:[،,][ \t]*(?:واحد|طبقه)[ \t]*${FA_DIGIT}{1,3})*(?:[،,][ \t]*کد[ \t]?پستی[ \t]*:?[ \t]*${FA_DIGIT}{10})?`;

/**
 * Thailand: the house number, a village, building or soi, the road, the subdistrict (แขวง, ตำบล),
 * the district (เขต, อำเภอ), the province and the postcode: "338/123 หมู่บ้านพฤกษา ถนนสีลม
 * แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพมหานคร 10110".
 */
const THAI = String.raw`\b\d{1,5}(?:\/\d{1,5})?[ \t]+(?:[\p{Thai}0-9]+[ \t]+){1,8}(?:แขวง|ตำบล|ต\.)[ \t]?\p{Thai}+[ \t]+(?:เขต|อำเภอ|อ\.)[ \t]?\p{Thai}+(?:[ \t]+(?:จังหวัด|จ\.)?[ \t]?\p{Thai}+)?[ \t]+\d{5}\b`;

export const scriptAddressPatterns: readonly PatternSpec[] = [
  // The Russian house marker ("д. 12") and the street words ("вул. Городоцька, 45": a Ukrainian house
  // has no marker) have too few characters beyond ASCII for the shared entry.
  { name: 'cyrillic_street', regex: CYRILLIC, prefilter: String.raw`${SCRIPT_NUMBER}|д\.[ \t]?\d|(?:ул|вул|просп|пров|пер)\.`, score: 0.85 },
  { name: 'arabic_street', regex: ARABIC, prefilter: SCRIPT_NUMBER, score: 0.85 },
  { name: 'hebrew_street', regex: HEBREW, prefilter: SCRIPT_NUMBER, score: 0.85 },
  // The PIN may follow a dash ("लखनऊ - 226010").
  { name: 'devanagari_pin', regex: DEVANAGARI, prefilter: String.raw`${SCRIPT_NUMBER}|${BEYOND_ASCII}[ \t]+-[ \t]+[1-9]\d{5}`, score: 0.85 },
  { name: 'bulgarian_city_first', regex: BULGARIAN, prefilter: String.raw`гр\.[ \t]*${BEYOND_ASCII}`, score: 0.85 },
  { name: 'persian_street', regex: PERSIAN, prefilter: String.raw`پلاک`, score: 0.85 },
  { name: 'thai_address', regex: THAI, prefilter: String.raw`(?:แขวง|ตำบล|ต\.)`, score: 0.85 },
];

/** Words that end an Arabic address's segments: what follows is the sentence's ("رقم هاتفي", "أرجو"). */
const AR_AFTER = /^(?:رقم|هاتف|هاتفي|جوال|الجوال|البريد|أرجو|يرجى|تاريخ|للاستفسار)/u;
/** How an Indian address opens: a house, flat, plot or block and its number, or the number alone ("12/4"). */
const DEVA_HOUSE = /^(?:\d|\p{Script=Devanagari}{1,3}-\d|मकान|फ्लैट|फ़्लैट|प्लॉट|प्लाट|हाउस|भवन|कमरा|ब्लॉक|गली|सेक्टर|म\.|नं)/u;
/** Words that lead into a Hindi address ("पता", "address"): the label, not the address. */
const DEVA_LEAD = /^(?:पता|निवास|पता:)[ \t]+/u;

/** The address without what the greedy segments took from the sentence around it. */
export function refineScriptAddress(match: RawMatch): Refined | undefined {
  let { start, end } = match;
  let text = match.text;
  if (match.pattern.name === 'arabic_street') {
    const segments = text.split(/([،,])/u);
    // Keep the leading segments until one that is the sentence's.
    let kept = segments[0] ?? '';
    for (let i = 1; i + 1 < segments.length; i += 2) {
      if (AR_AFTER.test((segments[i + 1] ?? '').trim())) break;
      kept += (segments[i] ?? '') + (segments[i + 1] ?? '');
    }
    text = kept;
    // A street named by words alone ("ذهبت إلى شارع التحرير، ثم …") is prose: a number must hold it.
    if (!/\d/.test(text)) return undefined;
  }
  if (match.pattern.name === 'devanagari_pin') {
    const lead = DEVA_LEAD.exec(text)?.[0].length ?? 0;
    start += lead;
    text = text.slice(lead);
    // A sentence with commas can end in six digits too: an address opens with its house.
    if (!DEVA_HOUSE.test(text)) return undefined;
  }
  const trimmed = text.replace(/[\s,،.]+$/u, '');
  end = start + trimmed.length;
  return { start, end, score: match.pattern.score };
}
