import type { PatternSpec, RawMatch, Refined } from '../recognizer.js';
import { SCRIPT_NUMBER } from './shared-prefilters.js';

/**
 * Street addresses written in Chinese, Japanese and Korean script, where the order runs from the
 * largest unit to the smallest and the number comes last:
 * - Japan: "〒106-6108 東京都港区六本木6-10-1" (reported from the postcode on), "千代田区丸の内1丁目9番2号", a
 *   building's floor or room after it ("青山ビル3F", "小笠原484号室", "サンハイツ305");
 * - China and Taiwan: "北京市朝阳区建国路88号", "台北市信義區信義路五段7號", a building, block and
 *   room after it ("怡化金融科技大厦2101", "院5号楼302", "津汇广场2座3106");
 * - Korea (road-name addresses): "서울특별시 강남구 테헤란로 152", "성남시 분당구 판교역로 235",
 *   "올림픽로 43길 88", a building's floor after it (", 강남파이낸스센터 12층", ", 에이치스퀘어 N동 7층");
 *   and lot numbers after the neighbourhood ("부산광역시 해운대구 우동 1408-5").
 * Each needs an administrative unit (a prefecture, city, ward or district) and a block or house
 * number in its country's form, so a number in prose is none of them.
 */
const HAN = String.raw`\p{Han}々ヶ`;
const KANA = String.raw`\p{Hiragana}\p{Katakana}ー`;
const HANGUL = String.raw`\p{Hangul}`;
/** The provinces and metropolitan cities by their short names, as people write them ("서울 마포구 …"). */
const KR_SHORT_REGION = '(?:서울|부산|대구|인천|광주|대전|울산|세종|경기|강원|충북|충남|전북|전남|경북|경남|제주)';
const DASH = String.raw`[-－‐−]`;

/** A prefecture, city, ward, town or county, then the district's name and the chōme-banchi-gō. */
const JAPAN = String.raw`(?:〒[ \t]?\d{3}-\d{4}[ \t]*|\b\d{3}-\d{4}(?:[ \t]+|[ \t]*\n))?[${HAN}]{1,8}(?:都|道|府|県|市|区|町|村|郡)[${HAN}${KANA}]{0,16}?\d{1,4}(?:丁目|${DASH})\d{1,4}(?:(?:番地?|${DASH})\d{1,4}号?|番地?)?(?:[ \t\x{3000}]?[${HAN}${KANA}A-Za-z][${HAN}${KANA}A-Za-z0-9]{0,15}?(?:[ \t\x{3000}]?(?:\d{1,3}(?:F|階)|\d{1,4}号室?)|\d{1,4}))?`;
/** A province, city or district, then a road with its section, lanes and the house number. */
/** A Chinese building after the house number ("怡化金融科技大厦", "SOHO现代城") and its block ("3号楼", "2座"); a room after them may go without "室" ("5号楼302"). */
const CN_BUILDING = String.raw`[${HAN}A-Za-z]{0,10}?(?:大厦|大廈|大楼|大樓|广场|廣場|中心|花园|花園|公寓|小区|现代城|現代城|城|苑)`;
/**
 * What follows the house number, in any order and spaced or not: a building, a block ("C座",
 * "3栋"), an entrance ("2单元"), a floor ("12楼"), a room ("1203室"), and last a room's bare number
 * ("B座 602", "广场2座3106").
 */
const CN_PART = String.raw`${CN_BUILDING}|[A-Z0-9]{1,3}(?:号楼|號樓|栋|棟|幢|座)|\d{1,2}(?:单元|單元)|\d{1,3}(?:层|層|楼|樓|F)|\d{1,5}室`;
const CN_AFTER_NUMBER = String.raw`(?:(?:[ \t\x{3000}]?(?:${CN_PART})){1,4}(?:[ \t\x{3000}]?\d{1,5})?|\d{1,5}(?:室|层|層|楼|樓))?`;
/** The postcode after the address: six digits after a comma, with its label or not ("…330室，200120", "…2047室，邮编：200030"), Taiwan's in parentheses ("9樓（106）"). */
const CN_POSTCODE = String.raw`(?:[，,][ \t]?(?:(?:邮编|郵編|郵遞區號)[:：]?[ \t]?)?\d{6}\b|[（(]\d{3}(?:\d{2,3})?[）)])?`;
const CHINA = String.raw`[${HAN}]{1,12}?(?:省|市|区|區|县|縣|州)[${HAN}]{1,16}?(?:路|街|大道|道|巷|弄|胡同|里)(?:[${HAN}0-9]{1,3}段)?(?:\d{1,4}(?:巷|弄))*\d{1,5}(?:号|號)(?:院)?${CN_AFTER_NUMBER}${CN_POSTCODE}`;
/** After a road-name address, its neighbourhood in parentheses and the five-digit postcode, on the line or the next ("센텀중앙로 234 (우동) 48058", "(우) 48058"). */
const KR_AFTER = String.raw`(?:[ \t]*\([${HANGUL}]{1,6}\))?(?:(?:[ \t]+|[ \t]*\n[ \t]*)(?:\(우\)[ \t]*)?\d{5}\b)?`;
/** A province or metropolitan city, one or two cities, counties or districts, then the road and building number. */
const KOREA = String.raw`(?:\(우\)[ \t]*\d{5}[ \t]+)?(?:[${HANGUL}]{1,6}(?:특별시|광역시|특별자치시|특별자치도|도|시)[ \t]+|${KR_SHORT_REGION}[ \t]+)?(?:[${HANGUL}]{1,6}(?:시|군|구)[ \t]+){1,2}(?:[${HANGUL}]{1,6}(?:읍|면)[ \t]+)?[${HANGUL}0-9]{1,12}(?:로|길)(?:[ \t]?\d{1,4}번?길)?[ \t]?\d{1,4}(?:-\d{1,4})?(?:[ \t]*,?[ \t]*(?:\d{1,4}동[ \t]*)?(?:\d{1,3}층(?:[ \t]*\d{1,4}호)?|\d{1,4}호))?(?:,?[ \t]*[${HANGUL}A-Za-z]{1,16}(?:[ \t][${HANGUL}A-Za-z]{1,16})?(?:[ \t]?[A-Z0-9]{1,3}동)?[ \t]?(?:\d{1,3}층(?:[ \t]?\d{1,4}호)?|\d{1,4}호))?${KR_AFTER}`;

/** Korea's older lot-number form: a city, a district, a neighbourhood, then the lot ("부산광역시 해운대구 우동 1408-5"). */
const KOREA_LOT = String.raw`(?:[${HANGUL}]{1,6}(?:특별시|광역시|특별자치시|특별자치도|도|시)[ \t]+|${KR_SHORT_REGION}[ \t]+)?(?:[${HANGUL}]{1,6}(?:시|군|구)[ \t]+){1,2}[${HANGUL}0-9]{1,6}(?:동|읍|면|리|가)[ \t]+(?:산[ \t]?)?\d{1,5}(?:-\d{1,4})?(?:번지)?(?:[ \t]*,?[ \t]*(?:\d{1,3}층(?:[ \t]*\d{1,4}호)?|\d{1,4}호))?`;

export const cjkAddressPattern: PatternSpec = {
  name: 'cjk',
  regex: String.raw`(?:${JAPAN}|${CHINA}|${KOREA}|${KOREA_LOT})`,
  // Two characters beyond ASCII, then (after a space at most) a digit: the place names and
  // road of every shape above end so. Latin-script text rarely has two such characters in a row.
  prefilter: SCRIPT_NUMBER,
  score: 0.85,
};

/**
 * Chinese has no spaces: the match starts at the first character of the run of Han script, which
 * can be the sentence's ("我住在北京市…"). It starts after the last phrase that leads into an address.
 */
const LEAD_INTO = ['我住在', '住在', '我家在', '地址是', '地址为', '地址為', '地址', '寄到', '送到', '寄往', '发到', '發到', '位于', '位於', '搬到', '在',
  // "请改为上海市…" ("please change it to"), "改成", "换成".
  '改为', '改為', '改成', '换成', '換成'];

export function refineCjkAddress(match: RawMatch): Refined {
  // The postal mark is part of the address block, as blind batteries S and T both label it ("〒530-0001 大阪府…").
  if (match.text.startsWith('〒')) return { start: match.start, end: match.end, score: match.pattern.score };
  const marker = /[省市区區县縣州都道府県]/u.exec(match.text);
  let cut = 0;
  if (marker !== null) {
    const head = match.text.slice(0, marker.index);
    for (const lead of LEAD_INTO) {
      const at = head.lastIndexOf(lead);
      // A lead must leave a place name before the marker ("住在广州市": the marker is 广州's 州).
      if (at >= 0 && at + lead.length > cut && marker.index - (at + lead.length) >= 1) cut = at + lead.length;
    }
  }
  return { start: match.start + cut, end: match.end, score: match.pattern.score };
}
