/**
 * Scores a NER model directory end to end, through the serving code (src/models: loadModelSet,
 * word encoder, windows, calibration, span assembly): character-exact spans per label, a relaxed
 * (overlap) score, span-level reliability of the served confidence, and latency.
 *
 *   node --import tsx models/train/ner/evaluate.ts --model models/ner --data test/fixtures/models/ner-heldout.jsonl
 *   node --import tsx models/train/ner/evaluate.ts --model models/ner --data test/fixtures/pii-corpus.jsonl --format pii-corpus
 *
 * Formats: `veil` ({"text", "spans": [{start, end, label}]}, UTF-16 offsets, what generate.ts
 * writes) and `pii-corpus` ({"text", "entities": [{type, start, end}]}, code-point offsets; only
 * PERSON and LOCATION are scored, other types are ignored).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadModelSet } from '../../../src/models/model-set.js';

const LABELS = ['PERSON', 'LOCATION'] as const;

interface Gold {
  readonly label: string;
  /** Code points, as findings report them. */
  readonly start: number;
  readonly end: number;
}

interface Row {
  readonly text: string;
  readonly gold: Gold[];
  readonly template: string;
}

function toCodePoints(text: string): (utf16: number) => number {
  const map = new Int32Array(text.length + 1);
  let cp = 0;
  for (let i = 0; i < text.length; i++) {
    map[i] = cp;
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      map[i + 1] = cp;
      i++;
    }
    cp++;
  }
  map[text.length] = cp;
  return (u) => map[u] ?? cp;
}

function readRows(path: string, format: string): Row[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((line) => {
      const doc = JSON.parse(line) as Record<string, unknown>;
      const text = doc['text'] as string;
      if (format === 'pii-corpus') {
        const entities = (doc['entities'] as { type: string; start: number; end: number }[]).filter((e) => (LABELS as readonly string[]).includes(e.type));
        return { text, gold: entities.map((e) => ({ label: e.type, start: e.start, end: e.end })), template: (typeof doc['id'] === 'string' ? doc['id'] : '').replace(/-\d+$/u, '') };
      }
      const cp = toCodePoints(text);
      const spans = doc['spans'] as { start: number; end: number; label: string }[];
      return { text, gold: spans.map((s) => ({ label: s.label, start: cp(s.start), end: cp(s.end) })), template: typeof doc['template'] === 'string' ? doc['template'] : '' };
    });
}

interface Counts {
  tp: number;
  pred: number;
  gold: number;
  relaxedTp: number;
}

const prf = (c: Counts): Record<string, number> => {
  const p = c.pred === 0 ? 0 : c.tp / c.pred;
  const r = c.gold === 0 ? 0 : c.tp / c.gold;
  const rp = c.pred === 0 ? 0 : c.relaxedTp / c.pred;
  const rr = c.gold === 0 ? 0 : c.relaxedTp / c.gold;
  const round = (x: number): number => Math.round(x * 10_000) / 10_000;
  return { precision: round(p), recall: round(r), f1: round(p + r === 0 ? 0 : (2 * p * r) / (p + r)), relaxed_f1: round(rp + rr === 0 ? 0 : (2 * rp * rr) / (rp + rr)), support: c.gold, predicted: c.pred };
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      model: { type: 'string', default: 'models/ner' },
      data: { type: 'string', default: 'test/fixtures/models/ner-heldout.jsonl' },
      format: { type: 'string', default: 'veil' },
      threshold: { type: 'string', default: '0' },
      batch: { type: 'string', default: '16' },
      errors: { type: 'string', default: '0' },
      json: { type: 'string' },
    },
  });
  const rows = readRows(values.data, values.format);
  const threshold = Number(values.threshold);
  const models = await loadModelSet({ ner: { path: values.model, labels: {} }, safety: undefined, windowTokens: 512, maxSequencesPerCall: 16 });
  const counts = new Map<string, Counts>(LABELS.map((l) => [l, { tp: 0, pred: 0, gold: 0, relaxedTp: 0 }]));
  const confidence: { c: number; right: boolean }[] = [];
  const errors: string[] = [];
  const byTemplate = new Map<string, Counts>();
  const batch = Number(values.batch);
  const started = process.hrtime.bigint();
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch);
    const findings = await models.infer(chunk.map((r) => r.text));
    chunk.forEach((row, k) => {
      const pred = (findings[k] ?? []).filter((f) => (LABELS as readonly string[]).includes(f.entity_type) && f.confidence >= threshold);
      const key = (x: { label?: string; entity_type?: string; start: number; end: number }): string => `${x.label ?? x.entity_type}:${x.start}:${x.end}`;
      const goldKeys = new Set(row.gold.map(key));
      const predKeys = new Set(pred.map(key));
      const t = byTemplate.get(row.template) ?? { tp: 0, pred: 0, gold: 0, relaxedTp: 0 };
      byTemplate.set(row.template, t);
      for (const g of row.gold) {
        const c = counts.get(g.label) as Counts;
        c.gold++;
        t.gold++;
        if (predKeys.has(key(g))) {
          c.tp++;
          t.tp++;
        }
        if (pred.some((p) => p.entity_type === g.label && p.start < g.end && g.start < p.end)) c.relaxedTp++;
      }
      for (const p of pred) {
        const c = counts.get(p.entity_type) as Counts;
        c.pred++;
        t.pred++;
        confidence.push({ c: p.confidence, right: goldKeys.has(key(p)) });
      }
      const wrong = pred.some((p) => !goldKeys.has(key(p))) || row.gold.some((g) => !predKeys.has(key(g)));
      if (wrong && errors.length < Number(values.errors)) {
        const cps = [...row.text];
        const show = (xs: { label: string; start: number; end: number }[]): string => xs.map((x) => `${x.label}:"${cps.slice(x.start, x.end).join('')}"`).join(', ');
        errors.push(`--- ${row.template}\n${row.text}\n  gold: ${show(row.gold)}\n  pred: ${show(pred.map((p) => ({ label: `${p.entity_type}@${p.confidence.toFixed(2)}`, start: p.start, end: p.end })))}`);
      }
    });
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await models.release();

  const total = [...counts.values()].reduce((a, c) => ({ tp: a.tp + c.tp, pred: a.pred + c.pred, gold: a.gold + c.gold, relaxedTp: a.relaxedTp + c.relaxedTp }), { tp: 0, pred: 0, gold: 0, relaxedTp: 0 });
  const bins = Array.from({ length: 10 }, (_v, b) => {
    const inBin = confidence.filter((x) => Math.min(9, Math.floor(x.c * 10)) === b);
    return { bin: `${(b / 10).toFixed(1)}-${((b + 1) / 10).toFixed(1)}`, count: inBin.length, mean_confidence: inBin.length === 0 ? 0 : +(inBin.reduce((a, x) => a + x.c, 0) / inBin.length).toFixed(4), accuracy: inBin.length === 0 ? 0 : +(inBin.filter((x) => x.right).length / inBin.length).toFixed(4) };
  }).filter((b) => b.count > 0);
  const high = confidence.filter((x) => x.c >= 0.9);
  const worst = [...byTemplate.entries()].filter(([, c]) => c.gold + c.pred >= 10).map(([id, c]) => [id, prf(c)] as const).sort((a, b) => (a[1].f1 ?? 0) - (b[1].f1 ?? 0)).slice(0, 8);
  const report = {
    model: values.model,
    data: values.data,
    texts: rows.length,
    threshold,
    exact: Object.fromEntries([...counts.entries()].map(([l, c]) => [l, prf(c)])),
    micro: prf(total),
    precision_at_0_9: high.length === 0 ? null : +(high.filter((x) => x.right).length / high.length).toFixed(4),
    share_at_0_9: confidence.length === 0 ? null : +(high.length / confidence.length).toFixed(4),
    reliability: bins,
    ms_per_text: +((seconds * 1000) / rows.length).toFixed(3),
    worst_templates: Object.fromEntries(worst),
  };
  console.log(JSON.stringify(report, null, 1));
  if (errors.length > 0) console.log(errors.join('\n'));
  if (values.json !== undefined) writeFileSync(values.json, JSON.stringify(report, null, 1) + '\n');
}

await main();
