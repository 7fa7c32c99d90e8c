import { afterEach, describe, expect, test } from 'vitest';
import { createDetector, type Detector } from '../../src/detection-pool/detector.js';
import type { ModelsSpec } from '../../src/models/model-set.js';

const WORKER = new URL('../../workers/detect.worker.ts', import.meta.url);
const fixture = (name: string): string => new URL(`../fixtures/models/${name}`, import.meta.url).pathname;
const shipped = (name: string): string => new URL(`../../models/${name}`, import.meta.url).pathname;
const RULESET = { version: 0, custom: [] };
const models = (ner: string, safety: string): ModelsSpec => ({ ner: { path: ner, labels: {} }, safety: { path: safety, labels: {} }, windowTokens: 128, maxSequencesPerCall: 32 });
const TINY = models(fixture('tiny-ner'), fixture('tiny-safety'));
const SHIPPED = models(shipped('ner'), shipped('safety'));

const open: Detector[] = [];
const start = async (spec: ModelsSpec): Promise<Detector> => {
  const detector = await createDetector({ workers: 1, workerFile: WORKER, inlineMaxChars: 16_384, timeoutMs: 20_000, maxQueue: 1024, models: spec, batch: { maxTexts: 8, waitMs: 1 } });
  open.push(detector);
  return detector;
};
afterEach(async () => {
  await Promise.all(open.splice(0).map((d) => d.close()));
});

/** Clients calling detect back to back until stopped; every outcome is kept. */
function keepBusy(detector: Detector, clients: number) {
  let running = true;
  const outcomes: PromiseSettledResult<unknown>[] = [];
  const loops = Array.from({ length: clients }, async (_, c) => {
    for (let i = 0; running; i++) {
      const [settled] = await Promise.allSettled([detector.detect([`Request ${c}.${i}: my name is Ada Lovelace, mail ada@example.com`], RULESET)]);
      if (settled !== undefined) outcomes.push(settled);
      // Inline work settles in microtasks alone: give timers and I/O their turn.
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe('swapping models at run time', () => {
  test('a swap while requests are in flight fails none of them, and new requests use the new models', async () => {
    const detector = await start(TINY);
    const before = detector.models().map((m) => m.sha256);
    const load = keepBusy(detector, 6);
    await new Promise((r) => setTimeout(r, 300));
    const during = load.outcomes.length;
    const loaded = await detector.reloadModels(SHIPPED);
    await new Promise((r) => setTimeout(r, 300));
    await load.stop();

    expect(loaded.map((m) => m.path)).toEqual([shipped('ner'), shipped('safety')]);
    expect(detector.models().map((m) => m.sha256)).not.toEqual(before);
    expect(load.outcomes.length).toBeGreaterThan(during);
    expect(load.outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    // Every answer carries model findings (the worker pool answered with models, before and after).
    expect(load.outcomes.every((o) => o.status === 'fulfilled' && (o.value as unknown[][])[0]?.some((f) => (f as { recognizer: string }).recognizer.startsWith('safety:')))).toBe(true);
  });

  test('a model that fails to load is refused with the reason, and the old models keep serving', async () => {
    const detector = await start(TINY);
    const before = detector.models();
    const load = keepBusy(detector, 3);
    await expect(detector.reloadModels(models(fixture('tiny-ner'), fixture('no-such-model')))).rejects.toMatchObject({
      code: 'model_load_failed',
      message: expect.stringMatching(/no-such-model is not a directory/) as string,
    });
    await load.stop();
    expect(detector.models()).toEqual(before);
    expect(load.outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    await expect(detector.detect(['fine'], RULESET)).resolves.toHaveLength(1);
  });

  test('models can be turned off and on again', async () => {
    const detector = await start(TINY);
    expect(await detector.reloadModels(undefined)).toEqual([]);
    const [off = []] = await detector.detect(['my name is Ada Lovelace'], RULESET);
    expect(off.every((f) => !f.recognizer.includes(':'))).toBe(true);
    expect((await detector.reloadModels(TINY)).map((m) => m.kind)).toEqual(['ner', 'safety']);
  });
});
