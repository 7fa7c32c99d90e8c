/**
 * US Social Security Number structure (SSA rules): area 001–899 except 666, group 01–99,
 * serial 0001–9999; plus numbers the SSA retired or that are famous samples on display.
 */
const RETIRED_OR_SAMPLE = new Set(['078051120', '219099999', '457555462']);

export function isValidSsn(area: string, group: string, serial: string): boolean {
  if (!/^\d{3}$/.test(area) || !/^\d{2}$/.test(group) || !/^\d{4}$/.test(serial)) return false;
  const a = Number(area);
  if (a === 0 || a === 666 || a >= 900) return false;
  if (group === '00' || serial === '0000') return false;
  if (RETIRED_OR_SAMPLE.has(area + group + serial)) return false;
  // A single repeated digit (111-11-1111) is never issued.
  if (/^(\d)\1{8}$/.test(area + group + serial)) return false;
  return true;
}
