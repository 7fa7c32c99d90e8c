/**
 * What Veil costs on the chat path, against a baseline measured in the same run. Targets, each a
 * separate process, measured round-robin so they see the same machine state:
 *   (a) client → provider simulator directly (zero delay; replies echo the prompt);
 *   (m) client → a minimal uWS + undici pass-through proxy (bench/chat/minimal-proxy.ts);
 *   (b) client → Veil → simulator, clean 2 KB prompts;
 *   (c) client → Veil → simulator, PII-heavy 2 KB prompts;
 *   (d) streaming: time to first content token and to the end, Veil against the simulator direct,
 *       with zero delay and at a model's pace (10 ms between words: the hold-back's cost shows),
 *       and the server's CPU per streamed reply; the minimal proxy streams too, at zero delay, as
 *       the floor any hop adds here.
 * Requests/s at 50 connections (autocannon), p50/p99 at 1 connection (hrtime probe) and at 50,
 * and server CPU µs per request from /proc.
 * Every target is first loaded until its JIT has settled (bench/support/warm-up.ts), then measured.
 *   npm run bench [-- --duration 8 --rounds 2 --warmup 20]
 */
import { parseArgs } from 'node:util';
import { createPiiEngine } from '../../src/detection/pii-engine.js';
import { makeMessage } from '../fixtures/chat-prompts.js';
import { probeLatency } from '../support/latency-probe.js';
import { probeStream } from '../support/stream-probe.js';
import { cpuMicros, load, startTarget, type Target } from '../support/run-target.js';
import { startVeil } from '../support/veil-target.js';
import { buildProduct } from '../support/compiled.js';
import { DEFAULT_WARM_UP_SECONDS, warmUp } from '../support/warm-up.js';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '8' }, rounds: { type: 'string', default: '2' }, warmup: { type: 'string', default: String(DEFAULT_WARM_UP_SECONDS) } },
});
const warmUpSeconds = Number(values.warmup);
const durationSeconds = Number(values.duration);
const rounds = Number(values.rounds);
const MODEL = 'gpt-4o-mini';

// Prompts: 2 KB chat-like messages, split by what the engine finds in them.
const engine = createPiiEngine();
const clean: string[] = [];
const heavy: string[] = [];
for (let seed = 1; clean.length < 100 || heavy.length < 100; seed++) {
  const text = makeMessage(2048, 50_000 + seed);
  const found = engine.analyze(text).length;
  if (found === 0 && clean.length < 100) clean.push(text);
  else if (found >= 2 && heavy.length < 100) heavy.push(text);
}
const body = (prompt: string, stream = false): string => JSON.stringify({ model: MODEL, messages: [{ role: 'user', content: prompt }], ...(stream ? { stream: true } : {}) });
const cleanBodies = clean.map((p) => body(p));
const heavyBodies = heavy.map((p) => body(p));

buildProduct();
const simulator = await startTarget(process.execPath, ['--import', 'tsx', 'bench/chat/simulator-server.ts']);
const pacedSimulator = await startTarget(process.execPath, ['--import', 'tsx', 'bench/chat/simulator-server.ts', '--delay-ms', '10']);
const proxy = await startTarget(process.execPath, ['--import', 'tsx', 'bench/chat/minimal-proxy.ts', simulator.url]);
const veil = await startVeil({
  env: {
    VEIL_LOG_LEVEL: 'warn',
    // The chat path's targets are for pattern detection; what the ONNX models add is measured by
    // `npm run bench:models`. VEIL_MODELS_ENABLED=true npm run bench measures both together.
    VEIL_MODELS_ENABLED: process.env.VEIL_MODELS_ENABLED ?? 'false',
    OPENAI_API_KEY: 'sk-bench',
    OPENAI_BASE_URL: `${simulator.url}/v1`,
    // The same model family through another provider kind, at a model's pace.
    AZURE_OPENAI_API_KEY: 'azure-bench',
    AZURE_OPENAI_ENDPOINT: pacedSimulator.url,
    AZURE_OPENAI_DEPLOYMENTS: 'paced',
  },
});
const key = veil.key;

interface Case {
  readonly name: string;
  readonly target: Target;
  readonly path: string;
  readonly bodies: readonly string[];
  readonly headers: Record<string, string>;
}
const simHeaders = { authorization: 'Bearer sk-bench' };
const veilHeaders = { authorization: `Bearer ${key}` };
const cases: Case[] = [
  { name: '(a) direct', target: simulator, path: '/v1/chat/completions', bodies: cleanBodies, headers: simHeaders },
  { name: '(m) minimal proxy', target: proxy, path: '/v1/chat/completions', bodies: cleanBodies, headers: simHeaders },
  { name: '(b) veil clean', target: veil, path: '/chat/completions', bodies: cleanBodies, headers: veilHeaders },
  { name: '(c) veil PII', target: veil, path: '/chat/completions', bodies: heavyBodies, headers: veilHeaders },
];

interface Row {
  readonly name: string;
  readonly rps50: number;
  readonly p50At50: number;
  readonly p99At50: number;
  readonly p50At1: number;
  readonly p99At1: number;
  readonly cpuPerRequest: number;
}

async function measure(c: Case): Promise<Row> {
  const url = c.target.url + c.path;
  await load(url, { connections: 50, durationSeconds: 2, headers: c.headers, bodies: c.bodies }); // warm-up
  const pid = c.target.child.pid ?? 0;
  const before = await cpuMicros(pid);
  const loaded = await load(url, { connections: 50, durationSeconds, headers: c.headers, bodies: c.bodies });
  if (loaded.non2xx > 0 || loaded.errors > 0) throw new Error(`${c.name}: ${loaded.non2xx} non-2xx, ${loaded.errors} errors`);
  const cpu = (await cpuMicros(pid)) - before;
  const probe = await probeLatency(url, { durationSeconds: Math.max(2, durationSeconds / 2), headers: c.headers, body: c.bodies[0] ?? '' });
  return {
    name: c.name,
    rps50: loaded.requestsPerSecond,
    p50At50: loaded.p50Ms * 1000,
    p99At50: loaded.p99Ms * 1000,
    p50At1: probe.p50Micros,
    p99At1: probe.p99Micros,
    cpuPerRequest: cpu / (loaded.requestsPerSecond * durationSeconds),
  };
}

const rows: Row[] = [];
const streams: Array<{ name: string; ttftP50: number; ttftP99: number; totalP50: number; totalP99: number; cpuPerStream: number; arrivals: readonly number[] }> = [];
try {
  await warmUp(
    cases.map((c) => ({ url: c.target.url + c.path, headers: c.headers, bodies: c.bodies })),
    warmUpSeconds,
    (line) => console.error(line),
  );
  const paced = JSON.stringify({ model: 'paced', messages: [{ role: 'user', content: (clean[0] ?? '').slice(0, 600) }], stream: true });
  const streamCases = [
    ['(d) stream direct', simulator, '/v1/chat/completions', simHeaders, body(clean[0] ?? '', true)],
    // The floor of any hop on this machine: the minimal proxy passes each read of the stream on.
    ['(d) stream minimal proxy', proxy, '/v1/chat/completions', simHeaders, body(clean[0] ?? '', true)],
    ['(d) stream veil', veil, '/chat/completions', veilHeaders, body(clean[0] ?? '', true)],
    ['(d) paced direct', pacedSimulator, '/openai/deployments/paced/chat/completions?api-version=2024-10-21', { 'api-key': 'azure-bench' }, paced],
    ['(d) paced veil', veil, '/chat/completions', veilHeaders, paced],
  ] as const;
  // Streamed replies take paths of their own (the output guard, SSE framing): warmed up too.
  if (warmUpSeconds > 0) for (const [, target, path, headers, streamBody] of streamCases) await probeStream(target.url + path, { durationSeconds: 3, headers, body: streamBody });
  for (let round = 0; round < rounds; round++) {
    for (const c of cases) rows.push(await measure(c));
    for (const [name, target, path, headers, streamBody] of streamCases) {
      const pid = target.child.pid ?? 0;
      const before = await cpuMicros(pid);
      const r = await probeStream(target.url + path, { durationSeconds: Math.max(2, durationSeconds / 2), headers, body: streamBody });
      const cpuPerStream = ((await cpuMicros(pid)) - before) / r.requests;
      streams.push({ name, ttftP50: r.ttftP50Micros, ttftP99: r.ttftP99Micros, totalP50: r.totalP50Micros, totalP99: r.totalP99Micros, cpuPerStream, arrivals: r.charArrivalP50Micros });
    }
  }
} finally {
  await Promise.all([simulator.stop(), pacedSimulator.stop(), proxy.stop(), veil.stop()]);
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const avg = (name: string, pick: (r: Row) => number): number => mean(rows.filter((r) => r.name === name).map(pick));
const f = (n: number, d = 0): string => n.toFixed(d).padStart(9);
console.log(`\n${warmUpSeconds} s of warm-up per target, then ${durationSeconds} s per measurement, ${rounds} round(s), targets in turn; 2 KB prompts (${clean.length} clean, ${heavy.length} with PII), replies echo the prompt\n`);
console.log('target                 req/s@50  p50@50 µs  p99@50 µs  p50@1 µs  p99@1 µs  CPU µs/req');
for (const r of rows) console.log(`${r.name.padEnd(20)} ${f(r.rps50)} ${f(r.p50At50)} ${f(r.p99At50)} ${f(r.p50At1)} ${f(r.p99At1)} ${f(r.cpuPerRequest, 1)}`);
console.log('\nstreaming (1 connection)   TTFT p50 µs  TTFT p99 µs  total p50 µs  total p99 µs  server CPU µs per stream');
for (const s of streams) console.log(`${s.name.padEnd(24)} ${f(s.ttftP50)}    ${f(s.ttftP99)}    ${f(s.totalP50)}    ${f(s.totalP99)}    ${f(s.cpuPerStream)}`);

const m = avg('(m) minimal proxy', (r) => r.rps50);
console.log('\nagainst the targets of issue 4 (means over rounds):');
console.log(`(b) throughput ${(avg('(b) veil clean', (r) => r.rps50) / m).toFixed(2)}× of (m)   (target ≥ 0.8)`);
console.log(`(c) throughput ${(avg('(c) veil PII', (r) => r.rps50) / m).toFixed(2)}× of (m)   (target ≥ 0.6)`);
console.log(
  `(b) added latency at 1 connection over (a): p50 ${((avg('(b) veil clean', (r) => r.p50At1) - avg('(a) direct', (r) => r.p50At1)) / 1000).toFixed(3)} ms (target ≤ 0.3), p99 ${((avg('(b) veil clean', (r) => r.p99At1) - avg('(a) direct', (r) => r.p99At1)) / 1000).toFixed(3)} ms (target ≤ 1)`,
);
const streamAvg = (name: string): number => mean(streams.filter((s) => s.name === name).map((s) => s.ttftP50));
console.log(
  `(d) added time to first token, p50: ${((streamAvg('(d) stream veil') - streamAvg('(d) stream direct')) / 1000).toFixed(3)} ms (target ≤ 1); the minimal proxy adds ${((streamAvg('(d) stream minimal proxy') - streamAvg('(d) stream direct')) / 1000).toFixed(3)} ms`,
);
console.log(`(d) at 10 ms per word, added time to first token, p50: ${((streamAvg('(d) paced veil') - streamAvg('(d) paced direct')) / 1000).toFixed(1)} ms (the pending tail the guard holds back)`);
// The delay Veil adds to every chunk, not only the first: each content character's arrival
// through Veil against the same character sent directly, in the same round (medians over streams).
const perCharacter = (veilName: string, directName: string): string => {
  const delays: number[] = [];
  const veilRuns = streams.filter((s) => s.name === veilName);
  const directRuns = streams.filter((s) => s.name === directName);
  veilRuns.forEach((v, round) => {
    const d = directRuns[round]?.arrivals ?? [];
    for (let i = 0; i < Math.min(v.arrivals.length, d.length); i++) delays.push((v.arrivals[i] ?? 0) - (d[i] ?? 0));
  });
  delays.sort((a, b) => a - b);
  const q = (p: number): string => ((delays[Math.min(delays.length - 1, Math.floor(p * delays.length))] ?? NaN) / 1000).toFixed(2);
  return `p50 ${q(0.5)} / p90 ${q(0.9)} / p99 ${q(0.99)} / max ${q(1)} ms over ${delays.length} characters`;
};
console.log(`(d) added delay per content character (every chunk, not only the first): zero delay ${perCharacter('(d) stream veil', '(d) stream direct')}`);
console.log(`    at 10 ms per word ${perCharacter('(d) paced veil', '(d) paced direct')}`);
const streamCpu = (name: string): number => mean(streams.filter((s) => s.name === name).map((s) => s.cpuPerStream));
console.log(`(d) CPU per streamed reply: Veil ${streamCpu('(d) stream veil').toFixed(0)} µs at zero delay, ${streamCpu('(d) paced veil').toFixed(0)} µs at 10 ms per word (the simulator direct: ${streamCpu('(d) stream direct').toFixed(0)}, ${streamCpu('(d) paced direct').toFixed(0)} µs)`);
console.log(`(m) CPU per request ${avg('(m) minimal proxy', (r) => r.cpuPerRequest).toFixed(1)} µs; (b) ${avg('(b) veil clean', (r) => r.cpuPerRequest).toFixed(1)} µs; (c) ${avg('(c) veil PII', (r) => r.cpuPerRequest).toFixed(1)} µs`);
