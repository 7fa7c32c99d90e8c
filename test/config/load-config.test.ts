import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig, readConfigFile } from '../../src/config/load-config.js';

describe('loadConfig', () => {
  test('defaults match decisions.md §1', () => {
    const config = loadConfig({}, {});
    expect(config.server).toMatchObject({ host: '127.0.0.1', port: 8080 });
    expect(config.data_dir).toBe('./data');
    expect(config.admin.username).toBe('admin');
    expect(config.admin.password).toBeUndefined();
    expect(config.providers.openai.base_url).toBe('https://api.openai.com/v1');
    expect(config.providers.anthropic.base_url).toBe('https://api.anthropic.com');
    expect(config.providers.google.base_url).toBe('https://generativelanguage.googleapis.com');
    expect(config.providers.azure.api_version).toBe('2024-10-21');
    expect(config.upstream).toEqual({ timeout_ms: 60_000, retries: 1, connect_timeout_ms: 10_000, body_timeout_ms: 60_000, connections: 128 });
    expect(config.limits.max_body_bytes).toBe(1024 * 1024);
    expect(config.rate_limits.default_rpm).toBe(600);
    expect(config.logs.retention_days).toBe(30);
    expect(config.workers).toBeGreaterThanOrEqual(1);
  });

  test('env wins over the file', () => {
    const config = loadConfig(
      { VEIL_PORT: '9000', AZURE_OPENAI_DEPLOYMENTS: 'prod-gpt4o, dev-gpt4o-mini', VEIL_UPSTREAM_TIMEOUT_MS: '1500' },
      { server: { port: 7000, host: '0.0.0.0' }, upstream: { retries: 0 }, models: { 'gpt-4o': { context_window: 128000 } } },
    );
    expect(config.server).toMatchObject({ port: 9000, host: '0.0.0.0' });
    expect(config.providers.azure.deployments).toEqual(['prod-gpt4o', 'dev-gpt4o-mini']);
    expect(config.upstream).toMatchObject({ timeout_ms: 1500, retries: 0 });
    expect(config.models['gpt-4o']?.context_window).toBe(128000);
  });

  test('the result is frozen', () => {
    const config = loadConfig({}, {});
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.server)).toBe(true);
  });

  test.each([
    [{ VEIL_PORT: 'eighty' }, {}, 'VEIL_PORT (server.port)'],
    [{ VEIL_PORT: '70000' }, {}, 'VEIL_PORT (server.port)'],
    [{ OPENAI_BASE_URL: 'not a url' }, {}, 'OPENAI_BASE_URL (providers.openai.base_url)'],
    [{ VEIL_WORKERS: '0' }, {}, 'VEIL_WORKERS (workers)'],
    [{ VEIL_JWT_SECRET: 'short' }, {}, 'VEIL_JWT_SECRET (jwt_secret): must be at least 32 characters'],
    [{}, { limits: { max_body_bytes: 'big' } }, 'limits.max_body_bytes'],
    [{}, { rate_limits: { default_rpm: -1 } }, 'rate_limits.default_rpm'],
    [{}, { upstream: { timeout: 5 } }, 'upstream: Unrecognized key'],
    [{}, { modles: {} }, '(top level): Unrecognized key'],
    [{}, { models: { 'gpt-4o': { context_window: 0 } } }, 'models.gpt-4o.context_window'],
  ])('a bad value is refused naming the field: %j %j', (env, file, expected) => {
    expect(() => loadConfig(env, file)).toThrow(ConfigError);
    expect(() => loadConfig(env, file)).toThrow(expected);
  });
});

describe('readConfigFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'veil-config-'));

  test('reads YAML and JSON', () => {
    writeFileSync(join(dir, 'a.yaml'), 'server:\n  port: 9100\nrate_limits:\n  default_rpm: 60\n');
    writeFileSync(join(dir, 'b.json'), JSON.stringify({ server: { port: 9200 } }));
    expect(loadConfig({}, readConfigFile(join(dir, 'a.yaml'))).rate_limits.default_rpm).toBe(60);
    expect(loadConfig({}, readConfigFile(join(dir, 'b.json'))).server.port).toBe(9200);
    expect(loadConfig({ VEIL_CONFIG: join(dir, 'a.yaml') }).server.port).toBe(9100);
  });

  test('a missing, unparsable or non-mapping file is a ConfigError naming VEIL_CONFIG', () => {
    writeFileSync(join(dir, 'bad.yaml'), 'server: [unclosed');
    writeFileSync(join(dir, 'list.yaml'), '- 1\n- 2\n');
    expect(() => readConfigFile(join(dir, 'nope.yaml'))).toThrow(/VEIL_CONFIG: cannot read/);
    expect(() => readConfigFile(join(dir, 'bad.yaml'))).toThrow(/VEIL_CONFIG: .* is not valid YAML/);
    expect(() => readConfigFile(join(dir, 'list.yaml'))).toThrow(/mapping at the top level/);
  });
});
