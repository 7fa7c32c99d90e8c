import { beforeAll, describe, expect, test } from 'vitest';
import { createPiiEngine } from '../../src/detection/pii-engine.js';
import { evaluate, type EvalReport, formatTable } from '../eval/eval-pii.js';
import { BATTERY_PATHS, codePointSlice, ENTITY_TYPES, type EntityType, loadBattery, loadCorpus } from '../eval/pii-corpus/schema.js';

/** The default policy's reporting floor. */
const THRESHOLD = 0.5;

/** Exact-span F1 targets. PERSON has none: without NER it is reported, not enforced. */
const F1_TARGETS: readonly (readonly [EntityType, number])[] = [
  ['EMAIL', 0.97],
  ['CREDIT_CARD', 0.97],
  ['IBAN', 0.97],
  ['IP_ADDRESS', 0.97],
  ['SSN', 0.97],
  ['PHONE', 0.93],
  ['DATE_OF_BIRTH', 0.85],
  ['MEDICAL_ID', 0.85],
  ['LOCATION', 0.85],
];

const corpus = loadCorpus();

describe('PII corpus integrity', () => {
  test('every label is the code-point slice of its text', () => {
    const wrong = corpus.flatMap((record) =>
      record.entities.filter((e) => e.start >= e.end || codePointSlice(record.text, e.start, e.end) !== e.text).map((e) => `${record.id} ${e.type} "${e.text}"`),
    );
    expect(wrong).toEqual([]);
  });

  test('labels within a text do not overlap', () => {
    const overlapping = corpus.filter((record) => {
      const sorted = [...record.entities].sort((a, b) => a.start - b.start);
      return sorted.some((e, i) => i > 0 && e.start < (sorted[i - 1]?.end ?? 0));
    });
    expect(overlapping.map((r) => r.id)).toEqual([]);
  });

  test('ids are unique and kind agrees with the labels', () => {
    expect(new Set(corpus.map((r) => r.id)).size).toBe(corpus.length);
    const inconsistent = corpus.filter((r) => (r.kind === 'negative') !== (r.entities.length === 0));
    expect(inconsistent.map((r) => r.id)).toEqual([]);
  });

  test('size: at least 2,000 texts, 500 negatives and 150 labels of every type', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(2000);
    expect(corpus.filter((r) => r.kind === 'negative').length).toBeGreaterThanOrEqual(500);
    for (const type of ENTITY_TYPES) {
      const count = corpus.reduce((n, r) => n + r.entities.filter((e) => e.type === type).length, 0);
      expect(count, type).toBeGreaterThanOrEqual(150);
    }
  });
});

describe(`PII engine on the corpus (confidence ≥ ${THRESHOLD})`, () => {
  let report: EvalReport;

  beforeAll(() => {
    report = evaluate(createPiiEngine(), corpus, THRESHOLD);
    console.info(`PII corpus evaluation (PERSON is reported only)\n${formatTable(report)}`);
  });

  test.each(F1_TARGETS)('%s exact-span F1 ≥ %d', (type, target) => {
    const { exact } = report.perType[type];
    expect(exact.f1, `${type}: TP ${exact.tp}, FP ${exact.fp}, FN ${exact.fn}`).toBeGreaterThanOrEqual(target);
  });
});

/**
 * The blind batteries (test/fixtures/batteries): well formed, and no type's exact-span F1 below
 * what the engine scored on them at the end of session 30, to three places (a regression check, not the targets:
 * their conventions differ from Veil's in places, as their README says). V's LOCATION fell from
 * 0.905 when table columns began to count: it leaves a TSV's "woonplaats" column unlabelled, where
 * U labels such columns.
 */
const BATTERY_FLOORS: Readonly<Record<string, Partial<Record<EntityType, number>>>> = {
  u: { EMAIL: 1, PHONE: 0.981, SSN: 0.98, CREDIT_CARD: 1, IBAN: 1, IP_ADDRESS: 0.991, LOCATION: 0.944, DATE_OF_BIRTH: 0.995, MEDICAL_ID: 0.991 },
  v: { EMAIL: 1, PHONE: 0.981, SSN: 0.983, CREDIT_CARD: 1, IBAN: 1, IP_ADDRESS: 1, LOCATION: 0.903, DATE_OF_BIRTH: 0.992, MEDICAL_ID: 0.953 },
  w: { EMAIL: 1, PHONE: 0.988, SSN: 0.973, CREDIT_CARD: 1, IBAN: 1, IP_ADDRESS: 1, LOCATION: 0.922, DATE_OF_BIRTH: 0.979, MEDICAL_ID: 0.955 },
  x: { EMAIL: 1, PHONE: 0.979, SSN: 0.992, CREDIT_CARD: 1, IBAN: 1, IP_ADDRESS: 0.98, LOCATION: 0.921, DATE_OF_BIRTH: 0.989, MEDICAL_ID: 0.988 },
  y: { EMAIL: 1, PHONE: 0.964, SSN: 0.989, CREDIT_CARD: 1, IBAN: 1, IP_ADDRESS: 0.972, LOCATION: 0.912, DATE_OF_BIRTH: 0.976, MEDICAL_ID: 0.933 },
  z: { EMAIL: 1, PHONE: 0.98, SSN: 0.988, CREDIT_CARD: 1, IBAN: 1, IP_ADDRESS: 0.986, LOCATION: 0.889, DATE_OF_BIRTH: 0.968, MEDICAL_ID: 0.909 },
  aa: { EMAIL: 1, PHONE: 0.982, SSN: 1, CREDIT_CARD: 1, IBAN: 1, IP_ADDRESS: 0.991, LOCATION: 0.904, DATE_OF_BIRTH: 0.929, MEDICAL_ID: 0.927 },
};

describe.each(BATTERY_PATHS.map((path) => [path.replace(/^.*\/([^/]+)\.jsonl$/, '$1'), path] as const))('blind battery %s', (name, path) => {
  const battery = loadBattery(path);

  test('every label is the code-point slice of its text, and ids are unique', () => {
    const wrong = battery.flatMap((record) =>
      record.entities.filter((e) => e.start >= e.end || codePointSlice(record.text, e.start, e.end) !== e.text).map((e) => `${record.id} ${e.type} "${e.text}"`),
    );
    expect(wrong).toEqual([]);
    expect(new Set(battery.map((r) => r.id)).size).toBe(battery.length);
  });

  test('no type scores below its floor', () => {
    const report = evaluate(createPiiEngine(), battery, THRESHOLD);
    const below = Object.entries(BATTERY_FLOORS[name] ?? {})
      .filter(([type, floor]) => report.perType[type as EntityType].exact.f1 < floor - 0.0005)
      .map(([type, floor]) => `${type} ${report.perType[type as EntityType].exact.f1.toFixed(3)} < ${floor}`);
    expect(below, formatTable(report)).toEqual([]);
  });
});
