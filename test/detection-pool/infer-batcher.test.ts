import { describe, expect, test } from 'vitest';
import type { Finding } from '../../src/core/detection.js';
import { createInferBatcher } from '../../src/detection-pool/infer-batcher.js';

const finding = (text: string): Finding => ({ entity_type: 'PERSON', text, start: 0, end: text.length, confidence: 1, recognizer: 'test' });

/** A runner that answers each text with one finding naming it, and records its calls. */
const recording = () => {
  const calls: string[][] = [];
  return {
    calls,
    run: (texts: readonly string[]) => {
      calls.push([...texts]);
      return Promise.resolve(texts.map((t) => [finding(t)]));
    },
  };
};

describe('infer batcher', () => {
  test('concurrent requests share one call, and each gets back its own texts in order', async () => {
    const runner = recording();
    const batcher = createInferBatcher({ maxTexts: 16, waitMs: 5, run: runner.run });
    const results = await Promise.all([batcher.infer(['a', 'b']), batcher.infer(['c']), batcher.infer(['d', 'e'])]);
    expect(runner.calls).toEqual([['a', 'b', 'c', 'd', 'e']]);
    expect(results.map((r) => r.map((f) => f[0]?.text))).toEqual([['a', 'b'], ['c'], ['d', 'e']]);
  });

  test('a batch leaves when full, and a request never straddles two batches', async () => {
    const runner = recording();
    const batcher = createInferBatcher({ maxTexts: 3, waitMs: 50, run: runner.run });
    await Promise.all([batcher.infer(['a', 'b']), batcher.infer(['c', 'd']), batcher.infer(['e'])]);
    expect(runner.calls).toEqual([['a', 'b'], ['c', 'd', 'e']]);
  });

  test('maxTexts 1 turns batching off', async () => {
    const runner = recording();
    const batcher = createInferBatcher({ maxTexts: 1, waitMs: 50, run: runner.run });
    await Promise.all([batcher.infer(['a']), batcher.infer(['b'])]);
    expect(runner.calls).toEqual([['a'], ['b']]);
  });

  test('a failed call fails every request of its batch', async () => {
    const batcher = createInferBatcher({ maxTexts: 8, waitMs: 1, run: () => Promise.reject(new Error('model error')) });
    const results = await Promise.allSettled([batcher.infer(['a']), batcher.infer(['b'])]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
