import { connect } from 'node:net';

export interface LatencyResult {
  readonly requests: number;
  readonly requestsPerSecond: number;
  readonly p50Micros: number;
  readonly p99Micros: number;
}

/**
 * One keep-alive connection, one request at a time, timed with hrtime to the microsecond
 * (autocannon reports whole milliseconds, too coarse for one connection). Responses must carry
 * Content-Length; that is all the parsing it does, so the client adds almost nothing.
 */
export function probeLatency(url: string, options: { durationSeconds: number; headers?: Record<string, string>; body?: string }): Promise<LatencyResult> {
  const { hostname, port, pathname, search } = new URL(url);
  const body = options.body === undefined ? undefined : Buffer.from(options.body, 'utf8');
  const headers = { host: `${hostname}:${port}`, ...options.headers, ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(body.length) }) };
  const head = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  const method = body === undefined ? 'GET' : 'POST';
  const start = Buffer.from(`${method} ${pathname}${search} HTTP/1.1\r\n${head}\r\n`, 'latin1');
  const request = body === undefined ? start : Buffer.concat([start, body]);
  const samples: number[] = [];
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    socket.setNoDelay(true);
    const deadline = process.hrtime.bigint() + BigInt(options.durationSeconds * 1e9);
    let pending = Buffer.alloc(0);
    let started = 0n;
    const send = (): void => {
      started = process.hrtime.bigint();
      socket.write(request);
    };
    socket.on('connect', send);
    socket.on('error', reject);
    socket.on('data', (data) => {
      pending = pending.length === 0 ? data : Buffer.concat([pending, data]);
      const end = pending.indexOf('\r\n\r\n');
      if (end < 0) return;
      const headers = pending.subarray(0, end).toString('latin1');
      const status = Number(headers.slice(9, 12));
      const length = Number(/content-length: *(\d+)/i.exec(headers)?.[1] ?? 'NaN');
      if (!Number.isFinite(length)) return reject(new Error(`no content-length in response: ${headers}`));
      if (pending.length < end + 4 + length) return;
      if (status >= 300) return reject(new Error(`status ${status}`));
      pending = pending.subarray(end + 4 + length);
      const now = process.hrtime.bigint();
      samples.push(Number(now - started) / 1000);
      if (now < deadline) return send();
      socket.destroy();
      samples.sort((a, b) => a - b);
      const at = (q: number): number => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? NaN;
      resolve({ requests: samples.length, requestsPerSecond: samples.length / options.durationSeconds, p50Micros: at(0.5), p99Micros: at(0.99) });
    });
  });
}
