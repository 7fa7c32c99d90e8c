import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import RE2 from 're2';
import { expect, test } from 'vitest';
import { chatPrompts } from '../../bench/fixtures/chat-prompts.js';
import { onlyGroupAtEnd, toRe2Syntax, withoutCaptures } from '../../src/detection/engine.js';
import { createNativeScanner, createNativeTail } from '../../src/detection/native-scanner.js';
import { createPiiEngine } from '../../src/detection/pii-engine.js';

// The native scanner must report exactly what node-re2 finds, in UTF-16 offsets, for every
// built-in pattern: it replaced node-re2's exec() loop in the engine.
const specs = createPiiEngine().recognizers.flatMap((r) => r.patterns);
// The set holds the full patterns, so it reports a pattern exactly when the pattern matches.
const scanner = createNativeScanner(
  specs.map((p) => toRe2Syntax(p.regex, p.ignoreCase)),
  specs.map((p) => toRe2Syntax(withoutCaptures(p.regex), p.ignoreCase)),
  specs.map((p) => (withoutCaptures(p.regex) === p.regex ? null : toRe2Syntax(p.regex, p.ignoreCase))),
);
const references = specs.map((p) => new RE2(withoutCaptures(p.regex), p.ignoreCase === true ? 'gui' : 'gu'));

function nodeRe2Matches(text: string): string[] {
  const out: string[] = [];
  references.forEach((re, index) => {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) out.push(`${index}:${m.index}:${m.index + m[0].length}`);
  });
  return out.sort();
}

interface NativeMatch {
  readonly pattern: number;
  readonly start: number;
  readonly end: number;
  readonly groups: Array<string | undefined> | undefined;
}

/** Decodes the scanner's array: [count], [pattern, start, end, groups] per match, then groups. */
function decode(text: string): NativeMatch[] {
  const found = scanner.scan(text, 0);
  if (found === null) return [];
  const out: NativeMatch[] = [];
  for (let i = 1; i < 1 + 4 * (found[0] ?? 0); i += 4) {
    const at = found[i + 3] ?? -1;
    let groups: Array<string | undefined> | undefined;
    if (at >= 0) {
      groups = [];
      for (let g = 0; g < (found[at] ?? 0); g++) {
        const start = found[at + 1 + 2 * g] ?? -1;
        groups.push(start < 0 ? undefined : text.slice(start, found[at + 2 + 2 * g]));
      }
    }
    out.push({ pattern: found[i] ?? -1, start: found[i + 1] ?? -1, end: found[i + 2] ?? -1, groups });
  }
  return out;
}

function nativeMatches(text: string): string[] {
  return decode(text)
    .map((m) => `${m.pattern}:${m.start}:${m.end}`)
    .sort();
}

const corpus = readFileSync(new URL('../fixtures/pii-corpus.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.length > 0)
  .map((line) => (JSON.parse(line) as { text: string }).text);

const unicode = [
  'Call 👋🏽 +44 20 7946 0958 or mail zoë.müller@example.de 🎉',
  'Ünïcödé 123-45-6789 \u0301combining 4111 1111 1111 1111',
  // A lone surrogate becomes U+FFFD in UTF-8; offsets after it must still line up.
  `lone \uD800 surrogate then 192.168.0.1 and \uDC00 again 2001:db8::1`,
  '日本語のテキスト DE89 3704 0044 0532 0130 00 終わり',
];

test('the same matches as node-re2, offset for offset (corpus, chat prompts, Unicode edge cases)', () => {
  for (const text of [...corpus, ...chatPrompts(300), ...unicode]) {
    expect(nativeMatches(text), text.slice(0, 120)).toEqual(nodeRe2Matches(text));
  }
});

test('capture groups on a matched span are node-re2’s groups', () => {
  let compared = 0;
  for (const text of [...corpus.slice(0, 800), ...unicode]) {
    for (const match of decode(text)) {
      const spec = specs[match.pattern];
      if (spec === undefined) throw new Error(`no pattern ${match.pattern}`);
      const span = text.slice(match.start, match.end);
      if (withoutCaptures(spec.regex) === spec.regex) {
        expect(match.groups).toBeUndefined();
        continue;
      }
      expect(match.groups).toEqual([...(new RE2(spec.regex, spec.ignoreCase === true ? 'ui' : 'u').exec(span) ?? [])]);
      compared++;
    }
  }
  expect(compared).toBeGreaterThan(100);
});

test('the body of a pattern’s one group, when that group ends the pattern', () => {
  expect(onlyGroupAtEnd(String.raw`\d+ [A-Z]\w+((?:, [A-Z]\w+)?)`)).toBe(String.raw`(?:, [A-Z]\w+)?`);
  expect(onlyGroupAtEnd(String.raw`a(?<city>b|c)`)).toBe('b|c');
  expect(onlyGroupAtEnd(String.raw`[(]a(b)`)).toBe('b');
  expect(onlyGroupAtEnd(String.raw`\(a(b)`)).toBe('b');
  expect(onlyGroupAtEnd(String.raw`(a)(b)`)).toBeUndefined();
  expect(onlyGroupAtEnd(String.raw`(a)b`)).toBeUndefined();
  expect(onlyGroupAtEnd(String.raw`a(?:b)`)).toBeUndefined();
  expect(onlyGroupAtEnd(String.raw`a(?<=b)(c)`)).toBe('c');
});

// A pattern whose one group ends it (PatternSpec.isGroupLongestEnd): the group is read backwards
// from the match's end by the group's own pattern, and it is the group the full submatch search finds.
test('a group found from the match’s end is the one the submatch search finds', () => {
  const suffixed = specs.map((p) => (p.isGroupLongestEnd === true ? onlyGroupAtEnd(p.regex) : undefined));
  expect(suffixed.filter((body) => body !== undefined).length).toBeGreaterThan(5);
  const fromEnd = createNativeScanner(
    specs.map((p) => toRe2Syntax(p.regex, p.ignoreCase)),
    specs.map((p) => toRe2Syntax(withoutCaptures(p.regex), p.ignoreCase)),
    specs.map((p, i) => {
      const body = suffixed[i];
      return body !== undefined ? toRe2Syntax(`(?:${body})$`, p.ignoreCase) : withoutCaptures(p.regex) === p.regex ? null : toRe2Syntax(p.regex, p.ignoreCase);
    }),
    undefined,
    undefined,
    undefined,
    undefined,
    [],
    suffixed.map((body) => (body === undefined ? 0 : 1)),
  );
  const addresses = [
    '1609 Elm Creek Dr\nApt 12\nRound Rock, TX 78664',
    '22 Baker Street, Flat 3, London NW1 6XE',
    '500 W Madison St, Suite 1000, Chicago, IL 60661-2510',
    '88 Queen St W, Toronto, ON M5H 2N2',
    '14 Pipers Creek Rd, Kempsey NSW 2440',
    'Hauptstraße 5, 10115 Berlin',
    '12 rue de la Paix, 75002 Paris',
    'Via Roma 10, 00184 Roma (RM)',
    'PO Box 4471, Wellington 6140',
    '742 Evergreen Terrace, Springfield',
    '1 Main St N, BOISE ID 83722-2592',
    'Calle Mayor 7, 3º B, 28013 Madrid',
  ];
  let compared = 0;
  for (const text of [...corpus, ...addresses]) {
    const found = fromEnd.scan(text, 0);
    if (found === null) continue;
    const full = decode(text);
    for (let i = 1; i < 1 + 4 * (found[0] ?? 0); i += 4) {
      const pattern = found[i] ?? -1;
      if (suffixed[pattern] === undefined) continue;
      const at = found[i + 3] ?? -1;
      const group = text.slice(found[at + 3] ?? 0, found[at + 4] ?? 0);
      const same = full.find((m) => m.pattern === pattern && m.start === found[i + 1] && m.end === found[i + 2]);
      expect(same?.groups?.at(-1) ?? '', text).toBe(group);
      compared++;
    }
  }
  expect(compared).toBeGreaterThan(300);
});

test('patterns that share a prefilter, first or second, are each scanned when it occurs, and only then', () => {
  // Patterns 0 and 1 share their prefilter ("ssn"), which is also pattern 2's second prefilter.
  const shared = createNativeScanner(['ssn', 'ssn', 'id'], ['\\d{3}', '[a-z]{2}\\d', '\\d{2}'], [null, null, null], [0, 0, 0], [0, 0, 0], [null, null, 'ssn']);
  const patterns = (text: string): number[] => {
    const found = shared.scan(text, 0);
    const out: number[] = [];
    for (let i = 1; found !== null && i < 1 + 4 * (found[0] ?? 0); i += 4) out.push(found[i] ?? -1);
    return [...new Set(out)].sort();
  };
  expect(patterns('ssn 123, ab4, id 56')).toEqual([0, 1, 2]);
  expect(patterns('id 123, ab4')).toEqual([]); // no "ssn": pattern 2 lacks its second prefilter
  expect(patterns('ssn only, ab4')).toEqual([1]);
});

test('a pattern scanned near its set entry finds what a whole-text scan finds, also where the set saw more ends than it notes', () => {
  // Pattern 0: a card-like number whose prefilter (four digits, a space, four digits) is part of
  // every match; pattern 1 the same, scanned over the whole text. Both at most 24 bytes long.
  const pattern = String.raw`\b\d{4}(?: \d{4}){2,3}\b`;
  const near = createNativeScanner([String.raw`\d{4} \d{4}`, pattern], [pattern, pattern], [null, null], [0, 0], [24, 24], [null, null], [1, 0]);
  const byPattern = (text: string): string[][] => {
    const found = near.scan(text, 0);
    const out: string[][] = [[], []];
    for (let i = 1; found !== null && i < 1 + 4 * (found[0] ?? 0); i += 4) out[found[i] ?? 0]?.push(`${found[i + 1]}:${found[i + 2]}`);
    return out;
  };
  const prose = 'the quarterly report is due on friday, ünd the team will review it. '.repeat(40);
  const texts = [
    `4111 1111 1111 1111 ${prose}`, // at the very start
    `${prose}4111 1111 1111 1111`, // at the very end
    `${prose}card 4111 1111 1111 1111, then ${prose} and 5500 0000 0000 0004 😀 ${prose}`,
    `${prose}x4111 1111 1111 1111 9999`, // \b at the window's edge reads the text outside it: no match at "x4111"
    `${prose}${'1234 5678 '.repeat(800)}`, // 1,600 prefilter ends: more than the scanner notes
  ];
  for (const text of texts) {
    const [windowed, whole] = byPattern(text);
    expect(windowed).toEqual(whole);
  }
  expect(byPattern(texts[2] ?? '')[0]).toHaveLength(2);
  expect(byPattern(texts[4] ?? '')[0]?.length).toBeGreaterThan(300);
  expect(() => createNativeScanner(['a'], ['a'], [null], [0], [0], [null], [1])).toThrow(/needs a margin/);
});

test('a long text is read by several walks, each from where the one before ends: the same matches and match ends wherever a value lies, also when the walks disagree', () => {
  // Pattern 0 runs only near where its set entry ended (the ends the later walks note), pattern 1
  // over the whole text; pattern 2 (a run of 60 a's) is still a partial match where a walk ends,
  // older than the next walk's lead, when that end falls inside the run: the walks then disagree.
  const card = String.raw`\b\d{4}(?: \d{4}){3}\b`;
  const sources = [card, card, 'a{60}b', String.raw`[\w.]+@\w+\.\w+`];
  const split = createNativeScanner([String.raw`\d{4} \d{4}`, ...sources.slice(1)], sources, sources.map(() => null), [0, 0, 0, 0], [24, 24, 0, 0], [null, null, null, null], [1, 0, 0, 0]);
  const refs = sources.map((source) => new RE2(source, 'gu'));
  const values = ['4111 1111 1111 1111', `${'a'.repeat(80)}b`, 'first.last@example.org', 'ü 4111 1111 1111 1111 😀'];
  let compared = 0;
  // 700 characters: two walks; 1,500: four.
  for (const filler of ['word '.repeat(140), 'more text '.repeat(150)]) {
    for (const value of values) {
      for (let at = 0; at <= filler.length; at += 2) {
        const text = `${filler.slice(0, at)}${value} ${filler.slice(at)}`;
        const found = split.scan(text, 0);
        const got: string[] = [];
        for (let i = 1; found !== null && i < 1 + 4 * (found[0] ?? 0); i += 4) got.push(`${found[i]}:${found[i + 1]}:${found[i + 2]}`);
        const want: string[] = [];
        refs.forEach((re, index) => {
          re.lastIndex = 0;
          for (let m = re.exec(text); m !== null; m = re.exec(text)) want.push(`${index}:${m.index}:${m.index + m[0].length}`);
        });
        expect(got.sort(), `${at}: ${value}`).toEqual(want.sort());
        compared += want.length;
      }
    }
  }
  expect(compared).toBeGreaterThan(4 * 1000);
});

/** The names in an ELF shared object's dynamic symbol table (.dynstr), the ones other objects can bind to. */
function dynamicSymbolNames(file: string): string[] {
  const elf = readFileSync(file);
  const shoff = Number(elf.readBigUInt64LE(0x28));
  const shentsize = elf.readUInt16LE(0x3a);
  const sections = Array.from({ length: elf.readUInt16LE(0x3c) }, (_, i) => {
    const at = shoff + i * shentsize;
    return { type: elf.readUInt32LE(at + 4), offset: Number(elf.readBigUInt64LE(at + 0x18)), size: Number(elf.readBigUInt64LE(at + 0x20)), link: elf.readUInt32LE(at + 0x28) };
  });
  const dynsym = sections.find((section) => section.type === 11); // SHT_DYNSYM
  const strings = dynsym === undefined ? undefined : sections[dynsym.link];
  if (dynsym === undefined || strings === undefined) return [];
  return elf.subarray(strings.offset, strings.offset + strings.size).toString('latin1').split('\0');
}

test.runIf(process.platform === 'linux')('the addon keeps RE2’s and Abseil’s symbols to itself (node-re2 loads its own copies into the process)', () => {
  // Exported, Abseil's function-local statics are "unique" symbols that the dynamic linker binds
  // to the first copy loaded, node-re2's: then the DFA's state cache hashed with node-re2's seed
  // when it grew and with ours when it looked up, found half its states missing and built them
  // again (docs/performance.md, session 21).
  const addon = fileURLToPath(new URL('../../build/Release/veil_scanner.node', import.meta.url));
  const names = dynamicSymbolNames(addon);
  expect(names).toContain('napi_register_module_v1');
  expect(names.filter((name) => name.includes('4absl'))).toEqual([]);
  expect(names.filter((name) => name.includes('3re23DFA') || name.includes('3re24Prog'))).toEqual([]);
});

test('a pattern that can match the empty string steps over it instead of looping', () => {
  const empty = createNativeScanner(['x*'], ['x*'], [null]);
  const found = empty.scan('ab xx 😀 x', 0);
  // Two matches, then 1: the text holds a surrogate pair.
  expect([...(found ?? [])]).toEqual([2, 0, 3, 5, -1, 0, 9, 10, -1, 1]);
});

test('the last element tells whether the text holds a surrogate pair', () => {
  const x = createNativeScanner(['x'], ['x'], [null]);
  const last = (text: string): number | undefined => x.scan(text, 0)?.at(-1);
  expect(last('x')).toBe(0);
  expect(last('é ü x ☃')).toBe(0); // two- and three-byte characters: units and code points agree
  expect(last('😀 x')).toBe(1);
  expect(last('x \ud800 x')).toBe(0); // a lone surrogate is one unit and one code point
});

test('markers: whether each extra set entry occurred is reported in the last element, beside the surrogate-pair bit', () => {
  const x = createNativeScanner(['x'], ['x'], [null], [0], [0], [null], [0], ['(?i:\\binsert\\s)', 'zz']);
  const last = (text: string): number | undefined => x.scan(text, 0)?.at(-1);
  expect(last('x')).toBe(0);
  expect(last('Insert into t values (x)')).toBe(2);
  expect(last('reinsert x')).toBe(0); // not at a word's start
  expect(last('zz x INSERT\tINTO 😀')).toBe(1 | 2 | 4);
  // No candidate, no answer: the markers serve the work on candidates.
  expect(x.scan('INSERT INTO', 0)).toBeNull();
  expect(() => createNativeScanner(['x'], ['x'], [null], [0], [0], [null], [0], Array.from({ length: 31 }, (_, i) => `m${i}`))).toThrow(/at most 30/);
});

test('an invalid pattern is refused with its index', () => {
  expect(() => createNativeScanner(['a'], ['(unclosed'], [null])).toThrow(/pattern 0/);
});

test('Tail: the leftmost start of a match ending at the end, in UTF-16 units; bad patterns are refused', () => {
  const tail = createNativeTail(['(?:\\d{1,3})$', '(?:ab?)$']);
  const earliest = (text: string): number => tail.earliestFrom(text, new Int32Array(2));
  expect(earliest('x 12')).toBe(2);
  expect(earliest('😀é a')).toBe(4);
  expect(earliest('😀 123')).toBe(3);
  // Every pattern may also match the empty string at the end: nothing pending.
  expect(createNativeTail(['(?:x?)$']).earliestFrom('abc', new Int32Array(1))).toBe(3);
  expect(() => createNativeTail(['(unclosed$'])).toThrow(/tail pattern 0/);
});

test('Tail: each pattern starts where it is told and reports its own start; characters that begin no match skip the search', () => {
  const tail = createNativeTail(['(?:\\d{1,3})$', '(?:ab?)$', '(?:é[a-z]{0,2})$']);
  const starts = new Int32Array(3);
  expect(tail.earliestFrom('x 12 a', starts)).toBe(5);
  expect([...starts]).toEqual([6, 5, 6]);
  // The digits start at 2, but pattern 0 may not start before 3.
  starts.set([3, 0, 0]);
  expect(tail.earliestFrom('x 12', starts)).toBe(3);
  expect([...starts]).toEqual([3, 4, 4]);
  // Offsets in UTF-16 units on both sides, past astral characters; a two-byte first character.
  starts.set([2, 2, 0]);
  expect(tail.earliestFrom('😀 123 éab', starts)).toBe(7);
  expect([...starts]).toEqual([10, 8, 7]);
  // Three-byte characters (€) are searched, not looked up: the same answers.
  starts.fill(0);
  expect(tail.earliestFrom('€ 1 € é', starts)).toBe(6);
  expect([...starts]).toEqual([7, 7, 6]);
  starts.fill(0);
  expect(tail.earliestFrom('€ 1 € é€', starts)).toBe(8);
  starts.fill(0);
  expect(tail.earliestFrom('€€ éb', starts)).toBe(3);
  expect(() => tail.earliestFrom('x', new Int32Array(1))).toThrow(TypeError);
});

test('groups become non-capturing; bracket expressions, negated or opening with "]", stay as written', () => {
  expect(withoutCaptures(String.raw`ID: ([^ ]+) (\d+)`)).toBe(String.raw`ID: (?:[^ ]+) (?:\d+)`);
  expect(withoutCaptures(String.raw`a[^b](c)[]x](d)[^]y](e)`)).toBe(String.raw`a[^b](?:c)[]x](?:d)[^]y](?:e)`);
  expect(withoutCaptures(String.raw`(?:a)\((b)[(]`)).toBe(String.raw`(?:a)\((?:b)[(]`);
});
