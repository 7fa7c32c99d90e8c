import type { Accounts } from '../auth/accounts.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { PasswordHasher } from '../auth/passwords.js';
import type { TokenService } from '../auth/jwt.js';
import type { Clock } from '../core/clock.js';
import type { Metrics } from '../observability/metrics.js';
import type { Detector } from '../detection-pool/detector.js';
import type { Providers } from '../providers/providers.js';
import type { Transport } from '../providers/transport.js';
import type { UsersRepo } from '../storage/users-repo.js';
import type { DetectionLogRepo } from '../storage/detection-log-repo.js';
import { createAdminApiKeys, type AdminApiKeys } from './admin-api-keys.js';
import { createAdminDetections, type AdminDetections } from './admin-detections.js';
import { createAdminModels, type AdminModels, type ModelControl } from './admin-models.js';
import { createAdminUsers, type AdminUsers } from './admin-users.js';
import { json, type AppRequest, type AppResponse, type AuthenticatedRequest } from './contract.js';
import { createChatCompletion } from './chat-completion.js';
import { createDetect } from './detect.js';
import type { DetectionLogger } from './log-detections.js';
import { createListModels } from './models.js';
import { createFilters, type Filters } from './filters.js';
import { createReadyz, healthz, type ReadinessProbe } from './health.js';
import { createLogin } from './login.js';
import type { PolicyStore } from './policy-store.js';

export interface AppDeps {
  readonly clock: Clock;
  readonly users: UsersRepo;
  readonly accounts: Accounts;
  readonly hasher: PasswordHasher;
  readonly tokens: TokenService;
  readonly loginThrottle: LoginThrottle;
  readonly metrics: Metrics;
  readonly readiness: readonly ReadinessProbe[];
  readonly policies: PolicyStore;
  readonly detector: Detector;
  /** The detection models: what serves, and the swap (POST /admin/models/reload). */
  readonly models: ModelControl;
  readonly providers: Providers;
  readonly transport: Transport;
  readonly detectionLog: DetectionLogger;
  /** The stored detection log, for the admin listing and statistics. */
  readonly detectionLogs: DetectionLogRepo;
  /** The longest finding the engine reports: what streamed replies hold back. */
  readonly holdBackChars: number;
  /** The OpenAPI document, served as is. */
  readonly openApi: unknown;
}

/**
 * Reply text already released that is scanned again before the next part: context words and
 * labels ("phone:", "DOB") within this distance still count for a value that follows them.
 */
const OUTPUT_CONTEXT_CHARS = 256;

/** Every use case, built from its dependencies. The http layer maps routes onto these. */
export interface App {
  readonly healthz: () => Promise<AppResponse>;
  readonly readyz: () => Promise<AppResponse>;
  readonly openApi: () => Promise<AppResponse>;
  readonly metrics: () => Promise<AppResponse>;
  readonly login: (req: AppRequest) => Promise<AppResponse>;
  readonly filters: Filters;
  readonly detect: (req: AuthenticatedRequest) => Promise<AppResponse>;
  readonly chatCompletion: (req: AuthenticatedRequest) => Promise<AppResponse>;
  readonly listModels: () => Promise<AppResponse>;
  readonly adminUsers: AdminUsers;
  readonly adminApiKeys: AdminApiKeys;
  readonly adminModels: AdminModels;
  readonly adminDetections: AdminDetections;
}

export function createApp(deps: AppDeps): App {
  return {
    healthz,
    readyz: createReadyz(deps.readiness),
    openApi: () => Promise.resolve(json(200, deps.openApi)),
    metrics: async () => ({ kind: 'text', status: 200, body: await deps.metrics.render(), contentType: deps.metrics.contentType }),
    login: createLogin({ users: deps.users, hasher: deps.hasher, tokens: deps.tokens, throttle: deps.loginThrottle, clock: deps.clock }),
    filters: createFilters(deps.policies),
    detect: createDetect({ detector: deps.detector, policies: deps.policies }),
    chatCompletion: createChatCompletion({
      detector: deps.detector,
      policies: deps.policies,
      providers: deps.providers,
      transport: deps.transport,
      detectionLog: deps.detectionLog,
      metrics: deps.metrics,
      clock: deps.clock,
      holdBackChars: deps.holdBackChars,
      contextChars: OUTPUT_CONTEXT_CHARS,
    }),
    listModels: createListModels({ providers: deps.providers, startedAtSeconds: Math.floor(deps.clock.nowMs() / 1000) }),
    adminUsers: createAdminUsers(deps.accounts),
    adminApiKeys: createAdminApiKeys(deps.accounts),
    adminModels: createAdminModels(deps.models),
    adminDetections: createAdminDetections({ repo: deps.detectionLogs, clock: deps.clock }),
  };
}
