/**
 * Two builds of Veil side by side, in one run, against one provider simulator: this checkout and
 * another one (built, e.g. a `git worktree` of an older commit with its own `npm ci`). Each round
 * loads the minimal proxy, then each build, in turn (the builds swap places every round), so all
 * see the same machine state; this machine's speed moves by ±30 % between runs, so only figures
 * from one run compare. Use an even number of rounds.
 * Every target is first loaded until its JIT has settled (bench/support/warm-up.ts).
 *   npm run bench:builds -- --against ../veil-old [--prompts clean|pii] [--rounds 4] [--duration 5] [--warmup 20]
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createPiiEngine } from '../../src/detection/pii-engine.js';
import { makeMessage } from '../fixtures/chat-prompts.js';
import { buildProduct } from '../support/compiled.js';
import { probeLatency } from '../support/latency-probe.js';
import { cpuMicros, load, startTarget } from '../support/run-target.js';
import { startVeil } from '../support/veil-target.js';
import { DEFAULT_WARM_UP_SECONDS, warmUp } from '../support/warm-up.js';

const { values } = parseArgs({
  options: {
    against: { type: 'string' },
    prompts: { type: 'string', default: 'clean' },
    rounds: { type: 'string', default: '4' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: String(DEFAULT_WARM_UP_SECONDS) },
  },
});
if (values.against === undefined) throw new Error('usage: npm run bench:builds -- --against <path of another built checkout>');
const rounds = Number(values.rounds);
const durationSeconds = Number(values.duration);
const other = resolve(values.against);
const piiHeavy = values.prompts === 'pii';

const engine = createPiiEngine();
const prompts: string[] = [];
for (let seed = 1; prompts.length < 100; seed++) {
  const text = makeMessage(2048, 50_000 + seed);
  const found = engine.analyze(text).length;
  if (piiHeavy ? found >= 2 : found === 0) prompts.push(text);
}
const bodies = prompts.map((content) => JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content }] }));

buildProduct();
const simulator = await startTarget(process.execPath, ['--import', 'tsx', 'bench/chat/simulator-server.ts']);
const proxy = await startTarget(process.execPath, ['--import', 'tsx', 'bench/chat/minimal-proxy.ts', simulator.url]);
const veilEnv = { VEIL_LOG_LEVEL: 'warn', VEIL_MODELS_ENABLED: 'false', OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: `${simulator.url}/v1` };

const builds = [
  { name: `other (${values.against})`, veil: await startVeil({ root: other, env: veilEnv }) },
  { name: 'this checkout', veil: await startVeil({ env: veilEnv }) },
];
const cases = [
  { name: '(m) minimal proxy', url: `${proxy.url}/v1/chat/completions`, pid: proxy.child.pid ?? 0, headers: { authorization: 'Bearer sk-bench' } },
  ...builds.map((b) => ({ name: b.name, url: `${b.veil.url}/chat/completions`, pid: b.veil.child.pid ?? 0, headers: { authorization: `Bearer ${b.veil.key}` } })),
];

interface Row {
  readonly rps: number;
  readonly cpu: number;
  readonly p50: number;
  readonly p99: number;
}
const rows = new Map<string, Row[]>(cases.map((c) => [c.name, []]));
try {
  await warmUp(
    cases.map((c) => ({ url: c.url, headers: c.headers, bodies })),
    Number(values.warmup),
    (line) => console.log(line),
  );
  for (let round = 0; round < rounds; round++) {
    // The builds swap places every round: a target loaded right after another can gain or lose
    // from what the machine just did, and that must not fall on one build.
    const [first, ...rest] = cases;
    const order = round % 2 === 0 ? cases : [first, ...rest.reverse()].filter((c) => c !== undefined);
    for (const c of order) {
      await load(c.url, { connections: 50, durationSeconds: 2, headers: c.headers, bodies }); // warm-up
      const before = await cpuMicros(c.pid);
      const loaded = await load(c.url, { connections: 50, durationSeconds, headers: c.headers, bodies });
      if (loaded.non2xx > 0 || loaded.errors > 0) throw new Error(`${c.name}: ${loaded.non2xx} non-2xx, ${loaded.errors} errors`);
      const cpu = ((await cpuMicros(c.pid)) - before) / (loaded.requestsPerSecond * durationSeconds);
      const one = await probeLatency(c.url, { durationSeconds: 3, headers: c.headers, body: bodies[0] ?? '' });
      rows.get(c.name)?.push({ rps: loaded.requestsPerSecond, cpu, p50: one.p50Micros, p99: one.p99Micros });
      console.log(`round ${round}  ${c.name.padEnd(28)} ${loaded.requestsPerSecond.toFixed(0).padStart(6)} req/s  ${cpu.toFixed(0).padStart(5)} µs CPU/req  1 conn p50 ${one.p50Micros.toFixed(0)} µs, p99 ${one.p99Micros.toFixed(0)} µs`);
    }
  }
} finally {
  await Promise.all([simulator.stop(), proxy.stop(), ...builds.map((b) => b.veil.stop())]);
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const proxyRps = mean((rows.get('(m) minimal proxy') ?? []).map((r) => r.rps));
console.log(`\n${piiHeavy ? 'PII-heavy' : 'clean'} 2 KB prompts, 50 connections, means over ${rounds} round(s)`);
console.log('target                        req/s   ratio to (m)   CPU µs/req   1 conn p50 / p99 µs');
for (const [name, rs] of rows) {
  const rps = mean(rs.map((r) => r.rps));
  console.log(
    `${name.padEnd(28)} ${rps.toFixed(0).padStart(6)}   ${(rps / proxyRps).toFixed(2).padStart(10)}×   ${mean(rs.map((r) => r.cpu)).toFixed(0).padStart(10)}   ${mean(rs.map((r) => r.p50)).toFixed(0)} / ${mean(rs.map((r) => r.p99)).toFixed(0)}`,
  );
}
