import { describe, expect, test } from 'vitest';
import type { Finding } from '../../src/core/detection.js';
import { decide, ruleFor } from '../../src/policy/apply-policy.js';
import { defaultPolicy, type FilterRule } from '../../src/policy/policy.js';

const finding = (confidence: number, entity_type = 'EMAIL'): Finding => ({ entity_type, text: 'x', start: 0, end: 1, confidence, recognizer: 't' });
const rule = (action: FilterRule['action']): FilterRule => ({ enabled: true, action, high: 0.9, medium: 0.7, floor: 0.5 });

describe('confidence bands (decisions.md §4)', () => {
  test.each([
    ['MASK', 0.95, 'MASK', 'high', false],
    ['MASK', 0.9, 'MASK', 'high', false],
    ['MASK', 0.8, 'MASK', 'medium', false],
    ['MASK', 0.6, 'FLAG', 'low', false],
    ['REJECT', 0.95, 'REJECT', 'high', false],
    ['REJECT', 0.8, 'FLAG', 'medium', true],
    ['REJECT', 0.6, 'FLAG', 'low', false],
    ['FLAG', 0.95, 'FLAG', 'high', false],
    ['FLAG', 0.8, 'FLAG', 'medium', false],
  ] as const)('%s at %d → %s (%s band, review %s)', (action, confidence, expected, band, review) => {
    expect(decide(finding(confidence), rule(action))).toMatchObject({ action: expected, band, review });
  });

  test('below the floor nothing is reported; a disabled filter reports nothing', () => {
    expect(decide(finding(0.49), rule('MASK'))).toBeUndefined();
    expect(decide(finding(0.99), { ...rule('MASK'), enabled: false })).toBeUndefined();
  });

  test('MASK carries masked_text [ENTITY_TYPE]; other actions do not', () => {
    expect(decide(finding(0.95), rule('MASK'))?.masked_text).toBe('[EMAIL]');
    expect(decide(finding(0.95), rule('FLAG'))?.masked_text).toBeUndefined();
  });

  test('thresholds are per filter', () => {
    const strict: FilterRule = { enabled: true, action: 'REJECT', high: 0.6, medium: 0.55, floor: 0.1 };
    expect(decide(finding(0.65), strict)?.action).toBe('REJECT');
    expect(decide(finding(0.2), strict)?.action).toBe('FLAG');
  });
});

test('the default policy masks every PII type and rejects every safety category', () => {
  const policy = defaultPolicy();
  expect(ruleFor(policy, 'SSN')?.action).toBe('MASK');
  expect(ruleFor(policy, 'JAILBREAK')?.action).toBe('REJECT');
  expect(ruleFor(policy, 'UNKNOWN')).toBeUndefined();
});

test('a custom recognizer’s action applies at its confidence', () => {
  const policy = { ...defaultPolicy(), custom: [{ name: 'EMPLOYEE_ID', pattern: 'EMP-\\d+', action: 'REJECT' as const, confidence: 0.6 }] };
  expect(decide(finding(0.6, 'EMPLOYEE_ID'), ruleFor(policy, 'EMPLOYEE_ID'))).toMatchObject({ action: 'REJECT' });
});
