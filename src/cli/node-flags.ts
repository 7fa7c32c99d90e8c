/**
 * The Node flags the gateway process runs with. They must be given when Node starts (V8 sizes
 * its heap then), so they are written where the process is started: package.json's `start`,
 * the CLI's first line, the Dockerfile's ENTRYPOINT and the benchmarks' launcher
 * (bench/support/veil-target.ts); test/cli/node-flags.test.ts checks that all of them agree.
 *
 * --max-semi-space-size=64: a young generation of up to 2 × 64 MB instead of V8's 2 × 16 MB.
 * With 50 requests in flight, each allocating ≈ 120 KB that dies young, the small default fills
 * every few milliseconds: each scavenge copies what is still live and promotes survivors early,
 * for the old generation's collector to find later. Measured with `bench/chat` at 50 connections
 * in same-run A/Bs of the same build (docs/performance.md, session 9): 6–20 % more requests per
 * second with clean prompts, 14 % with PII-heavy ones, 15–18 % less CPU per request; the cost
 * is up to ≈ 100 MB more resident memory under load.
 */
export const GATEWAY_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
