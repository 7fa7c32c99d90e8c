/**
 * GET /filters (authenticated with an API key, rate limit out of reach) against a bare uWS
 * hello-world, measured in the same run, alternating targets so both see the same machine state.
 *   npm run bench:http [-- --duration 10 --rounds 2]
 */
import { parseArgs } from 'node:util';
import { probeLatency } from '../support/latency-probe.js';
import { cpuMicros, load, startTarget, type Target } from '../support/run-target.js';
import { startVeil } from '../support/veil-target.js';
import { buildProduct } from '../support/compiled.js';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, rounds: { type: 'string', default: '2' } } });
const durationSeconds = Number(values.duration);
const rounds = Number(values.rounds);

buildProduct();

interface Measured {
  readonly requestsPerSecond: number;
  readonly p50Micros: number;
  readonly p99Micros: number;
  readonly cpuMicrosPerRequest: number;
}

/** 50 connections through autocannon; one connection through the µs-resolution probe. */
async function measure(target: Target, path: string, connections: number, headers: Record<string, string>): Promise<Measured> {
  await load(target.url + path, { connections, durationSeconds: 2, headers }); // warm-up
  const pid = target.child.pid ?? 0;
  const before = await cpuMicros(pid);
  let measured: Omit<Measured, 'cpuMicrosPerRequest'>;
  if (connections === 1) {
    measured = await probeLatency(target.url + path, { durationSeconds, headers });
  } else {
    const result = await load(target.url + path, { connections, durationSeconds, headers });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    measured = { requestsPerSecond: result.requestsPerSecond, p50Micros: result.p50Ms * 1000, p99Micros: result.p99Ms * 1000 };
  }
  const used = (await cpuMicros(pid)) - before;
  return { ...measured, cpuMicrosPerRequest: used / (measured.requestsPerSecond * durationSeconds) };
}

const hello = await startTarget(process.execPath, ['--import', 'tsx', 'bench/http/hello-uws.ts']);
const veil = await startVeil();
const key = veil.key;
const rows: Array<[string, number, Measured]> = [];
try {
  for (let round = 0; round < rounds; round++) {
    for (const connections of [50, 1]) {
      rows.push(['uws hello', connections, await measure(hello, '/', connections, {})]);
      rows.push(['veil /filters', connections, await measure(veil, '/filters', connections, { authorization: `Bearer ${key}` })]);
    }
  }
} finally {
  await Promise.all([hello.stop(), veil.stop()]);
}

const fmt = (n: number, digits = 2): string => n.toFixed(digits);
console.log(`\n${durationSeconds}s per measurement, ${rounds} round(s), targets alternated\n`);
console.log('(50 connections: autocannon, latency in whole ms; 1 connection: hrtime probe, latency in µs)\n');
console.log('target          conns   req/s    p50 µs   p99 µs  CPU µs/req');
for (const [name, connections, r] of rows) {
  console.log(`${name.padEnd(15)} ${String(connections).padStart(5)} ${fmt(r.requestsPerSecond, 0).padStart(8)} ${fmt(r.p50Micros, 0).padStart(8)} ${fmt(r.p99Micros, 0).padStart(8)} ${fmt(r.cpuMicrosPerRequest, 1).padStart(10)}`);
}
for (const connections of [50, 1]) {
  const avg = (name: string): number => {
    const picked = rows.filter(([n, c]) => n === name && c === connections).map(([, , r]) => r.requestsPerSecond);
    return picked.reduce((a, b) => a + b, 0) / picked.length;
  };
  console.log(`ratio veil/uws at ${connections} connection(s): ${fmt(avg('veil /filters') / avg('uws hello'), 3)} (${fmt(avg('veil /filters'), 0)} / ${fmt(avg('uws hello'), 0)} req/s)`);
}
