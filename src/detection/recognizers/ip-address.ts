import { isIPv4, isIPv6 } from 'node:net';
import { isWordChar } from '../char-classes.js';
import type { RawMatch, Recognizer, Refined } from '../recognizer.js';
import { isGenericBlock } from '../validators/special-networks.js';

/** Exactly four octets of 0–255: the whole-run candidate is checked against it. */
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEX = '[0-9A-Fa-f]';

export const ipAddressRecognizer: Recognizer = {
  name: 'ip_address',
  entityType: 'IP_ADDRESS',
  patterns: [
    // A whole dotted run is one candidate ("1.2.3.4.5" is one version string, not 1.2.3.4 and
    // 2.3.4.5): a long run costs one rejection, not one per position. Bounded, so that the scanner
    // can run it in windows around digits (longer runs are cut into candidates that the
    // neighbouring-dot check rejects).
    { name: 'ipv4', regex: String.raw`\b\d{1,3}(?:\.\d{1,3}){3,15}(?:/\d{1,2})?\b`, prefilter: String.raw`\d\.\d{1,3}\.\d{1,3}\.\d`, isPrefilterInMatch: true, score: 0.95 },
    { name: 'ipv4_defanged', regex: String.raw`\b\d{1,3}(?:(?:\.|\[\.\]|\(\.\)|\[dot\]|\(dot\))\d{1,3}){3}\b`, prefilter: String.raw`\d(?:\[\.\]|\(\.\)|\[dot\]|\(dot\))\d`, isPrefilterInMatch: true, score: 0.95 },
    {
      name: 'numeric_host',
      regex: String.raw`(?i:https?|ftp|wss?)://(\d{8,10}|0[xX][0-9A-Fa-f]{1,8}|0[0-7]{1,3}(?:\.(?:0[0-7]{0,3}|[1-9]\d{0,2})){3})(?:[/:?#\s]|$)`,
      prefilter: String.raw`://(?:\d{8}|0[xX][0-9A-Fa-f]|0[0-7]{1,3}\.\d)`,
      isPrefilterInMatch: true,
      isValueInGroup: true,
      score: 0.9,
    },
    // Every IPv6 form (full, compressed, IPv4-mapped, with a zone or prefix length): the pattern
    // only collects candidates; node:net decides. No address is longer than 45 characters before
    // its zone, so the runs are bounded there. Every address holds "::" or, with all eight groups,
    // two groups between colons: the prefilter, around which the pattern runs (hex words before a
    // colon, as the prefilter read them before, cost 7 % of the set's states in prose).
    // A candidate holds "::" or six colons at least (eight groups, or six and an IPv4 address):
    // a log's time ("12:30:45.123") is no candidate. The prefilter asks a "::" for a digit in
    // its run of address characters, as refineV6 does of an address: code's "Self::Err" and
    // "std::vector" made a candidate at every "::" and scanned most of their texts.
    {
      name: 'ipv6',
      regex: String.raw`(?:[0-9A-Fa-f:.]{0,45}::[0-9A-Fa-f:.]{0,45}|[0-9A-Fa-f.]{0,45}(?::[0-9A-Fa-f.]{0,45}){5}:[0-9A-Fa-f:.]{0,45})(?:%[0-9A-Za-z]{1,16})?(?:/\d{1,3})?`,
      prefilter: String.raw`\d[0-9A-Fa-f:.]*::|::[0-9A-Fa-f:.]*(?:\d|%[0-9A-Za-z]*\d|(?:%[0-9A-Za-z]*)?/\d)|:${HEX}{1,4}:${HEX}{1,4}:`,
      isPrefilterInMatch: true,
      score: 0.95,
    },
  ],
  context: {
    words: ['ip', 'ip address', 'ipv4', 'ipv6', 'ip4', 'ip6', 'address', 'addresses', 'server', 'servers', 'host', 'hosts', 'client', 'from', 'connect', 'ssh', 'ping', 'dns', 'gateway', 'router', 'subnet', 'nameserver', 'nameservers',
      // A firewall's or a flow log's source and destination ("SRC=203.0.113.9", "dst: 10.2.3.4").
      'src', 'dst', 'src ip', 'dst ip', 'source ip', 'destination ip'],
    boost: 0.05,
    // Not "v" alone: "v=spf1 ip4:203.0.113.5" (a glued "v1.2.3.4" is refused as part of a word).
    negative: ['version', 'ver', 'release', 'build', 'firmware', 'oid', 'snmp', 'update', 'upgrade', 'bootloader', 'patch', 'driver', 'kernel', 'sdk',
      'updated to', 'upgraded to', 'versie', 'geüpdatet', 'bijgewerkt', 'aktualisiert', 'mise à jour', 'actualizado', 'aggiornato',
      // A changelog's versions and a certificate's or a MIB's object identifiers ("introduced in 2.14.0.1", "extension 2.5.29.17").
      'introduced in', 'fixed in', 'regression', 'extension', 'mib', 'ifindex',
      // Session 27: a version in Portuguese, Spanish and Italian, and a deployment's ("Rollback: deploy 4.12.2.9").
      'versão', 'versión', 'versione', 'deploy', 'deployed', 'rollback', 'artifact'],
    penalty: 0.6,
    // A DNS log's "update.anydesk.com", a threat report's "cdn-update[.]top": names, not versions.
    isNegativeOutsideHostNames: true,
    // Before only: "… 10.0.0.1; version 2 of the API" is still an address.
    before: 32,
    after: 0,
  },
  refine(match, text) {
    // A version word right after it names the run ("the 3.10.0.2 patch", "4.2.0.1 release", "10.4.2.1 is the build number").
    if (VERSION_WORD_AFTER.test(text.slice(match.end, match.end + 40))) return undefined;
    switch (match.pattern.name) {
      case 'ipv4':
        return refineV4(match, text);
      case 'ipv4_defanged':
        return refineDefanged(match, text);
      case 'numeric_host':
        return refineNumericHost(match);
      default:
        return refineV6(match, text);
    }
  },
};

function refineV4(whole: RawMatch, text: string): Refined | undefined {
  // tcpdump's port of three digits joins the dotted run ("> 146.26.149.238.443:"): the address is the first four.
  const lastDot = whole.text.lastIndexOf('.');
  const match = whole.text.split('.').length === 5 && isTcpdumpPort(text, whole.start, whole.start + lastDot) ? { ...whole, text: whole.text.slice(0, lastDot), end: whole.start + lastDot } : whole;
  const before = text[match.start - 1];
  const after = text[match.end];
  // Part of a longer dotted sequence (1.2.3.4.5, 10.0.19045.2965): a version, not an address.
  // But tcpdump writes a port after an address's last dot ("IP 192.168.6.66.51544 > …"):
  // a number no octet can be, before the arrow or the colon that ends the pair.
  if (before === '.' && /\d/.test(text[match.start - 2] ?? '')) return undefined;
  if (after === '.' && /\d/.test(text[match.end + 1] ?? '') && !isTcpdumpPort(text, match.start, match.end)) return undefined;
  if (isWordChar(before) || before === '-' || after === '-') return undefined;
  // A product's version in a user agent ("Chrome/124.0.0.0", "nginx/1.24.0"): a name without dots
  // (not a host's, "compute.internal/10.42.3.117"), a slash, the dotted run.
  if (before === '/' && PRODUCT_TOKEN.test(text.slice(Math.max(0, match.start - 40), match.start - 1))) return undefined;
  const address = match.text.split('/')[0] ?? '';
  if (!isIPv4(address) || !IPV4.test(address)) return undefined;
  // A mask (255.255.255.0, an ACL's wildcard 0.0.255.255) or 0.0.0.0 names no host.
  if (isMask(toUint32(address))) return undefined;
  // A network written with its prefix length counts as its address ("allow 203.0.113.0/24"
  // reveals whose network it is), but not one of the standard's own blocks ("10.0.0.0/8").
  if (isGenericBlock(address, /\/(\d{1,2})$/.exec(match.text)?.[1])) return undefined;
  // Four single digits ("3.2.1.4") are a version more often than an address: a cue has to say so.
  // A prefix length ("185.73.44.0/24") is not part of the value.
  const end = match.start + address.length;
  // A log line's other address says the line is one of addresses ("192.168.40.113\t61022\t8.8.8.8").
  if (/^\d\.\d\.\d\.\d$/.test(address)) return { start: match.start, end, score: holdsOtherAddress(text, match.start, end) ? match.pattern.score : 0.45 };
  return { start: match.start, end, score: match.pattern.score };
}

/** An address of two digits in an octet at least, on the line of [start, end) and outside it. */
const OTHER_ADDRESS = /(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])/g;
function holdsOtherAddress(text: string, start: number, end: number): boolean {
  const from = text.lastIndexOf('\n', start) + 1;
  const next = text.indexOf('\n', end);
  const line = text.slice(Math.max(from, start - 200), Math.min(next < 0 ? text.length : next, end + 200));
  for (const m of line.matchAll(OTHER_ADDRESS)) if (!/^\d\.\d\.\d\.\d$/.test(m[0]) && isIPv4(m[0])) return true;
  return false;
}

const DEFANGED_DOT = /\[\.\]|\(\.\)|\[dot\]|\(dot\)/gi;
/** A defanged address as threat reports share them ("5.188.62[.]140", "103(.)152(.)220(.)44"): each dot written plainly or in brackets. */
function refineDefanged(match: RawMatch, text: string): Refined | undefined {
  if (isWordChar(text[match.start - 1]) || isWordChar(text[match.end]) || text[match.start - 1] === '.' || (text[match.end] === '.' && /\d/.test(text[match.end + 1] ?? '')) || text[match.end] === '[') return undefined;
  const address = match.text.replace(DEFANGED_DOT, '.');
  // A plain address is the ipv4 pattern's to judge.
  if (address === match.text) return undefined;
  if (!isIPv4(address) || !IPV4.test(address) || isMask(toUint32(address))) return undefined;
  return { start: match.start, end: match.end, score: match.pattern.score };
}

/**
 * A URL's host written as one number (the forms that slip past a filter of dotted addresses):
 * decimal ("http://2130706433/"), hexadecimal ("http://0x7f000001/") or dotted with octal octets
 * ("http://0177.0.0.1/").
 */
function refineNumericHost(match: RawMatch): Refined | undefined {
  const host = match.text;
  let value: number;
  if (/^0x/i.test(host)) value = Number.parseInt(host.slice(2), 16);
  else if (host.includes('.')) {
    const octets = host.split('.').map((o) => (o.length > 1 && o.startsWith('0') ? Number.parseInt(o, 8) : Number(o)));
    if (octets.some((o) => !Number.isInteger(o) || o > 255)) return undefined;
    value = octets.reduce((n, o) => n * 256 + o, 0);
  } else value = Number(host);
  // Below 1.0.0.0 a number is more likely a port, an id or a date than an address.
  return value >= 0x1000000 && value <= 0xffffffff ? { start: match.start, end: match.end, score: match.pattern.score } : undefined;
}

const VERSION_WORD_AFTER = /^[ \t]+(?:(?:is|was)[ \t]+(?:the|our|a|an)[ \t]+(?:[a-z]+[ \t]+)?)?(?:patch|release|build|hotfix|update|firmware|version)\b/i;
/** A user agent's product name, ending where its version's slash begins. */
const PRODUCT_TOKEN = /(?:^|[\s(;,])\p{L}[\p{L}\d_-]*$/u;

/** tcpdump's "address.port": after "IP " or "> ", a port of 256 or more, then " > " or ":". */
const TCPDUMP_PORT = /^\.(\d{3,5})(?: >|:)/;
function isTcpdumpPort(text: string, start: number, end: number): boolean {
  const port = TCPDUMP_PORT.exec(text.slice(end, end + 8))?.[1];
  return port !== undefined && Number(port) > 255 && Number(port) <= 65535 && /(?:\bIP6?|>) $/.test(text.slice(Math.max(0, start - 4), start));
}

const toUint32 = (address: string): number => address.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
/** A netmask's ones run from the top, a wildcard mask's from the bottom; 0.0.0.0 and 255.255.255.255 too. */
function isMask(value: number): boolean {
  const inverted = 0xffffffff - value;
  return value === 0 || ((inverted & (inverted + 1)) === 0 && value >= 0x80000000) || (value & (value + 1)) === 0;
}
/** Eight full groups, then a decimal port of up to five digits. */
const FULL_V6_WITH_PORT = /^((?:[0-9A-Fa-f]{1,4}:){7}[0-9A-Fa-f]{1,4}):\d{1,5}$/;

function refineV6(match: RawMatch, text: string): Refined | undefined {
  let candidate = match.text;
  let start = match.start;
  // The pattern may swallow a trailing colon or full stop of prose ("address fe80::1: down",
  // "Gegenstelle 2a02:8108:1f40:2c00::1a.").
  while (candidate.endsWith('.') || (candidate.endsWith(':') && !candidate.endsWith('::'))) candidate = candidate.slice(0, -1);
  // A mail header's "[IPv6:2001:db8::1]": the pattern starts at the label's "6".
  const labelled = candidate.startsWith('6:') && /ipv$/i.test(text.slice(Math.max(0, start - 3), start));
  if (labelled) {
    start += 2;
    candidate = candidate.slice(2);
  }
  const before = text[start - 1];
  const after = text[start + candidate.length];
  if ((!labelled && (isWordChar(before) || before === ':' || before === '.')) || isWordChar(after)) return undefined;
  // `std::vector`, `a::b`: without a digit it is code, not an address.
  if (!/\d/.test(candidate)) return undefined;
  // A load balancer's log writes a port after all eight groups, without brackets
  // ("2001:8003:1c2a:7e00:d4c9:98ff:fe11:2a3b:61233"): nine groups cannot be an address.
  const ported = FULL_V6_WITH_PORT.exec(candidate);
  if (ported?.[1] !== undefined && !isIPv6(candidate)) candidate = ported[1];
  const address = candidate.split('/')[0]?.split('%')[0] ?? '';
  if (!isIPv6(address)) return undefined;
  // One-group shapes are addresses only in the compressed forms (::1, ::ffff:…); "a::1" and
  // "12::34" are code and ratios far more often: two groups of one or two decimal digits
  // ("16::9", a C++ scope, an aspect ratio) too. "fe80::1" and "2001:db8::" stay.
  const groups = (address.match(/[0-9A-Fa-f]+/g) ?? []).length;
  // A network's prefix length says what a one-group shape is ("2a05::/16").
  if (groups < 2 && !address.startsWith('::') && !/\/\d{1,3}$/.test(candidate)) return undefined;
  if (/^\d{1,2}::\d{1,2}$/.test(address)) return undefined;
  // The unspecified address ("::", "::/0", a default route) names no host, as 0.0.0.0 does not.
  if (/^[0:]+$/.test(address) || isGenericBlock(address, /\/(\d{1,3})$/.exec(candidate)?.[1])) return undefined;
  // Without its prefix length, as for IPv4; a zone ("%eth0") belongs to a scoped address.
  return { start, end: start + (candidate.split('/')[0] ?? candidate).length, score: match.pattern.score };
}
