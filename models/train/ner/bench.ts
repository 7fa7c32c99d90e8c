/**
 * Latency of one model.onnx call in onnxruntime-node, one intra-op thread (as the detection
 * workers run it): a full 128-token window, batch 1 and batch 8, median of many runs.
 *
 *   node --import tsx models/train/ner/bench.ts [--model models/ner] [--runs 200]
 */
import { parseArgs } from 'node:util';
import ort from 'onnxruntime-node';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { model: { type: 'string', default: 'models/ner' }, runs: { type: 'string', default: '200' }, length: { type: 'string', default: '128' } } });
  const session = await ort.InferenceSession.create(`${values.model}/model.onnx`, { intraOpNumThreads: 1, interOpNumThreads: 1, executionMode: 'sequential', graphOptimizationLevel: 'all' });
  const length = Number(values.length);
  const out: Record<string, number> = {};
  for (const batch of [1, 8]) {
    const ids = new BigInt64Array(batch * length);
    for (let i = 0; i < ids.length; i++) ids[i] = BigInt(5 + ((i * 7919) % 8000));
    const mask = new BigInt64Array(batch * length).fill(1n);
    const feeds = { input_ids: new ort.Tensor('int64', ids, [batch, length]), attention_mask: new ort.Tensor('int64', mask, [batch, length]) };
    for (let i = 0; i < 10; i++) await session.run(feeds);
    const times: number[] = [];
    for (let i = 0; i < Number(values.runs); i++) {
      const t0 = process.hrtime.bigint();
      await session.run(feeds);
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    times.sort((a, b) => a - b);
    out[`batch${batch}_median_ms`] = +(times[Math.floor(times.length / 2)] ?? 0).toFixed(3);
    out[`batch${batch}_p95_ms`] = +(times[Math.floor(times.length * 0.95)] ?? 0).toFixed(3);
    out[`batch${batch}_ms_per_window`] = +((times[Math.floor(times.length / 2)] ?? 0) / batch).toFixed(3);
  }
  await session.release();
  console.log(JSON.stringify({ model: values.model, tokens: length, ...out }, null, 1));
}

await main();
