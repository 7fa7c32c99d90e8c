import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Env } from '../../src/config/load-config.js';
import { startTestGateway, type TestGateway } from '../support/gateway.js';

const fixture = (name: string): string => new URL(`../fixtures/models/${name}`, import.meta.url).pathname;
const shipped = (name: string): string => new URL(`../../models/${name}`, import.meta.url).pathname;

interface ModelList {
  object: 'list';
  data: { object: string; kind: string; path: string; sha256: string; reports: string[]; calibrated: boolean }[];
}

describe('GET /admin/models and POST /admin/models/reload', () => {
  let gw: TestGateway;
  let admin: string;
  // What a reload reads: the test edits it as an operator edits the config before SIGHUP.
  let reloadEnv: Env = { VEIL_MODELS_ENABLED: 'true', VEIL_NER_MODEL: fixture('tiny-ner'), VEIL_SAFETY_MODEL: fixture('tiny-safety') };
  beforeAll(async () => {
    gw = await startTestGateway({ env: { ...reloadEnv }, reloadEnv: () => reloadEnv });
    admin = await gw.login();
  });
  afterAll(() => gw.cleanup());

  const list = async (): Promise<ModelList> => {
    const res = await gw.fetch('/admin/models', { token: admin });
    expect(res.status).toBe(200);
    return (await res.json()) as ModelList;
  };

  test('lists the models serving, with what identifies them', async () => {
    const body = await list();
    expect(body.data.map((m) => [m.object, m.kind, m.path])).toEqual([
      ['detection_model', 'ner', fixture('tiny-ner')],
      ['detection_model', 'safety', fixture('tiny-safety')],
    ]);
  });

  test('a reload swaps to the directories the config names now', async () => {
    reloadEnv = { VEIL_MODELS_ENABLED: 'true', VEIL_NER_MODEL: shipped('ner'), VEIL_SAFETY_MODEL: shipped('safety') };
    const res = await gw.fetch('/admin/models/reload', { token: admin, method: 'POST' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ModelList;
    expect(body.data.map((m) => m.path)).toEqual([shipped('ner'), shipped('safety')]);
    expect((await list()).data.map((m) => m.path)).toEqual([shipped('ner'), shipped('safety')]);
  });

  test('a broken directory is refused with 422 model_load_failed naming it, and the old models keep serving', async () => {
    const before = await list();
    reloadEnv = { VEIL_MODELS_ENABLED: 'true', VEIL_NER_MODEL: shipped('ner'), VEIL_SAFETY_MODEL: fixture('does-not-exist') };
    const res = await gw.fetch('/admin/models/reload', { token: admin, method: 'POST' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; message: string; type: string } };
    expect(body.error).toMatchObject({ code: 'model_load_failed', type: 'invalid_request_error' });
    expect(body.error.message).toContain('does-not-exist is not a directory');
    expect(await list()).toEqual(before);
    const detect = await gw.fetch('/detect', { token: admin, json: { text: 'my name is Ada Lovelace' } });
    expect(detect.status).toBe(200);
  });

  test('an invalid config on reload is refused the same way', async () => {
    reloadEnv = { VEIL_MODELS_ENABLED: 'maybe' };
    const res = await gw.fetch('/admin/models/reload', { token: admin, method: 'POST' });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/VEIL_MODELS_ENABLED/);
  });

  test('only admins may see or swap models', async () => {
    const created = await gw.fetch('/admin/users', { token: admin, json: { username: 'user-models', password: 'user-password-1', role: 'normal_user' } });
    expect(created.status).toBe(201);
    const user = await gw.login('user-models', 'user-password-1');
    expect((await gw.fetch('/admin/models', { token: user })).status).toBe(403);
    expect((await gw.fetch('/admin/models/reload', { token: user, method: 'POST' })).status).toBe(403);
  });
});
