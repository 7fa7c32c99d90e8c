import { json, type AppResponse } from './contract.js';

export interface ReadinessProbe {
  readonly name: string;
  /** true when the dependency can serve requests. */
  check(): boolean;
}

/** GET /healthz: the process is up and answering. */
export function healthz(): Promise<AppResponse> {
  return Promise.resolve(json(200, { status: 'ok' }));
}

/** GET /readyz: every dependency is ready (storage now; workers and models once they exist). */
export function createReadyz(probes: readonly ReadinessProbe[]): () => Promise<AppResponse> {
  return () => {
    const checks = Object.fromEntries(probes.map((p) => [p.name, p.check() ? 'ok' : 'unavailable']));
    const isReady = Object.values(checks).every((v) => v === 'ok');
    return Promise.resolve(json(isReady ? 200 : 503, { status: isReady ? 'ready' : 'not_ready', checks }));
  };
}
