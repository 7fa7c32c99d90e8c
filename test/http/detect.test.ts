import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/gateway.js';
import { EXAMPLES, type ApiDetection } from '../support/pii-examples.js';

interface DetectText {
  detections: ApiDetection[];
  masked: string;
  blocked: boolean;
}


describe('POST /detect', () => {
  let gw: TestGateway;
  let token: string;
  beforeAll(async () => {
    gw = await startTestGateway();
    token = await gw.login();
  });
  afterAll(() => gw.cleanup());

  const detect = async (json: unknown): Promise<DetectText> => {
    const res = await gw.fetch('/detect', { token, json });
    expect(res.status).toBe(200);
    return (await res.json()) as DetectText;
  };

  test.each(EXAMPLES)('%s: exact text, code-point offsets, confidence and the policy’s action', async (type, text, value) => {
    const body = await detect({ text });
    const detection = body.detections.find((d) => d.entity_type === type);
    const start = [...text].join('').indexOf(value) === -1 ? -1 : [...text.slice(0, text.indexOf(value))].length;
    expect(detection).toEqual({
      entity_type: type,
      text: value,
      start,
      end: start + [...value].length,
      confidence: expect.any(Number) as number,
      action: 'MASK',
      masked_text: `[${type}]`,
    });
    expect(detection?.confidence).toBeGreaterThanOrEqual(0.7);
    expect(detection?.confidence).toBeLessThanOrEqual(1);
    expect(body.masked).toBe(text.replace(value, `[${type}]`));
    expect(body.blocked).toBe(false);
  });

  test('messages: detections carry message_index; masked keeps roles', async () => {
    const res = await gw.fetch('/detect', {
      token,
      json: { messages: [{ role: 'system', content: 'be nice' }, { role: 'user', content: 'mail a@b.io' }, { role: 'assistant', content: 'ip 10.1.2.3' }] },
    });
    const body = (await res.json()) as { detections: ApiDetection[]; masked: Array<{ role: string; content: string }>; blocked: boolean };
    expect(body.detections.map((d) => [d.entity_type, d.message_index])).toEqual([['EMAIL', 1], ['IP_ADDRESS', 2]]);
    expect(body.masked).toEqual([
      { role: 'system', content: 'be nice' },
      { role: 'user', content: 'mail [EMAIL]' },
      { role: 'assistant', content: 'ip [IP_ADDRESS]' },
    ]);
  });

  test('a long body goes through the worker pool with the same result', async () => {
    const filler = 'lorem ipsum dolor sit amet. '.repeat(1200);
    const body = await detect({ text: `${filler}mail jane@example.com` });
    expect(body.detections).toEqual([expect.objectContaining({ entity_type: 'EMAIL', text: 'jane@example.com', start: filler.length + 5 })]);
  });

  // The default budget is 512 candidate values per 65,536 characters, and at least 512 in any text.
  test.each([
    ['inline', 600],
    ['in the worker pool', 2000],
  ])('a text denser in candidate values than the budget is refused with 413 (%s)', async (_path, count) => {
    const text = Array.from({ length: count }, (_, i) => `u${i}@d.io`).join(' ');
    const res = await gw.fetch('/detect', { token, json: { text } });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { type: string; code: string; message: string } };
    expect(body.error).toMatchObject({ type: 'payload_too_large', code: 'detection_budget_exceeded' });
    expect(body.error.message).not.toContain('@d.io');
    // Just under the budget, the same values are scanned.
    const under = await detect({ text: Array.from({ length: 500 }, (_, i) => `u${i}@d.io`).join(' ') });
    expect(under.detections).toHaveLength(500);
  });

  test.each([[{}], [{ text: 5 }], [{ text: 'a', messages: [] }], [{ messages: [{ role: 'robot', content: 'x' }] }], [{ messages: [] }]])('a bad body %j answers 400', async (json: unknown) => {
    const res = await gw.fetch('/detect', { token, json });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  test('needs authentication', async () => {
    expect((await gw.fetch('/detect', { json: { text: 'x' } })).status).toBe(401);
  });
});

describe('PUT /admin/filters', () => {
  let gw: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gw = await startTestGateway();
    admin = await gw.login();
  });
  afterAll(() => gw.cleanup());

  test('replaces the policy; the next request uses it; GET shows it; a restart keeps it', async () => {
    const put = await gw.fetch('/admin/filters', {
      token: admin,
      method: 'PUT',
      json: {
        entities: { SSN: { action: 'REJECT' }, EMAIL: { action: 'FLAG' }, IP_ADDRESS: { enabled: false } },
        custom: [{ name: 'EMPLOYEE_ID', pattern: 'EMP-\\d{5}', action: 'MASK', confidence: 0.95 }],
      },
    });
    expect(put.status).toBe(200);
    const policy = (await put.json()) as { version: number; entities: Record<string, { action: string }>; custom: unknown[] };
    expect(policy.version).toBe(1);
    expect(policy.entities.SSN?.action).toBe('REJECT');
    expect(policy.entities.PHONE?.action).toBe('MASK'); // omitted: the default

    const res = await gw.fetch('/detect', { token: admin, json: { text: 'SSN 536-22-8735, a@b.io, EMP-12345, 10.0.0.1' } });
    const body = (await res.json()) as DetectText;
    expect(body.blocked).toBe(true);
    expect(body.detections.map((d) => [d.entity_type, d.action])).toEqual([
      ['SSN', 'REJECT'],
      ['EMAIL', 'FLAG'],
      ['EMPLOYEE_ID', 'MASK'],
    ]);
    expect(body.masked).toBe('SSN 536-22-8735, a@b.io, [EMPLOYEE_ID], 10.0.0.1');

    const normal = (await (await gw.fetch('/admin/api-keys', { token: admin, json: { name: 'viewer' } })).json()) as { key: string };
    const viewed = (await (await gw.fetch('/filters', { token: normal.key })).json()) as { version: number };
    expect(viewed.version).toBe(1);
    expect((await gw.fetch('/admin/filters', { token: normal.key, method: 'PUT', json: {} })).status).toBe(403);

    await gw.stop();
    const again = await startTestGateway({ dataDir: gw.dataDir });
    try {
      const token = await again.login();
      const reloaded = (await (await again.fetch('/filters', { token })).json()) as { version: number; custom: Array<{ name: string }> };
      expect(reloaded.version).toBe(1);
      expect(reloaded.custom.map((c) => c.name)).toEqual(['EMPLOYEE_ID']);
    } finally {
      await again.stop();
    }
  });
});

describe('PUT /admin/filters validation', () => {
  let gw: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gw = await startTestGateway();
    admin = await gw.login();
  });
  afterAll(() => gw.cleanup());

  test.each([
    [{ entities: { EMAIL: { action: 'DROP' } } }, 'entities.EMAIL.action', 'invalid_request'],
    [{ entities: { EMAIL: { high: 0.5, medium: 0.7 } } }, 'entities.EMAIL', 'invalid_request'],
    [{ entities: { NAME: {} } }, 'entities', 'invalid_request'],
    [{ categories: { JAILBREAK: { floor: 2 } } }, 'categories.JAILBREAK.floor', 'invalid_request'],
    [{ custom: [{ name: 'EMAIL', pattern: 'x', action: 'MASK', confidence: 1 }] }, 'custom[0].name', 'invalid_request'],
    [{ custom: [{ name: 'lower', pattern: 'x', action: 'MASK', confidence: 1 }] }, 'custom[0].name', 'invalid_request'],
    [{ custom: [{ name: 'BAD_PATTERN', pattern: '(a+', action: 'MASK', confidence: 1 }] }, 'custom[0].pattern', 'invalid_pattern'],
    [{ custom: [{ name: 'BACKREF', pattern: '(a)\\1', action: 'MASK', confidence: 1 }] }, 'custom[0].pattern', 'invalid_pattern'],
    [{ custom: [{ name: 'LOOKAHEAD', pattern: 'a(?=b)', action: 'MASK', confidence: 1 }] }, 'custom[0].pattern', 'invalid_pattern'],
  ])('%j → 400 naming %s', async (json, param, code) => {
    const res = await gw.fetch('/admin/filters', { token: admin, method: 'PUT', json });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { type: 'invalid_request_error', code, param } });
    // Nothing changed.
    expect(((await (await gw.fetch('/filters', { token: admin })).json()) as { version: number }).version).toBe(0);
  });

  test('what GET returns can be PUT back as is', async () => {
    const current = await (await gw.fetch('/filters', { token: admin })).json();
    const res = await gw.fetch('/admin/filters', { token: admin, method: 'PUT', json: current });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { version: number }).version).toBe(1);
  });
});
