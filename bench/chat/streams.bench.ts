/**
 * What a streamed reply costs the gateway at a model's pace: concurrent clients stream a reply
 * that the simulator sends one word at a time (`--delay-ms` between words), and the gateway's CPU
 * (from /proc) is divided by the replies served. Two replies: a clean prompt echoed, and a
 * number-dense message echoed (its tail of pending digits is the output guard's dearest case).
 * With `--against <another built checkout>` both builds run in turn, swapping places every round,
 * so their figures compare (this machine's speed moves by ±30 % between runs).
 *   npm run bench:streams -- [--against ../veil-old] [--delay-ms 2] [--streams 8] [--duration 8] [--rounds 2]
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'undici';
import { createPiiEngine } from '../../src/detection/pii-engine.js';
import { makeMessage } from '../fixtures/chat-prompts.js';
import { buildProduct } from '../support/compiled.js';
import { cpuMicros, startTarget } from '../support/run-target.js';
import { startVeil, type VeilTarget } from '../support/veil-target.js';

const { values } = parseArgs({
  options: {
    against: { type: 'string' },
    'delay-ms': { type: 'string', default: '2' },
    streams: { type: 'string', default: '8' },
    duration: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '2' },
  },
});
const concurrency = Number(values.streams);
const durationMs = Number(values.duration) * 1000;
const rounds = Number(values.rounds);
/** The reply's length: about 200 words, 200 events. */
const REPLY_CHARS = 1200;

const engine = createPiiEngine();
let clean = '';
for (let seed = 1; clean === ''; seed++) {
  const text = makeMessage(2048, 50_000 + seed);
  if (engine.analyze(text).length === 0) clean = text;
}
const replies = [
  ['clean prompt', clean],
  ['number-dense message', makeMessage(2048, 9_001)],
] as const;

buildProduct();
const simulator = await startTarget(process.execPath, ['--import', 'tsx', 'bench/chat/simulator-server.ts', '--delay-ms', values['delay-ms']]);
const env = { VEIL_LOG_LEVEL: 'warn', VEIL_MODELS_ENABLED: 'false', OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: `${simulator.url}/v1` };
const builds: Array<{ name: string; veil: VeilTarget }> = [{ name: 'this checkout', veil: await startVeil({ env }) }];
if (values.against !== undefined) builds.unshift({ name: `other (${values.against})`, veil: await startVeil({ root: resolve(values.against), env }) });

/** CPU µs of the gateway per streamed reply, with `concurrency` clients streaming for the duration. */
async function measure(veil: VeilTarget, body: string): Promise<number> {
  const clients = Array.from({ length: concurrency }, () => new Client(veil.url, { pipelining: 1 }));
  const stream = async (client: Client): Promise<void> => {
    const response = await client.request({ path: '/chat/completions', method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${veil.key}` }, body });
    const text = await response.body.text();
    if (response.statusCode !== 200 || !text.includes('data: [DONE]')) throw new Error(`stream failed (${response.statusCode}): ${text.slice(-300)}`);
  };
  try {
    await Promise.all(clients.map(stream)); // warm-up
    const pid = veil.child.pid ?? 0;
    const before = await cpuMicros(pid);
    const end = Date.now() + durationMs;
    let served = 0;
    await Promise.all(
      clients.map(async (client) => {
        while (Date.now() < end) {
          await stream(client);
          served++;
        }
      }),
    );
    return ((await cpuMicros(pid)) - before) / served;
  } finally {
    await Promise.all(clients.map((c) => c.close()));
  }
}

const results = new Map<string, number[]>();
try {
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? builds : [...builds].reverse();
    for (const [replyName, text] of replies) {
      const body = JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: text.slice(0, REPLY_CHARS) }], stream: true });
      for (const build of order) {
        const key = `${replyName} | ${build.name}`;
        results.set(key, [...(results.get(key) ?? []), await measure(build.veil, body)]);
      }
    }
  }
} finally {
  await Promise.all([simulator.stop(), ...builds.map((b) => b.veil.stop())]);
}

console.log(`\n${concurrency} concurrent streams of a ${REPLY_CHARS}-character reply at ${values['delay-ms']} ms per word, ${values.duration} s per measurement, ${rounds} round(s)\n`);
console.log('reply | build'.padEnd(52), 'CPU µs per streamed reply (mean, then each round)');
const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
for (const [key, cpu] of results) console.log(key.padEnd(52), mean(cpu).toFixed(0).padStart(8), ' ', cpu.map((c) => c.toFixed(0)).join(' '));
