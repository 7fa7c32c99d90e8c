import { pino, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/**
 * JSON lines on stdout. Call sites log ids, routes, statuses and timings only: never a
 * password, token, key, or message content. The redact list is a second line of defence.
 */
export function createLogger(level: LevelWithSilent, destination: NodeJS.WritableStream | undefined = undefined): Logger {
  const options = {
    level,
    base: { service: 'veil' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['password', '*.password', 'authorization', '*.authorization', 'token', '*.token', 'key', '*.key', 'access_token', '*.access_token'],
      censor: '[redacted]',
    },
  };
  return destination === undefined ? pino(options, pino.destination({ sync: false })) : pino(options, destination);
}
