/**
 * npm run demo: the gateway in front of the provider simulator, with an API key and a curl to
 * try. Everything runs on loopback in a temporary data dir; no real provider is called. The
 * simulator answers every provider kind (its replies echo the prompt, as the provider received
 * it: masked) and streams word by word, 30 ms apart, so the output guard's hold-back is visible.
 * Ctrl-C stops both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config/load-config.js';
import { startGateway } from '../src/main.js';
import { createLogger } from '../src/observability/logger.js';
import { startProviderSimulator } from '../test/support/provider-simulator.js';

const simulator = await startProviderSimulator({ recordRequests: false, defaultPacing: { delayBetweenChunksMs: 30 } });
const dataDir = mkdtempSync(join(tmpdir(), 'veil-demo-'));
const password = 'demo-admin-password';
const config = loadConfig(
  {
    VEIL_DATA_DIR: dataDir,
    VEIL_PORT: process.env.VEIL_PORT ?? '8080',
    VEIL_ADMIN_PASSWORD: password,
    VEIL_LOG_LEVEL: 'warn',
    OPENAI_API_KEY: 'sk-demo',
    OPENAI_BASE_URL: simulator.openaiBaseUrl,
    ANTHROPIC_API_KEY: 'sk-ant-demo',
    ANTHROPIC_BASE_URL: simulator.url,
    GEMINI_API_KEY: 'gemini-demo',
    GEMINI_BASE_URL: simulator.url,
    AZURE_OPENAI_API_KEY: 'azure-demo',
    AZURE_OPENAI_ENDPOINT: simulator.url,
    AZURE_OPENAI_DEPLOYMENTS: 'my-deployment',
  },
  { providers: { openai: { models: ['gpt-4o-mini'] }, anthropic: { models: ['claude-3-5-haiku-latest'] }, google: { models: ['gemini-2.0-flash'] } } },
);
const gateway = await startGateway(config, { logger: createLogger('warn') });
const login = await fetch(`${gateway.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password }) });
const { access_token: token } = (await login.json()) as { access_token: string };
const created = await fetch(`${gateway.url}/admin/api-keys`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ name: 'demo' }) });
const { key } = (await created.json()) as { key: string };

const prompt = 'Hi, I am Dr. Jane Doe, reach me at jane.doe@example.com or +1 415-555-2671. My card is 4111 1111 1111 1111.';
const curl = (stream: boolean, model: string): string =>
  `curl -s${stream ? 'N' : ''} ${gateway.url}/chat/completions -H 'authorization: Bearer ${key}' -H 'content-type: application/json' \\\n  -d '${JSON.stringify({ model, messages: [{ role: 'user', content: prompt }], ...(stream ? { stream: true } : {}) })}'`;
process.stdout.write(`
Veil demo: the gateway on ${gateway.url}, the provider simulator on ${simulator.url} (openai, azure, anthropic, google).
Admin: admin / ${password}    API key: ${key}

A completion (the provider receives the prompt masked, and its reply echoes what it received):
${curl(false, 'gpt-4o-mini')}

The same, streamed through Anthropic's wire format:
${curl(true, 'claude-3-5-haiku-latest')}

With the OpenAI SDK: new OpenAI({ baseURL: '${gateway.url}', apiKey: '${key}' })
Ctrl-C stops the demo.
`);

const stop = async (): Promise<void> => {
  await gateway.close();
  await simulator.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
