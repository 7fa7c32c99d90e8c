const MONTHS: Readonly<Record<string, number>> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
};

/** Month number from an English month name or abbreviation ("Sept", "march"), else undefined. */
export function monthNumber(name: string): number | undefined {
  return MONTHS[name.slice(0, 3).toLowerCase()];
}

export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** Two-digit years read as 19xx when that is in the past, else 20xx (birth dates are past). */
export function fullYear(year: string, currentYear: number): number {
  if (year.length === 4) return Number(year);
  const y = Number(year);
  return 2000 + y <= currentYear ? 2000 + y : 1900 + y;
}
