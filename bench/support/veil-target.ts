import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startTarget, type Target } from './run-target.js';

export interface VeilTarget extends Target {
  /** An API key of the gateway's own, with a rate limit out of the benchmark's reach. */
  readonly key: string;
}

/**
 * A built Veil (`<root>/dist`, this checkout by default) serving from a fresh data dir, with an
 * API key created through the CLI first. `env` adds to or overrides the defaults (port 0, an
 * admin password). Stopping it also deletes the data dir.
 */
export async function startVeil(options: { root?: string; env?: Record<string, string> } = {}): Promise<VeilTarget> {
  const root = options.root ?? new URL('../../', import.meta.url).pathname;
  const dataDir = mkdtempSync(join(tmpdir(), 'veil-bench-'));
  const env = { ...process.env, VEIL_DATA_DIR: dataDir, VEIL_PORT: '0', VEIL_ADMIN_PASSWORD: 'bench-admin-password', ...options.env };
  const cli = join(root, 'dist/src/cli/main.js');
  try {
    const created = execFileSync(process.execPath, [cli, 'keys', 'create', '--name', 'bench', '--rpm', '100000000'], { cwd: root, env }).toString();
    const key = /(vk-\S+)/.exec(created)?.[1];
    if (key === undefined) throw new Error(`no key in: ${created}`);
    const target = await startTarget(process.execPath, [...(await nodeFlagsOf(root)), cli, 'serve'], env);
    return {
      ...target,
      key,
      stop: async () => {
        await target.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The Node flags a build's gateway runs with (src/cli/node-flags.ts), read from that build, so
 * that comparing two builds compares them as each ships; none for a build older than the file.
 */
async function nodeFlagsOf(root: string): Promise<readonly string[]> {
  const file = join(root, 'dist/src/cli/node-flags.js');
  if (!existsSync(file)) return [];
  const loaded = (await import(pathToFileURL(file).href)) as { GATEWAY_NODE_FLAGS?: readonly string[] };
  return loaded.GATEWAY_NODE_FLAGS ?? [];
}
