/**
 * Scores the PII engine against the labeled corpus (test/fixtures/pii-corpus.jsonl).
 *
 *   npm run eval:pii -- [--threshold 0.5] [--raw] [--dump-fp TYPE] [--dump-fn TYPE] [--corpus PATH]
 *
 * What is scored is what the gateway would report: findings with confidence ≥ threshold (0.5 is
 * the default policy's reporting floor), then cross-type overlaps resolved the way the policy
 * resolves them (higher confidence, then longer span; `resolveOverlaps`). `--raw` skips that
 * step to show every recognizer's own output.
 *
 * Exact scores need the same type and the same code-point span; relaxed scores accept any overlap
 * of a finding with a labeled span of the same type. Matching is one-to-one in both modes, so a
 * duplicated finding counts as a false positive. Findings of types the corpus does not label are
 * counted separately and never scored. Exits 0: this reports, the vitest test enforces targets.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Finding } from '../../src/core/detection.js';
import { createPiiEngine } from '../../src/detection/pii-engine.js';
import { resolveOverlaps } from '../../src/detection/resolve-overlaps.js';
import { CORPUS_PATH, type CorpusEntity, ENTITY_TYPES, type EntityType, type LabeledText, loadBattery, loadCorpus } from './pii-corpus/schema.js';

export interface AnalyzingEngine {
  analyze(text: string): readonly Finding[];
}

export interface Scores {
  readonly tp: number;
  readonly fp: number;
  readonly fn: number;
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
}

export interface TypeScores {
  readonly exact: Scores;
  readonly relaxed: Scores;
}

/** What went wrong in one text under exact matching, for the dumps. */
export interface RecordErrors {
  readonly record: LabeledText;
  readonly falsePositives: readonly Finding[];
  readonly falseNegatives: readonly CorpusEntity[];
}

export interface EvalOptions {
  /** Resolve overlaps across types as the policy does before scoring (default true). */
  readonly resolveOverlaps?: boolean;
}

export interface EvalReport {
  readonly threshold: number;
  readonly resolvedOverlaps: boolean;
  readonly perType: Readonly<Record<EntityType, TypeScores>>;
  /** Micro average over the corpus's entity types. */
  readonly micro: TypeScores;
  /** Findings (at or above the threshold) of types the corpus does not label. */
  readonly unscoredFindings: Readonly<Record<string, number>>;
  readonly errors: readonly RecordErrors[];
}

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

type Mode = 'exact' | 'relaxed';

/** A finding of a type the corpus labels. */
type ScoredFinding = Finding & { readonly entity_type: EntityType };

const isEntityType = (type: string): type is EntityType => (ENTITY_TYPES as readonly string[]).includes(type);
const isScored = (finding: Finding): finding is ScoredFinding => isEntityType(finding.entity_type);

interface MatchResult {
  readonly tp: readonly ScoredFinding[];
  readonly fp: readonly ScoredFinding[];
  readonly fn: readonly CorpusEntity[];
}

function spansMatch(mode: Mode, finding: ScoredFinding, gold: CorpusEntity): boolean {
  if (finding.entity_type !== gold.type) return false;
  return mode === 'exact' ? finding.start === gold.start && finding.end === gold.end : finding.start < gold.end && gold.start < finding.end;
}

/**
 * One-to-one matching: each finding, in text order, takes the first unmatched labeled span it
 * matches. Returns the unmatched findings and the unmatched labels.
 */
function match(mode: Mode, findings: readonly ScoredFinding[], gold: readonly CorpusEntity[]): MatchResult {
  const taken = new Set<number>();
  const tp: ScoredFinding[] = [];
  const fp: ScoredFinding[] = [];
  for (const finding of [...findings].sort((a, b) => a.start - b.start || a.end - b.end)) {
    const index = gold.findIndex((entity, i) => !taken.has(i) && spansMatch(mode, finding, entity));
    if (index < 0) {
      fp.push(finding);
    } else {
      taken.add(index);
      tp.push(finding);
    }
  }
  return { tp, fp, fn: gold.filter((_, i) => !taken.has(i)) };
}

function emptyCounts(): Record<EntityType, Counts> {
  return Object.fromEntries(ENTITY_TYPES.map((type) => [type, { tp: 0, fp: 0, fn: 0 }])) as Record<EntityType, Counts>;
}

function tally(counts: Record<EntityType, Counts>, result: MatchResult): void {
  for (const finding of result.tp) counts[finding.entity_type].tp += 1;
  for (const finding of result.fp) counts[finding.entity_type].fp += 1;
  for (const entity of result.fn) counts[entity.type].fn += 1;
}

function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? 0 : numerator / denominator;
}

export function scores({ tp, fp, fn }: Counts): Scores {
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  // Nothing to find and nothing found is a perfect score, not 0/0.
  const f1 = tp + fp + fn === 0 ? 1 : ratio(2 * precision * recall, precision + recall);
  return { tp, fp, fn, precision, recall, f1 };
}

function sum(counts: Record<EntityType, Counts>): Counts {
  return Object.values(counts).reduce((acc, c) => ({ tp: acc.tp + c.tp, fp: acc.fp + c.fp, fn: acc.fn + c.fn }), { tp: 0, fp: 0, fn: 0 });
}

/** The findings the gateway would report for a text. */
function reported(engine: AnalyzingEngine, text: string, threshold: number, resolve: boolean): Finding[] {
  const kept = engine.analyze(text).filter((f) => f.confidence >= threshold);
  return resolve ? resolveOverlaps(kept) : kept;
}

/** Runs the engine over the corpus and scores what it reports at the threshold. */
export function evaluate(engine: AnalyzingEngine, corpus: readonly LabeledText[], threshold: number, options: EvalOptions = {}): EvalReport {
  const resolve = options.resolveOverlaps ?? true;
  const exact = emptyCounts();
  const relaxed = emptyCounts();
  const unscored: Record<string, number> = {};
  const errors: RecordErrors[] = [];
  for (const record of corpus) {
    const kept = reported(engine, record.text, threshold, resolve);
    for (const finding of kept) {
      if (!isEntityType(finding.entity_type)) unscored[finding.entity_type] = (unscored[finding.entity_type] ?? 0) + 1;
    }
    const scored = kept.filter(isScored);
    const exactResult = match('exact', scored, record.entities);
    tally(exact, exactResult);
    tally(relaxed, match('relaxed', scored, record.entities));
    if (exactResult.fp.length > 0 || exactResult.fn.length > 0) {
      errors.push({ record, falsePositives: exactResult.fp, falseNegatives: exactResult.fn });
    }
  }
  const perType = Object.fromEntries(
    ENTITY_TYPES.map((type) => [type, { exact: scores(exact[type]), relaxed: scores(relaxed[type]) }]),
  ) as Record<EntityType, TypeScores>;
  return {
    threshold,
    resolvedOverlaps: resolve,
    perType,
    micro: { exact: scores(sum(exact)), relaxed: scores(sum(relaxed)) },
    unscoredFindings: unscored,
    errors,
  };
}

// ---------------------------------------------------------------- command line

const fixed = (value: number): string => value.toFixed(3);

export function formatTable(report: EvalReport): string {
  const header = ['type', 'TP', 'FP', 'FN', 'precision', 'recall', 'F1', 'relaxed F1'];
  const row = (name: string, s: TypeScores): string[] => [
    name,
    String(s.exact.tp),
    String(s.exact.fp),
    String(s.exact.fn),
    fixed(s.exact.precision),
    fixed(s.exact.recall),
    fixed(s.exact.f1),
    fixed(s.relaxed.f1),
  ];
  const rows = [...ENTITY_TYPES.map((type) => row(type, report.perType[type])), row('micro avg', report.micro)];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...rows.slice(0, -1).map(line), rule, line(rows.at(-1) ?? [])].join('\n');
}

/** The text with `[[ ]]` around a span, newlines shown as ⏎ so each case stays on one line. */
function highlight(text: string, start: number, end: number): string {
  const chars = [...text];
  const marked = `${chars.slice(0, start).join('')}[[${chars.slice(start, end).join('')}]]${chars.slice(end).join('')}`;
  return marked.replaceAll('\n', '⏎');
}

function dump(report: EvalReport, kind: 'fp' | 'fn', type: string): string {
  const lines: string[] = [];
  for (const { record, falsePositives, falseNegatives } of report.errors) {
    const expected = record.entities.map((e) => `${e.type}[${e.start},${e.end}) "${e.text}"`).join('; ') || '(none)';
    if (kind === 'fp') {
      for (const f of falsePositives.filter((x) => x.entity_type === type)) {
        lines.push(`${record.id}\n  found    ${f.entity_type}[${f.start},${f.end}) "${f.text}" conf=${fixed(f.confidence)} by ${f.recognizer}\n  expected ${expected}\n  ${highlight(record.text, f.start, f.end)}`);
      }
    } else {
      for (const g of falseNegatives.filter((x) => x.type === type)) {
        const found = falsePositives.map((f) => `${f.entity_type}[${f.start},${f.end}) "${f.text}"`).join('; ') || '(nothing else)';
        lines.push(`${record.id}\n  missed   ${g.type}[${g.start},${g.end}) "${g.text}"\n  found    ${found}\n  ${highlight(record.text, g.start, g.end)}`);
      }
    }
  }
  return `${kind === 'fp' ? 'false positives' : 'false negatives'} for ${type}: ${lines.length}\n${lines.join('\n')}`;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      threshold: { type: 'string', default: '0.5' },
      raw: { type: 'boolean', default: false },
      'dump-fp': { type: 'string', multiple: true },
      'dump-fn': { type: 'string', multiple: true },
      corpus: { type: 'string', default: CORPUS_PATH },
    },
  });
  const threshold = Number(values.threshold);
  if (!Number.isFinite(threshold) || threshold < 0 || threshold > 1) throw new Error(`--threshold must be in [0, 1], got ${values.threshold}`);
  // Another file is a battery (test/fixtures/batteries), whose locales are any tag.
  const corpus = values.corpus === CORPUS_PATH ? loadCorpus() : loadBattery(values.corpus);
  const started = performance.now();
  const report = evaluate(createPiiEngine(), corpus, threshold, { resolveOverlaps: !values.raw });
  const elapsed = performance.now() - started;

  const entities = corpus.reduce((n, r) => n + r.entities.length, 0);
  console.log(`PII corpus: ${corpus.length} texts, ${entities} labeled entities; threshold ${threshold}; ${report.resolvedOverlaps ? 'overlaps resolved' : 'raw findings'}; ${elapsed.toFixed(0)} ms\n`);
  console.log(formatTable(report));
  const unscored = Object.entries(report.unscoredFindings);
  if (unscored.length > 0) console.log(`\nunscored finding types: ${unscored.map(([t, n]) => `${t}=${n}`).join(', ')}`);
  for (const type of values['dump-fp'] ?? []) console.log(`\n${dump(report, 'fp', type)}`);
  for (const type of values['dump-fn'] ?? []) console.log(`\n${dump(report, 'fn', type)}`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
