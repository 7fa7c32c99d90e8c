/**
 * Brazil's Cartão Nacional de Saúde number: fifteen digits, the definitive ones opening with 1 or 2
 * and the provisional ones with 7, 8 or 9; either way the digits weighted 15 down to 1 sum to a
 * multiple of 11 (the Ministry of Health's rule).
 */
export function isValidBrazilianCns(digits: string): boolean {
  if (!/^[12789]\d{14}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += (digits.charCodeAt(i) - 48) * (15 - i);
  return sum % 11 === 0;
}
