import { Client } from 'undici';

export interface StreamProbeResult {
  readonly requests: number;
  /** Time to the first event that carries content (not the role chunk), µs. */
  readonly ttftP50Micros: number;
  readonly ttftP99Micros: number;
  /** Time to the end of the stream, µs. */
  readonly totalP50Micros: number;
  readonly totalP99Micros: number;
}

/** A content delta with at least one character, in any of the OpenAI-shaped chunks. */
const CONTENT = /"content":"[^"]/;

/**
 * One keep-alive connection, one streamed chat completion at a time: the time to the first
 * content token and to the last byte, timed with hrtime. The same client measures every target.
 */
export async function probeStream(url: string, options: { durationSeconds: number; body: string; headers?: Record<string, string> }): Promise<StreamProbeResult> {
  const { origin, pathname, search } = new URL(url);
  const client = new Client(origin, { pipelining: 1 });
  const ttft: number[] = [];
  const total: number[] = [];
  const deadline = process.hrtime.bigint() + BigInt(options.durationSeconds * 1e9);
  try {
    while (process.hrtime.bigint() < deadline) {
      const started = process.hrtime.bigint();
      const response = await client.request({ path: pathname + search, method: 'POST', headers: { 'content-type': 'application/json', ...options.headers }, body: options.body });
      if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}: ${await response.body.text()}`);
      let first: bigint | undefined;
      for await (const chunk of response.body) {
        if (first === undefined && CONTENT.test((chunk as Buffer).toString('utf8'))) first = process.hrtime.bigint();
      }
      const ended = process.hrtime.bigint();
      ttft.push(Number((first ?? ended) - started) / 1000);
      total.push(Number(ended - started) / 1000);
    }
  } finally {
    await client.close();
  }
  const at = (samples: number[], q: number): number => {
    const sorted = [...samples].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  };
  return { requests: ttft.length, ttftP50Micros: at(ttft, 0.5), ttftP99Micros: at(ttft, 0.99), totalP50Micros: at(total, 0.5), totalP99Micros: at(total, 0.99) };
}
