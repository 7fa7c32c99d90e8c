/**
 * Regex engines for the multi-pattern PII pass: RE2.Set prefilter vs combined patterns vs V8 vs
 * re2-wasm, on 2,000 chat-like prompts, plus fixed-size messages, 1 MiB worst cases and the ReDoS
 * that rules V8 out for untrusted text. Findings and recommendation: docs/detection-engines.md.
 *
 *   node --import tsx bench/detection/engines.bench.ts [--rounds 5] [--quick]
 *
 * Every strategy must report exactly the matches of the V8 combined alternation (the consistency
 * check runs first and the process exits 1 on any difference, after printing everything).
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import RE2 from 're2';
import { chatPrompts, makeMessage } from '../fixtures/chat-prompts.js';
import { fixed, measure, median, medianSample, table, timeCall, workload, type Sample, type Workload } from './measure.js';
import { PII_PATTERNS, combinedSource } from './pii-patterns.js';
import {
  MatchSink,
  combinedRe2,
  combinedV8,
  combinedWasm,
  gatedCombined,
  setThenSplit,
  gatedSets,
  setThenPatternsBuffer,
  setThenPatternsString,
  setThenSubsetCombined,
  type OffsetUnit,
  type Strategy,
} from './strategies.js';
import { setThenHybrid } from './hybrid.js';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '5' }, quick: { type: 'boolean', default: false } } });
const ROUNDS = Math.max(1, Number(args.rounds));
const QUICK = args.quick;
const log = (line: string): void => void process.stderr.write(`${line}\n`);

const startedAt = performance.now();
const loadBefore = loadavg()[0] ?? 0;
const corpus = workload('corpus', chatPrompts());
const strategies: readonly Strategy[] = [
  setThenPatternsString(PII_PATTERNS),
  setThenPatternsBuffer(PII_PATTERNS),
  combinedRe2(PII_PATTERNS, 'string'),
  combinedRe2(PII_PATTERNS, 'buffer'),
  combinedV8(PII_PATTERNS),
  combinedWasm(PII_PATTERNS),
  gatedSets(PII_PATTERNS),
  setThenSubsetCombined(PII_PATTERNS),
  gatedCombined(PII_PATTERNS),
  setThenSplit(PII_PATTERNS),
  setThenHybrid(PII_PATTERNS),
];
const byKey = (key: string): Strategy => {
  const found = strategies.find((s) => s.key === key);
  if (found === undefined) throw new Error(`no strategy ${key}`);
  return found;
};

// --- consistency ---

interface Consistency {
  readonly counts: ReadonlyMap<string, readonly number[]>;
  readonly differing: ReadonlyMap<string, number>;
  readonly messagesWithMatches: number;
}

const checkSink = new MatchSink();

/** A strategy's matches on one text as "kind:start:end …", offsets converted to UTF-16 units. */
function signature(s: Strategy, text: string): string {
  checkSink.reset();
  s.scan(text, checkSink);
  const toUtf16 = converter(text, s.offsets);
  const out: string[] = [];
  for (let i = 0; i < checkSink.length; i++) {
    out.push(`${checkSink.kinds[i] ?? -1}:${toUtf16(checkSink.starts[i] ?? 0)}:${toUtf16(checkSink.ends[i] ?? 0)}`);
  }
  return out.join(' ');
}

/** Matches of every strategy, per message, compared with the reference (d). */
function checkConsistency(messages: readonly string[], all: readonly Strategy[], reference: Strategy): Consistency {
  const expected = messages.map((m) => signature(reference, m));
  const counts = new Map<string, number[]>();
  const differing = new Map<string, number>();
  for (const s of all) {
    const perPattern = PII_PATTERNS.map(() => 0);
    let diff = 0;
    messages.forEach((m, i) => {
      const found = signature(s, m);
      for (const f of found === '' ? [] : found.split(' ')) {
        const kind = Number(f.slice(0, f.indexOf(':')));
        perPattern[kind] = (perPattern[kind] ?? 0) + 1;
      }
      if (found !== expected[i]) diff++;
    });
    counts.set(s.key, perPattern);
    differing.set(s.key, diff);
  }
  return { counts, differing, messagesWithMatches: expected.filter((e) => e !== '').length };
}

/**
 * The flood path of (f5) never runs on chat prompts (none has 16 matches), so it is checked on the
 * worst-case inputs too, cut to 64 KB: against (b), itself checked against (d) on the corpus (V8
 * cannot be the reference here: several of these inputs make it backtrack for minutes).
 */
function checkFloods(inputs: readonly [string, string][], candidate: Strategy, reference: Strategy): string[] {
  return inputs.filter(([, text]) => signature(candidate, text.slice(0, 65_536)) !== signature(reference, text.slice(0, 65_536))).map(([name]) => name);
}

/** Maps an engine offset to a UTF-16 offset within `text` (the check only; never timed). */
function converter(text: string, unit: OffsetUnit): (offset: number) => number {
  switch (unit) {
    case 'utf16':
      return (offset) => offset;
    case 'utf8': {
      const buf = Buffer.from(text, 'utf8');
      return (offset) => buf.subarray(0, offset).toString('utf8').length;
    }
    case 'codepoint':
      return (offset) => {
        let units = 0;
        let points = 0;
        for (const ch of text) {
          if (points === offset) break;
          units += ch.length;
          points++;
        }
        return units;
      };
  }
}

// --- throughput and latency ---

/** Rounds interleave the strategies so that a burst of foreign load hits all of them alike. */
function measureRounds(list: readonly Strategy[], load: Workload, rounds: number, budgetMs = 200): Map<string, Sample> {
  const samples = new Map<string, Sample[]>(list.map((s) => [s.key, []]));
  const slow = new Set<string>();
  for (let round = 0; round < rounds; round++) {
    for (const s of list) {
      // re2-wasm needs ~1 s per corpus pass: three rounds and no repeated warm-up keep it bounded.
      if (slow.has(s.key) && round >= 3) continue;
      const warmupPasses = round === 0 ? 2 : slow.has(s.key) ? 0 : 1;
      const started = performance.now();
      samples.get(s.key)?.push(measure(s, load, { warmupPasses, budgetMs: QUICK ? 60 : budgetMs }));
      if (round === 0 && performance.now() - started > 3000) slow.add(s.key);
    }
    log(`  ${load.name}: round ${round + 1}/${rounds} done`);
  }
  return new Map([...samples].map(([key, list]) => [key, medianSample(list)]));
}

// --- fixed-size messages ---

const SIZES = [
  { label: '200 B', bytes: 200, count: 2000 },
  { label: '2 KB', bytes: 2048, count: 500 },
  { label: '20 KB', bytes: 20_480, count: 60 },
] as const;

function sizeWorkloads(): Workload[] {
  return SIZES.map(({ label, bytes, count }) =>
    workload(label, Array.from({ length: count }, (_, i) => makeMessage(bytes, 1_000 * bytes + i))),
  );
}

// --- 1 MiB worst cases (target: ≤ 10 ms per 64 KB for any input up to 1 MiB) ---

const MIB = 1 << 20;

function repeatTo(unit: string, bytes: number): string {
  return unit.repeat(Math.ceil(bytes / Buffer.byteLength(unit))).slice(0, bytes);
}

/** Seeded LCG over an ASCII alphabet, so the random inputs are the same every run. */
function randomText(alphabet: string, bytes: number, seed: number): string {
  let state = seed >>> 0;
  const buf = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    buf[i] = alphabet.charCodeAt(state % alphabet.length);
  }
  return buf.toString('latin1');
}

const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

function worstCaseInputs(): [string, string][] {
  const chat = corpus.messages.join('\n');
  return [
    ['"a" × 1 Mi then "@" (email ReDoS shape)', `${'a'.repeat(MIB - 1)}@`],
    ['digits only', repeatTo('0123456789', MIB)],
    ['dense IPv4 "1.1.1.1 "', repeatTo('1.1.1.1 ', MIB)],
    ['dense emails "a@b.co "', repeatTo('a@b.co ', MIB)],
    ['dense cards', repeatTo('4111 1111 1111 1111 ', MIB)],
    ['dense mixed PII', repeatTo('jane@x.io 10.0.0.1 (415) 555-0132 1984-03-15 SW1A 1AA 2001:db8::1 ', MIB)],
    ['hex and colons "ab:"', repeatTo('ab:', MIB)],
    ['random printable ASCII', randomText(PRINTABLE, MIB, 7)],
    ['random [a-z0-9@._-] (email-ish)', randomText('abcdefghijklmnopqrstuvwxyz0123456789@.-_', MIB, 7)],
    ['random [0-9 .-] (card/phone-ish)', randomText('0123456789 -.', MIB, 7)],
    ['random [0-9a-fA-F:.] (IPv6-ish)', randomText('0123456789abcdefABCDEF:.', MIB, 7)],
    ['CJK + emoji (non-ASCII)', repeatTo('数据保护 🙂 テスト ', MIB)],
    ['chat corpus, first 1 MiB', chat.slice(0, MIB)],
  ];
}

interface WorstRow {
  readonly input: string;
  readonly bytes: number;
  readonly matches: number;
  /** Per strategy: [median ms, slowest ms] over its runs. */
  readonly ms: readonly (readonly [number, number])[];
}

/** The candidate (f5) runs 3 times (first run cold: new DFA states); the others, far slower, once. */
function measureWorstCases(list: readonly Strategy[]): WorstRow[] {
  const sink = new MatchSink();
  return worstCaseInputs().map(([input, text]) => {
    const ms = list.map((s): [number, number] => {
      const runs = s.key === 'f5' && !QUICK ? 3 : 1;
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        times.push(
          timeCall(() => {
            sink.reset();
            s.scan(text, sink);
          }, 1),
        );
      }
      return [median(times), Math.max(...times)];
    });
    log(`  worst case: ${input} done`);
    return { input, bytes: Buffer.byteLength(text, 'utf8'), matches: sink.length, ms };
  });
}

// --- ReDoS: a token of N 'a' followed by '@' ---

interface RedosEngine {
  readonly name: string;
  readonly backtracking: boolean;
  readonly run: (input: string) => unknown;
}

function redosEngines(): RedosEngine[] {
  const email = PII_PATTERNS[0]?.source ?? '';
  const combined = combinedSource();
  // V8's own non-backtracking engine, behind a flag in Node 20; it refuses the IBAN and IPv6
  // patterns ("cannot be executed in linear time"), so it can only stand in for email here.
  setFlagsFromString('--enable-experimental-regexp-engine');
  const v8Email = new RegExp(email);
  const v8Combined = new RegExp(combined);
  // eslint-disable-next-line no-invalid-regexp -- 'l' is valid once the flag above is set
  const v8Linear = new RegExp(email, 'l');
  const re2Email = new RE2(email);
  const re2Combined = new RE2(combined);
  const re2Set = new RE2.Set(PII_PATTERNS.map((p) => p.source));
  return [
    { name: 'V8 email pattern', backtracking: true, run: (s) => v8Email.exec(s) },
    { name: 'V8 combined pattern', backtracking: true, run: (s) => v8Combined.exec(s) },
    { name: 'V8 email, linear engine (/l)', backtracking: false, run: (s) => v8Linear.exec(s) },
    { name: 'node-re2 email pattern', backtracking: false, run: (s) => re2Email.exec(s) },
    { name: 'node-re2 combined pattern', backtracking: false, run: (s) => re2Combined.exec(s) },
    { name: 'node-re2 RE2.Set (12)', backtracking: false, run: (s) => re2Set.match(s) },
  ];
}

const REDOS_SIZES = [4, 8, 16, 32, 64, 1024] as const;
const REDOS_LIMIT_MS = 2000;

/** ms per engine and size; a backtracking engine stops growing once it passes 2 s, or would. */
function redos(engines: readonly RedosEngine[]): number[][] {
  return engines.map((engine) => {
    const row: number[] = [];
    let last = 0;
    for (const kib of REDOS_SIZES) {
      // Quadratic growth: each doubling costs ~4×, so stop once a search has passed the limit (and
      // never try the 1 MiB column, which would take minutes).
      if (engine.backtracking && (last > REDOS_LIMIT_MS || kib > 64)) {
        row.push(Number.NaN);
        continue;
      }
      const input = `${'a'.repeat(kib * 1024)}@`;
      last = timeCall(() => engine.run(input), engine.backtracking ? 1 : 3);
      row.push(last);
    }
    log(`  redos: ${engine.name} done`);
    return row;
  });
}

// --- run ---

log(`corpus: ${corpus.messages.length} prompts, ${corpus.bytes} bytes; checking consistency…`);
const consistency = checkConsistency(corpus.messages, strategies, byKey('d'));
// (f5) with lists from the start takes its flood path on every message: checked, not timed.
const forcedBulk = setThenHybrid(PII_PATTERNS, { listsFromStart: true });
const bulkDiffering = corpus.messages.filter((m) => signature(forcedBulk, m) !== signature(byKey('d'), m)).length;
const floodFailures = checkFloods(worstCaseInputs(), byKey('f5'), byKey('b'));
log('measuring the corpus…');
const main = measureRounds(strategies, corpus, ROUNDS);
const sizeKeys = ['a', 'b', 'c-buf', 'd', 'f1', 'f5'];
const sizeResults = sizeWorkloads().map((load) => ({ load, results: measureRounds(sizeKeys.map(byKey), load, QUICK ? 1 : 3, 150) }));
const worstKeys = ['b', 'f4', 'f5'];
const worst = measureWorstCases(worstKeys.map(byKey));
const engines = redosEngines();
const redosTimes = redos(engines);

// --- report ---

const out: string[] = [];
const say = (s = ''): void => void out.push(s);
const cpu = cpus()[0]?.model ?? 'unknown CPU';
say(`node ${process.version}, ${cpu}, ${cpus().length} cores; load average ${fixed(loadBefore, 2)} before, ${fixed(loadavg()[0] ?? 0, 2)} after`);
say(`corpus: ${corpus.messages.length} prompts, ${(corpus.bytes / 1e6).toFixed(2)} MB UTF-8; ${consistency.messagesWithMatches} prompts with ≥1 match`);
say(`MB/s = 10^6 UTF-8 bytes per second, median of ${ROUNDS} rounds; p50/p99 = per-message hrtime, median over rounds`);
say();

say('Consistency: matches per pattern per strategy (leftmost-first, non-overlapping; offsets compared in UTF-16 units)');
const keys = strategies.map((s) => s.key);
say(table(['pattern', ...keys], [
  ...PII_PATTERNS.map((p, i) => [p.name, ...keys.map((k) => String(consistency.counts.get(k)?.[i] ?? 0))]),
  ['total', ...keys.map((k) => String((consistency.counts.get(k) ?? []).reduce((a, b) => a + b, 0)))],
  ['prompts ≠ (d)', ...keys.map((k) => String(consistency.differing.get(k) ?? -1))],
]));
say(`f5 forced onto its flood path (lists from the start): ${bulkDiffering} prompts ≠ (d); flood inputs (64 KB slices) where f5 ≠ (b): ${floodFailures.length === 0 ? 'none' : floodFailures.join(', ')}`);
const consistent = [...consistency.differing.values()].every((d) => d === 0) && bulkDiffering === 0 && floodFailures.length === 0;
say(consistent ? 'consistency: OK, every strategy reports exactly the same matches' : 'consistency: FAILED (see above)');
say();

say(`Fixed-size messages (makeMessage), MB/s and p99 µs, median of ${QUICK ? 1 : 3} rounds`);
say(table(['strategy', ...sizeResults.flatMap(({ load }) => [`${load.name} MB/s`, 'p99 µs'])], sizeKeys.map((k) => [
  k,
  ...sizeResults.flatMap(({ results }) => {
    const r = results.get(k);
    return [fixed(r?.mbPerSecond ?? Number.NaN, 1), fixed(r?.p99Micros ?? Number.NaN, 1)];
  }),
])));
say();

say('Worst cases, 1 MiB each: ms for the whole input (f5: median of 3 runs; b, f4: one run)');
const worstPer64k = worstKeys.map((_, j) => Math.max(...worst.map((w) => ((w.ms[j]?.[1] ?? 0) * 65_536) / w.bytes)));
say(table(['input', 'matches', ...worstKeys], [
  ...worst.map((w) => [w.input, String(w.matches), ...w.ms.map(([ms]) => fixed(ms, 1))]),
  ['worst ms per 64 KB (slowest run)', '', ...worstPer64k.map((ms) => fixed(ms, 2))],
]));
say();

say(`ReDoS: one token of N × "a" then "@", ms per search (backtracking engines stop after ${REDOS_LIMIT_MS} ms)`);
say(table(['engine', ...REDOS_SIZES.map((k) => `${k} KiB`), 'growth per 2×'], engines.map((e, i) => {
  const row = redosTimes[i] ?? [];
  const measured = row.slice(0, 5).filter((t) => Number.isFinite(t));
  const growth = measured.length >= 2 ? ((measured.at(-1) ?? 0) / (measured[0] ?? 1)) ** (1 / (measured.length - 1)) : Number.NaN;
  return [e.name, ...row.map((t) => fixed(t, t < 10 ? 2 : 0)), `×${fixed(growth, 1)}`];
})));
say();

say(`Strategies on the corpus (${corpus.messages.length} chat prompts)`);
const base = main.get('a')?.mbPerSecond ?? Number.NaN;
say(table(['', 'strategy', 'MB/s', 'p50 µs', 'p99 µs', 'vs (a)'], strategies.map((s) => {
  const r = main.get(s.key);
  return [s.key, s.description, fixed(r?.mbPerSecond ?? Number.NaN, 1), fixed(r?.p50Micros ?? Number.NaN, 1), fixed(r?.p99Micros ?? Number.NaN, 1), `×${fixed((r?.mbPerSecond ?? Number.NaN) / base, 2)}`];
})));
say();
say(`total run time ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
process.stdout.write(`${out.join('\n')}\n`);
if (!consistent) process.exitCode = 1;
