import { pathToFileURL } from 'node:url';

/** What every training CLI shares: run-as-script detection, loud failure, typed options. */

/** True when `moduleUrl` is the script node was started with, so a CLI module can also be imported. */
export function isMain(moduleUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && pathToFileURL(entry).href === moduleUrl;
}

/** Runs a CLI's main, printing a failure as one line and exiting non-zero. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    // The message names the file and the fix; a stack only on request (VEIL_TRAIN_DEBUG=1).
    const debug = process.env.VEIL_TRAIN_DEBUG === '1' && error instanceof Error;
    process.stderr.write(`${debug ? error.stack : error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

export function requireOption(value: string | undefined, name: string, usage: string): string {
  if (value === undefined || value === '') throw new Error(`--${name} is required\n${usage}`);
  return value;
}

export function intOption(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed)) throw new Error(`--${name} must be an integer, got ${value}`);
  return parsed;
}

export function listOption(value: string | undefined): string[] {
  return value === undefined ? [] : value.split(',').map((s) => s.trim()).filter((s) => s !== '');
}
