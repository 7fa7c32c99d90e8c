/**
 * The safety model on its held-out set through Veil's own runtime (src/models: tokenization,
 * sentence chunks of window_tokens pieces, best chunk per category, calibration), with the
 * project's metrics (test/eval/eval-models.ts): all rows, and real rows only (no veil-synthetic).
 * Writes the figures as JSON for the model card.
 *
 *   node --import tsx models/train/safety/evaluate.ts [--model models/safety] \
 *     [--heldout test/fixtures/models/safety-heldout.jsonl] [--window-tokens 128] [--out file.json]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadModelSet } from '../../../src/models/model-set.js';
import { evaluateSafety, type SafetyReport } from '../../../test/eval/eval-models.js';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

interface HeldoutRow {
  readonly text: string;
  readonly labels: Readonly<Partial<Record<string, 0 | 1>>>;
  readonly source: string;
}

const fmt = (x: number): string => (Number.isNaN(x) ? '  n/a' : x.toFixed(3));

function print(title: string, r: SafetyReport): void {
  console.log(`\n${title} (${r.texts} texts)`);
  console.log('category         pos/neg     ROC-AUC  P@0.5  R@0.5  F1@0.5 | P@0.9  R@0.9  F1@0.9');
  for (const [category, c] of Object.entries(r.perCategory)) {
    console.log(
      `${category.padEnd(16)} ${String(c.positives).padStart(4)}/${String(c.negatives).padEnd(6)} ${fmt(c.rocAuc)}   ${fmt(c.at05.precision)}  ${fmt(c.at05.recall)}  ${fmt(c.at05.f1)}  | ${fmt(c.at09.precision)}  ${fmt(c.at09.recall)}  ${fmt(c.at09.f1)}`,
    );
  }
  console.log(`macro ROC-AUC ${fmt(r.macroRocAuc)}; JAILBREAK recall at precision >= 0.9: ${fmt(r.jailbreakRecallAtP90.recall)} (threshold ${r.jailbreakRecallAtP90.threshold.toFixed(3)})`);
  for (const [category, c] of Object.entries(r.perCategory)) {
    const top = c.reliability.filter((b) => b.bin.startsWith('0.9'));
    if (top.length > 0) console.log(`  ${category.padEnd(15)} scores >= 0.9: ${top.map((b) => `${b.count} texts, ${fmt(b.accuracy)} positive`).join('; ')}`);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { model: { type: 'string' }, heldout: { type: 'string' }, 'window-tokens': { type: 'string' }, out: { type: 'string' } },
  });
  const model = resolve(values.model ?? resolve(REPO, 'models/safety'));
  const heldout = resolve(values.heldout ?? resolve(REPO, 'test/fixtures/models/safety-heldout.jsonl'));
  const windowTokens = Number(values['window-tokens'] ?? '128');
  const rows = readFileSync(heldout, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as HeldoutRow);
  const set = await loadModelSet({ ner: undefined, safety: { path: model, labels: {} }, windowTokens, maxSequencesPerCall: 32 });
  try {
    const started = Date.now();
    const all = await evaluateSafety(set, rows);
    const real = await evaluateSafety(set, rows.filter((r) => r.source !== 'veil-synthetic'));
    const seconds = (Date.now() - started) / 1000;
    print(`${heldout}, all rows`, all);
    print(`${heldout}, real rows only`, real);
    console.log(`\n${rows.length * 2} texts scored in ${seconds.toFixed(1)} s (window_tokens ${windowTokens})`);
    if (values.out !== undefined) writeFileSync(values.out, JSON.stringify({ model, heldout, windowTokens, all, real }, null, 2) + '\n');
  } finally {
    await set.release();
  }
}

await main();
