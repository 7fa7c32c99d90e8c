import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { createApp } from './app/create-app.js';
import { createAccounts } from './auth/accounts.js';
import { createAuthenticator } from './auth/authenticator.js';
import { createTokenService } from './auth/jwt.js';
import { createLoginThrottle } from './auth/login-throttle.js';
import { createPasswordHasher, type ScryptParams } from './auth/passwords.js';
import { createRateLimiter } from './auth/rate-limiter.js';
import type { VeilConfig } from './config/schema.js';
import { systemClock, type Clock } from './core/clock.js';
import { VeilError } from './core/errors.js';
import { buildRoutes } from './http/routes.js';
import { listen, type HttpServer } from './http/server.js';
import { createLogger, type Logger } from './observability/logger.js';
import { createMetrics } from './observability/metrics.js';
import { createPolicyStore } from './app/policy-store.js';
import { createDetector, type Detector } from './detection-pool/detector.js';
import { MAX_FINDING_CHARS } from './detection/engine.js';
import type { LoadedModel, ModelSpec, ModelsSpec } from './models/model-set.js';
import { createDetectionLogger } from './app/log-detections.js';
import { createProviders } from './providers/providers.js';
import { createTransport, type Transport } from './providers/transport.js';
import { createDetectionLogRepo, type DetectionLogRepo } from './storage/detection-log-repo.js';
import { startDetectionLogRetention, type DetectionLogRetention } from './app/detection-log-retention.js';
import { createPolicyRepo } from './storage/policy-repo.js';
import { createApiKeysRepo } from './storage/api-keys-repo.js';
import { SECRET_NAMES } from './storage/keys.js';
import { createSecretsRepo } from './storage/secrets-repo.js';
import { openStorage } from './storage/storage.js';
import { createUsersRepo } from './storage/users-repo.js';

export interface GatewayOptions {
  readonly clock?: Clock;
  readonly logger?: Logger;
  /** Cheaper KDF parameters for test suites; production uses the defaults. */
  readonly scryptParams?: ScryptParams;
  /** Another detection worker entry: tests inject failing workers to check that Veil fails closed. */
  readonly detectWorkerFile?: URL;
  /**
   * Reads the configuration again for a model swap (SIGHUP, POST /admin/models/reload); the CLI
   * re-reads the environment and the config file. Without it, a reload loads the start-up config again.
   */
  readonly reloadConfig?: () => Readonly<VeilConfig>;
}

export interface Gateway {
  readonly host: string;
  readonly port: number;
  readonly url: string;
  /** Set when this start created the first admin; `password` only when it was generated. */
  readonly bootstrappedAdmin: { readonly username: string; readonly generatedPassword?: string } | undefined;
  /** Swaps the detection models for those the config names now (SIGHUP); rejects with model_load_failed, leaving the old ones serving. */
  reloadModels(): Promise<readonly LoadedModel[]>;
  /** Graceful stop: finish in-flight requests (up to the grace period), then close storage. */
  close(): Promise<void>;
}

/** The composition root: config → storage → auth → app → http. The only place that builds concrete things. */
export async function startGateway(config: Readonly<VeilConfig>, options: GatewayOptions = {}): Promise<Gateway> {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createLogger(config.logs.level);
  const storage = await openStorage(config.data_dir);
  let server: HttpServer | undefined;
  let detector: Detector | undefined;
  let transport: Transport | undefined;
  let detectionLogRepo: DetectionLogRepo | undefined;
  let retention: DetectionLogRetention | undefined;
  const sweeps: NodeJS.Timeout[] = [];
  try {
    const users = createUsersRepo(storage);
    const apiKeys = createApiKeysRepo(storage);
    const secrets = createSecretsRepo(storage);
    const hasher = createPasswordHasher(options.scryptParams);
    const accounts = createAccounts({ users, apiKeys, hasher, clock });
    const jwtSecret = config.jwt_secret === undefined ? await secrets.getOrCreate(SECRET_NAMES.jwt, 64) : Buffer.from(config.jwt_secret, 'utf8');
    const tokens = createTokenService(jwtSecret, clock);
    const rateLimiter = createRateLimiter(clock);
    const loginThrottle = createLoginThrottle(clock);
    const metrics = createMetrics();
    const policies = createPolicyStore(createPolicyRepo(storage), clock);
    detector = await createDetector({
      workers: config.workers ?? 1,
      workerFile: options.detectWorkerFile ?? detectWorkerFile(),
      inlineMaxChars: config.detection.inline_max_chars,
      timeoutMs: config.detection.timeout_ms,
      maxQueue: config.detection.max_queue,
      maxCandidatesPer64K: config.detection.max_candidates_per_64k,
      models: modelsSpec(config),
      batch: { maxTexts: config.detection.models.max_batch, waitMs: config.detection.models.batch_wait_ms },
    });
    for (const model of detector.models()) logger.info({ kind: model.kind, path: model.path, sha256: model.sha256, reports: model.reports }, 'detection model loaded');

    transport = createTransport({
      timeoutMs: config.upstream.timeout_ms,
      connectTimeoutMs: config.upstream.connect_timeout_ms,
      bodyTimeoutMs: config.upstream.body_timeout_ms,
      retries: config.upstream.retries,
      connectionsPerOrigin: config.upstream.connections,
    });
    // A failed log write must not fail the request that caused it; it is reported, never its contents.
    detectionLogRepo = createDetectionLogRepo(storage, { onError: (error) => logger.error({ err: error }, 'detection log write failed') });
    const detectionLog = createDetectionLogger({ repo: detectionLogRepo, hmacKey: await secrets.getOrCreate(SECRET_NAMES.logHmac, 32), clock });
    retention = startDetectionLogRetention({
      repo: detectionLogRepo,
      clock,
      retentionDays: config.logs.retention_days,
      onPurged: (count, cutoffMs) => logger.info({ purged: count, older_than: new Date(cutoffMs).toISOString() }, 'detection log records past retention deleted'),
      onError: (error) => logger.error({ err: error }, 'detection log retention failed'),
    });

    const generatedPassword = config.admin.password === undefined ? randomBytes(18).toString('base64url') : undefined;
    const admin = await accounts.bootstrapAdmin(config.admin.username, config.admin.password ?? generatedPassword ?? '');
    if (admin !== undefined) logger.info({ user_id: admin.id, username: admin.username }, 'created the first admin user');

    const runningDetector = detector;
    const reloadModels = async (): Promise<readonly LoadedModel[]> => {
      let fresh: Readonly<VeilConfig>;
      try {
        fresh = options.reloadConfig?.() ?? config;
      } catch (error) {
        throw new VeilError('model_load_failed', `the models were not swapped: ${error instanceof Error ? error.message : String(error)}`);
      }
      const loaded = await runningDetector.reloadModels(modelsSpec(fresh));
      for (const model of loaded) logger.info({ kind: model.kind, path: model.path, sha256: model.sha256, reports: model.reports }, 'detection model swapped in');
      return loaded;
    };
    const runningTransport = transport;
    const runningLogRepo = detectionLogRepo;
    const runningRetention = retention;
    const app = createApp({
      clock,
      users,
      accounts,
      hasher,
      tokens,
      loginThrottle,
      metrics,
      readiness: [
        { name: 'storage', check: () => storage.isOpen() },
        { name: 'detection', check: () => runningDetector.isReady() },
      ],
      policies,
      detector,
      models: { loaded: () => runningDetector.models(), reload: reloadModels },
      providers: createProviders(config),
      transport,
      detectionLog,
      detectionLogs: detectionLogRepo,
      holdBackChars: Math.min(config.streaming.hold_back_chars, MAX_FINDING_CHARS),
      openApi: loadOpenApiDocument(),
    });
    const authenticator = createAuthenticator({ users, apiKeys, tokens, defaultRpm: config.rate_limits.default_rpm });
    server = await listen(config.server.host, config.server.port, {
      routes: buildRoutes(app),
      authenticator,
      rateLimiter,
      metrics,
      logger,
      maxBodyBytes: config.limits.max_body_bytes,
      trustProxy: config.server.trust_proxy,
      accessLog: config.logs.access_log,
    });
    sweeps.push(
      setInterval(() => {
        rateLimiter.sweep();
        loginThrottle.sweep();
      }, 60_000).unref(),
    );

    const port = server.port;
    const runningServer = server;
    let closing: Promise<void> | undefined;
    logger.info({ host: config.server.host, port, data_dir: config.data_dir }, 'veil is listening');
    return {
      host: config.server.host,
      port,
      url: `http://${config.server.host.includes(':') ? `[${config.server.host}]` : config.server.host}:${port}`,
      bootstrappedAdmin:
        admin === undefined ? undefined : generatedPassword === undefined ? { username: admin.username } : { username: admin.username, generatedPassword },
      reloadModels,
      close() {
        closing ??= (async () => {
          for (const timer of sweeps) clearInterval(timer);
          const aborted = await runningServer.drain(config.server.shutdown_grace_ms);
          if (aborted > 0) logger.warn({ aborted }, 'shutdown grace period passed; aborted requests still in flight');
          await runningDetector.close();
          await runningTransport.close();
          await runningRetention.stop();
          // Acknowledged detection-log batches are durable before the environment closes.
          await runningLogRepo.flushed();
          await storage.close();
          logger.info('veil stopped');
          logger.flush();
        })();
        return closing;
      },
    };
  } catch (error) {
    for (const timer of sweeps) clearInterval(timer);
    if (server !== undefined) await server.drain(0);
    await detector?.close();
    await transport?.close();
    await retention?.stop();
    await detectionLogRepo?.flushed();
    await storage.close();
    throw error;
  }
}

/** docs/openapi.yaml, found from this module whether it runs from src/ (tsx, vitest) or dist/src/. */
export function loadOpenApiDocument(): unknown {
  return parseYaml(readFileSync(findProjectFile('docs/openapi.yaml'), 'utf8'));
}

function findProjectFile(relative: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, relative);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find ${relative} above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

/** The models the config names, the shipped ones where it names no path; undefined when models are off. */
function modelsSpec(config: Readonly<VeilConfig>): ModelsSpec | undefined {
  const models = config.detection.models;
  if (!models.enabled) return undefined;
  const one = (model: { enabled: boolean; path?: string | undefined; labels: Record<string, string> }, shipped: string): ModelSpec | undefined =>
    model.enabled ? { path: model.path ?? findProjectFile(`models/${shipped}`), labels: model.labels } : undefined;
  const ner = one(models.ner, 'ner');
  const safety = one(models.safety, 'safety');
  if (ner === undefined && safety === undefined) return undefined;
  return { ner, safety, windowTokens: models.window_tokens, maxSequencesPerCall: models.max_sequences_per_call };
}

/** workers/detect.worker: the built .js next to dist/src, or the .ts source under tsx and vitest. */
function detectWorkerFile(): URL {
  const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  return new URL(`../workers/detect.worker.${extension}`, import.meta.url);
}
