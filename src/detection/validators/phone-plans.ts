import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/max';
// The core entry and the max metadata: 'libphonenumber-js/max' exports Metadata to ES modules
// only, and a worker thread under tsx loads its sources as CommonJS.
import { Metadata } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';

/**
 * "Can these digits be a valid number at all?", answered from libphonenumber's own metadata with
 * patterns compiled once. libphonenumber's isValidPhoneNumber parses the text and builds its
 * RegExps anew on every call (6–30 µs); in a dense table of numbers most candidates fail most of
 * the regions tried, and that cost alone put a text over 10 ms per 64 KB. The answer here is only
 * ever "no" or "maybe": a "maybe" still goes to libphonenumber, which decides every number.
 *
 * It must never say "no" to a number libphonenumber accepts, so it takes the union of every way
 * the library may read the digits: with and without each national prefix (and its carrier-code
 * transform), with and without the default country's calling code written before them, in every
 * country that shares the calling code (a GB default accepts Jersey's numbers). Whatever it cannot
 * model (a number after an international dialling prefix, a non-geographic calling code) is a
 * "maybe". test/detection/phone-plans.test.ts holds it to the library's answers.
 */
export interface PhonePlans {
  /** False only when `digits`, written as a national number with `region` as the default, cannot be valid. */
  mayBeValidNational(digits: string, region: CountryCode): boolean;
  /** False only when `digits` (after the "+") cannot be a valid international number. */
  mayBeValidInternational(digits: string): boolean;
  /**
   * The regions in the order their numbers are cheapest to validate. libphonenumber rebuilds a
   * region's patterns on every call, so its cost follows their size (7 µs for Belgium's, 29 µs for
   * Britain's); where any region's "valid" will do, the cheap ones go first.
   */
  cheapestFirst(regions: readonly CountryCode[]): CountryCode[];
  /** False when the library's metadata could not be read: every answer is then "maybe". */
  readonly isActive: boolean;
}

/** The number types libphonenumber tries in getNumberType(), fixed line first. */
const NUMBER_TYPES = ['FIXED_LINE', 'MOBILE', 'PREMIUM_RATE', 'TOLL_FREE', 'SHARED_COST', 'VOIP', 'PERSONAL_NUMBER', 'PAGER', 'UAN', 'VOICEMAIL'] as const;

interface CountryPlan {
  /**
   * The patterns a valid national number matches: each of its types', or the general pattern when
   * the metadata has no types. (The library also asks for the general pattern and each type's
   * lengths; leaving those out only lets more numbers through to it.)
   */
  readonly patterns: readonly string[];
  /** The length of every pattern the library may build for the country: what a validation costs. */
  readonly patternSize: number;
  readonly prefixForParsing: RegExp | undefined;
  readonly prefixTransform: string | undefined;
  readonly idd: RegExp | undefined;
}

/** The countries of one calling code: one compiled test for all their numbers, and their distinct prefix rules. */
interface CallingCode {
  readonly national: RegExp;
  readonly rules: readonly CountryPlan[];
}

/**
 * The numbering-plan reader of libphonenumber's Metadata class. These methods are how the library
 * itself reads its metadata, but its typings declare only a few of them, so each is checked at
 * start-up: a release that renamed one turns the prefilter off instead of breaking detection.
 */
interface PlanReader {
  nationalNumberPattern(): string;
  nationalPrefixForParsing(): string | undefined;
  nationalPrefixTransformRule(): string | undefined;
  IDDPrefix(): string | undefined;
  hasTypes(): boolean;
  type(name: string): { pattern(): string } | undefined;
}

const READER_METHODS: readonly (keyof PlanReader)[] = ['nationalNumberPattern', 'nationalPrefixForParsing', 'nationalPrefixTransformRule', 'IDDPrefix', 'hasTypes', 'type'];

function isPlanReader(value: unknown): value is PlanReader {
  return typeof value === 'object' && value !== null && READER_METHODS.every((method) => typeof (value as Record<string, unknown>)[method] === 'function');
}

function readPlan(metadata: Metadata, country: CountryCode): CountryPlan | undefined {
  metadata.selectNumberingPlan(country);
  const plan: unknown = metadata.numberingPlan;
  if (!isPlanReader(plan)) return undefined;
  const typed = NUMBER_TYPES.map((name) => plan.type(name)?.pattern() ?? '').filter((pattern) => pattern !== '');
  const prefix = plan.nationalPrefixForParsing();
  const idd = plan.IDDPrefix();
  return {
    patterns: plan.hasTypes() ? typed : [plan.nationalNumberPattern()],
    patternSize: typed.reduce((size, pattern) => size + pattern.length, plan.nationalNumberPattern().length),
    prefixForParsing: prefix ? new RegExp(`^(?:${prefix})`) : undefined,
    prefixTransform: plan.nationalPrefixTransformRule() || undefined,
    idd: idd ? new RegExp(`^(?:${idd})`) : undefined,
  };
}

function callingCodeOf(plans: readonly CountryPlan[]): CallingCode {
  // One alternation of every pattern: a RegExp test costs about 60 ns before it reads a digit, and
  // the 25 countries of +1 hold 200-odd patterns.
  const national = new RegExp(`^(?:${[...new Set(plans.flatMap((plan) => plan.patterns))].join('|')})$`);
  // Countries that share a calling code mostly share their prefix rules too: read the digits once per distinct rule.
  const seen = new Set<string>();
  const rules = plans.filter((plan) => {
    const key = `${plan.prefixForParsing?.source ?? ''}|${plan.prefixTransform ?? ''}`;
    if (plan.prefixForParsing === undefined || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { national, rules };
}

const INACTIVE: PhonePlans = { mayBeValidNational: () => true, mayBeValidInternational: () => true, cheapestFirst: (regions) => [...regions], isActive: false };

export function createPhonePlans(): PhonePlans {
  const metadata = new Metadata(maxMetadata);
  const plansByCode = new Map<string, CountryPlan[]>();
  const countries: Array<[CountryCode, CountryPlan, string]> = [];
  for (const country of getCountries()) {
    const plan = readPlan(metadata, country);
    if (plan === undefined) return INACTIVE;
    const callingCode = getCountryCallingCode(country);
    countries.push([country, plan, callingCode]);
    const sharing = plansByCode.get(callingCode);
    if (sharing === undefined) plansByCode.set(callingCode, [plan]);
    else sharing.push(plan);
  }
  const codes = new Map([...plansByCode].map(([code, plans]) => [code, callingCodeOf(plans)]));
  /** Per region, everything a national number's check reads: one lookup per region tried. */
  const regions = new Map(countries.map(([country, plan, callingCode]) => [country, { plan, callingCode, code: codes.get(callingCode) as CallingCode }]));

  /** Whether the digits, read with or without each national prefix rule of the code, fit one of its countries. */
  const mayFit = (digits: string, code: CallingCode): boolean => {
    if (code.national.test(digits)) return true;
    for (const rules of code.rules) {
      const prefix = rules.prefixForParsing?.exec(digits);
      if (prefix === undefined || prefix === null) continue;
      if (code.national.test(digits.slice(prefix[0].length))) return true;
      // A carrier code's transform keeps part of what the prefix matched ("$2" in Brazil).
      if (rules.prefixTransform !== undefined && prefix.length > 1 && code.national.test(digits.replace(rules.prefixForParsing as RegExp, rules.prefixTransform))) return true;
    }
    return false;
  };

  return {
    isActive: true,
    cheapestFirst(list) {
      const size = (region: CountryCode): number => regions.get(region)?.plan.patternSize ?? Number.MAX_SAFE_INTEGER;
      return [...list].sort((a, b) => size(a) - size(b));
    },
    mayBeValidNational(digits, region) {
      const known = regions.get(region);
      if (known === undefined) return true;
      const { plan, callingCode, code } = known;
      // After the region's international dialling prefix the digits are read as an international number.
      if (plan.idd?.test(digits) === true) return true;
      // The library also reads the region's own calling code written without its "+".
      return mayFit(digits, code) || (digits.startsWith(callingCode) && mayFit(digits.slice(callingCode.length), code));
    },
    mayBeValidInternational(digits) {
      // Calling codes are prefix-free: the first that is known is the one.
      for (let length = 1; length <= 3; length += 1) {
        const code = codes.get(digits.slice(0, length));
        if (code !== undefined) return mayFit(digits.slice(length), code);
      }
      // A non-geographic code (+800, +882…) or none the countries use: the library decides.
      return true;
    },
  };
}
