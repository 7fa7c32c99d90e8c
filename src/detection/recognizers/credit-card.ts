import { isLabelledBy, wordsBeside } from '../context.js';
import { continuesIbanGroups } from '../iban-groups.js';
import type { Recognizer } from '../recognizer.js';
import { cardIssuer } from '../validators/card-issuers.js';
import { isLuhnValid } from '../validators/luhn.js';

const CARD_WORDS = ['card', 'credit', 'debit', 'visa', 'mastercard', 'amex', 'american express', 'discover', 'cc', 'payment', 'pay', 'cvv', 'expiry', 'exp'];
/** Words for the numbers that are not cards, in the languages orders are placed in. */
const NOT_A_CARD = ['order', 'order no', 'order number', 'order id', 'invoice', 'tracking', 'account number', 'isbn', 'serial', 'imei', 'bestellnummer', 'commande', 'pedido', '订单号', '订单', '订单编号', '订单号码', '訂單', '訂單編號', '注文番号', '주문번호'];

/** Accepted groupings when separators are used: 4-4-4-4(-3), Amex 4-6-5, Diners 4-6-4. */
const GROUPINGS = new Set(['4-4-4-4', '4-4-4-4-3', '4-6-5', '4-6-4', '4-4-4-1', '4-4-4-2', '4-4-4-3', '4-4-4-4-1', '4-4-4-4-2']);

export const creditCardRecognizer: Recognizer = {
  name: 'credit_card',
  entityType: 'CREDIT_CARD',
  // Prefilter: the first twelve digits, separators anywhere.
  // The groupings card numbers are printed in, and nothing else: a run like "1 1 1 1 …" yields no
  // candidate at all instead of one per position.
  patterns: [
    {
      name: 'digits',
      regex: String.raw`\b(?:\d{12,19}|\d{4}(?: \d{4}){2,3}(?: \d{1,3})?|\d{4}(?:-\d{4}){2,3}(?:-\d{1,3})?|\d{4}(?:\.\d{4}){3}|\d{4}[ \-]\d{6}[ \-]\d{4,5})\b`,
      // Twelve digits in groups of four, or the 4-6 start of the fifteen-digit layout.
      prefilter: String.raw`\d{4}[ .\-]?\d{4}(?:[ .\-]?\d{4}|\d{2}[ \-]\d{4})`,
      isPrefilterInMatch: true,
      score: 0.3,
    },
  ],
  context: {
    words: CARD_WORDS,
    boost: 0.1,
    negative: NOT_A_CARD,
    penalty: 0.5,
    before: 40,
    after: 20,
  },
  refine(match, text) {
    // Groups of a longer number: an IBAN's ("ES60 2393 0053 3466 2400 9239"), an account's. A date
    // or time before it is another field ("10/02 4348 6328 2546 4251 STAPLES", a statement's line).
    const wordBefore = /(\S+) $/.exec(text.slice(Math.max(0, match.start - 24), match.start))?.[1];
    const isGroupBefore = /\d[.-]$/.test(text.slice(Math.max(0, match.start - 2), match.start)) || (wordBefore !== undefined && /^\d+$/.test(wordBefore));
    if (/^[ .-]\d{4}/.test(text.slice(match.end, match.end + 5)) || isGroupBefore || continuesIbanGroups(text, match.start)) return undefined;
    // A number its own label calls something else ("订单号 6022 8841 1930 5520", "Order #…") is
    // that, though it passes the Luhn check (one in ten numbers does), unless a card word stands
    // before it too ("my card for the order: 4111 …").
    if (isLabelledBy(text, match.start, NOT_A_CARD) && wordsBeside(text, match.start, match.end, CARD_WORDS, 40, 0).length === 0) return undefined;
    // Thirteen digits run together are an EAN-13 barcode or a national number (South Africa's ID)
    // far more often than one of the old thirteen-digit Visa cards: a card word beside them must say so.
    if (isCardNumber(match.text)) return /^\d{13}$/.test(match.text) ? { start: match.start, end: match.end, score: 0.45 } : { start: match.start, end: match.end, score: 1, isValidated: true };
    // A short last group may be the next field rather than a 19-digit card's tail: "4111 1111
    // 1111 1111 12/27" (the expiry).
    const shorter = /^(.*\d{4})[ .-]\d{1,3}$/.exec(match.text)?.[1];
    return shorter !== undefined && isCardNumber(shorter) ? { start: match.start, end: match.start + shorter.length, score: 1, isValidated: true } : undefined;
  },
};

/** Twelve to nineteen digits in one of the groupings cards are printed with, under Luhn, from a known issuer. */
function isCardNumber(value: string): boolean {
  const digits = value.replace(/[ .-]/g, '');
  if (digits.length < 12 || digits.length > 19) return false;
  if (/^(\d)\1+$/.test(digits)) return false;
  const separators = value.match(/[ .-]/g);
  if (separators !== null) {
    // One kind of separator, in a grouping card numbers are printed with.
    if (new Set(separators).size > 1) return false;
    const grouping = value.split(/[ .-]/).map((g) => g.length).join('-');
    if (!GROUPINGS.has(grouping)) return false;
  }
  return isLuhnValid(digits) && cardIssuer(digits) !== undefined;
}
