import { afterEach, describe, expect, test } from 'vitest';
import { createDetector, type Detector } from '../../src/detection-pool/detector.js';

const REAL_WORKER = new URL('../../workers/detect.worker.ts', import.meta.url);
const fixture = (name: string): URL => new URL(`../fixtures/workers/${name}.worker.ts`, import.meta.url);
const RULESET = { version: 0, custom: [] };
const open: Detector[] = [];
const make = async (workerFile: URL, overrides: Partial<{ inlineMaxChars: number; timeoutMs: number; maxQueue: number }> = {}): Promise<Detector> => {
  const detector = await createDetector({ workers: 1, workerFile, inlineMaxChars: 0, timeoutMs: 10_000, maxQueue: 16, ...overrides });
  open.push(detector);
  return detector;
};
afterEach(async () => {
  await Promise.all(open.splice(0).map((d) => d.close()));
});

describe('detector', () => {
  test('the pool and the inline path find the same things', async () => {
    const texts = ['mail a@b.io', 'card 4111 1111 1111 1111', 'nothing here'];
    const pooled = await (await make(REAL_WORKER)).detect(texts, RULESET);
    const inline = await (await make(REAL_WORKER, { inlineMaxChars: 1_000_000 })).detect(texts, RULESET);
    expect(pooled).toEqual(inline);
    expect(pooled.map((f) => f.map((x) => x.entity_type))).toEqual([['EMAIL'], ['CREDIT_CARD'], []]);
  });

  test('queued requests are served in the order they came (none starves behind newer ones)', async () => {
    const detector = await make(REAL_WORKER, { maxQueue: 64 });
    const finished: number[] = [];
    await Promise.all(Array.from({ length: 24 }, (_, i) => detector.detect([`request ${i} from a@b.io`], RULESET).then(() => finished.push(i))));
    expect(finished).toEqual(Array.from({ length: 24 }, (_, i) => i));
  });

  test('custom recognizers reach the workers with the policy version', async () => {
    const detector = await make(REAL_WORKER);
    const [findings] = await detector.detect(['EMP-12345'], { version: 7, custom: [{ name: 'EMPLOYEE_ID', pattern: 'EMP-\\d{5}', confidence: 0.9 }] });
    expect(findings?.map((f) => f.entity_type)).toEqual(['EMPLOYEE_ID']);
  });

  describe('fails closed with detection_unavailable', () => {
    test.each([
      ['a worker killed mid-task', 'crash', {}],
      ['an engine that throws', 'throw', {}],
      ['a worker past the deadline', 'hang', { timeoutMs: 300 }],
      ['a model that dies mid-inference', 'model-crash', {}],
    ] as const)('%s', async (_name, worker, overrides) => {
      const detector = await make(fixture(worker), overrides);
      await expect(detector.detect(['a@b.io'], RULESET)).rejects.toMatchObject({ code: 'detection_unavailable' });
    });

    test('a full queue', async () => {
      const detector = await make(fixture('hang'), { timeoutMs: 2_000, maxQueue: 1 });
      const pending = [detector.detect(['x'], RULESET), detector.detect(['y'], RULESET)];
      const error = await detector.detect(['z'], RULESET).then(() => undefined, (e: unknown) => e);
      expect(error).toMatchObject({ code: 'detection_unavailable' });
      expect((error as Error).message).toContain('overloaded');
      await Promise.allSettled(pending);
    });

    test('after close', async () => {
      const detector = await make(REAL_WORKER);
      await detector.close();
      await expect(detector.detect(['a@b.io'], RULESET)).rejects.toMatchObject({ code: 'detection_unavailable' });
    });
  });
});
