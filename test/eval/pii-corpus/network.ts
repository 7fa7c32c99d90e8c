/** IPv4 and IPv6 addresses in the forms they appear in logs, configs and chat. */
import { chance, type Gen, int, pick, weighted } from './random.js';

export function ipv4(g: Gen): string {
  return weighted(g, [
    [6, () => g.f.internet.ipv4()],
    [2, () => g.f.internet.ipv4({ network: pick(g, ['private-a', 'private-b', 'private-c'] as const) })],
    [1, () => `${pick(g, ['192.0.2', '198.51.100', '203.0.113'])}.${int(g, 1, 254)}`],
  ])();
}

export type Ipv6Form = 'full' | 'compressed' | 'mapped';

export function ipv6Form(g: Gen): Ipv6Form {
  return weighted<Ipv6Form>(g, [
    [3, 'full'],
    [5, 'compressed'],
    [2, 'mapped'],
  ]);
}

export function ipv6(g: Gen, form: Ipv6Form = ipv6Form(g)): string {
  switch (form) {
    case 'full': {
      const address = g.f.internet.ipv6();
      return chance(g, 0.15) ? address.toUpperCase() : address;
    }
    case 'compressed':
      return compressIpv6(groupsWithZeroRun(g));
    case 'mapped':
      return `${chance(g, 0.1) ? '::FFFF:' : '::ffff:'}${ipv4(g)}`;
  }
}

export function ip(g: Gen): string {
  return chance(g, 0.6) ? ipv4(g) : ipv6(g);
}

/** Eight 16-bit groups under a common prefix with a run of zero groups, so `::` has something to elide. */
function groupsWithZeroRun(g: Gen): number[] {
  const prefix = pick(g, [[0x2001, 0x0db8], [0xfe80], [0x2a00, 0x1450], [0x2606, 0x4700], [0x2001, 0x0db8, 0x85a3], [0x2a02, 0x8109]]);
  const tailLength = int(g, 1, 4);
  const zeros = 8 - prefix.length - tailLength;
  const tail = Array.from({ length: tailLength }, () => (chance(g, 0.3) ? int(g, 1, 0xff) : int(g, 0x100, 0xffff)));
  return [...prefix, ...Array<number>(Math.max(zeros, 0)).fill(0), ...tail].slice(0, 8);
}

/** RFC 5952: lowercase, no leading zeros, the longest run (≥2) of zero groups becomes `::`. */
export function compressIpv6(groups: readonly number[]): string {
  const hex = groups.map((group) => group.toString(16));
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < hex.length; ) {
    if (hex[i] !== '0') {
      i++;
      continue;
    }
    let j = i;
    while (j < hex.length && hex[j] === '0') j++;
    if (j - i > bestLength) [bestStart, bestLength] = [i, j - i];
    i = j;
  }
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}
