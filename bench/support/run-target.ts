import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export interface Target {
  readonly url: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts a server process and resolves once it prints `listening on <url>`. Its output goes to a
 * file, as an operator's would: a pipe read by this (busy) process would throttle the server.
 */
export function startTarget(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), 'veil-bench-out-'));
  const outPath = join(dir, 'out.log');
  const out = openSync(outPath, 'w');
  const child = spawn(command, args, { env, stdio: ['ignore', out, out] });
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  return new Promise((resolve, reject) => {
    void exited.then((code) => reject(new Error(`${command} ${args.join(' ')} exited ${code}: ${readFileSync(outPath, 'utf8')}`)));
    const poll = setInterval(() => {
      const url = /listening on (http:\/\/\S+)/.exec(readFileSync(outPath, 'utf8'))?.[1];
      if (url === undefined) return;
      clearInterval(poll);
      resolve({
        url,
        child,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
          rmSync(dir, { recursive: true, force: true });
        },
      });
    }, 50);
  });
}

export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  readonly errors: number;
}

export async function load(
  url: string,
  options: { connections: number; durationSeconds: number; headers?: Record<string, string>; bodies?: readonly string[] },
): Promise<LoadResult> {
  const bodies = options.bodies ?? [];
  let next = 0;
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: { ...(bodies.length > 0 ? { 'content-type': 'application/json' } : {}), ...options.headers },
    pipelining: 1,
    // POST bodies in turn, so caches see a realistic variety rather than one text.
    ...(bodies.length > 0 ? { method: 'POST' as const, requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, body: bodies[next++ % bodies.length] ?? '' }) }] } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** CPU time (user + system, all threads) a process has used, in microseconds, from /proc. */
export async function cpuMicros(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
  return (ticks * 1_000_000) / 100; // USER_HZ is 100 on Linux
}
