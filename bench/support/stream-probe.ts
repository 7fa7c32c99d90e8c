import { StringDecoder } from 'node:string_decoder';
import { Client } from 'undici';

export interface StreamProbeResult {
  readonly requests: number;
  /** Time to the first event that carries content (not the role chunk), µs. */
  readonly ttftP50Micros: number;
  readonly ttftP99Micros: number;
  /** Time to the end of the stream, µs. */
  readonly totalP50Micros: number;
  readonly totalP99Micros: number;
  /**
   * For each character of the reply's content, the median over streams of when it arrived, µs
   * after the request was sent (as many characters as the shortest reply held). Two targets that
   * stream the same text compare character by character: the difference is the delay a hop adds
   * to each chunk, not only to the first.
   */
  readonly charArrivalP50Micros: readonly number[];
}

/** Per-character arrival times of one stream's content deltas (OpenAI-shaped chunks). */
class ContentClock {
  // A read can end inside a character: the decoder keeps its first bytes for the next read.
  private readonly decoder = new StringDecoder('utf8');
  private pending = '';
  readonly arrivals: number[] = [];

  constructor(private readonly started: bigint) {}

  read(chunk: Buffer, now: bigint): void {
    this.pending += this.decoder.write(chunk);
    let end = this.pending.indexOf('\n\n');
    while (end >= 0) {
      const event = this.pending.slice(0, end);
      this.pending = this.pending.slice(end + 2);
      end = this.pending.indexOf('\n\n');
      const data = event.startsWith('data: ') ? event.slice(6) : '';
      if (data === '' || data === '[DONE]') continue;
      const content = (JSON.parse(data) as { choices?: Array<{ delta?: { content?: unknown } }> }).choices?.[0]?.delta?.content;
      if (typeof content !== 'string') continue;
      const at = Number(now - this.started) / 1000;
      for (let i = 0; i < content.length; i++) this.arrivals.push(at);
    }
  }
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
  const arrivals: number[][] = [];
  const deadline = process.hrtime.bigint() + BigInt(options.durationSeconds * 1e9);
  try {
    while (process.hrtime.bigint() < deadline) {
      const started = process.hrtime.bigint();
      const response = await client.request({ path: pathname + search, method: 'POST', headers: { 'content-type': 'application/json', ...options.headers }, body: options.body });
      if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}: ${await response.body.text()}`);
      let first: bigint | undefined;
      const clock = new ContentClock(started);
      for await (const chunk of response.body) {
        const now = process.hrtime.bigint();
        if (first === undefined && CONTENT.test((chunk as Buffer).toString('utf8'))) first = now;
        clock.read(chunk as Buffer, now);
      }
      const ended = process.hrtime.bigint();
      arrivals.push(clock.arrivals);
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
  const chars = Math.min(...arrivals.map((a) => a.length));
  const charArrivalP50Micros = Array.from({ length: Number.isFinite(chars) ? chars : 0 }, (_, i) => at(arrivals.map((a) => a[i] ?? NaN), 0.5));
  return { requests: ttft.length, ttftP50Micros: at(ttft, 0.5), ttftP99Micros: at(ttft, 0.99), totalP50Micros: at(total, 0.5), totalP99Micros: at(total, 0.99), charArrivalP50Micros };
}
