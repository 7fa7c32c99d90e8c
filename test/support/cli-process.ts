import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = 'src/cli/main.ts';

/** Runs `veil <args>` from the sources (through tsx) and collects its output. */
export function runCli(args: readonly string[], env: Record<string, string>, stdin?: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: PROJECT_ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}

/** Starts `veil serve` in a child process and resolves once it prints where it listens. */
export function spawnServe(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; output: () => string; exited: Promise<number | null> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'serve'], { cwd: PROJECT_ROOT, env: { ...process.env, ...env } });
    let output = '';
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    const onData = (d: Buffer): void => {
      output += d.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1] !== undefined) resolve({ child, url: match[1], output: () => output, exited });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    void exited.then((code) => reject(new Error(`veil serve exited (${code}) before listening:\n${output}`)));
  });
}
