import RE2 from 're2';
import { describe, expect, test } from 'vitest';
import { withoutCaptures } from '../../src/detection/engine.js';
import { prefixClosure } from '../../src/detection/pattern-shape.js';
import { createPiiEngine } from '../../src/detection/pii-engine.js';
import { chatPrompts, makeMessage } from '../../bench/fixtures/chat-prompts.js';
import { loadCorpus } from '../eval/pii-corpus/schema.js';
import { yieldToLoop } from '../support/yield-to-loop.js';

/**
 * These properties check every built-in pattern over the corpus, cut after cut: 15–25 s here, and
 * two to three times that on a machine slowed from outside (a CI run timed out at 60 s).
 */
const HEAVY_MS = 180_000;

const engine = createPiiEngine();
const utf16At = (text: string, codePoint: number): number => [...text].slice(0, codePoint).join('').length;

describe('prefixClosure', () => {
  const closed = (source: string, ignoreCase = false): RE2 => {
    const closure = prefixClosure(source, ignoreCase);
    if (closure === undefined) throw new Error(`no closure for ${source}`);
    return new RE2(`^(?:${ignoreCase ? `(?i:${closure.prefixes})` : closure.prefixes})$`, 'u');
  };

  test('accepts every prefix of a match and refuses what no match begins with', () => {
    const ssn = closed(String.raw`\b\d{3}-\d{2}-\d{4}\b`);
    for (let k = 0; k <= '536-22-8735'.length; k++) expect(ssn.test('536-22-8735'.slice(0, k))).toBe(true);
    for (const never of ['5362', '53-', 'a', '536-22-87355']) expect(ssn.test(never), never).toBe(false);
    const name = closed('(?:my name is|I am) ([A-Z][a-z]+)', true);
    for (const prefix of ['', 'm', 'MY NAME', 'my name is ', 'I am Jo']) expect(name.test(prefix), prefix).toBe(true);
    expect(name.test('my dog')).toBe(false);
  });

  test('quantifiers, classes, escapes, flags and astral characters', () => {
    const re = closed(String.raw`(?:ab){2,3}[x-z]?\u{1F600}\.`);
    for (const ok of ['', 'a', 'abab', 'ababa', 'ababab', 'ababx', 'abab😀', 'ababab😀.']) expect(re.test(ok), ok).toBe(true);
    for (const bad of ['b', 'abababab', 'abx', 'abab😀x']) expect(re.test(bad), bad).toBe(false);
    expect(prefixClosure('(?<=a)b')).toBeUndefined();
  });

  test('every built-in pattern: each prefix of each match in the corpus is accepted', async () => {
    const texts = loadCorpus()
      .slice(0, 400)
      .map((e) => e.text);
    // Refusals are collected and compared once: an expect() per prefix cost most of this test's time.
    const refused: string[] = [];
    let checked = 0;
    for (const recognizer of engine.recognizers) {
      for (const spec of recognizer.patterns) {
        const source = withoutCaptures(spec.regex);
        const pattern = new RE2(source, spec.ignoreCase === true ? 'gui' : 'gu');
        const prefixes = closed(source, spec.ignoreCase === true);
        await yieldToLoop();
        for (const text of texts) {
          for (const match of text.matchAll(pattern)) {
            const value = match[0];
            for (let k = 1; k <= value.length; k += Math.max(1, Math.floor(value.length / 7))) {
              checked++;
              if (!prefixes.test(value.slice(0, k))) refused.push(`${recognizer.name}/${spec.name}: ${value.slice(0, k)}`);
            }
          }
        }
      }
    }
    expect(refused).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  }, HEAVY_MS);
});

describe('engine.viableFrom', () => {
  test('in plain prose only the last words are pending', () => {
    expect('The capital of France is Paris. It is lovely in the'.slice(engine.viableFrom('The capital of France is Paris. It is lovely in the'))).not.toContain('Paris');
    expect(engine.viableFrom('Thanks, and have a good day. ')).toBeGreaterThan(25);
  });

  test('soundness: a finding that a cut text does not hold whole starts at or after viableFrom of the cut text', async () => {
    const texts = [...loadCorpus().slice(0, 250).map((e) => e.text), ...chatPrompts(150)];
    let checked = 0;
    for (const text of texts) {
      await yieldToLoop();
      for (const finding of engine.analyze(text)) {
        const start = utf16At(text, finding.start);
        const end = utf16At(text, finding.end);
        for (const cut of [start + 1, Math.floor((start + end) / 2), end - 1, end]) {
          if (cut <= start || cut > text.length) continue;
          expect(engine.viableFrom(text.slice(0, cut)), `${finding.entity_type} ${JSON.stringify(finding.text)} cut at ${cut - start}`).toBeLessThanOrEqual(start);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  }, HEAVY_MS);

  test('viableTail: the same answer as viableFrom at every delta of a growing text, whose front is dropped now and then', async () => {
    // Number-dense messages (the dearest tails), prompts with astral characters (deltas split
    // surrogate pairs), and the labeled corpus.
    const texts = [...loadCorpus().slice(0, 80).map((e) => e.text), ...chatPrompts(6), makeMessage(2048, 9_001)];
    let seed = 7;
    const next = (max: number): number => 1 + ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % max);
    let steps = 0;
    for (const text of texts) {
      await yieldToLoop();
      const tail = engine.viableTail();
      let window = '';
      let offset = 0;
      for (let at = 0; at < text.length; ) {
        const size = next(14);
        window += text.slice(at, at + size);
        at += size;
        expect(tail.from(window, offset), JSON.stringify(window)).toBe(engine.viableFrom(window));
        steps++;
        if (window.length > 600) {
          const drop = window.length - 300 - next(200);
          offset += drop;
          window = window.slice(drop);
        }
      }
    }
    expect(steps).toBeGreaterThan(1_500);
  }, HEAVY_MS);
});
