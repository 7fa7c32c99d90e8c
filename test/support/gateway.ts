import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Env } from '../../src/config/load-config.js';
import type { Clock } from '../../src/core/clock.js';
import { startGateway, type Gateway, type GatewayOptions } from '../../src/main.js';
import { createLogger } from '../../src/observability/logger.js';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'admin-password-for-tests';
/** Cheap scrypt for suites that log in often; test/auth/passwords.test.ts covers the real cost. */
export const TEST_SCRYPT = { N: 1024, r: 8, p: 1 } as const;

export interface TestGateway {
  readonly gateway: Gateway;
  readonly url: string;
  readonly dataDir: string;
  fetch(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
  login(username?: string, password?: string): Promise<string>;
  /** Stops the gateway; the data dir stays until `cleanup`. */
  stop(): Promise<void>;
  cleanup(): Promise<void>;
}

export function newDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'veil-test-'));
}

export async function startTestGateway(
  options: {
    env?: Env;
    file?: unknown;
    clock?: Clock;
    dataDir?: string;
    detectWorkerFile?: GatewayOptions['detectWorkerFile'];
    /** The environment a model reload reads (SIGHUP, POST /admin/models/reload); the start-up one otherwise. */
    reloadEnv?: () => Env;
  } = {},
): Promise<TestGateway> {
  const dataDir = options.dataDir ?? newDataDir();
  // The suites built on this check the pattern engine and the pipeline's mechanics, with exact
  // detections; the ONNX models (which add their own) run in the suites that turn them on
  // (VEIL_MODELS_ENABLED: 'true'): test/http/models-e2e.test.ts, test/http/admin-models.test.ts.
  const baseEnv: Env = { VEIL_MODELS_ENABLED: 'false', VEIL_PORT: '0', VEIL_DATA_DIR: dataDir, VEIL_ADMIN_PASSWORD: ADMIN_PASSWORD, VEIL_LOG_LEVEL: 'silent', VEIL_WORKERS: '1' };
  const config = loadConfig({ ...baseEnv, ...options.env }, options.file ?? {});
  const { reloadEnv } = options;
  const gateway = await startGateway(config, {
    scryptParams: TEST_SCRYPT,
    logger: createLogger('silent'),
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.detectWorkerFile === undefined ? {} : { detectWorkerFile: options.detectWorkerFile }),
    ...(reloadEnv === undefined ? {} : { reloadConfig: () => loadConfig({ ...baseEnv, ...reloadEnv() }, options.file ?? {}) }),
  });
  const url = gateway.url;
  let isStopped = false;
  const self: TestGateway = {
    gateway,
    url,
    dataDir,
    fetch(path, init = {}) {
      const { token, json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (token !== undefined) headers.set('authorization', `Bearer ${token}`);
      if (json !== undefined) headers.set('content-type', 'application/json');
      return fetch(url + path, { ...rest, headers, ...(json === undefined ? {} : { body: JSON.stringify(json), method: rest.method ?? 'POST' }) });
    },
    async login(username = ADMIN_USERNAME, password = ADMIN_PASSWORD) {
      const res = await self.fetch('/auth/login', { json: { username, password } });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { access_token: string }).access_token;
    },
    async stop() {
      if (isStopped) return;
      isStopped = true;
      await gateway.close();
    },
    async cleanup() {
      await self.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return self;
}
