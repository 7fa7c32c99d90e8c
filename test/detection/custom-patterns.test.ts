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

test('a custom pattern of bounded length is found anywhere in a long text, and one that matches only the empty string compiles', () => {
  // Bounded patterns run only around where the set saw them end (native/set-match-ends.h).
  const engine = createPiiEngine({ extra: [customRecognizer({ name: 'EMPLOYEE_ID', pattern: 'EMP-\\d{5}', confidence: 0.8 })] });
  const prose = 'nothing to see in this line of the report. '.repeat(200);
  const text = `EMP-00001 ${prose} EMP-00002 ${prose}EMP-00003`;
  expect(engine.analyze(text).filter((f) => f.entity_type === 'EMPLOYEE_ID').map((f) => f.text)).toEqual(['EMP-00001', 'EMP-00002', 'EMP-00003']);
  expect(() => createPiiEngine({ extra: [customRecognizer({ name: 'EMPTY', pattern: '^$', confidence: 0.8 })] })).not.toThrow();
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

test('engines are cached by custom recognizers: a policy change that keeps them compiles nothing', () => {
  const cache = createEngineCache();
  const a = cache.get({ version: 1, custom: [] });
  expect(cache.get({ version: 1, custom: [] })).toBe(a);
  expect(cache.get({ version: 7, custom: [] })).toBe(a);
  const b = cache.get({ version: 2, custom: [{ name: 'X_ID', pattern: 'X\\d+', confidence: 1 }] });
  expect(b).not.toBe(a);
  expect(b.analyze('X42')[0]?.entity_type).toBe('X_ID');
});

test('prefilters and windows change nothing but speed: the same findings as full patterns over whole texts', async () => {
  const { readFileSync } = await import('node:fs');
  const { chatPrompts } = await import('../../bench/fixtures/chat-prompts.js');
  const corpus = readFileSync(new URL('../fixtures/pii-corpus.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => (JSON.parse(line) as { text: string }).text);
  const fast = createPiiEngine();
  const reference = createPiiEngine({ usePrefilters: false });
  // Long texts too, where windows around digits, "@" and ":" merge and split: the corpus joined
  // into 40 KB blocks, and runs of dense candidates.
  const blocks: string[] = [];
  for (let i = 0; i < corpus.length; i += 200) blocks.push(corpus.slice(i, i + 200).join('\n'));
  const dense = ['born 01/01/1990 ', '1:1:1:', 'fe80::1 ', '1.2.3.4.', '10.0.0.1 ', 'call 555-0100 x ', 'MRN 12345678 '].map((unit) => unit.repeat(400));
  for (const text of [...corpus, ...chatPrompts(500), ...blocks, ...dense]) {
    expect(fast.analyze(text), text.slice(0, 120)).toEqual(reference.analyze(text));
  }
});

// The record-number rule searches only windows near where the set's pass saw its cue words'
// prefilter end (context.ts, mayHoldWord): cues in the forms that prefilter leaves out must still
// count. Each text also holds "MRN" far away, so that the patterns run; each value is a finding.
test('cue words the prefilter leaves out still name a value: camelCase, plurals, other scripts, a cue touching its value', () => {
  const fast = createPiiEngine();
  const reference = createPiiEngine({ usePrefilters: false });
  const far = `\n${'lorem ipsum dolor sit amet, '.repeat(4)}\nsee the MRN list\n`;
  const cases: Array<[string, string]> = [
    ['{"patientMrn": 20481234}', '20481234'],
    ['mrnValue=20481234', '20481234'],
    ['MRNs: 20481234', '20481234'],
    ['patiëntnummer 20481234', '20481234'],
    ['住院号 20481234', '20481234'],
    ['Medical record no. 20481234', '20481234'],
    ['patient_id — 20481234', '20481234'],
  ];
  for (const [line, value] of cases) {
    const text = line + far;
    const found = fast.analyze(text);
    expect(found, line).toEqual(reference.analyze(text));
    expect(found.filter((f) => f.entity_type === 'MEDICAL_ID').map((f) => f.text), line).toContain(value);
  }
});
