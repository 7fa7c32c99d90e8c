/**
 * What the ONNX models add to a request: `npm run bench:models -- [--seconds 8] [--workers N]`.
 *
 * Closed-loop clients call the real Detector (piscina workers, onnxruntime, the shipped models)
 * back to back with 500-token chat messages (500 word pieces of the NER model's tokenizer, cut at a
 * word boundary), at 1 and 50 concurrent clients, in one run:
 *   - patterns only (the baseline: what a request costs without models),
 *   - models with batching off (max_batch 1),
 *   - models with batching on (the defaults).
 * Reports requests/s and p50/p99 latency of detect(), and the p99 each model setting adds over
 * the baseline at the same concurrency.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { createDetector, type Detector } from '../../src/detection-pool/detector.js';
import type { ModelsSpec } from '../../src/models/model-set.js';
import { readModelFiles } from '../../src/models/model-files.js';
import { createWordEncoder } from '../../src/models/word-encoder.js';
import { makeMessage } from '../fixtures/chat-prompts.js';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '8' }, workers: { type: 'string' } } });
const seconds = Number(values.seconds);
const workers = values.workers === undefined ? Math.max(1, availableParallelism() - 1) : Number(values.workers);
const WORKER = new URL('../../workers/detect.worker.ts', import.meta.url);
const MODELS: ModelsSpec = {
  ner: { path: new URL('../../models/ner', import.meta.url).pathname, labels: {} },
  safety: { path: new URL('../../models/safety', import.meta.url).pathname, labels: {} },
  windowTokens: 128,
  maxSequencesPerCall: 32,
};
const RULESET = { version: 0, custom: [] };
const TOKENS = 500;
const encoder = (() => {
  const files = readModelFiles(MODELS.ner?.path ?? '');
  return createWordEncoder(files.tokenizerJson, files.tokenizerConfig);
})();
/** A chat message cut after the word that brings it to `tokens` word pieces. */
function messageOf(tokens: number, seed: number): string {
  const text = makeMessage(tokens * 6, seed);
  const { words, wordOf } = encoder.encode(text);
  const lastWord = wordOf[Math.min(tokens, wordOf.length) - 1] as number;
  return text.slice(0, (words[lastWord] as { end: number }).end);
}
const messages = Array.from({ length: 64 }, (_, i) => messageOf(TOKENS, 9_000 + i));

interface Result {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
}

async function load(detector: Detector, clients: number): Promise<Result> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const text = messages[next++ % messages.length] as string;
        const started = performance.now();
        await detector.detect([text], RULESET);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number): number => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}

const settings = [
  { name: 'patterns only', models: undefined, batch: { maxTexts: 16, waitMs: 1 } },
  { name: 'models, batching off', models: MODELS, batch: { maxTexts: 1, waitMs: 0 } },
  { name: 'models, batching on', models: MODELS, batch: { maxTexts: 16, waitMs: 1 } },
] as const;

const pieces = messages.map((m) => encoder.encode(m).ids.length);
const chars = messages.reduce((sum, m) => sum + m.length, 0) / messages.length;
console.log(`messages: ${messages.length}, ${Math.min(...pieces)}–${Math.max(...pieces)} word pieces (~${Math.round(chars)} characters) each; ${workers} worker(s); ${seconds} s per cell`);
const results = new Map<string, Result>();
for (const clients of [1, 50]) {
  for (const setting of settings) {
    // The product default: patterns inline on this thread, models in the workers.
    const detector = await createDetector({ workers, workerFile: WORKER, inlineMaxChars: 16 * 1024, timeoutMs: 30_000, maxQueue: 4096, models: setting.models, batch: setting.batch });
    await load(detector, clients); // warm-up pass, not reported
    const result = await load(detector, clients);
    results.set(`${setting.name}@${clients}`, result);
    await detector.close();
    const base = results.get(`patterns only@${clients}`);
    const added = base === undefined || setting.models === undefined ? '' : `  added p50 ${(result.p50 - base.p50).toFixed(2)} ms, p99 ${(result.p99 - base.p99).toFixed(2)} ms`;
    console.log(`${String(clients).padStart(2)} clients | ${setting.name.padEnd(22)} | ${result.rps.toFixed(0).padStart(6)} req/s | p50 ${result.p50.toFixed(2)} ms | p99 ${result.p99.toFixed(2)} ms${added}`);
  }
}
