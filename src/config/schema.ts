import { z } from 'zod';
import { ENTITY_TYPES, SAFETY_CATEGORIES } from '../core/entities.js';

/**
 * The configuration, in the shape of the optional config file (YAML or JSON, snake_case keys as
 * decisions.md §1 fixes them). Environment variables are laid over the file before validation
 * (see load-config.ts), so this one schema checks both. Unknown keys are refused: a typo in a
 * config file should stop the start, not be silently ignored.
 */

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const nonNegativeInt = z.coerce.number().int().nonnegative();
/** The candidate budget's default, from the measured cost per candidate (docs/performance.md). */
export const DEFAULT_MAX_CANDIDATES_PER_64K = 512;
const httpUrl = z.url({ protocol: /^https?$/ });
const bool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);
const commaList = z
  .union([z.array(z.string().min(1)), z.string()])
  .transform((v) => (Array.isArray(v) ? v : v.split(',').map((s) => s.trim()).filter((s) => s.length > 0)));

const providerSchema = (defaultBaseUrl: string) =>
  z.strictObject({
    api_key: z.string().min(1).optional(),
    base_url: httpUrl.default(defaultBaseUrl),
    models: z.array(z.string().min(1)).default([]),
  });

/**
 * One model: a directory in the Hugging Face export layout, and the map from the model's labels
 * (without B-/I- tags) to Veil's names. Without `path`, Veil's shipped model.
 */
const modelSchema = (names: readonly [string, ...string[]]) =>
  z.strictObject({
    enabled: bool.default(true),
    path: z.string().min(1).optional(),
    labels: z.record(z.string().min(1), z.enum(names)).default({}),
  });

export const veilConfigSchema = z.strictObject({
  server: z
    .strictObject({
      host: z.string().min(1).default('127.0.0.1'),
      port: port.default(8080),
      /** Take the client address from X-Forwarded-For (only behind a trusted proxy). */
      trust_proxy: bool.default(false),
      /** How long SIGTERM waits for in-flight requests before closing anyway. */
      shutdown_grace_ms: nonNegativeInt.default(30_000),
    })
    .prefault({}),
  data_dir: z.string().min(1).default('./data'),
  jwt_secret: z.string().min(32, 'must be at least 32 characters').optional(),
  admin: z
    .strictObject({
      username: z.string().min(1).max(64).default('admin'),
      password: z.string().min(8, 'must be at least 8 characters').optional(),
    })
    .prefault({}),
  workers: positiveInt.optional(),
  providers: z
    .strictObject({
      openai: providerSchema('https://api.openai.com/v1').prefault({}),
      anthropic: providerSchema('https://api.anthropic.com').prefault({}),
      google: providerSchema('https://generativelanguage.googleapis.com').prefault({}),
      azure: z
        .strictObject({
          api_key: z.string().min(1).optional(),
          endpoint: httpUrl.optional(),
          api_version: z.string().min(1).default('2024-10-21'),
          deployments: commaList.default([]),
        })
        .prefault({}),
    })
    .prefault({}),
  models: z
    .record(
      z.string().min(1),
      z.strictObject({
        context_window: positiveInt.default(8192),
      }),
    )
    .default({}),
  detection: z
    .strictObject({
      /** Requests whose texts are shorter than this (UTF-16 units) are scanned inline; longer ones in the worker pool. */
      inline_max_chars: nonNegativeInt.default(16 * 1024),
      /** A pool scan slower than this fails the request with 503 (fail closed). */
      timeout_ms: positiveInt.default(5_000),
      /** Scans that may wait for a worker; past that, requests fail fast with 503. */
      max_queue: positiveInt.default(256),
      /**
       * Candidate values (pattern matches before validation) checked per 65,536 characters of a
       * text, and at least in any text; a denser text is refused with 413. 0 turns the limit off.
       */
      max_candidates_per_64k: nonNegativeInt.default(DEFAULT_MAX_CANDIDATES_PER_64K),
      /** The ONNX models the workers run (docs/models.md); swapped at run time by POST /admin/models/reload or SIGHUP. */
      models: z
        .strictObject({
          /** false: patterns only, no model is loaded. */
          enabled: bool.default(true),
          ner: modelSchema(ENTITY_TYPES).prefault({}),
          safety: modelSchema(SAFETY_CATEGORIES).prefault({}),
          /** The most word pieces a model reads at once; longer texts go in overlapping windows. */
          window_tokens: positiveInt.min(16).max(512).default(128),
          /** Texts of concurrent requests batched into one inference; 1 turns batching off. */
          max_batch: positiveInt.max(256).default(16),
          /** While every worker is busy, how long a text may wait for others to share its batch. */
          batch_wait_ms: nonNegativeInt.max(100).default(1),
          /** Sequences (windows) per onnxruntime call. */
          max_sequences_per_call: positiveInt.max(256).default(32),
        })
        .prefault({}),
    })
    .prefault({}),
  streaming: z
    .strictObject({
      /**
       * The most characters of a streamed reply held back before release (the guard holds back
       * only the tail that could still become a value, usually a few words). The default, the
       * longest value the engine reports (256), guarantees that no detection can span released
       * text; less gives that guarantee up for values longer than the setting.
       */
      hold_back_chars: positiveInt.min(16).max(256).default(256),
    })
    .prefault({}),
  upstream: z
    .strictObject({
      /** The whole upstream call until the first byte of the reply, the retry included. */
      timeout_ms: positiveInt.default(60_000),
      retries: nonNegativeInt.max(5).default(1),
      connect_timeout_ms: positiveInt.default(10_000),
      /** Longest silence between two parts of a reply's body (a stalled stream fails after it). */
      body_timeout_ms: positiveInt.default(60_000),
      /** Keep-alive connections per provider origin. */
      connections: positiveInt.max(4096).default(128),
    })
    .prefault({}),
  limits: z
    .strictObject({
      max_body_bytes: positiveInt.max(64 * 1024 * 1024).default(1024 * 1024),
    })
    .prefault({}),
  rate_limits: z
    .strictObject({
      default_rpm: positiveInt.default(600),
    })
    .prefault({}),
  logs: z
    .strictObject({
      retention_days: positiveInt.default(30),
      level: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
      /** One line per request at info level. */
      access_log: bool.default(true),
    })
    .prefault({}),
});

export type VeilConfigInput = z.input<typeof veilConfigSchema>;
export type VeilConfig = z.output<typeof veilConfigSchema>;
