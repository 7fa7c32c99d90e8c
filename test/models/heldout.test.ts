import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadModelSet, type ModelSet } from '../../src/models/model-set.js';
import { evaluateNer, evaluateSafety, NER_HELDOUT, readJsonl, SAFETY_HELDOUT, SHIPPED_NER, SHIPPED_SAFETY } from '../eval/eval-models.js';

// The targets on the held-out sets, through the same runtime the workers use; `npm run eval:models` prints the full report.
describe('the shipped models on their held-out sets', () => {
  let set: ModelSet;
  beforeAll(async () => {
    set = await loadModelSet({ ner: { path: SHIPPED_NER, labels: {} }, safety: { path: SHIPPED_SAFETY, labels: {} }, windowTokens: 128, maxSequencesPerCall: 32 });
  });
  afterAll(() => set.release());

  test('NER: exact-span F1 ≥ 0.85 (PERSON) and ≥ 0.75 (LOCATION) on names and places never seen in training', async () => {
    const report = await evaluateNer(set, readJsonl(NER_HELDOUT));
    expect(report.model.PERSON?.f1).toBeGreaterThanOrEqual(0.85);
    expect(report.model.LOCATION?.f1).toBeGreaterThanOrEqual(0.75);
  }, 120_000);

  test('safety: macro ROC-AUC ≥ 0.90, and JAILBREAK recall ≥ 0.9 at precision ≥ 0.9', async () => {
    const report = await evaluateSafety(set, readJsonl(SAFETY_HELDOUT));
    expect(report.macroRocAuc).toBeGreaterThanOrEqual(0.9);
    expect(report.jailbreakRecallAtP90.recall).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});
