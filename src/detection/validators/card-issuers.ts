/** Payment-card issuer prefixes (IIN ranges) and the lengths each issues. */
interface Issuer {
  readonly name: string;
  readonly lengths: readonly number[];
  matches(digits: string): boolean;
}

const inRange = (digits: string, length: number, low: number, high: number): boolean => {
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
};

const ISSUERS: readonly Issuer[] = [
  { name: 'visa', lengths: [13, 16, 19], matches: (d) => d.startsWith('4') },
  { name: 'mastercard', lengths: [16], matches: (d) => inRange(d, 2, 51, 55) || inRange(d, 4, 2221, 2720) },
  { name: 'amex', lengths: [15], matches: (d) => d.startsWith('34') || d.startsWith('37') },
  {
    name: 'discover',
    lengths: [16, 17, 18, 19],
    matches: (d) => d.startsWith('6011') || d.startsWith('65') || inRange(d, 3, 644, 649) || inRange(d, 6, 622126, 622925),
  },
  { name: 'jcb', lengths: [16, 17, 18, 19], matches: (d) => inRange(d, 4, 3528, 3589) },
  { name: 'diners', lengths: [14, 16, 17, 18, 19], matches: (d) => inRange(d, 3, 300, 305) || d.startsWith('36') || d.startsWith('38') || d.startsWith('39') || d.startsWith('3095') },
  { name: 'unionpay', lengths: [16, 17, 18, 19], matches: (d) => d.startsWith('62') || d.startsWith('81') },
  { name: 'maestro', lengths: [12, 13, 14, 15, 16, 17, 18, 19], matches: (d) => ['5018', '5020', '5038', '5893', '6304', '6759', '6761', '6762', '6763'].some((p) => d.startsWith(p)) },
  { name: 'mir', lengths: [16, 17, 18, 19], matches: (d) => inRange(d, 4, 2200, 2204) },
  { name: 'rupay', lengths: [16], matches: (d) => d.startsWith('60') || d.startsWith('652') || d.startsWith('508') },
  { name: 'dankort', lengths: [16], matches: (d) => d.startsWith('5019') },
  { name: 'elo', lengths: [16], matches: (d) => ['4011', '4312', '4389', '4514', '4576', '5041', '5066', '5067', '509', '6277', '6362', '6363', '650', '6516', '6550'].some((p) => d.startsWith(p)) },
  { name: 'troy', lengths: [16], matches: (d) => d.startsWith('9792') },
];

/** The issuer whose prefix and length fit, or undefined. */
export function cardIssuer(digits: string): string | undefined {
  return ISSUERS.find((issuer) => issuer.lengths.includes(digits.length) && issuer.matches(digits))?.name;
}
