import { expect, test } from 'vitest';
import { DetectionBudgetExceeded } from '../../src/detection/engine.js';
import { createPiiEngine } from '../../src/detection/pii-engine.js';

const emails = (count: number, from = 0): string => Array.from({ length: count }, (_, i) => `u${from + i}@d.io`).join(' ');

test('candidates() counts pattern matches before validation', () => {
  const engine = createPiiEngine();
  expect(engine.candidates('')).toBe(0);
  expect(engine.candidates('nothing here')).toBe(0);
  expect(engine.candidates(emails(10))).toBe(10);
});

test('a text over the budget is refused as a whole; at the budget it is scanned', () => {
  const engine = createPiiEngine({ maxCandidatesPer64K: 50 });
  expect(engine.analyze(emails(50))).toHaveLength(50);
  expect(() => engine.analyze(emails(51))).toThrow(DetectionBudgetExceeded);
});

test('the budget grows with the text: per 65,536 characters, never below the floor', () => {
  const engine = createPiiEngine({ maxCandidatesPer64K: 50 });
  const filler = 'lorem ipsum dolor sit amet '.repeat(4_900); // ≈ 132 K characters: two budget units
  expect(engine.analyze(`${filler} ${emails(90)}`)).toHaveLength(90);
  expect(() => engine.analyze(`${filler} ${emails(200)}`)).toThrow(DetectionBudgetExceeded);
});

test('0 turns the budget off', () => {
  expect(createPiiEngine({ maxCandidatesPer64K: 0 }).analyze(emails(3000))).toHaveLength(3000);
});
