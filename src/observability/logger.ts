import { pino, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/** How often buffered log lines are written out when traffic is light. */
const FLUSH_INTERVAL_MS = 250;

/**
 * JSON lines on stdout. Call sites log ids, routes, statuses and timings only: never a
 * password, token, key, or message content. The redact list is a second line of defence.
 *
 * Lines are buffered and written synchronously in 4 KiB batches (plus a flush every 250 ms and at
 * shutdown). Measured on the bench machine: an access-log line per request cost ≈25 µs of CPU
 * with sonic-boom's asynchronous mode and ≈0 µs this way (bench/http, docs/performance.md).
 */
export function createLogger(level: LevelWithSilent, destination: NodeJS.WritableStream | undefined = undefined): Logger {
  const options = {
    level,
    base: { service: 'veil' },
    // Top-level paths only: wildcard redaction costs more than the rest of an access-log line.
    redact: { paths: ['password', 'authorization', 'token', 'key', 'access_token', 'api_key'], censor: '[redacted]' },
  };
  if (destination !== undefined) return pino(options, destination);
  const stream = pino.destination({ sync: true, minLength: 4096 });
  const logger = pino(options, stream);
  if (level !== 'silent') {
    setInterval(() => stream.flush(), FLUSH_INTERVAL_MS).unref();
    process.once('exit', () => stream.flushSync());
  }
  return logger;
}
