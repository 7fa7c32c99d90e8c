import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { veilConfigSchema, type VeilConfig } from './schema.js';

/** Environment variables and the config-file path each one overrides (env wins, decisions.md §1). */
export const ENV_OVERRIDES: Readonly<Record<string, readonly string[]>> = {
  VEIL_HOST: ['server', 'host'],
  VEIL_PORT: ['server', 'port'],
  VEIL_TRUST_PROXY: ['server', 'trust_proxy'],
  VEIL_DATA_DIR: ['data_dir'],
  VEIL_JWT_SECRET: ['jwt_secret'],
  VEIL_ADMIN_USERNAME: ['admin', 'username'],
  VEIL_ADMIN_PASSWORD: ['admin', 'password'],
  VEIL_WORKERS: ['workers'],
  VEIL_UPSTREAM_TIMEOUT_MS: ['upstream', 'timeout_ms'],
  VEIL_LOG_LEVEL: ['logs', 'level'],
  VEIL_NER_MODEL: ['detection', 'models', 'ner', 'path'],
  VEIL_SAFETY_MODEL: ['detection', 'models', 'safety', 'path'],
  VEIL_MODELS_ENABLED: ['detection', 'models', 'enabled'],
  OPENAI_API_KEY: ['providers', 'openai', 'api_key'],
  OPENAI_BASE_URL: ['providers', 'openai', 'base_url'],
  ANTHROPIC_API_KEY: ['providers', 'anthropic', 'api_key'],
  ANTHROPIC_BASE_URL: ['providers', 'anthropic', 'base_url'],
  GEMINI_API_KEY: ['providers', 'google', 'api_key'],
  GEMINI_BASE_URL: ['providers', 'google', 'base_url'],
  AZURE_OPENAI_API_KEY: ['providers', 'azure', 'api_key'],
  AZURE_OPENAI_ENDPOINT: ['providers', 'azure', 'endpoint'],
  AZURE_OPENAI_API_VERSION: ['providers', 'azure', 'api_version'],
  AZURE_OPENAI_DEPLOYMENTS: ['providers', 'azure', 'deployments'],
};

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export type Env = Readonly<Record<string, string | undefined>>;
type Tree = Record<string, unknown>;

/** Reads the optional config file named by VEIL_CONFIG; YAML is a superset of JSON, so one parser reads both. */
export function readConfigFile(path: string | undefined): unknown {
  if (path === undefined || path === '') return {};
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(`VEIL_CONFIG: cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
  }
  let parsed: unknown;
  try {
    parsed = parseYaml(text);
  } catch (error) {
    throw new ConfigError(`VEIL_CONFIG: ${path} is not valid YAML/JSON: ${(error as Error).message}`);
  }
  if (parsed === null || parsed === undefined) return {};
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ConfigError(`VEIL_CONFIG: ${path} must hold a mapping at the top level`);
  }
  return parsed;
}

/** Validates file + env into one frozen, typed object, or throws a ConfigError naming the field. */
export function loadConfig(env: Env, file: unknown = readConfigFile(env.VEIL_CONFIG)): Readonly<VeilConfig> {
  const tree = structuredClone(file ?? {}) as Tree;
  const sourceOf = new Map<string, string>();
  for (const [name, path] of Object.entries(ENV_OVERRIDES)) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    setPath(tree, path, value);
    sourceOf.set(path.join('.'), name);
  }
  const parsed = veilConfigSchema.safeParse(tree);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error.issues, sourceOf));
  const config = parsed.data;
  if (config.workers === undefined) config.workers = Math.max(1, availableParallelism() - 1);
  return deepFreeze(config);
}

function describeIssues(issues: readonly z.core.$ZodIssue[], sourceOf: ReadonlyMap<string, string>): string {
  const lines = issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const keys = issue.code === 'unrecognized_keys' ? ` (${issue.keys.join(', ')})` : '';
    const env = sourceOf.get(path);
    const where = env === undefined ? path || '(top level)' : `${env} (${path})`;
    return `${where}: ${issue.message}${keys}`;
  });
  return `invalid configuration:\n  ${lines.join('\n  ')}`;
}

function setPath(tree: Tree, path: readonly string[], value: string): void {
  let node: Tree = tree;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next === 'object' && next !== null && !Array.isArray(next)) node = next as Tree;
    else node = node[key] = {};
  }
  const last = path[path.length - 1];
  if (last !== undefined) node[last] = value;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
