/**
 * The provider simulator as its own process for benchmarks: zero latency, replies echo the last
 * user message, nothing recorded. Prints `listening on <origin>`.
 */
import { startProviderSimulator } from '../../test/support/provider-simulator.js';

const simulator = await startProviderSimulator({ recordRequests: false });
process.stdout.write(`listening on ${simulator.url}\n`);
process.on('SIGTERM', () => {
  void simulator.close().then(() => process.exit(0));
});
