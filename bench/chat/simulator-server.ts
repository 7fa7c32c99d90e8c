/**
 * The provider simulator as its own process for benchmarks: replies echo the last user message,
 * nothing recorded; zero latency, or `--delay-ms N` between streamed words (a model's pace).
 * Prints `listening on <origin>`.
 */
import { parseArgs } from 'node:util';
import { startProviderSimulator } from '../../test/support/provider-simulator.js';

const { values } = parseArgs({ options: { 'delay-ms': { type: 'string', default: '0' } } });
const delayBetweenChunksMs = Number(values['delay-ms']);
const simulator = await startProviderSimulator({ recordRequests: false, ...(delayBetweenChunksMs > 0 ? { defaultPacing: { delayBetweenChunksMs } } : {}) });
process.stdout.write(`listening on ${simulator.url}\n`);
process.on('SIGTERM', () => {
  void simulator.close().then(() => process.exit(0));
});
