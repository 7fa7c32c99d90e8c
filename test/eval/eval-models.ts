/**
 * Scores the shipped ONNX models on their held-out sets, through Veil's own runtime (src/models:
 * the same tokenization, windows, calibration and decoding the workers use).
 *
 *   npm run eval:models -- [--ner DIR] [--safety DIR] [--limit N]
 *
 * NER: exact span P/R/F1 per label on test/fixtures/models/ner-heldout.jsonl (names and places the
 * training never saw), for the model alone and for what the gateway reports (patterns + model,
 * overlaps resolved, confidence ≥ 0.5). Safety: per-category P/R/F1 at 0.5 and at the policy's
 * 0.9, ROC-AUC, macro ROC-AUC, JAILBREAK recall at precision ≥ 0.9, reliability of the calibrated
 * scores; on test/fixtures/models/safety-heldout.jsonl, with and without Veil's synthetic rows.
 * Exits 0: this reports; test/models/heldout.test.ts enforces the targets.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Finding } from '../../src/core/detection.js';
import { SAFETY_CATEGORIES } from '../../src/core/entities.js';
import { codePointIndexer } from '../../src/detection/code-points.js';
import { createPiiEngine } from '../../src/detection/pii-engine.js';
import { resolveOverlaps } from '../../src/detection/resolve-overlaps.js';
import { loadModelSet, type ModelSet } from '../../src/models/model-set.js';
import { addCounts, prf, recallAtPrecision, reliability, rocAuc, spanCounts, type Counts, type PRF, type ReliabilityBin, type Span } from './models/metrics.js';

export const NER_HELDOUT = new URL('../fixtures/models/ner-heldout.jsonl', import.meta.url);
export const SAFETY_HELDOUT = new URL('../fixtures/models/safety-heldout.jsonl', import.meta.url);
export const SHIPPED_NER = new URL('../../models/ner', import.meta.url).pathname;
export const SHIPPED_SAFETY = new URL('../../models/safety', import.meta.url).pathname;
const NER_LABELS = ['PERSON', 'LOCATION'] as const;
/** The default policy's reporting floor. */
const FLOOR = 0.5;
const BATCH = 32;

interface NerRecord {
  readonly text: string;
  /** UTF-16 offsets. */
  readonly spans: readonly Span[];
}

interface SafetyRecord {
  readonly text: string;
  /** An absent category is unknown for that row, not 0. */
  readonly labels: Readonly<Partial<Record<string, 0 | 1>>>;
  readonly source: string;
}

export const readJsonl = <T>(url: URL, limit = Number.POSITIVE_INFINITY): T[] =>
  readFileSync(url, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, limit)
    .map((line) => JSON.parse(line) as T);

async function inferAll(set: ModelSet, texts: readonly string[]): Promise<Finding[][]> {
  const out: Finding[][] = [];
  for (let i = 0; i < texts.length; i += BATCH) out.push(...(await set.infer(texts.slice(i, i + BATCH))));
  return out;
}

export interface NerReport {
  readonly model: Readonly<Record<string, PRF>>;
  readonly gateway: Readonly<Record<string, PRF>>;
  readonly texts: number;
}

export async function evaluateNer(set: ModelSet, records: readonly NerRecord[]): Promise<NerReport> {
  const engine = createPiiEngine();
  const findings = await inferAll(set, records.map((r) => r.text));
  const zero: Counts = { tp: 0, fp: 0, fn: 0 };
  const model: Record<string, Counts> = { PERSON: zero, LOCATION: zero };
  const gateway: Record<string, Counts> = { PERSON: zero, LOCATION: zero };
  records.forEach((record, i) => {
    const toPoint = codePointIndexer(record.text);
    const gold = record.spans.map((s) => ({ start: toPoint(s.start), end: toPoint(s.end), label: s.label }));
    const fromModel = (findings[i] ?? []).filter((f) => f.confidence >= FLOOR).map((f) => ({ ...f, label: f.entity_type }));
    const reported = resolveOverlaps([...engine.analyze(record.text).filter((f) => f.confidence >= FLOOR).map((f) => ({ ...f, label: f.entity_type })), ...fromModel]);
    for (const label of NER_LABELS) {
      model[label] = addCounts(model[label] as Counts, spanCounts(gold, fromModel, label));
      gateway[label] = addCounts(gateway[label] as Counts, spanCounts(gold, reported, label));
    }
  });
  const scored = (counts: Record<string, Counts>): Record<string, PRF> => Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, prf(v)]));
  return { model: scored(model), gateway: scored(gateway), texts: records.length };
}

export interface CategoryReport {
  readonly at05: PRF;
  readonly at09: PRF;
  readonly rocAuc: number;
  readonly positives: number;
  readonly negatives: number;
  readonly reliability: readonly ReliabilityBin[];
}

export interface SafetyReport {
  readonly perCategory: Readonly<Record<string, CategoryReport>>;
  readonly macroRocAuc: number;
  readonly jailbreakRecallAtP90: { readonly recall: number; readonly threshold: number };
  readonly texts: number;
}

export async function evaluateSafety(set: ModelSet, records: readonly SafetyRecord[]): Promise<SafetyReport> {
  const findings = await inferAll(set, records.map((r) => r.text));
  const perCategory: Record<string, CategoryReport> = {};
  let jailbreak = { recall: 0, threshold: Number.POSITIVE_INFINITY };
  for (const category of SAFETY_CATEGORIES) {
    const scores: number[] = [];
    const labels: (0 | 1)[] = [];
    records.forEach((record, i) => {
      const label = record.labels[category];
      if (label === undefined) return;
      scores.push((findings[i] ?? []).find((f) => f.entity_type === category)?.confidence ?? 0);
      labels.push(label);
    });
    const countsAt = (threshold: number): Counts => {
      let tp = 0;
      let fp = 0;
      let fn = 0;
      scores.forEach((s, i) => {
        const hit = s >= threshold;
        if (hit && labels[i] === 1) tp++;
        else if (hit) fp++;
        else if (labels[i] === 1) fn++;
      });
      return { tp, fp, fn };
    };
    const positives = labels.filter((l) => l === 1).length;
    perCategory[category] = {
      at05: prf(countsAt(0.5)),
      at09: prf(countsAt(0.9)),
      rocAuc: rocAuc(scores, labels),
      positives,
      negatives: labels.length - positives,
      reliability: reliability(scores, labels),
    };
    if (category === 'JAILBREAK') jailbreak = recallAtPrecision(scores, labels, 0.9);
  }
  const aucs = Object.values(perCategory)
    .map((c) => c.rocAuc)
    .filter((a) => !Number.isNaN(a));
  return { perCategory, macroRocAuc: aucs.reduce((a, b) => a + b, 0) / aucs.length, jailbreakRecallAtP90: jailbreak, texts: records.length };
}

const pct = (x: number): string => (Number.isNaN(x) ? '   n/a' : x.toFixed(3).padStart(6));

function printNer(report: NerReport): void {
  console.log(`\nNER held-out (${report.texts} texts), exact spans, confidence ≥ ${FLOOR}`);
  console.log('label       | model alone P / R / F1    | gateway (patterns + model) P / R / F1 | gold spans');
  for (const label of NER_LABELS) {
    const m = report.model[label] as PRF;
    const g = report.gateway[label] as PRF;
    console.log(`${label.padEnd(11)} | ${pct(m.precision)} ${pct(m.recall)} ${pct(m.f1)}      | ${pct(g.precision)} ${pct(g.recall)} ${pct(g.f1)}                  | ${m.support}`);
  }
}

function printSafety(title: string, report: SafetyReport): void {
  console.log(`\n${title} (${report.texts} texts)`);
  console.log('category        | pos / neg    | ROC-AUC | @0.5 P / R / F1       | @0.9 P / R / F1');
  for (const [category, c] of Object.entries(report.perCategory)) {
    console.log(
      `${category.padEnd(15)} | ${String(c.positives).padStart(4)} / ${String(c.negatives).padEnd(5)} | ${pct(c.rocAuc)}  | ${pct(c.at05.precision)} ${pct(c.at05.recall)} ${pct(c.at05.f1)} | ${pct(c.at09.precision)} ${pct(c.at09.recall)} ${pct(c.at09.f1)}`,
    );
  }
  console.log(`macro ROC-AUC ${pct(report.macroRocAuc)}; JAILBREAK recall at precision ≥ 0.9: ${pct(report.jailbreakRecallAtP90.recall)} (threshold ${report.jailbreakRecallAtP90.threshold.toFixed(3)})`);
  console.log('reliability (scores in band → share truly positive):');
  for (const [category, c] of Object.entries(report.perCategory)) {
    console.log(`  ${category.padEnd(15)} ${c.reliability.map((b) => `${b.bin}: ${b.count} at ${b.meanConfidence.toFixed(2)} → ${b.accuracy.toFixed(2)}`).join(' | ')}`);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { ner: { type: 'string' }, safety: { type: 'string' }, limit: { type: 'string' } } });
  const limit = values.limit === undefined ? Number.POSITIVE_INFINITY : Number(values.limit);
  const set = await loadModelSet({
    ner: { path: values.ner ?? SHIPPED_NER, labels: {} },
    safety: { path: values.safety ?? SHIPPED_SAFETY, labels: {} },
    windowTokens: 128,
    maxSequencesPerCall: 32,
  });
  try {
    printNer(await evaluateNer(set, readJsonl<NerRecord>(NER_HELDOUT, limit)));
    const safety = readJsonl<SafetyRecord>(SAFETY_HELDOUT, limit);
    printSafety('Safety held-out, all rows', await evaluateSafety(set, safety));
    printSafety('Safety held-out, real data only (no veil-synthetic rows)', await evaluateSafety(set, safety.filter((r) => r.source !== 'veil-synthetic')));
  } finally {
    await set.release();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
