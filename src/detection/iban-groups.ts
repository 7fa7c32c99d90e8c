/** An IBAN's country and check digits, then groups of four, up to a space: "NL03 RABO 0394 ". */
const IBAN_GROUPS_BEFORE = /\b[A-Z]{2}\d{2}(?: [A-Z0-9]{4})* $/;

/**
 * The value at `start` continues a spaced IBAN ("ES60 2393 0053 3466 2400 9239"): its digits are
 * the account's, not a phone or card number of their own. Reads at most 40 characters back.
 */
export function continuesIbanGroups(text: string, start: number): boolean {
  return text[start - 1] === ' ' && IBAN_GROUPS_BEFORE.test(text.slice(Math.max(0, start - 40), start));
}
