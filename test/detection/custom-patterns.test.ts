import { expect, test } from 'vitest';
import { createEngineCache } from '../../src/detection/engine-cache.js';
import { createPiiEngine } from '../../src/detection/pii-engine.js';
import { customRecognizer } from '../../src/detection/recognizers/custom.js';

test('a custom pattern is found with its confidence and name', () => {
  const engine = createPiiEngine({ extra: [customRecognizer({ name: 'EMPLOYEE_ID', pattern: 'EMP-\\d{5}', confidence: 0.8 })] });
  expect(engine.analyze('ticket for EMP-12345 today')).toEqual([
    { entity_type: 'EMPLOYEE_ID', text: 'EMP-12345', start: 11, end: 20, confidence: 0.8, recognizer: 'custom:EMPLOYEE_ID' },
  ]);
});

test('context words raise a custom pattern’s confidence', () => {
  const engine = createPiiEngine({ extra: [customRecognizer({ name: 'BADGE', pattern: '\\b[A-Z]{2}\\d{4}\\b', confidence: 0.7, context: ['badge'] })] });
  expect(engine.analyze('badge AB1234')[0]?.confidence).toBeCloseTo(0.8);
  expect(engine.analyze('code AB1234')[0]?.confidence).toBeCloseTo(0.7);
});

test('a catastrophic-backtracking pattern runs in linear time (RE2)', () => {
  const engine = createPiiEngine({ extra: [customRecognizer({ name: 'EVIL', pattern: '(a+)+$', confidence: 0.9 })] });
  const text = `${'a'.repeat(50_000)}!`;
  const started = performance.now();
  expect(engine.analyze(text).filter((f) => f.entity_type === 'EVIL')).toEqual([]);
  const elapsedMs = performance.now() - started;
  // A backtracking engine needs longer than the age of the universe here; RE2 needs milliseconds.
  // The bound is generous (not a benchmark): it only separates linear from exponential.
  expect(elapsedMs).toBeLessThan(2_000);
});

test('engines are cached per policy version', () => {
  const cache = createEngineCache();
  const a = cache.get({ version: 1, custom: [] });
  expect(cache.get({ version: 1, custom: [] })).toBe(a);
  const b = cache.get({ version: 2, custom: [{ name: 'X_ID', pattern: 'X\\d+', confidence: 1 }] });
  expect(b).not.toBe(a);
  expect(b.analyze('X42')[0]?.entity_type).toBe('X_ID');
});

test('every prefilter matches wherever its full pattern does (on the evaluation corpus)', async () => {
  const { readFileSync } = await import('node:fs');
  const RE2 = (await import('re2')).default;
  const { builtInRecognizers } = await import('../../src/detection/pii-engine.js');
  const texts = readFileSync(new URL('../fixtures/pii-corpus.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => (JSON.parse(line) as { text: string }).text);
  for (const recognizer of builtInRecognizers()) {
    for (const spec of recognizer.patterns) {
      if (spec.prefilter === undefined) continue;
      const flags = spec.ignoreCase === true ? 'ui' : 'u';
      const full = new RE2(spec.regex, flags);
      const pre = new RE2(spec.prefilter, flags);
      for (const text of texts) {
        if (full.test(text)) expect(pre.test(text), `${recognizer.name}/${spec.name} on ${JSON.stringify(text.slice(0, 80))}`).toBe(true);
      }
    }
  }
});
