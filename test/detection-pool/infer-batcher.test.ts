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
    const batcher = createInferBatcher({ maxTexts: 16, waitMs: 5, capacity: 1, run: runner.run });
    const results = await Promise.all([batcher.infer(['a', 'b']), batcher.infer(['c']), batcher.infer(['d', 'e'])]);
    expect(runner.calls).toEqual([['a', 'b', 'c', 'd', 'e']]);
    expect(results.map((r) => r.map((f) => f[0]?.text))).toEqual([['a', 'b'], ['c'], ['d', 'e']]);
  });

  test('a batch leaves when full, and a request never straddles two batches', async () => {
    const runner = recording();
    const batcher = createInferBatcher({ maxTexts: 3, waitMs: 50, capacity: 1, run: runner.run });
    await Promise.all([batcher.infer(['a', 'b']), batcher.infer(['c', 'd']), batcher.infer(['e'])]);
    expect(runner.calls).toEqual([['a', 'b'], ['c', 'd', 'e']]);
  });

  test('maxTexts 1 turns batching off', async () => {
    const runner = recording();
    const batcher = createInferBatcher({ maxTexts: 1, waitMs: 50, capacity: 1, run: runner.run });
    await Promise.all([batcher.infer(['a']), batcher.infer(['b'])]);
    expect(runner.calls).toEqual([['a'], ['b']]);
  });

  test('a failed call fails every request of its batch', async () => {
    const batcher = createInferBatcher({ maxTexts: 8, waitMs: 1, capacity: 1, run: () => Promise.reject(new Error('model error')) });
    const results = await Promise.allSettled([batcher.infer(['a']), batcher.infer(['b'])]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  test('an idle runner gets a lone request at once, without waiting for others', async () => {
    const runner = recording();
    // A wait longer than the test's timeout: the request can only finish if it is not applied.
    const batcher = createInferBatcher({ maxTexts: 16, waitMs: 600_000, capacity: 1, run: runner.run });
    await batcher.infer(['a']);
    expect(runner.calls).toEqual([['a']]);
  });

  test('while every runner is busy, texts gather and leave together when one comes back', async () => {
    const calls: string[][] = [];
    const release: (() => void)[] = [];
    const run = (texts: readonly string[]): Promise<Finding[][]> => {
      calls.push([...texts]);
      return new Promise((resolve) => release.push(() => resolve(texts.map((t) => [finding(t)]))));
    };
    const batcher = createInferBatcher({ maxTexts: 16, waitMs: 600_000, capacity: 1, run });
    const first = batcher.infer(['a']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([['a']]);
    const later = [batcher.infer(['b']), batcher.infer(['c', 'd'])];
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toHaveLength(1); // the runner is busy: b, c, d wait
    release.shift()?.();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([['a'], ['b', 'c', 'd']]);
    release.shift()?.();
    expect((await Promise.all(later)).map((r) => r.map((f) => f[0]?.text))).toEqual([['b'], ['c', 'd']]);
  });

  test('with two runners, two batches run at once', async () => {
    const calls: string[][] = [];
    const run = (texts: readonly string[]): Promise<Finding[][]> => {
      calls.push([...texts]);
      return new Promise(() => undefined); // never answers: only the calls matter here
    };
    const batcher = createInferBatcher({ maxTexts: 16, waitMs: 600_000, capacity: 2, run });
    void batcher.infer(['a']);
    await new Promise((resolve) => setImmediate(resolve));
    void batcher.infer(['b']);
    await new Promise((resolve) => setImmediate(resolve));
    void batcher.infer(['c']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([['a'], ['b']]);
  });
});
