import { readFileSync } from 'node:fs';
import RE2 from 're2';
import { expect, test } from 'vitest';
import { chatPrompts } from '../../bench/fixtures/chat-prompts.js';
import { withoutCaptures } from '../../src/detection/engine.js';
import { createNativeScanner } from '../../src/detection/native-scanner.js';
import { createPiiEngine } from '../../src/detection/pii-engine.js';

// The native scanner must report exactly what node-re2 finds, in UTF-16 offsets, for every
// built-in pattern: it replaced node-re2's exec() loop in the engine.
const specs = createPiiEngine().recognizers.flatMap((r) => r.patterns);
const re2Syntax = (source: string, ignoreCase: boolean | undefined): string => {
  const translated = new RE2(source, 'u').internalSource;
  return ignoreCase === true ? `(?i:${translated})` : translated;
};
// The set holds the full patterns, so it reports a pattern exactly when the pattern matches.
const scanner = createNativeScanner(
  specs.map((p) => re2Syntax(p.regex, p.ignoreCase)),
  specs.map((p) => re2Syntax(withoutCaptures(p.regex), p.ignoreCase)),
  specs.map((p) => (withoutCaptures(p.regex) === p.regex ? null : re2Syntax(p.regex, p.ignoreCase))),
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

function nativeMatches(text: string): string[] {
  const found = scanner.scan(text) ?? new Int32Array();
  const out: string[] = [];
  for (let i = 0; i < found.length; i += 3) out.push(`${found[i]}:${found[i + 1]}:${found[i + 2]}`);
  return out.sort();
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
  const texts = [...corpus.slice(0, 800), ...unicode];
  let compared = 0;
  for (const text of texts) {
    const found = scanner.scan(text) ?? new Int32Array();
    for (let i = 0; i < found.length; i += 3) {
      const index = found[i] ?? -1;
      const spec = specs[index];
      if (spec === undefined || withoutCaptures(spec.regex) === spec.regex) continue;
      const span = text.slice(found[i + 1], found[i + 2]);
      const offsets = scanner.groups(index, span);
      expect(offsets).not.toBeNull();
      const groups: Array<string | undefined> = [];
      for (let g = 0; offsets !== null && g < offsets.length; g += 2) groups.push((offsets[g] ?? -1) < 0 ? undefined : span.slice(offsets[g], offsets[g + 1]));
      expect(groups).toEqual([...(new RE2(spec.regex, spec.ignoreCase === true ? 'ui' : 'u').exec(span) ?? [])]);
      compared++;
    }
  }
  expect(compared).toBeGreaterThan(100);
});

test('a pattern that can match the empty string steps over it instead of looping', () => {
  const empty = createNativeScanner(['x*'], ['x*'], [null]);
  const found = empty.scan('ab xx 😀 x');
  expect([...(found ?? [])]).toEqual([0, 3, 5, 0, 9, 10]);
});

test('an invalid pattern is refused with its index', () => {
  expect(() => createNativeScanner(['a'], ['(unclosed'], [null])).toThrow(/pattern 0/);
});
