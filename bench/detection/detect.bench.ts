/**
 * The product's detection pass (src/detection: RE2.Set prefilter, extraction, validation,
 * context scoring), measured the way the gateway runs it.
 *   npm run bench:detect [-- --seconds 2]
 *
 * 1. Throughput and per-message latency, inline on one core: the 2,000-prompt chat corpus, and
 *    messages of 200 B, 2 KB and 20 KB (the target: ≥ 100 MB/s and p99 ≤ 100 µs at 2 KB).
 * 2. Pool versus inline for the same sizes: one request at a time (latency) and 16 in flight
 *    (throughput), through src/detection-pool's piscina pool.
 * 3. Adversarial inputs up to 1 MiB: the slowest ms per 64 KB (target ≤ 10 ms).
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { createDetector } from '../../src/detection-pool/detector.js';
import { createPiiEngine } from '../../src/detection/pii-engine.js';
import { chatPrompts, makeMessage } from '../fixtures/chat-prompts.js';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '2' } } });
const budgetMs = Number(values.seconds) * 1000;
const engine = createPiiEngine();
const bytesOf = (texts: readonly string[]): number => texts.reduce((n, t) => n + Buffer.byteLength(t), 0);
const pct = (sorted: Float64Array, q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const fmt = (n: number, d = 1): string => n.toFixed(d).padStart(9);

interface Row {
  readonly name: string;
  readonly mbPerSecond: number;
  readonly p50: number;
  readonly p99: number;
}

function inline(name: string, texts: readonly string[]): Row {
  for (let i = 0; i < 3; i++) for (const t of texts) engine.analyze(t);
  let elapsed = 0;
  let passes = 0;
  while (elapsed < budgetMs) {
    const started = performance.now();
    for (const t of texts) engine.analyze(t);
    elapsed += performance.now() - started;
    passes++;
  }
  const lat = new Float64Array(texts.length);
  texts.forEach((t, i) => {
    const started = process.hrtime.bigint();
    engine.analyze(t);
    lat[i] = Number(process.hrtime.bigint() - started) / 1000;
  });
  lat.sort();
  return { name, mbPerSecond: (bytesOf(texts) * passes) / (elapsed * 1000), p50: pct(lat, 0.5), p99: pct(lat, 0.99) };
}

const sized = (bytes: number, count: number): string[] => Array.from({ length: count }, (_, i) => makeMessage(bytes, 1000 + i));
const corpus = chatPrompts();
const sets: Array<[string, string[]]> = [
  ['chat corpus (2,000)', corpus],
  ['200 B', sized(200, 2000)],
  ['2 KB', sized(2048, 1000)],
  ['20 KB', sized(20 * 1024, 100)],
];

console.log(`\n1. Inline, one core (${values.seconds} s per row)\n`);
console.log('messages                MB/s   p50 µs   p99 µs');
for (const [name, texts] of sets) {
  const row = inline(name, texts);
  console.log(`${row.name.padEnd(20)} ${fmt(row.mbPerSecond)} ${fmt(row.p50)} ${fmt(row.p99)}`);
}

const workers = Math.max(1, availableParallelism() - 1);
const pool = createDetector({
  workers,
  workerFile: new URL('../../workers/detect.worker.ts', import.meta.url),
  inlineMaxChars: 0,
  timeoutMs: 30_000,
  maxQueue: 1024,
});
const ruleset = { version: 0, custom: [] };

/**
 * A closed request loop: `concurrency` lanes, each sending the next text as soon as its previous
 * one is answered, for the time budget. The same loop measures both paths.
 */
async function requestLoop(texts: readonly string[], concurrency: number, scan: (text: string) => Promise<unknown>): Promise<{ mbPerSecond: number; p50: number; p99: number }> {
  const lat: number[] = [];
  let bytes = 0;
  const started = performance.now();
  let next = 0;
  const lane = async (): Promise<void> => {
    while (performance.now() - started < budgetMs) {
      const text = texts[next++ % texts.length] ?? '';
      const t0 = process.hrtime.bigint();
      await scan(text);
      lat.push(Number(process.hrtime.bigint() - t0) / 1000);
      bytes += Buffer.byteLength(text);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  const elapsed = performance.now() - started;
  const sorted = Float64Array.from(lat).sort();
  return { mbPerSecond: bytes / (elapsed * 1000), p50: pct(sorted, 0.5), p99: pct(sorted, 0.99) };
}

const viaPool = async (texts: readonly string[], concurrency: number): ReturnType<typeof requestLoop> => {
  for (const t of texts.slice(0, 50)) await pool.detect([t], ruleset); // warm-up
  return requestLoop(texts, concurrency, (text) => pool.detect([text], ruleset));
};
// What the gateway does below detection.inline_max_chars: the scan on this thread.
const viaInline = (texts: readonly string[], concurrency: number): ReturnType<typeof requestLoop> =>
  requestLoop(texts, concurrency, (text) => Promise.resolve(engine.analyze(text)));

console.log(`\n2. Pool (${workers} worker${workers > 1 ? 's' : ''}) versus inline, per request (${values.seconds} s per row)\n`);
console.log('messages   in flight   path       MB/s   p50 µs   p99 µs');
for (const [name, texts] of sets.slice(1)) {
  for (const concurrency of [1, 16]) {
    const a = await viaInline(texts, concurrency);
    const b = await viaPool(texts, concurrency);
    console.log(`${name.padEnd(10)} ${String(concurrency).padStart(9)}   inline ${fmt(a.mbPerSecond)} ${fmt(a.p50)} ${fmt(a.p99)}`);
    console.log(`${''.padEnd(10)} ${''.padStart(9)}   pool   ${fmt(b.mbPerSecond)} ${fmt(b.p50)} ${fmt(b.p99)}`);
  }
}
await pool.close();

// 3. Adversarial inputs: shapes that make naive patterns backtrack or extraction loop.
const MiB = 1024 * 1024;
const fill = (unit: string): string => unit.repeat(Math.ceil(MiB / unit.length)).slice(0, MiB);
const adversarial: Array<[string, string]> = [
  ['a… (one token)', fill('a')],
  ['a…@ (email ReDoS)', `${fill('a').slice(0, MiB - 1)}@`],
  ['a@a@a@…', fill('a@')],
  ['a.a.a.…@x', `${fill('a.').slice(0, MiB - 3)}@xy`],
  ['digits', fill('1')],
  ['1-1-1-…', fill('1-')],
  ['1 1 1 …', fill('1 ')],
  ['1.1.1.…', fill('1.')],
  ['1:1:1:…', fill('1:')],
  ['::::', fill(':')],
  ['Aaaa Aaaa …', fill('Aaaa ')],
  ['1 Aaaa Street …', fill('1 Aaaa Street, ')],
  ['Dr. Aaaa Aaaa …', fill('Dr. Aaaa ')],
  ['my name is Aaaa …', fill('my name is Aaaa ')],
  ['DE89 …', fill('DE89 ')],
  ['emoji', fill('😀')],
  ['MRN 1 …', fill('MRN 1 ')],
  ['born 01/01/1990 …', fill('born 01/01/1990 ')],
  ['chat corpus joined', corpus.join('\n').slice(0, MiB)],
];
console.log('\n3. Adversarial 1 MiB inputs, inline (target ≤ 10 ms per 64 KB)\n');
console.log('input                      ms total   ms per 64 KB   findings');
let worst = 0;
for (const [name, text] of adversarial) {
  engine.analyze(text.slice(0, 4096));
  const started = performance.now();
  const findings = engine.analyze(text);
  const ms = performance.now() - started;
  const per64k = ms / (Buffer.byteLength(text) / 65536);
  worst = Math.max(worst, per64k);
  console.log(`${name.padEnd(24)} ${fmt(ms)} ${fmt(per64k, 2).padStart(14)} ${String(findings.length).padStart(10)}`);
}
console.log(`\nworst: ${worst.toFixed(2)} ms per 64 KB`);
